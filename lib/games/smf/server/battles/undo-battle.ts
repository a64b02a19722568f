import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { can } from "@/lib/authz/permissions";
import { recordActivity } from "@/lib/server/activity/record-activity";
import { CHARACTER_ROW_SELECT, kindToRow, toJson as characterJson, toSmfCharacter } from "@/lib/games/smf/server/characters/character-row";
import { db } from "@/lib/server/db";
import type { ServiceFailure } from "@/lib/service-result";
import { BATTLE_TRANSACTION } from "@/lib/server/battles/battle-transaction";
import { applyBattle, appliedCounters } from "./apply-battle";
import { planUndo, type UndoTeamWrites } from "@/lib/games/smf/battles/undo-plan";
import { readCounters } from "@/lib/games/smf/battles/team-counters";
import { undoBlockedMessage, undoBlockerText, type UndoBlocker } from "@/lib/games/smf/views/undo-blockers";
import { reversedIds, unusedGuestStarBookings } from "@/lib/games/smf/server/story-points/cancel-guest-star";
import { storyPointTotals } from "@/lib/server/story-points/story-point-totals";
import { totalsOf } from "@/lib/ledger/ledger-totals";
import { battleChanged } from "@/lib/server/battles/battle-changed";
import { canonicalJson } from "@/lib/json/canonical-json";
import { lockBattle, toJson } from "./load-battle";
import type { LoadedBattle } from "@/lib/games/smf/battles/loaded-battle";
import { loadTeamStates } from "./load-team-states";
import { OPEN_STATUSES } from "@/lib/server/battles/open-battles";
import { superMissionForce } from "@/lib/games/smf";

export type UndoBattleResult = { ok: true } | UndoRefusal;

/**
 * Later battles (any status but cancelled or undone) that share a team with this one. Undoing
 * under one would pull the ground from a battle that ran on this one's results.
 */
async function laterBattles(tx: Prisma.TransactionClient, loaded: LoadedBattle): Promise<UndoBlocker[]> {
  const later = await tx.battle.findMany({
    where: {
      campaignId: loaded.row.campaignId,
      issue: { gt: loaded.row.issue },
      status: { in: [...OPEN_STATUSES, "RESOLVED"] },
      teams: { some: { teamId: { in: loaded.data.teams.map((t) => t.teamId) } } },
    },
    orderBy: { issue: "asc" },
    select: { id: true, issue: true, teams: { orderBy: { position: "asc" }, select: { teamName: true } } },
  });
  return later.map((b) => ({ kind: "battle", battleId: b.id, issue: b.issue, teamNames: b.teams.map((t) => t.teamName) }));
}

/**
 * The playing teams exactly as the battle found them (rosters, counters, story points)? Anything
 * else means someone changed them since, and re-applying would lose that change (redo).
 */
async function teamsChangedSinceSnapshot(tx: Prisma.TransactionClient, loaded: LoadedBattle): Promise<string | null> {
  const now = await loadTeamStates(loaded.row.campaignId, tx);
  const wanted = loaded.data.snapshot!;
  for (const { teamId } of loaded.data.teams) {
    const current = now.teams.find((t) => t.teamId === teamId);
    const target = wanted.teams.find((t) => t.teamId === teamId);
    if (!current || !target) return "a team of this battle was archived";
    // Names may change freely; everything the rules read may not.
    const comparable = (t: typeof current) => canonicalJson({ ...t, name: null, characters: t.characters.map((c) => ({ ...c, name: null })) });
    if (comparable(current) !== comparable(target)) return `${current.name} changed since (roster, counters or story points)`;
    if (canonicalJson(now.counters[teamId]) !== canonicalJson(wanted.counters[teamId])) return `${current.name}'s counters changed since`;
  }
  return null;
}

/**
 * Why an undo or redo is refused, changing nothing:
 * - wrong-stage: undo of a battle not resolved, redo of one not undone;
 * - later-battle: a later battle shares a team (listed first among the blockers);
 * - changed-since: undo, a later change depends on the battle (the blockers name each, with
 *   checkUndo's reasons) or a team was archived; redo, the teams are no longer as it found them.
 * `blockers` (undo, and redo's later battle): what the battle page lists, each with its way back.
 */
export type UndoRefusal = ServiceFailure<"wrong-stage" | "later-battle" | "changed-since"> & { blockers?: UndoBlocker[] };

