import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { can } from "@/lib/authz/permissions";
import { recordActivity } from "@/lib/server/activity/record-activity";
import { kindToRow, toJson as characterJson } from "@/lib/games/smf/server/characters/character-row";
import { db } from "@/lib/server/db";
import type { ServiceFailure } from "@/lib/service-result";
import { BATTLE_TRANSACTION } from "@/lib/server/battles/battle-transaction";
import { applyBattle } from "./apply-battle";
import { battleChanged } from "@/lib/server/battles/battle-changed";
import { canonicalJson } from "@/lib/json/canonical-json";
import { lockBattle, toJson } from "./load-battle";
import type { LoadedBattle } from "@/lib/games/smf/battles/loaded-battle";
import { loadTeamStates } from "./load-team-states";
import { OPEN_STATUSES } from "@/lib/server/battles/open-battles";

export type UndoBattleResult = { ok: true } | UndoRefusal;

/**
 * A later battle (any status but cancelled or undone) that shares a team with this one. Undoing
 * under it would pull the ground from a battle that ran on this one's results.
 */
async function laterBattle(tx: Prisma.TransactionClient, loaded: LoadedBattle) {
  return tx.battle.findFirst({
    where: {
      campaignId: loaded.row.campaignId,
      issue: { gt: loaded.row.issue },
      status: { in: [...OPEN_STATUSES, "RESOLVED"] },
      teams: { some: { teamId: { in: loaded.data.teams.map((t) => t.teamId) } } },
    },
    orderBy: { issue: "asc" },
    select: { issue: true, teams: { orderBy: { position: "asc" }, select: { teamName: true } } },
  });
}

function laterBattleMessage(later: { issue: number; teams: { teamName: string }[] }, verb: string) {
  return `Issue #${later.issue} (${later.teams.map((t) => t.teamName).join(" vs ")}) came after this one with the same teams; ${verb} it first.`;
}

/**
 * The playing teams exactly as `expected` has them (rosters, counters, story points)? Anything
 * else means someone changed them since, and restoring or re-applying would lose that change.
 */
async function teamsChangedSince(tx: Prisma.TransactionClient, loaded: LoadedBattle, expected: "snapshot" | "result"): Promise<string | null> {
  const now = await loadTeamStates(loaded.row.campaignId, tx);
  const wanted = expected === "snapshot" ? loaded.data.snapshot! : null;
  for (const { teamId } of loaded.data.teams) {
    const current = now.teams.find((t) => t.teamId === teamId);
    const target = wanted ? wanted.teams.find((t) => t.teamId === teamId) : loaded.data.postBattleState!.teams.find((t) => t.teamId === teamId);
    if (!current || !target) return "a team of this battle was archived";
    // Names may change freely (an undo keeps today's names); everything the rules read may not.
    const comparable = (t: typeof current) =>
      canonicalJson({ ...t, name: null, characters: t.characters.map((c) => ({ ...c, name: null })), storyPoints: expected === "snapshot" ? t.storyPoints : null });
    if (comparable(current) !== comparable(target)) return `${current.name} changed since (roster, counters or story points)`;
    if (wanted && canonicalJson(now.counters[teamId]) !== canonicalJson(wanted.counters[teamId])) return `${current.name}'s counters changed since`;
  }
  return null;
}

export type UndoRefusal = ServiceFailure<"wrong-stage" | "later-battle" | "changed-since">;

/**
 * Why `direction` would be refused for this battle now, or null. The one check: undoBattle and
 * redoBattle refuse with it under the battle's lock, and the battle page shows its message in
 * place of the button (getBattleView), so the button is offered only when it will be accepted.
 */
