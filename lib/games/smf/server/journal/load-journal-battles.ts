import "server-only";
import { asBattleResult } from "@/lib/battles/battle-status";
import { Prisma } from "@/lib/generated/prisma/client";
import type { JournalBattle } from "@/lib/games/smf/journal/journal-battle";
import { readSmfBattleDetails, type BattleReport, type CurseChange, type PostBattleEvent, type StoryPointLedgerEntry } from "@/lib/rules/smf";
import { battleGuestStars } from "@/lib/games/smf/battles/battle-record";
import { db } from "@/lib/server/db";

/** The battles the journal tells: resolved ones, and undone ones (marked, never hidden). */
export const JOURNAL_STATUSES = ["RESOLVED", "UNDONE"] as const;

const JOURNAL_SELECT = {
  id: true,
  issue: true,
  status: true,
  details: true,
  resolvedAt: true,
  undoneAt: true,
  cancelledAt: true,
  _count: { select: { rolls: true } },
  report: true,
  postBattleEvents: true,
  teams: { orderBy: { position: "asc" }, select: { teamId: true, teamName: true, result: true, lineUp: true } },
} as const satisfies Prisma.BattleSelect;

type JournalRow = Prisma.BattleGetPayload<{ select: typeof JOURNAL_SELECT }>;

interface Extras {
  battleId: string;
  names: Record<string, string>;
  teamNames: Record<string, string>;
  preBattleLedger: StoryPointLedgerEntry[];
  preBattleCurses: CurseChange[];
  guestStarCounts: Record<string, number>;
}

/**
 * The small parts of the big JSON columns the journal needs, read inside Postgres so the rosters
 * in Battle.postBattleState and the cards in Battle.preBattle never travel: every character's and
 * team's name as the battle left them, and the pre-battle's ledger entries and curse changes, and the guest stars the snapshot says each team
had booked (battleGuestStars). One query
 * for any number of battles (by primary key).
 */
async function loadExtras(battleIds: readonly string[], tx: Prisma.TransactionClient): Promise<Map<string, Extras>> {
  if (battleIds.length === 0) return new Map();
  const rows = await tx.$queryRaw<Extras[]>`
    SELECT b.id AS "battleId",
           COALESCE((SELECT jsonb_object_agg(c->>'id', c->>'name')
                     FROM jsonb_array_elements(COALESCE(b."postBattleState"->'teams', '[]'::jsonb)) AS t,
                          jsonb_array_elements(COALESCE(t->'characters', '[]'::jsonb)) AS c), '{}'::jsonb) AS "names",
           COALESCE((SELECT jsonb_object_agg(t->>'teamId', t->>'name')
                     FROM jsonb_array_elements(COALESCE(b."postBattleState"->'teams', '[]'::jsonb)) AS t), '{}'::jsonb) AS "teamNames",
           COALESCE(b."preBattle"->'changes'->'ledger', '[]'::jsonb) AS "preBattleLedger",
           COALESCE(b."preBattle"->'changes'->'curses', '[]'::jsonb) AS "preBattleCurses",
           COALESCE((SELECT jsonb_object_agg(k.key, k.value->'guestStarsPending')
                     FROM jsonb_each(COALESCE(b.snapshot->'counters', '{}'::jsonb)) AS k
                     WHERE (k.value->>'guestStarsPending')::int > 0), '{}'::jsonb) AS "guestStarCounts"
    FROM "Battle" b
    WHERE b.id IN (${Prisma.join([...battleIds])})`;
  return new Map(rows.map((row) => [row.battleId, row]));
}

function toJournalBattle(row: JournalRow, extras: Extras | undefined): JournalBattle {
  if (row.status === "CANCELLED") {
    // Nothing of it was applied: none of its records are told, only that its rolls exist.
    const teams = row.teams.map((t) => ({ teamId: t.teamId, teamName: t.teamName, result: null, lineUp: [] }));
    return {
      id: row.id,
      issue: row.issue,
      isUndone: false,
      scenarioId: null,
      specialEventId: null,
      resolvedAt: null,
      undoneAt: null,
      teams,
      report: null,
      events: [],
      cancelled: { rollCount: row._count.rolls, cancelledAt: row.cancelledAt },
    };
  }
  return {
    id: row.id,
    issue: row.issue,
    isUndone: row.status === "UNDONE",
    scenarioId: readSmfBattleDetails(row.details).scenarioId,
    specialEventId: readSmfBattleDetails(row.details).specialEventId,
    resolvedAt: row.resolvedAt,
    undoneAt: row.undoneAt,
    teams: row.teams.map((t) => ({
      teamId: t.teamId,
      teamName: t.teamName,
      result: asBattleResult(t.result),
      lineUp: t.lineUp as unknown as Array<{ characterId: string; name: string }>,
    })),
    report: row.report as unknown as BattleReport | null,
    events: row.postBattleEvents as unknown as PostBattleEvent[],
    preBattleLedger: extras?.preBattleLedger ?? [],
    preBattleCurses: extras?.preBattleCurses ?? [],
    characterNames: extras?.names ?? {},
    teamNames: extras?.teamNames ?? {},
    guestStars: battleGuestStars(
      { counters: Object.fromEntries(Object.entries(extras?.guestStarCounts ?? {}).map(([teamId, guestStarsPending]) => [teamId, { guestStarsPending }])) },
      row.teams.map((t) => t.teamId),
    ),
  };
}

/**
 * Resolved and undone battles matching `where`, newest issue first, as the journal reads them:
 * the battles with their teams, then one query for the JSON extras, whatever the count.
 * `withCancelledRolls`: also battles cancelled after a die was thrown (the campaign's journal
 * lists them beside their rolls; a character's history does not, as they changed nothing).
 */
export async function loadJournalBattles(
  where: Prisma.BattleWhereInput & { campaignId: string },
  take?: number,
  tx: Prisma.TransactionClient = db,
  { withCancelledRolls = false }: { withCancelledRolls?: boolean } = {},
): Promise<JournalBattle[]> {
  const statuses: Prisma.BattleWhereInput = withCancelledRolls
    ? { OR: [{ status: { in: [...JOURNAL_STATUSES] } }, { status: "CANCELLED", rolls: { some: {} } }] }
    : { status: { in: [...JOURNAL_STATUSES] } };
  const rows = await tx.battle.findMany({
    where: { AND: [where, statuses] },
    orderBy: { issue: "desc" },
    ...(take !== undefined ? { take } : {}),
    select: JOURNAL_SELECT,
  });
  const extras = await loadExtras(
    rows.filter((r) => r.status !== "CANCELLED").map((r) => r.id),
    tx,
  );
  return rows.map((row) => toJournalBattle(row, extras.get(row.id)));
}
