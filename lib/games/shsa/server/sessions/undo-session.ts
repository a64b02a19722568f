import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { CampaignAccess } from "@/lib/authz/campaign-access";
import { SHSA_CURRENCIES, SHSA_SESSION_KINDS, ledgerReasonOf } from "@/lib/games/shsa/game-words";
import { readHeroState, type HeroHistoryLine, type HeroState } from "@/lib/games/shsa/hero-sheet";
import type { ServiceFailure } from "@/lib/service-result";
import { sheetLedgerKey } from "../heroes/change-sheet";

export type UndoShsaSessionResult = { ok: true } | ServiceFailure<"not-latest" | "changed-since" | "too-old">;

const kindName = (kind: string) => SHSA_SESSION_KINDS.find((candidate) => candidate.id === kind)?.one ?? "session";

const UNDO_KEY = "undo:";

/**
 * The first line after a session began that neither belongs to it nor cancels out: a later session
 * already undone left its own lines and its undo's lines (reason session-undone, keyed `undo:<its id>`:
 * the reason is the server's, so a request key cannot pass for one), which together put
 * the sheet back as it was, so they do not stand in the way of undoing the session before it.
 */
function changeOutside(since: HeroHistoryLine[], sessionId: string): HeroHistoryLine | undefined {
  const undoneBy = (line: HeroHistoryLine) => (line.reason === "session-undone" && line.key.startsWith(UNDO_KEY) ? line.key.slice(UNDO_KEY.length) : null);
  const undone = new Set(since.map(undoneBy).filter((id): id is string => id !== null));
  const cancelsOut = (line: HeroHistoryLine) => (line.sessionId !== undefined && undone.has(line.sessionId)) || undone.has(undoneBy(line) ?? "");
  return since.find((line) => line.sessionId !== sessionId && !cancelsOut(line));
}

/**
 * Takes back what an SHSA session (an episode or a week) changed, inside the generic undo's
 * transaction (GameServer.sessions.undo; the caller holds the campaign's lock): every hero the
 * session changed gets back the sheet, condition and pending changes it had before the session first touched it,
 * with a history line per value taken back, and every ledger row the session wrote gets its
 * reversal ("<entry id>:undo", as every game's undo writes). The rolls stay in the roll log.
 *
 * Only the campaign's latest session still standing can be undone, so the sessions come off in
 * the order they were played ("not-latest"). A hero changed outside the session after it
 * ("changed-since"), or a session older than the starts a hero keeps ("too-old"), refuses the
 * undo, naming the hero: putting the old sheet back would silently drop that change.
 */
export async function undoShsaSession(
  tx: Prisma.TransactionClient,
  { access, session }: { access: CampaignAccess; session: { id: string; kind: string; number: number } },
): Promise<UndoShsaSessionResult> {
  const latest = await tx.playSession.findFirst({
    where: { campaignId: access.campaignId, undoneAt: null },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { id: true, kind: true, number: true, title: true },
  });
  if (latest && latest.id !== session.id) {
    return { ok: false, code: "not-latest", message: `Only the latest session can be undone: undo ${kindName(latest.kind)} ${latest.number} (“${latest.title}”) first.` };
  }

  // Each hero's row is locked before it is read, as every change to a sheet locks it (lockTeam).
  await tx.$queryRaw`SELECT id FROM "Team" WHERE "campaignId" = ${access.campaignId} ORDER BY id FOR UPDATE`;
  const teams = await tx.team.findMany({ where: { campaignId: access.campaignId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }], select: { id: true, name: true, state: true } });
  const touched: Array<{ teamId: string; name: string; state: HeroState; lines: HeroHistoryLine[] }> = [];
  for (const team of teams) {
    const state = readHeroState(team.state, team.name);
    const lines = state.history.filter((line) => line.sessionId === session.id);
    if (lines.length > 0) touched.push({ teamId: team.id, name: team.name, state, lines });
  }

  const at = new Date().toISOString();
  const what = `${kindName(session.kind)} ${session.number}`;
  for (const { teamId, name, state, lines } of touched) {
    const start = state.sessionStarts.find((candidate) => candidate.sessionId === session.id);
    if (!start) return { ok: false, code: "too-old", message: `${name}'s sheet no longer remembers how it was before ${what}: it cannot be undone.` };
    const outside = changeOutside(state.history.slice(start.historyLength), session.id);
    if (outside) {
      return {
        ok: false,
        code: "changed-since",
        message: `${name}'s sheet changed after ${what} (${outside.field}, by ${outside.by}): take that change back first, then undo ${what}.`,
      };
    }
    const takenBack: HeroHistoryLine[] = [...lines].reverse().map((line) => ({
      field: line.field,
      before: line.after,
      after: line.before,
      reason: "session-undone",
      note: `Undo of ${what}`,
      key: `${UNDO_KEY}${session.id}`,
      at,
      by: access.actorName,
    }));
    const next: HeroState = {
      ...state,
      sheet: start.sheet,
      condition: start.condition,
      pending: start.pending,
      history: [...state.history, ...takenBack],
      sessionStarts: state.sessionStarts.filter((candidate) => candidate !== start),
    };
    await tx.team.update({ where: { id: teamId }, data: { state: next as unknown as Prisma.InputJsonValue } });
  }

  // The points each line moved, taken back from the lines themselves (so a campaign read from a file,
  // whose ledger rows carry the import's keys, is undone the same). Each reversal names the row it
  // cancels when that row is found by its key (sheetLedgerKey): one query for the session's rows.
  const moved = touched.flatMap(({ teamId, lines }) =>
    lines.flatMap((line, index) => {
      const currency = SHSA_CURRENCIES.find((candidate) => candidate.points === line.field);
      if (!currency || typeof line.before !== "number" || typeof line.after !== "number" || line.after === line.before) return [];
      const place = lines.slice(0, index).filter((earlier) => earlier.key === line.key).length;
      return [{ teamId, currency: currency.id, delta: line.before - line.after, note: line.note ?? "", key: sheetLedgerKey(teamId, line.key, place) }];
    }),
  );
  const originals =
    moved.length === 0
      ? []
      : await tx.storyPointEntry.findMany({
          where: { campaignId: access.campaignId, idempotencyKey: { in: moved.map((one) => one.key) } },
          select: { id: true, idempotencyKey: true },
        });
  const originalOf = new Map(originals.map((row) => [row.idempotencyKey, row.id]));
  if (moved.length > 0) {
    await tx.storyPointEntry.createMany({
      data: moved.map((one, index) => {
        const reverses = originalOf.get(one.key) ?? null;
        return {
          teamId: one.teamId,
          campaignId: access.campaignId,
          currency: one.currency,
          delta: one.delta,
          reason: ledgerReasonOf("session-undone"),
          note: `Undo of ${what}${one.note ? `: ${one.note}` : ""}`.slice(0, 500),
          reversesEntryId: reverses,
          actorId: access.userId,
          actorName: access.actorName,
          idempotencyKey: reverses ? `${reverses}:undo` : `shsa:${one.teamId}:undo:${session.id}:${index}`,
        };
      }),
    });
  }
  return { ok: true };
}
