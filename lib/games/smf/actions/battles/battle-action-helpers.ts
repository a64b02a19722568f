import "server-only";
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { requestKeyField } from "@/lib/games/smf/schemas/battles";
import { rollTheRest } from "@/lib/games/smf/server/battles/throw-dice";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import type { BattleProblem } from "@/lib/games/smf/server/battles/create-battle";
import { unexpectedError } from "@/lib/actions/action-result";

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

/** The battle buttons (cancel, undo, redo, confirm) post the battle id and little else: read only the fields the schema names. */
export function battleFieldsFromForm(...fields: string[]) {
  return (formData: FormData) => Object.fromEntries(["battleId", ...fields].map((field) => [field, formData.get(field)]));
}
