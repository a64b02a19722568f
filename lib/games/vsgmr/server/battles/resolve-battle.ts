import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { readCampaignSettings } from "@/lib/game-contract/campaign-settings";
import { sideCounts, validateForce, type VsgmrFigure } from "@/lib/rules/vsgmr";
import { loadVsgmrTracker } from "./track-battle";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { battleChanged } from "@/lib/server/battles/battle-changed";
import { BATTLE_TRANSACTION } from "@/lib/server/battles/battle-transaction";
import { db } from "@/lib/server/db";
import type { ServiceFailure } from "@/lib/service-result";
import { vsgmrRulesSettings, type VsgmrSeriesSettings } from "../../campaign-settings";
import { SOLO_ENEMY, type VsgmrBattleDetails } from "../../battles/battle-details";
import {
  checkBattleResult,
  defeatedEntries,
  VSGMR_END_CONDITIONS,
  type ResultProblem,
  type SideOutcome,
  type VsgmrEndCondition,
  type VsgmrSideResult,
} from "../../battles/battle-result";
import { freshFigureId } from "../../force-form";
import { lockVsgmrBattle, mayActOnBattle } from "./roll-log";
import { VSGMR_FIGURE_KIND } from "@/lib/games/vsgmr/force-form";
import { loadForces } from "./load-forces";
import { vsgmr } from "@/lib/games/vsgmr";

export interface ResolveVsgmrBattleInput {
  endCondition: VsgmrEndCondition;
  /** Each side's points of enemy figures defeated (half points) and outcome; the solo enemy under "enemy". */
  sides: Array<{ key: string; defeatedHalves: number; outcome: SideOutcome }>;
  /** Recruit: one enemy figure joins a force — a figure of another force by its Character id, or of the solo enemy by its index. */
  recruit?: { teamId: string; characterId?: string; enemyFigure?: number } | null;
}

export type ResolveVsgmrBattleResult = { ok: true } | (ServiceFailure<"not-found" | "forbidden" | "not-playing" | "bad-result" | "bad-recruit"> & { problems?: ResultProblem[] });

/**
 * Records how a battle ended, all in ONE transaction (a tracked battle's points defeated come from its tracker): each force's outcome (WON/LOST/DRAW), the
 * ledger rows of the points of enemy figures it defeated (FIGURES_DEFEATED, keyed per battle and
 * force), a Recruit's new figure on its new force (checked against the whole force), the battle
 * RESOLVED, and the battle's pages told. A result that breaks a rule changes nothing.
 */
export async function resolveVsgmrBattle(access: CampaignAccess, battleId: string, input: ResolveVsgmrBattleInput): Promise<ResolveVsgmrBattleResult> {
  if (!(VSGMR_END_CONDITIONS as readonly string[]).includes(input.endCondition)) return { ok: false, code: "bad-result", message: "Choose how the battle ended." };
  return db.$transaction(async (tx) => {
    const battle = await lockVsgmrBattle(tx, access, battleId);
    if (!battle) return { ok: false, code: "not-found", message: "That battle does not exist in this series." } as const;
    if (!mayActOnBattle(access, battle, "battle:play"))
      return { ok: false, code: "forbidden", message: "Only the battle's players or an organiser can record its result." } as const;
    if (battle.status !== "REPORTING") return { ok: false, code: "not-playing", message: "This battle already has its result." } as const;
    const teams = await tx.battleTeam.findMany({ where: { battleId }, orderBy: { position: "asc" }, select: { teamId: true, teamName: true } });
    const keys = [...teams.map((t) => t.teamId), ...(battle.details.solo ? [SOLO_ENEMY] : [])];
    const given = new Map(input.sides.map((side) => [side.key, side]));
    if (given.size !== input.sides.length || keys.length !== given.size || !keys.every((key) => given.has(key))) {
      return { ok: false, code: "bad-result", message: "Give a result for every force of the battle, once each." } as const;
    }
    // A tracked battle's points defeated are the tracker's (VS-R23), whatever the form says.
    const tracker = await loadVsgmrTracker(tx, battleId);
    const tracked = tracker && tracker.state.counted.length > 0 ? new Map(sideCounts(tracker.state).map((c) => [c.key, c.defeatedHalves])) : null;
    const sides: VsgmrSideResult[] = keys.map((key) => ({
      teamId: key,
      name: key === SOLO_ENEMY ? battle.details.solo!.enemyName : teams.find((t) => t.teamId === key)!.teamName,
      forceHalves: battle.details.forceHalves[key] ?? 0,
      defeatedHalves: tracked?.get(key) ?? given.get(key)!.defeatedHalves,
      outcome: given.get(key)!.outcome,
    }));
    const problems = checkBattleResult(sides, battle.details.roles);
    if (problems.length > 0) return { ok: false, code: "bad-result", message: problems.map((p) => p.message).join(" "), problems } as const;

    let recruit: NonNullable<VsgmrBattleDetails["result"]>["recruit"] = null;
    if (input.recruit) {
      const joined = await recruitFigure(tx, battle.details, teams, input.recruit);
      if (!joined.ok) return { ok: false, code: "bad-recruit", message: joined.message } as const;
      recruit = joined.recruit;
    }

    const rows = defeatedEntries(
      battleId,
      sides.filter((side) => side.teamId !== SOLO_ENEMY),
    );
    if (rows.length > 0) {
      await tx.storyPointEntry.createMany({
        data: rows.map((row) => ({ ...row, campaignId: battle.campaignId, battleId, note: `Issue #${battle.issue}`, actorId: access.userId, actorName: access.actorName })),
      });
    }
    for (const side of sides.filter((s) => s.teamId !== SOLO_ENEMY)) {
      await tx.battleTeam.update({ where: { battleId_teamId: { battleId, teamId: side.teamId } }, data: { result: side.outcome } });
    }
    const details: VsgmrBattleDetails = { ...battle.details, result: { endCondition: input.endCondition, recruit } };
    await tx.battle.update({ where: { id: battleId }, data: { status: "RESOLVED", resolvedAt: new Date(), details: details as unknown as Prisma.InputJsonValue } });
    await battleChanged(tx, vsgmr, battleId, access, `recorded the result${recruit ? `; ${recruit.name} joins a new force` : ""}`);
    return { ok: true } as const;
  }, BATTLE_TRANSACTION);
}

