import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { shsa } from "@/lib/games/shsa";
import { describePendingChange, readHeroState, type HeroHistoryLine, type HeroState, type PendingChange } from "@/lib/games/shsa/hero-sheet";
import type { PendingRow } from "@/lib/games/shsa/week/close-week";
import { recordActivity } from "@/lib/server/activity/record-activity";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { db } from "@/lib/server/db";
import type { ServiceFailure } from "@/lib/service-result";
import { lockTeam } from "@/lib/server/teams/lock-team";
import { withSessionStart } from "./session-start";

const FIELD = "pending change";

export type AddPendingResult = { ok: true; state: HeroState; repeated: boolean } | ServiceFailure<"team-archived" | "team-in-battle">;

/**
 * Keeps change-table rows the sheet cannot hold on the hero (inside the caller's transaction):
 * each a pending change and a history line tagged with `sessionId`, so undoing the session takes
 * them back. A retry (the request key already in the history) adds nothing.
 */
export async function addPendingChangesIn(
  tx: Prisma.TransactionClient,
  access: CampaignAccess,
  teamId: string,
  { requestKey, sessionId, rows }: { requestKey: string; sessionId: string; rows: readonly PendingRow[] },
): Promise<AddPendingResult> {
  const locked = await lockTeam(tx, teamId);
  if (!locked.ok) return locked;
  const row = await tx.team.findUniqueOrThrow({ where: { id: teamId }, select: { state: true, name: true } });
  const state = readHeroState(row.state, row.name);
  if (state.history.some((line) => line.key === requestKey)) return { ok: true, state, repeated: true };
  const at = new Date().toISOString();
  const added: PendingChange[] = rows.map((pending, index) => ({ id: `${requestKey}:${index}`, ...pending, sessionId, at }));
  const lines: HeroHistoryLine[] = added.map((pending) => ({
    field: FIELD,
    before: null,
    after: describePendingChange(pending),
    reason: "recovery",
    note: pending.from,
    key: requestKey,
    sessionId,
    at,
    by: access.actorName,
  }));
  const next: HeroState = { ...withSessionStart(state, sessionId), pending: [...state.pending, ...added], history: [...state.history, ...lines] };
  await tx.team.update({ where: { id: teamId }, data: { state: next as unknown as Prisma.InputJsonValue } });
  return { ok: true, state: next, repeated: false };
}

export type ApplyPendingResult = { ok: true; state: HeroState; repeated: boolean } | ServiceFailure<"not-shsa" | "team-archived" | "team-in-battle" | "unknown-change">;

/**
 * Marks a pending change applied (the caller passed authorizeTeam(…, "shsa:edit-sheet")): it
 * leaves the hero's pending list and its history gets a line with what changed, in the player's
 * words. The line carries the latest session that touched the hero (the one that rolled the change,
 * unless another has since), so undoing that session puts the change back to pending, and undoing
 * the rolling one takes back both the change and its marking. A retry (same request key) changes nothing; a change already
 * applied, or not the hero's, is refused ("unknown-change"), writing nothing.
 */
export async function applyPendingChange(
  access: CampaignAccess,
  teamId: string,
  { requestKey, pendingId, what }: { requestKey: string; pendingId: string; what: string },
): Promise<ApplyPendingResult> {
  if (access.gameSystem !== shsa.id) return { ok: false, code: "not-shsa", message: "That hero does not play SHSA." };
  return db.$transaction(async (tx) => {
    const locked = await lockTeam(tx, teamId);
    if (!locked.ok) return locked;
    const row = await tx.team.findUniqueOrThrow({ where: { id: teamId }, select: { state: true, name: true } });
    const state = readHeroState(row.state, row.name);
    if (state.history.some((line) => line.key === requestKey)) return { ok: true, state, repeated: true } as const;
    const pending = state.pending.find((candidate) => candidate.id === pendingId);
    if (!pending) return { ok: false, code: "unknown-change", message: `${row.name} has no such pending change: it may have been applied already.` } as const;
    // The latest session that touched the hero (the rolling one, or one played since): undoing it
    // puts the change back to pending, and no later session is left that a mark would block.
    const tag = state.sessionStarts.at(-1)?.sessionId ?? pending.sessionId;
    const line: HeroHistoryLine = {
      field: FIELD,
      before: describePendingChange(pending),
      after: `applied: ${what}`,
      reason: "recovery",
      note: pending.from,
      key: requestKey,
      ...(tag ? { sessionId: tag } : {}),
      at: new Date().toISOString(),
      by: access.actorName,
    };
    const next: HeroState = { ...state, pending: state.pending.filter((candidate) => candidate !== pending), history: [...state.history, line] };
    await tx.team.update({ where: { id: teamId }, data: { state: next as unknown as Prisma.InputJsonValue } });
    await recordActivity(tx, {
      campaignId: access.campaignId,
      actor: access,
      kind: "TEAM_UPDATED",
      summary: `${access.actorName} applied a change to “${row.name}”: ${what}`.slice(0, 300),
      payload: { v: 1, teamId, changed: [FIELD] },
    });
    return { ok: true, state: next, repeated: false } as const;
  });
}
