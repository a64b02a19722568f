import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { describeCondition, readHeroState, type HeroCondition, type HeroState } from "@/lib/games/shsa/hero-sheet";
import type { LedgerReason } from "@/lib/rules/shsa";
import { recordActivity } from "@/lib/server/activity/record-activity";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import type { ServiceFailure } from "@/lib/service-result";
import { lockTeam } from "@/lib/server/teams/lock-team";
import { withSessionStart } from "./session-start";

export type SetConditionResult = { ok: true; state: HeroState; repeated: boolean } | ServiceFailure<"team-archived" | "team-in-battle" | "no-change">;

/**
 * Sets a hero's condition (well, dying, hurt, dead) inside the caller's transaction: the state, a
 * history line "condition" from the old to the new (with its reason and note), and the activity
 * line. `sessionId` tags the line with the session whose play made it (an episode's aftermath, a
 * week's recovery), so undoing the session puts the condition back. A retry with the same request
 * key is answered as it stands; the same condition again is refused ("no-change"), writing nothing.
 */
export async function setHeroConditionIn(
  tx: Prisma.TransactionClient,
  access: CampaignAccess,
  teamId: string,
  {
    requestKey,
    sessionId,
    condition,
    reason,
    note,
  }: { requestKey: string; sessionId?: string; condition: HeroCondition; reason: Extract<LedgerReason, "aftermath" | "recovery" | "correction">; note?: string },
): Promise<SetConditionResult> {
  const locked = await lockTeam(tx, teamId);
  if (!locked.ok) return locked;
  const row = await tx.team.findUniqueOrThrow({ where: { id: teamId }, select: { state: true, name: true } });
  const state = readHeroState(row.state, row.name);
  if (state.history.some((line) => line.key === requestKey)) return { ok: true, state, repeated: true };
  const [before, after] = [describeCondition(state.condition), describeCondition(condition)];
  if (before === after) return { ok: false, code: "no-change", message: `${row.name} is already ${after}.` };

  const line = {
    field: "condition",
    before,
    after,
    reason,
    ...(note ? { note } : {}),
    key: requestKey,
    ...(sessionId ? { sessionId } : {}),
    at: new Date().toISOString(),
    by: access.actorName,
  };
  const next: HeroState = { ...withSessionStart(state, sessionId), condition, history: [...state.history, line] };
  await tx.team.update({ where: { id: teamId }, data: { state: next as unknown as Prisma.InputJsonValue } });
  await recordActivity(tx, {
    campaignId: access.campaignId,
    actor: access,
    kind: "TEAM_UPDATED",
    summary: `${access.actorName} marked “${row.name}” ${after}.`,
    payload: { v: 1, teamId, changed: ["condition"] },
  });
  return { ok: true, state: next, repeated: false };
}
