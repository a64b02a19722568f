import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { CampaignAccess } from "@/lib/authz/campaign-access";
import { SHSA_SESSION_KINDS, ledgerReasonOf } from "@/lib/games/shsa/game-words";
import { readHeroState, type HeroHistoryLine, type HeroState } from "@/lib/games/shsa/hero-sheet";
import type { ServiceFailure } from "@/lib/service-result";

export type UndoShsaSessionResult = { ok: true } | ServiceFailure<"not-latest" | "changed-since" | "too-old">;

const kindName = (kind: string) => SHSA_SESSION_KINDS.find((candidate) => candidate.id === kind)?.one ?? "session";

/**
 * Takes back what an SHSA session (an episode or a week) changed, inside the generic undo's
 * transaction (GameServer.sessions.undo; the caller holds the campaign's lock): every hero the
 * session changed gets back the sheet and condition it had before the session first touched it,
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
    const outside = state.history.slice(start.historyLength).find((line) => line.sessionId !== session.id);
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
      key: `undo:${session.id}`,
      at,
      by: access.actorName,
    }));
    const next: HeroState = {
      ...state,
      sheet: start.sheet,
      condition: start.condition,
      history: [...state.history, ...takenBack],
      sessionStarts: state.sessionStarts.filter((candidate) => candidate !== start),
    };
    await tx.team.update({ where: { id: teamId }, data: { state: next as unknown as Prisma.InputJsonValue } });
  }

  // A change's ledger rows are keyed "<request key>:<index of its line>" (changeHeroSheetIn): found by the unique key.
  const keys = [...new Set(touched.flatMap(({ lines }) => lines.map((line) => line.key)))].flatMap((key) => {
    const count = touched.reduce((sum, { lines }) => sum + lines.filter((line) => line.key === key).length, 0);
    return Array.from({ length: count }, (_, index) => `${key}:${index}`);
  });
  const entries =
    keys.length === 0
      ? []
      : await tx.storyPointEntry.findMany({
          where: { campaignId: access.campaignId, idempotencyKey: { in: keys } },
          orderBy: { createdAt: "asc" },
          select: { id: true, teamId: true, currency: true, delta: true, note: true },
        });
  if (entries.length > 0) {
    await tx.storyPointEntry.createMany({
      data: entries.map((entry) => ({
        teamId: entry.teamId,
        campaignId: access.campaignId,
        currency: entry.currency,
        delta: -entry.delta,
        reason: ledgerReasonOf("session-undone"),
        note: `Undo of ${what}${entry.note ? `: ${entry.note}` : ""}`.slice(0, 500),
        reversesEntryId: entry.id,
        actorId: access.userId,
        actorName: access.actorName,
        idempotencyKey: `${entry.id}:undo`,
      })),
    });
  }
  return { ok: true };
}
