import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { applySheetChanges, type SheetChange } from "@/lib/rules/shsa";
import { SHSA_CURRENCIES, ledgerReasonOf } from "@/lib/games/shsa/game-words";
import { readHeroState, type HeroHistoryLine, type HeroState } from "@/lib/games/shsa/hero-sheet";
import { withSessionStart } from "./session-start";
import { shsa } from "@/lib/games/shsa";
import { recordActivity } from "@/lib/server/activity/record-activity";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { db } from "@/lib/server/db";
import type { ServiceFailure } from "@/lib/service-result";
import { lockTeam } from "@/lib/server/teams/lock-team";

/**
 * The ledger row's key for the `index`th line of a change: scoped to the hero, since a request key
 * comes from the client and the ledger's keys are unique across every campaign.
 */
export const sheetLedgerKey = (teamId: string, requestKey: string, index: number) => `shsa:${teamId}:${requestKey}:${index}`;

export type ChangeSheetResult =
  { ok: true; state: HeroState; repeated: boolean } | ServiceFailure<"not-shsa" | "team-archived" | "team-in-battle" | "sheet-refused" | "no-changes">;

/**
 * Applies changes to a hero's sheet through the rules (applySheetChanges), in one transaction:
 * the sheet, one history line per value that moved (with its reason, who and when), a ledger row
 * per point that moved (its currency among the game's), and the activity line. The caller passed
 * authorizeTeam(…, "shsa:edit-sheet") or another SHSA verb. `requestKey` makes a retry harmless:
 * a change whose key the hero's history already holds is answered as it stands, not applied again.
 * `sessionId`: the session (episode or week) whose play makes the change: its lines are tagged with
 * it, and the hero keeps what it was before the session first changed it, so undoing the session
 * takes the change back (lib/games/shsa/server/sessions/undo-session.ts). Refusals, each writing nothing: not-shsa, no-changes, sheet-refused (the rules' message),
 * team-archived.
 */
export async function changeHeroSheet(
  access: CampaignAccess,
  teamId: string,
  input: { requestKey: string; changes: readonly SheetChange[]; sessionId?: string },
): Promise<ChangeSheetResult> {
  if (access.gameSystem !== shsa.id) return { ok: false, code: "not-shsa", message: "That hero does not play SHSA." };
  if (input.changes.length === 0) return { ok: false, code: "no-changes", message: "Nothing to change: give at least one change." };
  return db.$transaction((tx) => changeHeroSheetIn(tx, access, teamId, input));
}

/** changeHeroSheet inside the caller's transaction (a relationship task writes its roll and the sheet together). */
export async function changeHeroSheetIn(
  tx: Prisma.TransactionClient,
  access: CampaignAccess,
  teamId: string,
  { requestKey, changes, sessionId }: { requestKey: string; changes: readonly SheetChange[]; sessionId?: string },
): Promise<ChangeSheetResult> {
  const locked = await lockTeam(tx, teamId);
  if (!locked.ok) return locked;
  const row = await tx.team.findUniqueOrThrow({ where: { id: teamId }, select: { state: true, name: true } });
  const state = readHeroState(row.state, row.name);
  if (state.history.some((line) => line.key === requestKey)) return { ok: true, state, repeated: true };

  const applied = applySheetChanges(state.sheet, changes);
  if (!applied.ok) return { ok: false, code: "sheet-refused", message: applied.error.message };

  const at = new Date().toISOString();
  const lines: HeroHistoryLine[] = applied.entries.map((entry) => ({ ...entry, key: requestKey, ...(sessionId ? { sessionId } : {}), at, by: access.actorName }));
  const next: HeroState = { ...withSessionStart(state, sessionId), sheet: applied.sheet, history: [...state.history, ...lines] };
  await tx.team.update({ where: { id: teamId }, data: { state: next as unknown as Prisma.InputJsonValue } });

  const ledgerRows = applied.entries.flatMap((entry, index) => {
    const currency = SHSA_CURRENCIES.find((candidate) => candidate.points === entry.field);
    if (!currency || typeof entry.before !== "number" || typeof entry.after !== "number" || entry.after === entry.before) return [];
    return [
      {
        teamId,
        campaignId: access.campaignId,
        currency: currency.id,
        delta: entry.after - entry.before,
        reason: ledgerReasonOf(entry.reason),
        note: entry.note ?? "",
        actorId: access.userId,
        actorName: access.actorName,
        idempotencyKey: sheetLedgerKey(teamId, requestKey, index),
      },
    ];
  });
  if (ledgerRows.length > 0) await tx.storyPointEntry.createMany({ data: ledgerRows });

  await recordActivity(tx, {
    campaignId: access.campaignId,
    actor: access,
    kind: "TEAM_UPDATED",
    summary: `${access.actorName} changed the sheet of “${row.name}” (${lines.length} value${lines.length === 1 ? "" : "s"}).`,
    payload: { v: 1, teamId, changed: [...new Set(lines.map((line) => line.field))] },
  });
  return { ok: true, state: next, repeated: false };
}
