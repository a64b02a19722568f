import "server-only";
import type { HeroCondition } from "@/lib/games/shsa/hero-sheet";
import { shsa } from "@/lib/games/shsa";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { db } from "@/lib/server/db";
import type { ServiceFailure } from "@/lib/service-result";
import { setHeroConditionIn } from "../heroes/set-condition";

export type CorrectConditionResult = { ok: true; repeated: boolean } | ServiceFailure<"not-shsa" | "team-archived" | "team-in-battle" | "no-change">;

/**
 * A hero's condition set by hand, outside any session (the caller passed authorizeTeam(…,
 * "shsa:edit-sheet")): a correction, with its history line, for a condition the table settled
 * away from the app. The same request key again changes nothing; the same condition is refused.
 */
export async function correctCondition(
  access: CampaignAccess,
  teamId: string,
  input: { requestKey: string; condition: HeroCondition; note?: string },
): Promise<CorrectConditionResult> {
  if (access.gameSystem !== shsa.id) return { ok: false, code: "not-shsa", message: "That hero does not play SHSA." };
  return db.$transaction(async (tx) => {
    const set = await setHeroConditionIn(tx, access, teamId, {
      requestKey: input.requestKey,
      condition: input.condition,
      reason: "correction",
      ...(input.note ? { note: input.note } : {}),
    });
    return set.ok ? { ok: true, repeated: set.repeated } : set;
  });
}
