import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import {
  awardHeroPoint,
  damageCheckFromFace,
  fallingDamageRank,
  hazardDc,
  restMinutes,
  rollHazardCheck,
  spendHeroPoint,
  startHazard,
  type HeroPointAward,
  type HeroPointSpend,
  type HazardKind,
  type TemperatureSeverity,
} from "@/lib/rules/d20";
import { scriptedDice, type Dice } from "@/lib/rules/dice";
import { readCampaignSettings } from "@/lib/game-contract/campaign-settings";
import { d20RulesSettings } from "@/lib/games/d20/campaign-settings";
import { cryptoDice } from "@/lib/server/crypto-dice";
import { appendRoll } from "@/lib/server/rolls/append-roll";
import { d20, type D20CampaignSettings } from "@/lib/games/d20";
import { readD20Hero, withKey, type D20HeroState, type D20Ranks } from "@/lib/games/d20/hero-sheet";
import { recordActivity } from "@/lib/server/activity/record-activity";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { db } from "@/lib/server/db";
import { lockTeam } from "@/lib/server/teams/lock-team";
import type { ServiceFailure } from "@/lib/service-result";
import { heroPointBalanceIn, writeHeroPointEntry } from "../ledger";

export type HeroFailureCode =
  "not-d20" | "team-archived" | "team-in-battle" | "no-hero-point" | "rules-refused" | "unknown-injury" | "unknown-hazard" | "hazard-over" | "bad-dice" | "app-dice-only";

/** The roll log's purpose of a hazard's Fortitude check. */
export const HAZARD_PURPOSE = "d20-hazard-check";
/** The roll log's purpose of a fall's Toughness check. */
export const FALL_PURPOSE = "d20-fall";
export type HeroOutcome = { ok: true; repeated: boolean; state: D20HeroState; balance: number } | ServiceFailure<HeroFailureCode>;

class Refused extends Error {
  constructor(readonly failure: ServiceFailure<HeroFailureCode>) {
    super(failure.message);
  }
}
const refuse = (code: HeroFailureCode, message: string): never => {
  throw new Refused({ ok: false, code, message });
};

const ledgerKey = (teamId: string, requestKey: string) => `d20:hero:${teamId}:${requestKey}`;

/**
 * Runs `change` on a hero in one transaction under the team's lock: a request whose key the hero
 * (or, for points, the ledger) already holds is answered as it stands, never applied twice;
 * refusals write nothing.
 */
async function onHero(
  access: CampaignAccess,
  teamId: string,
  requestKey: string,
  change: (tx: Prisma.TransactionClient, hero: D20HeroState, name: string) => Promise<{ state: D20HeroState | null; activity: string }>,
): Promise<HeroOutcome> {
  if (access.gameSystem !== d20.id) return { ok: false, code: "not-d20", message: "That hero does not play in a d20 superhero series." };
  try {
    return await db.$transaction(async (tx) => {
      const locked = await lockTeam(tx, teamId);
      if (!locked.ok) return locked;
      const team = await tx.team.findUniqueOrThrow({ where: { id: teamId }, select: { state: true, name: true } });
      const hero = readD20Hero(team.state);
      const inLedger = await tx.storyPointEntry.findUnique({ where: { idempotencyKey: ledgerKey(teamId, requestKey) }, select: { id: true } });
      if (hero.keys.includes(requestKey) || inLedger) return { ok: true as const, repeated: true, state: hero, balance: await heroPointBalanceIn(tx, teamId) };
      const changed = await change(tx, hero, team.name);
      const state = changed.state ? withKey(changed.state, requestKey) : hero;
      if (changed.state) await tx.team.update({ where: { id: teamId }, data: { state: state as unknown as Prisma.InputJsonValue } });
      await recordActivity(tx, { campaignId: access.campaignId, actor: access, kind: "TEAM_UPDATED", summary: changed.activity, payload: { v: 1, teamId, changed: ["hero"] } });
      return { ok: true as const, repeated: false, state, balance: await heroPointBalanceIn(tx, teamId) };
    });
  } catch (error) {
    if (error instanceof Refused) return error.failure;
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      const team = await db.team.findUniqueOrThrow({ where: { id: teamId }, select: { state: true } });
      return { ok: true, repeated: true, state: readD20Hero(team.state), balance: await heroPointBalanceIn(db, teamId) };
    }
    throw error;
  }
}

/** A hero point awarded by the GM for a setback (complication, defeat, capture, a villain's escape, a lasting injury in play), with its note (D20-R11). */
export async function awardD20HeroPoint(access: CampaignAccess, teamId: string, input: { requestKey: string; reason: HeroPointAward; note: string }): Promise<HeroOutcome> {
  return onHero(access, teamId, input.requestKey, async (tx, _hero, name) => {
    await writeHeroPointEntry(tx, access, teamId, awardHeroPoint(teamId, input.reason, input.note || undefined), ledgerKey(teamId, input.requestKey));
    return { state: null, activity: `${access.actorName} awarded ${name} a hero point (${input.reason.replace(/-/g, " ")}).` };
  });
}

