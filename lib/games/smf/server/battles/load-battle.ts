import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { readSmfBattleDetails, type BattleReport, type PostBattleEvent, type PostBattleState, type PreBattleResult } from "@/lib/rules/smf";
import { readCampaignSettings } from "@/lib/game-contract/campaign-settings";
import { superMissionForce, rosterOptions, type SmfCampaignSettings } from "@/lib/games/smf";
import { db } from "@/lib/server/db";
import { EMPTY_PROGRESS, type BattleSnapshot, type LineUpEntry, type PostBattleProgress, type PreBattleTeamChoices } from "@/lib/games/smf/battles/battle-record";
import type { BattleData } from "@/lib/games/smf/battles/battle-stages";
import { BATTLE_SELECT, type LoadedBattle, type StoredBattleRow } from "@/lib/games/smf/battles/loaded-battle";
import { withBattleResult, withBattleStatus } from "@/lib/battles/battle-status";

/** The battle row's JSON columns read as the shapes they hold. */
export function readBattle(stored: StoredBattleRow): LoadedBattle {
  const row = { ...withBattleStatus(stored), teams: stored.teams.map(withBattleResult) };
  const details = readSmfBattleDetails(row.details);
  // The battle pages serve SMF's staged battles (GameSystem.battle "staged"): its settings, checked by its schema.
  const settings = readCampaignSettings<SmfCampaignSettings>(superMissionForce, row.campaign);
  const data: BattleData = {
    issue: row.issue,
    scenarioChoice: details.scenarioChoice,
    specialEventChoice: details.specialEventChoice,
    teams: row.teams.map((t) => ({ teamId: t.teamId, lineUp: t.lineUp as unknown as LineUpEntry[] })),
    snapshot: row.snapshot as unknown as BattleSnapshot | null,
    preBattleChoices: row.preBattleChoices as unknown as PreBattleTeamChoices[] | null,
    preBattle: row.preBattle as unknown as PreBattleResult | null,
    report: row.report as unknown as BattleReport | null,
    progress: { ...EMPTY_PROGRESS, ...(row.postBattleChoices as unknown as Partial<PostBattleProgress>) },
    postBattleStep: row.postBattleStep,
    postBattleState: row.postBattleState as unknown as PostBattleState | null,
    options: {
      ...rosterOptions(settings),
      storyPointGoal: settings.storyPointGoal,
      isAdvancementNonRandom: settings.advancement === "CHOSEN",
    },
  };
  return { row, data, events: row.postBattleEvents as unknown as PostBattleEvent[] };
}

/** Reads a battle without locking (pages). */
export async function loadBattle(battleId: string, tx: Prisma.TransactionClient = db): Promise<LoadedBattle | null> {
  const row = await tx.battle.findUnique({ where: { id: battleId }, select: BATTLE_SELECT });
  return row ? readBattle(row) : null;
}

/**
 * Takes the battle row's lock for the rest of the transaction, then reads it: every write to a
 * battle (a roll, a choice, the report, an undo) runs one at a time on the latest state, so two
 * players acting on the same step cannot both apply it.
 */
export async function lockBattle(tx: Prisma.TransactionClient, battleId: string): Promise<LoadedBattle> {
  await tx.$queryRaw`SELECT id FROM "Battle" WHERE id = ${battleId} FOR UPDATE`;
  const loaded = await loadBattle(battleId, tx);
  if (!loaded) throw new Error(`Battle ${battleId} no longer exists`);
  return loaded;
}

export function toJson(value: unknown): Prisma.InputJsonValue {
  return value as Prisma.InputJsonValue;
}
