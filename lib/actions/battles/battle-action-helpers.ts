import "server-only";
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import type { z } from "zod";
import type { BattleProblem } from "@/lib/server/battles/create-battle";

export const battlePath = (campaignId: string, battleId: string) => `/campaigns/${campaignId}/battles/${battleId}`;

/** The key a battle-wide problem (no team) is listed under in `fieldErrors`. */
export const BATTLE_PROBLEMS = "battle";

/** The rules' problems per team, as the battle forms list them (components/battles/battle-form.tsx). */
export function problemErrors(problems: readonly BattleProblem[] | undefined): Record<string, string[]> | undefined {
  if (!problems?.length) return undefined;
  const errors: Record<string, string[]> = {};
  for (const { teamId, message } of problems) (errors[teamId ?? BATTLE_PROBLEMS] ??= []).push(message);
  return errors;
}

/** Every message a schema found, once each, in one line: the forms are long, so the summary names them all. */
export function issueMessages(error: z.ZodError): string {
  return [...new Set(error.issues.map((issue) => issue.message))].join(" ");
}

/** After a change: every page of the campaign may show it (standings, journal, roll log), then back to the battle. */
export function showBattle(campaignId: string, battleId: string, notice?: "moved-on"): never {
  revalidatePath(`/campaigns/${campaignId}`, "layout");
  redirect(`${battlePath(campaignId, battleId)}${notice ? `?notice=${notice}` : ""}`);
}