/** A battle's own ledger entries not reversed yet (a redo writes a new generation of them). */
async function entriesToReverse(tx: Prisma.TransactionClient, battleId: string) {
  const entries = await tx.storyPointEntry.findMany({
    where: { battleId, reversesEntryId: null, NOT: { idempotencyKey: { endsWith: ":undo" } } },
    select: { id: true, teamId: true, campaignId: true, currency: true, delta: true, reason: true, note: true },
  });
  const reversed = await reversedIds(
    tx,
    entries.map((e) => e.id),
  );
  return entries.filter((e) => !reversed.has(e.id));
}

type UndoCheck = { ok: true; teams: UndoTeamWrites[]; entries: Awaited<ReturnType<typeof entriesToReverse>> } | UndoRefusal;

/**
 * What undoing the battle writes, or every later change in the way: a later battle with one of
 * its teams; a character or counter the battle changed and something changed again since
 * (planUndo); a spend since that used story points the battle gave, so that taking them back
 * would leave the balance below 0 (Ruling R8). Changes that do not touch what the battle did (a
 * character added, a rename, a guest star booked with story points the team had anyway) stay.
 */
async function checkUndo(tx: Prisma.TransactionClient, loaded: LoadedBattle): Promise<UndoCheck> {
  const { row, data } = loaded;
  const blockers = await laterBattles(tx, loaded);
  const teamIds = data.teams.map((t) => t.teamId);
  const [teams, characters, totals, entries] = await Promise.all([
    tx.team.findMany({ where: { id: { in: teamIds } }, select: { id: true, name: true, state: true, archivedAt: true } }),
    tx.character.findMany({ where: { teamId: { in: teamIds } }, select: { ...CHARACTER_ROW_SELECT, teamId: true, hasFought: true } }),
    storyPointTotals(teamIds, tx),
    entriesToReverse(tx, row.id),
  ]);
  const archived = teams.find((t) => t.archivedAt);
  if (archived) return { ok: false, code: "changed-since", message: `Issue #${row.issue} cannot be undone: ${archived.name} was archived since. Unarchive the team first.` };

  const snapshot = data.snapshot!;
  const fielded = new Set(data.teams.flatMap((t) => t.lineUp.map((m) => m.characterId)));
  const plan = planUndo(
    teams.map((team) => {
      const before = snapshot.teams.find((t) => t.teamId === team.id)!;
      const after = data.postBattleState!.teams.find((t) => t.teamId === team.id)!;
      const foughtBefore = (id: string) => snapshot.rows[id]?.hasFought ?? false;
      return {
        teamId: team.id,
        teamName: team.name,
        before: { characters: before.characters, counters: snapshot.counters[team.id]!, hasFought: Object.fromEntries(before.characters.map((c) => [c.id, foughtBefore(c.id)])) },
        after: {
          characters: after.characters,
          counters: appliedCounters(loaded, after),
          hasFought: Object.fromEntries(after.characters.map((c) => [c.id, fielded.has(c.id) || foughtBefore(c.id)])),
        },
        now: {
          characters: characters.filter((c) => c.teamId === team.id).map((c) => ({ character: toSmfCharacter(c), hasFought: c.hasFought })),
          counters: readCounters(team.state),
        },
      };
    }),
  );
  if (!plan.ok) blockers.push(...plan.conflicts);

  for (const team of teams) {
    const taken = entries.filter((e) => e.teamId === team.id).reduce((sum, e) => sum + e.delta, 0);
    if (totalsOf(totals, team.id).balance - taken >= 0) continue;
    blockers.push(...(await spendsSince(tx, loaded, team)));
  }
  if (blockers.length > 0)
    return { ok: false, code: blockers[0]!.kind === "battle" ? "later-battle" : "changed-since", message: undoBlockedMessage(row.issue, blockers), blockers };
  return { ok: true, teams: plan.ok ? plan.teams : [], entries };
}

