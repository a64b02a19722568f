/**
 * Supers Unlimited battles for the authorization matrix: a league with the matrix's cast in the
 * same roles as tests/reliability/fast/authz-world.ts (Olive organises, Vera views, Pat plays with
 * a team of his own, Owen owns the team his battles aim at, Rita the team they are fought
 * against), staged at a point of the battle. The league plays no Terrain Roll, Subplots or Plasma X, so the set-up is Deployment,
 * Scenario and Battle of Wits.
 */
import { randomBytes } from "node:crypto";
import { SU_DEFAULT_SETTINGS } from "@/lib/games/supers-unlimited";
import { createSuBattle } from "@/lib/games/supers-unlimited/server/battles/create-su-battle";
import { SU_CARD_KIND } from "@/lib/games/supers-unlimited/server/cards/card-row";
import { resolveSuBattle } from "@/lib/games/supers-unlimited/server/battles/resolve-su-battle";
import { rollSuSetUp } from "@/lib/games/supers-unlimited/server/battles/roll-su-set-up";
import { seededDice } from "@/lib/rules/dice";
import { SU_CARD_VERSION, type SuCard } from "@/lib/rules/supers-unlimited";
import { member } from "@/lib/rules/supers-unlimited/samples/test-members";
import { type CampaignAccess, displayName } from "@/lib/server/authz/authorize";
import { db } from "@/lib/server/db";
import type { Actor } from "@/tests/reliability/harness/act-as";
import { castMemberships, type Cast, type StagedTeam } from "@/tests/reliability/fast/authz-world";

export interface SuStage {
  campaignId: string;
  access: { organiser: CampaignAccess; owner: CampaignAccess };
  ownerTeam: StagedTeam;
  rivalTeam: StagedTeam;
}

/**
 * "plasma-x": being played in a league with Plasma X, each team with 3 markers or more;
 * "gimmicks": being played in a league with Gimmicks, Owen's Ace bringing Tag Team to his pool.
 */
export type SuBattlePoint = "setup" | "reporting" | "plasma-x" | "gimmicks" | "resolved";

export interface StagedSuBattle {
  stage: SuStage;
  battleId: string;
}

async function suTeam(campaignId: string, owner: Actor, name: string, cards: readonly SuCard[]): Promise<StagedTeam> {
  const team = await db.team.create({ data: { campaignId, ownerId: owner.id, ownerName: displayName(owner), name, alignment: "HEROES" }, select: { id: true, name: true } });
  const characterIds: string[] = [];
  for (const [position, card] of cards.entries()) {
    const row = await db.character.create({
      data: { teamId: team.id, position, name: card.name, kind: SU_CARD_KIND, build: JSON.parse(JSON.stringify(card)) as object, state: {}, formatVersion: SU_CARD_VERSION },
      select: { id: true },
    });
    characterIds.push(row.id);
  }
  return { ...team, characterIds };
}

export async function stageSuLeague(cast: Cast, { usePlasmaX = false, useGimmicks = false }: { usePlasmaX?: boolean; useGimmicks?: boolean } = {}): Promise<SuStage> {
  const tag = randomBytes(3).toString("hex");
  const members = castMemberships(cast);
  const campaign = await db.campaign.create({
    data: {
      name: `SU matrix ${tag}`,
      gameSystem: "SUPERS_UNLIMITED",
      settings: { ...SU_DEFAULT_SETTINGS, useTerrainRoll: false, useSubplots: false, usePlasmaX, useGimmicks },
      memberships: { create: members.map(([user, role]) => ({ userId: user.id, role })) },
    },
    select: { id: true, gameSystem: true, memberships: { select: { id: true, userId: true, role: true } } },
  });
  const accessOf = (user: Actor): CampaignAccess => {
    const membership = campaign.memberships.find((m) => m.userId === user.id)!;
    return { campaignId: campaign.id, membershipId: membership.id, userId: user.id, role: membership.role, actorName: displayName(user), gameSystem: campaign.gameSystem };
  };
  const [ownerTeam, rivalTeam] = await Promise.all([
    suTeam(campaign.id, cast.owner, `Owen's Shields ${tag}`, [member("Ace", 6), member("Goon", 2)]),
    suTeam(campaign.id, cast.rival, `Rita's Brood ${tag}`, [member("Brick", 8)]),
    suTeam(campaign.id, cast.player, `Pat's Patrol ${tag}`, [member("Deadeye", 5)]),
  ]);
  return { campaignId: campaign.id, access: { organiser: accessOf(cast.organiser), owner: accessOf(cast.owner) }, ownerTeam: ownerTeam!, rivalTeam: rivalTeam! };
}

let keys = 0;
const key = () => `su-matrix-${randomBytes(6).toString("hex")}-${++keys}`;

/** A league with Owen's team against Rita's, the battle brought to `point`. */
export async function stageSuBattle(cast: Cast, point: SuBattlePoint): Promise<StagedSuBattle> {
  const stage = await stageSuLeague(cast, { usePlasmaX: point === "plasma-x", useGimmicks: point === "gimmicks" });
  if (point === "gimmicks") {
    const pool = [{ cardId: stage.ownerTeam.characterIds[0]!, class: "trained", gimmick: "tag-team" }];
    await db.team.update({ where: { id: stage.ownerTeam.id }, data: { state: { v: 1, leaderId: null, gimmickPool: pool } } });
  }
  const created = await createSuBattle(stage.access.owner, {
    teams: [
      { teamId: stage.ownerTeam.id, characterIds: stage.ownerTeam.characterIds },
      { teamId: stage.rivalTeam.id, characterIds: stage.rivalTeam.characterIds },
    ],
  });
  if (!created.ok) throw new Error(created.message);
  const battleId = created.battleId;
  if (point === "setup") return { stage, battleId };
  const dice = seededDice(7);
  const steps = point === "plasma-x" ? (["deployment", "scenario", "plasma-x", "battle-of-wits"] as const) : (["deployment", "scenario", "battle-of-wits"] as const);
  for (const step of steps) {
    const done = await rollSuSetUp(
      stage.access.owner,
      battleId,
      step === "plasma-x"
        ? { step, requestKey: key(), source: "physical", faces: ["10", "10"] }
        : { step, requestKey: key(), source: "app", ...(step === "scenario" ? { choice: { scenarioId: "slugfest" } } : {}) },
      dice,
    );
    if (!done.ok) throw new Error(done.message);
  }
  if (point === "reporting" || point === "plasma-x" || point === "gimmicks") return { stage, battleId };
  const resolved = await resolveSuBattle(stage.access.owner, battleId, {
    // The rival team ends KO'ed: a Slugfest ends only once a team is below half its Levels (SU-R42).
    models: [
      ...stage.ownerTeam.characterIds.map((characterId) => ({ characterId, state: "active" as const })),
      ...stage.rivalTeam.characterIds.map((characterId) => ({ characterId, state: "ko" as const })),
    ],
    claimed: null,
    prizeStudies: [],
    vipConvictions: [],
  });
  if (!resolved.ok) throw new Error(resolved.message);
  return { stage, battleId };
}
