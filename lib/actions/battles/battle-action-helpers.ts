import "server-only";
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import type { z } from "zod";
import { battleIdSchema, requestKeyField } from "@/lib/schemas/battles";
import { rollTheRest } from "@/lib/server/battles/throw-dice";
import { requireUser } from "@/lib/server/auth/current-user";
import { authorizeBattle, type CampaignAccess } from "@/lib/server/authz/authorize";
import type { CampaignAction } from "@/lib/server/authz/permissions";
import type { BattleProblem } from "@/lib/server/battles/create-battle";
import { type ActionState, unexpectedError } from "../action-result";

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

/**
 * The refusals that mean the page was behind the battle: someone else locked, rolled, reported or
 * decided first, so the step the form was for is gone. The form is not the place to say so: the
 * battle page shows where it stands now, with what changed (showBattle's "moved-on" notice).
 */
const STALE_CODES: ReadonlySet<string> = new Set(["wrong-stage", "step-started"]);

export function isStale(result: { ok: false; code: string }): boolean {
  return STALE_CODES.has(result.code);
}

/** After a change: every page of the campaign may show it (standings, journal, roll log), then back to the battle. */
export function showBattle(campaignId: string, battleId: string, notice?: "moved-on"): never {
  revalidatePath(`/campaigns/${campaignId}`, "layout");
  redirect(`${battlePath(campaignId, battleId)}${notice ? `?notice=${notice}` : ""}`);
}

/**
 * The one shape of the battle's admin buttons (cancel, undo, redo): require a user, read the
 * battle id, authorize `action` on the stored battle, run the service, then back to the battle.
 */
export async function runBattleButtonAction(
  formData: FormData,
  action: CampaignAction,
  serviceName: string,
  service: (access: CampaignAccess, battleId: string) => Promise<{ ok: true } | { ok: false; code: string; message: string }>,
): Promise<ActionState> {
  const user = await requireUser("/campaigns");
  const parsed = battleIdSchema.safeParse({ battleId: formData.get("battleId") });
  if (!parsed.success) return { ok: false, message: issueMessages(parsed.error) };

  const { battleId } = parsed.data;
  const authorized = await authorizeBattle(user.id, battleId, action);
  if (!authorized.ok) return { ok: false, message: authorized.message };

  let notice: "moved-on" | undefined;
  try {
    const result = await service(authorized.access, battleId);
    if (!result.ok && !isStale(result)) return { ok: false, message: result.message };
    if (!result.ok) notice = "moved-on";
  } catch (error) {
    return unexpectedError(serviceName, error);
  }
  showBattle(authorized.battle.campaignId, battleId, notice);
}

/**
 * A step's "… and roll the rest for me" button sends `rollRest=1` with the form's one-time
 * `requestKey`: after the step is saved, the app rolls on to the next decision. The step is
 * already committed, so a throw refused by the table's policy (another owner's dice) just leaves
 * the roll card waiting for them.
 */
export async function rollOnIfAsked(formData: FormData, access: CampaignAccess, battleId: string): Promise<void> {
  if (formData.get("rollRest") !== "1") return;
  const key = requestKeyField.safeParse(formData.get("requestKey"));
  if (!key.success) return;
  try {
    await rollTheRest(access, battleId, key.data);
  } catch (error) {
    // The step is saved; the page shows the roll still to make.
    unexpectedError("rollTheRest", error);
  }
}