/** The team's spends since the battle was resolved that still stand, each with whether it can be cancelled. */
async function spendsSince(tx: Prisma.TransactionClient, loaded: LoadedBattle, team: { id: string; name: string }): Promise<UndoBlocker[]> {
  const spends = await tx.storyPointEntry.findMany({
    where: { teamId: team.id, battleId: null, delta: { lt: 0 }, reversesEntryId: null, createdAt: { gte: loaded.row.resolvedAt ?? loaded.row.createdAt } },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { id: true, delta: true, note: true, actorName: true },
  });
  const [reversed, cancellable] = await Promise.all([
    reversedIds(
      tx,
      spends.map((s) => s.id),
    ),
    unusedGuestStarBookings(tx, team.id),
  ]);
  return spends
    .filter((s) => !reversed.has(s.id))
    .map((s) => ({
      kind: "spend",
      teamId: team.id,
      teamName: team.name,
      entryId: s.id,
      note: s.note,
      cost: -s.delta,
      actorName: s.actorName,
      isCancellable: cancellable.includes(s.id),
    }));
}

/**
 * Why `direction` would be refused for this battle now, or null. The one check: undoBattle and
 * redoBattle refuse with it under the battle's lock, and the battle page shows its message (and
 * for undo each blocker with its way back) in place of the button (getBattleView), so the
 * button is offered only when it will be accepted.
 */
export async function undoRefusal(tx: Prisma.TransactionClient, loaded: LoadedBattle, direction: "undo" | "redo"): Promise<UndoRefusal | null> {
  const { row } = loaded;
  if (direction === "undo") {
    if (row.status !== "RESOLVED") return { ok: false, code: "wrong-stage", message: `Only a resolved battle can be undone; issue #${row.issue} is not.` };
    const check = await checkUndo(tx, loaded);
    return check.ok ? null : check;
  }
  if (row.status !== "UNDONE") return { ok: false, code: "wrong-stage", message: `Only an undone battle can be redone; issue #${row.issue} is not.` };
  const later = await laterBattles(tx, loaded);
  if (later.length > 0)
    return { ok: false, code: "later-battle", message: `Issue #${row.issue} cannot be redone: ${undoBlockerText(later[0]!)} Cancel or undo it first.`, blockers: later };
  const changed = await teamsChangedSinceSnapshot(tx, loaded);
  return changed ? { ok: false, code: "changed-since", message: `Issue #${row.issue} cannot be redone: ${changed}.` } : null;
}

/** Takes the rows of the battle's teams in one order, so a spend or a roster change waits for the undo, or the undo for it. */
async function lockTeams(tx: Prisma.TransactionClient, teamIds: readonly string[]) {
  await tx.$queryRaw`SELECT id FROM "Team" WHERE id IN (${Prisma.join([...teamIds])}) ORDER BY id FOR UPDATE`;
}

/**
 * An organiser undoes a resolved battle: what the battle changed on its teams goes back to how it
 * found them (characters, counters), characters it brought are removed, and each of its ledger
 * entries gets a reversing entry (the ledger is append-only). Changes made since that do not
 * depend on the battle stay (checkUndo). The battle stays in the history, marked undone, with its
 * rolls. Guarded by the battle's status under its lock: a second undo is refused as wrong-stage.
 */
export async function undoBattle(access: CampaignAccess, battleId: string): Promise<UndoBattleResult> {
  return db.$transaction(async (tx) => {
    const loaded = await lockBattle(tx, battleId);
    const { row } = loaded;
    if (row.status !== "RESOLVED") return { ok: false, code: "wrong-stage", message: `Only a resolved battle can be undone; issue #${row.issue} is not.` };
    await lockTeams(
      tx,
      loaded.data.teams.map((t) => t.teamId),
    );
    const check = await checkUndo(tx, loaded);
    if (!check.ok) return check;

    for (const team of check.teams) {
      if (team.remove.length > 0) await tx.character.deleteMany({ where: { id: { in: team.remove }, teamId: team.teamId } });
      for (const character of team.restore) {
        await tx.character.update({
          where: { id: character.id, teamId: team.teamId },
          data: { kind: kindToRow(character.kind), build: characterJson(character.build), state: characterJson(character.state), hasFought: character.hasFought },
        });
      }
      await tx.team.update({ where: { id: team.teamId }, data: { state: toJson(team.counters) } });
    }

    const toReverse = check.entries;
    if (toReverse.length > 0) {
      await tx.storyPointEntry.createMany({
        data: toReverse.map((e) => ({
          teamId: e.teamId,
          campaignId: e.campaignId,
          currency: e.currency,
          delta: -e.delta,
          reason: e.reason,
          note: `Undo of issue #${row.issue}: ${e.note}`.slice(0, 500),
          battleId,
          reversesEntryId: e.id,
          actorId: access.userId,
          actorName: access.actorName,
          idempotencyKey: `${e.id}:undo`,
        })),
      });
    }

    const campaign = await tx.campaign.findUniqueOrThrow({ where: { id: row.campaignId }, select: { finishedByBattleId: true } });
    if (campaign.finishedByBattleId === battleId) {
      await tx.campaign.update({ where: { id: row.campaignId }, data: { finishedAt: null, winners: Prisma.DbNull, finishedByBattleId: null } });
    }
    await tx.battle.update({
      where: { id: battleId },
      data: { status: "UNDONE", undoneAt: new Date(), undoneById: access.userId, undoneByName: access.actorName, throwCursor: Prisma.DbNull },
    });
    await recordActivity(tx, {
      campaignId: row.campaignId,
      actor: access,
      kind: "BATTLE_UNDONE",
      summary: `${access.actorName} undid issue #${row.issue}; its story points, injuries and roster changes are reversed.`,
      payload: { v: 1, battleId, issue: row.issue },
    });
    await battleChanged(tx, superMissionForce, battleId, access, "undid the battle");
    return { ok: true };
  }, BATTLE_TRANSACTION);
}