export async function undoRefusal(tx: Prisma.TransactionClient, loaded: LoadedBattle, direction: "undo" | "redo"): Promise<UndoRefusal | null> {
  const { row } = loaded;
  if (direction === "undo" && row.status !== "RESOLVED") return { ok: false, code: "wrong-stage", message: `Only a resolved battle can be undone; issue #${row.issue} is not.` };
  if (direction === "redo" && row.status !== "UNDONE") return { ok: false, code: "wrong-stage", message: `Only an undone battle can be redone; issue #${row.issue} is not.` };
  const later = await laterBattle(tx, loaded);
  if (later) return { ok: false, code: "later-battle", message: laterBattleMessage(later, "cancel or undo") };
  const changed = await teamsChangedSince(tx, loaded, direction === "undo" ? "result" : "snapshot");
  if (changed) {
    const message = direction === "undo" ? `Issue #${row.issue} cannot be undone: ${changed}. Undo those changes first.` : `Issue #${row.issue} cannot be redone: ${changed}.`;
    return { ok: false, code: "changed-since", message };
  }
  return null;
}

/**
 * An organiser undoes a resolved battle: every roster row and counter of its teams goes back to
 * the battle's snapshot, characters it brought are removed, and each of its ledger entries gets a
 * reversing entry (the ledger is append-only). The battle stays in the history, marked undone,
 * with its rolls. Refused when a later battle shares a team, or the teams changed after it.
 */
export async function undoBattle(access: CampaignAccess, battleId: string): Promise<UndoBattleResult> {
  return db.$transaction(async (tx) => {
    const loaded = await lockBattle(tx, battleId);
    const { row, data } = loaded;
    const refusal = await undoRefusal(tx, loaded, "undo");
    if (refusal) return refusal;

    const snapshot = data.snapshot!;
    for (const { teamId } of data.teams) {
      const before = snapshot.teams.find((t) => t.teamId === teamId)!;
      const after = data.postBattleState!.teams.find((t) => t.teamId === teamId)!;
      const brought = after.characters.filter((c) => !before.characters.some((b) => b.id === c.id)).map((c) => c.id);
      if (brought.length > 0) await tx.character.deleteMany({ where: { id: { in: brought }, teamId } });
      for (const character of before.characters) {
        const rowFields = snapshot.rows[character.id]!;
        await tx.character.update({
          where: { id: character.id },
          data: {
            kind: kindToRow(character.kind),
            build: characterJson(character.build),
            state: characterJson(character.state),
            hasFought: rowFields.hasFought,
            position: rowFields.position,
          },
        });
      }
      await tx.team.update({ where: { id: teamId }, data: { state: toJson(snapshot.counters[teamId]) } });
    }

    const entries = await tx.storyPointEntry.findMany({
      where: { battleId, reversesEntryId: null, NOT: { idempotencyKey: { endsWith: ":undo" } } },
      select: { id: true, teamId: true, campaignId: true, currency: true, delta: true, reason: true, note: true },
    });
    const reversed = new Set(
      (await tx.storyPointEntry.findMany({ where: { reversesEntryId: { in: entries.map((e) => e.id) } }, select: { reversesEntryId: true } })).map((e) => e.reversesEntryId),
    );
    const toReverse = entries.filter((e) => !reversed.has(e.id));
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
    await tx.battle.update({ where: { id: battleId }, data: { status: "UNDONE", undoneAt: new Date(), undoneById: access.userId, undoneByName: access.actorName } });
    await recordActivity(tx, {
      campaignId: row.campaignId,
      actor: access,
      kind: "BATTLE_UNDONE",
      summary: `${access.actorName} undid issue #${row.issue}; its story points, injuries and roster changes are reversed.`,
      payload: { v: 1, battleId, issue: row.issue },
    });
    await battleChanged(tx, battleId, access, "undid the battle");
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
    await battleChanged(tx, battleId, access, "applied the battle again");
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
    await tx.battle.update({ where: { id: battleId }, data: { status: "CANCELLED", cancelledAt: new Date() } });
    const rolls = rollCount === 0 ? "" : ` after ${rollCount} ${rollCount === 1 ? "roll" : "rolls"} (they stay in the roll log)`;
    await recordActivity(tx, {
      campaignId: loaded.row.campaignId,
      actor: access,
      kind: "BATTLE_CANCELLED",
      summary: `${access.actorName} cancelled issue #${issue}${rolls}; nothing of it was applied.`,
      payload: { v: 1, battleId, issue, rollCount },
    });
    await battleChanged(tx, battleId, access, "cancelled the battle");
    return { ok: true };
  }, BATTLE_TRANSACTION);
}
