import "server-only";
import { asBattleResult, withBattleStatus } from "@/lib/battles/battle-status";
import type { Prisma } from "@/lib/generated/prisma/client";
import { readCampaignSettings } from "@/lib/game-contract/campaign-settings";
import { levelsBudget } from "@/lib/rules/supers-unlimited";
import { db } from "@/lib/server/db";
import { supersUnlimited } from "../..";
import { suDiceSettings, suRosterSettings, suSetUpSettings, type SuLeagueSettings } from "../../campaign-settings";
import type { SuSetUpOptions } from "../../battles/set-up-steps";
import { readSuBattleDetails, readSuLineUp } from "../../battles/su-battle-details";
import { SU_BATTLE_SELECT, type LoadedSuBattle, type SuBattleRow as Row } from "../../views/su-battle-view";

export type { LoadedSuBattle };

export function suSetUpOptions(settings: SuLeagueSettings): SuSetUpOptions {
  const budget = levelsBudget(suRosterSettings(settings));
  return {
    useTerrainRoll: settings.useTerrainRoll,
    useSubplots: settings.useSubplots,
    usePlasmaX: settings.usePlasmaX,
    gameLevels: budget.ok ? budget.levels : 0,
    setUp: suSetUpSettings(settings),
    dice: suDiceSettings(settings),
  };
}

function loaded(row: Row): LoadedSuBattle {
  const { details, teams, ...rest } = row;
  const settings = readCampaignSettings<SuLeagueSettings>(supersUnlimited, row.campaign);
  const sides = teams.map((t) => ({
    teamId: t.teamId,
    teamName: t.teamName,
    ownerId: t.ownerId,
    ownerName: t.ownerName,
    result: asBattleResult(t.result),
    lineUp: readSuLineUp(t.lineUp),
  }));
  const players = sides.map((s) => {
    const leader = s.lineUp.find((m) => m.isLeader);
    return { teamId: s.teamId, leader: leader ? { mindDice: leader.mindDice, isSuper: leader.isSuper } : null };
  });
  return {
    row: withBattleStatus(rest),
    details: readSuBattleDetails(details),
    sides,
    settings,
    options: suSetUpOptions(settings),
    players,
    names: new Map(sides.map((s) => [s.teamId, s.teamName])),
  };
}

/** The battle under its row lock for the rest of the transaction (writes to one battle queue here); null if absent or not SU. */
export async function lockSuBattle(tx: Prisma.TransactionClient, battleId: string): Promise<LoadedSuBattle | null> {
  await tx.$queryRaw`SELECT id FROM "Battle" WHERE id = ${battleId} FOR UPDATE`;
  const row = await tx.battle.findUnique({ where: { id: battleId }, select: SU_BATTLE_SELECT });
  return row && row.campaign.gameSystem === supersUnlimited.id ? loaded(row) : null;
}

/** The battle for a page (no lock), or inside a transaction that took the lock it needs. */
export async function loadSuBattle(battleId: string, tx: Prisma.TransactionClient = db): Promise<LoadedSuBattle | null> {
  const row = await tx.battle.findUnique({ where: { id: battleId }, select: SU_BATTLE_SELECT });
  return row && row.campaign.gameSystem === supersUnlimited.id ? loaded(row) : null;
}

export function toJson(value: unknown): Prisma.InputJsonValue {
  return value as Prisma.InputJsonValue;
}