/** One hero point spent (on a roll, or a stunt); refused when the hero has none, writing nothing. */
export async function spendD20HeroPoint(access: CampaignAccess, teamId: string, input: { requestKey: string; reason: HeroPointSpend; note: string }): Promise<HeroOutcome> {
  return onHero(access, teamId, input.requestKey, async (tx, _hero, name) => {
    const spent = spendHeroPoint(await heroPointBalanceIn(tx, teamId), teamId, input.reason, input.note || undefined);
    if (!spent.ok) refuse("no-hero-point", `${name} has no hero point to spend.`);
    else await writeHeroPointEntry(tx, access, teamId, spent.entry, ledgerKey(teamId, input.requestKey));
    return { state: null, activity: `${access.actorName} spent a hero point of ${name}.` };
  });
}

/** The hero's ranks as its player or a runner sets them. */
export async function setD20Ranks(access: CampaignAccess, teamId: string, input: { requestKey: string; ranks: D20Ranks }): Promise<HeroOutcome> {
  return onHero(access, teamId, input.requestKey, async (_tx, hero, name) => ({
    state: { ...hero, ranks: input.ranks },
    activity: `${access.actorName} set the ranks of ${name}.`,
  }));
}

/** A lasting injury recorded as a complication (each may bring a hero point when it comes into play). */
export async function recordD20Injury(access: CampaignAccess, teamId: string, input: { requestKey: string; text: string }): Promise<HeroOutcome> {
  return onHero(access, teamId, input.requestKey, async (_tx, hero, name) => ({
    state: { ...hero, injuries: [...hero.injuries, { id: input.requestKey, text: input.text, at: new Date().toISOString(), by: access.actorName }] },
    activity: `${access.actorName} recorded a lasting injury of ${name}.`,
  }));
}

/** Minutes of rest between conflicts: one damage condition a minute, worst first (lib/rules/d20/recovery.ts). */
export async function restD20Hero(access: CampaignAccess, teamId: string, input: { requestKey: string; minutes: number }): Promise<HeroOutcome> {
  return onHero(access, teamId, input.requestKey, async (_tx, hero, name) => {
    if (hero.damage.state === "dead") refuse("rules-refused", `${name} is dead: rest does not bring a hero back.`);
    return { state: { ...hero, damage: restMinutes(hero.damage, input.minutes) }, activity: `${access.actorName} rested ${name} for ${input.minutes} minute(s).` };
  });
}

/** A hazard timer the GM starts on a hero (heat or cold, thirst, suffocation, disease…), or stops. */
export async function startD20Hazard(
  access: CampaignAccess,
  teamId: string,
  input: { requestKey: string; kind: HazardKind; label: string; rank?: number; severity?: TemperatureSeverity },
): Promise<HeroOutcome> {
  return onHero(access, teamId, input.requestKey, async (_tx, hero, name) => {
    let state;
    try {
      state = startHazard(input.kind, { rank: input.rank, severity: input.severity });
    } catch (error) {
      return refuse("rules-refused", `${(error as Error).message}.`);
    }
    return {
      state: { ...hero, hazards: [...hero.hazards, { id: input.requestKey, label: input.label, state, at: new Date().toISOString(), by: access.actorName }] },
      activity: `${access.actorName} started a hazard on ${name}: ${input.label}.`,
    };
  });
}

export async function stopD20Hazard(access: CampaignAccess, teamId: string, input: { requestKey: string; hazardId: string }): Promise<HeroOutcome> {
  return onHero(access, teamId, input.requestKey, async (_tx, hero, name) => {
    if (!hero.hazards.some((hazard) => hazard.id === input.hazardId)) refuse("unknown-hazard", "That hazard is not on this hero.");
    return { state: { ...hero, hazards: hero.hazards.filter((hazard) => hazard.id !== input.hazardId) }, activity: `${access.actorName} stopped a hazard on ${name}.` };
  });
}

/** The series' rules and the one d20 a check throws: the app's, or the one face typed (refused when it does not fit, or when the campaign takes the app's dice only). */
async function oneD20(tx: Prisma.TransactionClient, access: CampaignAccess, input: { source: "app" | "physical"; faces?: readonly number[] }, appDice: Dice) {
  const campaign = await tx.campaign.findUniqueOrThrow({ where: { id: access.campaignId }, select: { gameSystem: true, settings: true, appDiceOnly: true } });
  const rules = d20RulesSettings(readCampaignSettings<D20CampaignSettings>(d20, campaign));
  if (input.source === "app") return { rules, dice: appDice };
  if (campaign.appDiceOnly) return refuse("app-dice-only", "This campaign uses the app's dice only. Roll with the app.");
  if (input.faces?.length !== 1) return refuse("bad-dice", "Type the one d20 the check throws.");
  try {
    return { rules, dice: scriptedDice(input.faces, 20) };
  } catch (error) {
    return refuse("bad-dice", `${(error as Error).message}.`);
  }
}