type Recruited = { ok: true; recruit: { teamId: string; characterId: string; name: string } } | { ok: false; message: string };

/** Recruit: a figure of a force the recruiting force fought joins it, if the force stays legal. */
async function recruitFigure(
  tx: Prisma.TransactionClient,
  details: VsgmrBattleDetails,
  teams: ReadonlyArray<{ teamId: string; teamName: string }>,
  recruit: NonNullable<ResolveVsgmrBattleInput["recruit"]>,
): Promise<Recruited> {
  const team = teams.find((t) => t.teamId === recruit.teamId);
  if (!team) return { ok: false, message: "Only a force of this battle can recruit." };
  let figure: VsgmrFigure | undefined;
  if (recruit.characterId) {
    const row = await tx.character.findFirst({
      where: { id: recruit.characterId, kind: VSGMR_FIGURE_KIND, retiredAt: null, teamId: { in: teams.filter((t) => t.teamId !== recruit.teamId).map((t) => t.teamId) } },
      select: { build: true },
    });
    figure = row?.build as unknown as VsgmrFigure | undefined;
  } else if (recruit.enemyFigure !== undefined && details.solo) {
    figure = details.solo.figures[recruit.enemyFigure];
  }
  if (!figure) return { ok: false, message: "Pick a figure of a force it fought to join it." };
  const campaign = await tx.team.findUniqueOrThrow({ where: { id: team.teamId }, select: { campaign: { select: { gameSystem: true, settings: true } } } });
  const settings = vsgmrRulesSettings(readCampaignSettings<VsgmrSeriesSettings>(vsgmr, campaign.campaign));
  const force = (await loadForces(tx, [{ id: team.teamId, name: team.teamName }])).get(team.teamId)!;
  // Ids are unique within a force: the newcomer gets a free one of its new force (no row id in
  // it: the figure travels in force and series files), so validateForce judges it as it now stands.
  figure = { ...figure, id: freshFigureId(force) };
  const check = validateForce({ ...force, figures: [...force.figures, figure] }, settings);
  if (!check.ok) return { ok: false, message: `${figure.name} cannot join ${team.teamName}: ${check.problems.map((p) => p.message).join(" ")}` };

  const last = await tx.character.findFirst({ where: { teamId: team.teamId }, orderBy: { position: "desc" }, select: { position: true } });
  const row = await tx.character.create({
    data: {
      teamId: team.teamId,
      position: (last?.position ?? -1) + 1,
      name: figure.name,
      kind: VSGMR_FIGURE_KIND,
      build: figure as unknown as Prisma.InputJsonValue,
      state: {},
      formatVersion: 1,
    },
    select: { id: true },
  });
  return { ok: true, recruit: { teamId: team.teamId, characterId: row.id, name: figure.name } };
}