/**
 * Applies an undone battle again from its stored results (its dice are never re-rolled). Refused
 * when a later battle shares a team, or the teams are no longer as the battle found them.
 */
export async function redoBattle(access: CampaignAccess, battleId: string): Promise<UndoBattleResult> {
  return db.$transaction(async (tx) => {
    const loaded = await lockBattle(tx, battleId);
    const refusal = await undoRefusal(tx, loaded, "redo");
    if (refusal) return refusal;
    await applyBattle(tx, loaded, access);
    await battleChanged(tx, superMissionForce, battleId, access, "applied the battle again");
    return { ok: true };
  }, BATTLE_TRANSACTION);
}

export type CancelBattleResult = { ok: true } | ServiceFailure<"wrong-stage" | "dice-thrown">;

/** Which permission cancelling a battle takes: once any of its dice is thrown, only runners may. */
export function cancelPermission(rollCount: number): "battle:cancel" | "battle:cancel-after-dice" {
  return rollCount > 0 ? "battle:cancel-after-dice" : "battle:cancel";
}

/**
 * Abandons a battle that is not resolved: nothing of it was applied, so nothing is reversed. Its
 * rolls stay in the roll log and the journal, marked as a cancelled battle's. The caller checked
 * "battle:cancel"; once a die is thrown it takes "battle:cancel-after-dice" as well, checked here
 * on the rolls read under the battle's lock, which every throw takes too: a roll racing this
 * cancel is either counted or comes after it (and then finds the battle closed).
 */
export async function cancelBattle(access: CampaignAccess, battleId: string): Promise<CancelBattleResult> {
  return db.$transaction(async (tx) => {
    const loaded = await lockBattle(tx, battleId);
    const { issue } = loaded.row;
    if (!(OPEN_STATUSES as readonly string[]).includes(loaded.row.status)) {
      return {
        ok: false,
        code: "wrong-stage",
        message: `Issue #${issue} is ${loaded.row.status === "RESOLVED" ? "resolved: an organiser can undo it instead" : "already closed"}.`,
      };
    }
    const rollCount = await tx.roll.count({ where: { battleId } });
    // "battle:cancel" (ownership included) was checked before; after a die only runners may, whoever owns what.
    if (rollCount > 0 && !can(access.role, cancelPermission(rollCount))) {
      return { ok: false, code: "dice-thrown", message: `Dice have been thrown in issue #${issue}, so only an organiser or co-organiser can cancel it now.` };
    }
    await tx.battle.update({ where: { id: battleId }, data: { status: "CANCELLED", cancelledAt: new Date(), throwCursor: Prisma.DbNull } });
    const rolls = rollCount === 0 ? "" : ` after ${rollCount} ${rollCount === 1 ? "roll" : "rolls"} (they stay in the roll log)`;
    await recordActivity(tx, {
      campaignId: loaded.row.campaignId,
      actor: access,
      kind: "BATTLE_CANCELLED",
      summary: `${access.actorName} cancelled issue #${issue}${rolls}; nothing of it was applied.`,
      payload: { v: 1, battleId, issue, rollCount },
    });
    await battleChanged(tx, superMissionForce, battleId, access, "cancelled the battle");
    return { ok: true };
  }, BATTLE_TRANSACTION);
}