/**
 * The next check of a hazard the GM started on the hero (heat or cold, thirst, hunger,
 * suffocation, the bends, breath in vacuum, disease, radiation: lib/rules/d20/hazards.ts): a
 * Fortitude check against the hazard's DC, with the app's d20 or a typed one, in the roll log under
 * the request's key (scoped to the hero), and the hazard's escalation applied in the same
 * transaction: the DC that rises with each check (or success), the fatigue track stepped on a
 * failure, a disease caught or not. A retried request neither rolls nor applies twice; a hazard
 * that is over, or typed dice that do not fit, are refused with nothing written.
 */
export async function checkD20Hazard(
  access: CampaignAccess,
  teamId: string,
  input: { requestKey: string; hazardId: string; source: "app" | "physical"; faces?: readonly number[] },
  appDice: Dice = cryptoDice(),
): Promise<HeroOutcome> {
  return onHero(access, teamId, input.requestKey, async (tx, hero, name) => {
    const hazard = hero.hazards.find((candidate) => candidate.id === input.hazardId) ?? refuse("unknown-hazard", "That hazard is not on this hero.");
    if (hazard.state.over) refuse("hazard-over", `${hazard.label} is over for ${name}: there is no check to roll.`);
    const { rules, dice } = await oneD20(tx, access, input, appDice);
    const dc = hazardDc(hazard.state);
    const step = rollHazardCheck(dice, hazard.state, hero.ranks.fortitude, HAZARD_PURPOSE, rules);
    for (const [index, die] of step.check!.thrown.entries()) {
      await appendRoll(tx, access, {
        campaignId: access.campaignId,
        slot: (sequence) => `d20:${sequence}`,
        requestKey: `d20:hero:${teamId}:${input.requestKey}:${index}`,
        purpose: HAZARD_PURPOSE,
        label: `${name}'s Fortitude check against ${hazard.label} (DC ${dc})`,
        sides: die.sides,
        faces: [die.face],
        source: input.source,
        teamId,
        teamName: name,
      });
    }
    const line = { summary: `${hazard.label}: ${step.summary}`.slice(0, 300), at: new Date().toISOString(), by: access.actorName };
    const hazards = hero.hazards.map((candidate) =>
      candidate.id === hazard.id ? { ...candidate, state: step.state, checks: [...(candidate.checks ?? []), line].slice(-200) } : candidate,
    );
    return { state: { ...hero, hazards }, activity: `${access.actorName} rolled ${name}'s check against ${hazard.label}: ${step.summary}`.slice(0, 300) };
  });
}

/**
 * A fall (lib/rules/d20/hazards.ts): damage of rank 4 + 2 × the distance rank fallen (at most 16),
 * resisted with Toughness against rank + 15, the app's d20 or a typed one, in the roll log; the
 * ladder's rung lands on the damage the hero carries (dazed lasts only a turn, so it is not kept).
 */
export async function fallD20Hero(
  access: CampaignAccess,
  teamId: string,
  input: { requestKey: string; distanceRank: number; source: "app" | "physical"; faces?: readonly number[] },
  appDice: Dice = cryptoDice(),
): Promise<HeroOutcome> {
  return onHero(access, teamId, input.requestKey, async (tx, hero, name) => {
    if (hero.damage.state === "dead") refuse("rules-refused", `${name} is dead.`);
    const { rules, dice } = await oneD20(tx, access, input, appDice);
    const damageRank = fallingDamageRank(input.distanceRank);
    const check = damageCheckFromFace(dice.roll(20, FALL_PURPOSE), { toughness: hero.ranks.toughness, damageRank, track: hero.damage }, FALL_PURPOSE, rules);
    for (const [index, die] of check.check!.thrown.entries()) {
      await appendRoll(tx, access, {
        campaignId: access.campaignId,
        slot: (sequence) => `d20:${sequence}`,
        requestKey: `d20:hero:${teamId}:${input.requestKey}:${index}`,
        purpose: FALL_PURPOSE,
        label: `${name}'s Toughness check against a fall (distance rank ${input.distanceRank}, damage rank ${damageRank})`,
        sides: die.sides,
        faces: [die.face],
        source: input.source,
        teamId,
        teamName: name,
      });
    }
    return {
      state: { ...hero, damage: { ...check.track, dazed: false } },
      activity: `${access.actorName} rolled ${name}'s fall (damage rank ${damageRank}): ${check.summary}`.slice(0, 300),
    };
  });
}
