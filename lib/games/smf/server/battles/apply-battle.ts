import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { ledgerOf, SMF_CHARACTER_FORMAT, SMF_LEDGER_CURRENCY, SMF_REASON_TO_LEDGER, type SmfTeamState, type StoryPointLedgerEntry } from "@/lib/rules/smf";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { kindToRow, toJson as characterJson } from "@/lib/games/smf/server/characters/character-row";
import { storyPointTotals } from "@/lib/server/story-points/story-point-totals";
import { totalsOf } from "@/lib/ledger/ledger-totals";
import { recordActivity } from "@/lib/server/activity/record-activity";
import { canonicalJson } from "@/lib/json/canonical-json";
import { countersFromState, type TeamCounters } from "@/lib/games/smf/battles/team-counters";
import { toJson } from "./load-battle";
import type { LoadedBattle } from "@/lib/games/smf/battles/loaded-battle";

/**
 * Writes a finished battle to the teams, all in the caller's transaction: every roster change the
 * post-battle state holds (injuries, statuses, bumps, curses, thralls…), the counters, and every
 * story-point entry of the pre- and post-battle as ledger rows. Nothing of a battle touches the
 * teams before this, so a battle is applied whole or not at all. Also used by redo.
 */
export async function applyBattle(tx: Prisma.TransactionClient, loaded: LoadedBattle, actor: CampaignAccess): Promise<void> {
  const { row, data, events } = loaded;
  const snapshot = data.snapshot!;
  const finalTeams = data.postBattleState!.teams;
  const fielded = new Set(data.teams.flatMap((t) => t.lineUp.map((m) => m.characterId)));
  const generation = row.applyCount + 1;

  for (const { teamId } of data.teams) {
    const finalTeam = finalTeams.find((t) => t.teamId === teamId)!;
    const snapTeam = snapshot.teams.find((t) => t.teamId === teamId)!;
    let nextPosition = Math.max(-1, ...snapTeam.characters.map((c) => snapshot.rows[c.id]?.position ?? 0)) + 1;
    for (const character of finalTeam.characters) {
      const before = snapTeam.characters.find((c) => c.id === character.id);
      if (!before) {
        // A character the battle brought (a Vampire's thrall).
        await tx.character.create({
          data: {
            id: character.id,
            teamId,
            position: nextPosition++,
            name: character.name,
            kind: kindToRow(character.kind),
            build: characterJson(character.build),
            state: characterJson(character.state),
            formatVersion: SMF_CHARACTER_FORMAT,
          },
        });
        continue;
      }
      const hasFought = fielded.has(character.id) || snapshot.rows[character.id]!.hasFought;
      if (canonicalJson(before) === canonicalJson(character) && hasFought === snapshot.rows[character.id]!.hasFought) continue;
      await tx.character.update({
        where: { id: character.id },
        data: { name: character.name, kind: kindToRow(character.kind), build: characterJson(character.build), state: characterJson(character.state), hasFought },
      });
    }
    await tx.team.update({ where: { id: teamId }, data: { state: toJson(appliedCounters(loaded, finalTeam)) } });
  }

  const entries: StoryPointLedgerEntry[] = [...data.preBattle!.changes.ledger, ...ledgerOf(events)];
  if (entries.length > 0) {
    await tx.storyPointEntry.createMany({
      data: entries.map((entry, n) => ({
        teamId: entry.teamId,
        campaignId: row.campaignId,
        delta: entry.delta,
        currency: SMF_LEDGER_CURRENCY,
        reason: SMF_REASON_TO_LEDGER[entry.reason],
        note: entry.note,
        battleId: row.id,
        actorId: actor.userId,
        actorName: actor.actorName,
        idempotencyKey: `battle:${row.id}:apply-${generation}:${n}`,
      })),
    });
  }

  const resolvedAt = new Date();
  await tx.battle.update({ where: { id: row.id }, data: { status: "RESOLVED", resolvedAt, applyCount: generation, undoneAt: null, undoneById: null, undoneByName: null } });
  await recordActivity(tx, {
    campaignId: row.campaignId,
    actor,
    kind: generation === 1 ? "BATTLE_RESOLVED" : "BATTLE_REDONE",
    summary: `${generation === 1 ? "Issue" : `${actor.actorName} redid issue`} #${row.issue} ${generation === 1 ? "is resolved" : ""}: ${resultLine(loaded)}.`
      .replace("  ", " ")
      .replace(" :", ":"),
    payload: { v: 1, battleId: row.id, issue: row.issue },
  });
  await checkCampaignEnd(tx, loaded, actor, finalTeams);
}

/** The counters a battle leaves on one of its teams (applyBattle writes them; undo compares with them). */
export function appliedCounters(loaded: LoadedBattle, finalTeam: SmfTeamState): TeamCounters {
  const ownIds = new Set(finalTeam.characters.map((c) => c.id));
  const teamReport = loaded.data.report!.teams.find((t) => t.teamId === finalTeam.teamId);
  return countersFromState(finalTeam, {
    artifactUpkeepDeclined: (loaded.data.progress.choices.declinedArtifactUpkeep ?? []).filter((id) => ownIds.has(id)),
    wipedOutHenchmenIds: (teamReport?.knockedOut ?? []).map((k) => k.characterId).filter((id) => finalTeam.characters.some((c) => c.id === id && c.kind === "henchmen")),
  });
}

/** "The Night Shift beat Iron Syndicate", "a draw between …". */
export function resultLine(loaded: LoadedBattle): string {
  const teams = loaded.row.teams;
  const winners = teams.filter((t) => t.result === "WON").map((t) => t.teamName);
  const others = teams.filter((t) => t.result !== "WON").map((t) => t.teamName);
  if (winners.length === 0) return `a draw between ${teams.map((t) => t.teamName).join(" and ")}`;
  return `${winners.join(" and ")} beat ${others.join(" and ")}`;
}

/**
 * Ruling R14: the campaign ends when a balance reaches the goal; the highest balance wins (ties
 * share it). Read from the ledger just written, so spends by teams outside the battle count too.
 */
async function checkCampaignEnd(tx: Prisma.TransactionClient, loaded: LoadedBattle, actor: CampaignAccess, finalTeams: readonly SmfTeamState[]) {
  const campaign = loaded.row.campaign;
  if (campaign.finishedAt) return;
  const totals = await storyPointTotals(
    finalTeams.map((t) => t.teamId),
    tx,
  );
  const balances = finalTeams.map((t) => ({ teamId: t.teamId, teamName: t.name, balance: totalsOf(totals, t.teamId).balance }));
  const goal = loaded.data.options.storyPointGoal;
  if (!balances.some((b) => b.balance >= goal)) return;
  const best = Math.max(...balances.map((b) => b.balance));
  const winners = balances.filter((b) => b.balance === best);
  await tx.campaign.update({
    where: { id: loaded.row.campaignId },
    data: { finishedAt: new Date(), winners: toJson(winners), finishedByBattleId: loaded.row.id },
  });
  await recordActivity(tx, {
    campaignId: loaded.row.campaignId,
    actor,
    kind: "CAMPAIGN_FINISHED",
    summary: `${winners.map((w) => w.teamName).join(" and ")} reached the goal of ${goal} story points in issue #${loaded.row.issue}: the anniversary issue!`,
    payload: { v: 1, battleId: loaded.row.id, winners: winners.map((w) => w.teamId) },
  });
}
