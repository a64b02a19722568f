import { VSGMR_DEFAULT_SETTINGS, VSGMR_DEFEATED_CURRENCY, vsgmr } from "@/lib/games/vsgmr";
import { SOLO_ENEMY } from "@/lib/games/vsgmr/battles/battle-details";
import { createVsgmrBattle } from "@/lib/games/vsgmr/server/battles/create-battle";
import { playSoloTurn } from "@/lib/games/vsgmr/server/battles/play-solo-turn";
import { resolveVsgmrBattle } from "@/lib/games/vsgmr/server/battles/resolve-battle";
import { rollBattleDice } from "@/lib/games/vsgmr/server/battles/roll-battle-dice";
import { seededDice } from "@/lib/rules/dice";
import { saveForce } from "@/lib/games/vsgmr/server/forces/save-force";
import { formatPoints, forceFromSampleArmy, sampleArmyById, type VsgmrForce } from "@/lib/rules/vsgmr";
import { teamDetailsSchema } from "@/lib/schemas/team";
import { createCampaign } from "@/lib/server/campaigns/create-campaign";
import { db } from "@/lib/server/db";
import { createTeam } from "@/lib/server/teams/create-team";
import { demoFailure, type DemoLog } from "./demo-log";
import { accessOrThrow, ensurePlayerMember, type DemoUser } from "./set-up-demo-campaign";
import { gameSystem } from "@/lib/games/registry";

/**
 * The demo's VSGMR series: the same two accounts, the organiser's force from the Dwarves sample
 * army and the rival's built by hand, and one solo Outflanked battle of the Dwarves against the
 * Star Soldiers the app plays, through the series' own services (the enemy's turns and a table
 * roll by the app's dice, every die in the roll log, the result in points of figures defeated).
 * Idempotent like the others: each step finds what an earlier run made first.
 */
export const DEMO_SERIES_NAME = "Saturday Skirmish Series";

const { version: _version, rolledScenarios: _rolled, ...settingsFields } = VSGMR_DEFAULT_SETTINGS;
const SERIES_FORM = {
  name: DEMO_SERIES_NAME,
  reportConfirmation: "NONE" as const,
  teamControl: "ANYONE" as const,
  appDiceOnly: false,
  gameSystem: vsgmr.id,
  ...Object.fromEntries(Object.entries(settingsFields).map(([field, value]) => [field, typeof value === "boolean" ? (value ? "on" : "") : String(value)])),
};

/** The rival's force, built figure by figure as a player would in the force builder. */
const RANGERS: VsgmrForce = {
  name: "Rangers of the Marsh",
  figures: [
    { id: "warden", name: "Warden", type: "hero", isCommander: true, armour: "light", hasDistanceAttack: true, traits: ["sharpshooter"] },
    { id: "scout-1", name: "Scout 1", type: "troop", hasDistanceAttack: true, traits: ["stealth"] },
    { id: "scout-2", name: "Scout 2", type: "troop", hasDistanceAttack: true, traits: ["stealth"] },
    { id: "hound", name: "Marsh Hound", type: "troop", traits: ["charge"] },
  ],
};

const SERIES_FORCES = [
  { owner: "organiser", force: { ...forceFromSampleArmy(sampleArmyById("dwarves")), name: "Dwarves of the Hold" } },
  { owner: "rival", force: RANGERS },
] as const;

const ENEMY_ARMY = "star-soldiers";

export interface SeriesDemo {
  id: string;
  name: string;
  battles: string[];
  standings: Array<{ teamName: string; defeated: string }>;
}

export async function ensureSeries(players: { organiser: DemoUser; rival: DemoUser }, log: DemoLog): Promise<SeriesDemo> {
  const series = await findOrCreateSeries(players.organiser, log);
  await ensurePlayerMember(players.organiser, players.rival, series.id, log);
  const teamIds: string[] = [];
  for (const plan of SERIES_FORCES) teamIds.push((await ensureForce(series.id, players[plan.owner], plan.force, log)).id);
  if ((await db.battle.count({ where: { campaignId: series.id, status: "RESOLVED" } })) === 0) await playSoloBattle(series.id, players.organiser, teamIds[0]!, log);
  return { ...series, battles: await describeSeriesBattles(series.id), standings: await describeSeriesStandings(series.id) };
}

async function findOrCreateSeries(organiser: DemoUser, log: DemoLog) {
  const found = await db.campaign.findFirst({
    where: { name: DEMO_SERIES_NAME, gameSystem: vsgmr.id, archivedAt: null, memberships: { some: { userId: organiser.id, role: "ORGANISER", leftAt: null } } },
    orderBy: { createdAt: "asc" },
    select: { id: true, name: true },
  });
  if (found) return found;
  const created = await createCampaign(organiser, vsgmr, SERIES_FORM);
  if (!created.ok) throw new Error(created.message);
  log.created({ kind: "campaign", summary: `Created the VSGMR series “${created.campaign.name}”.` });
  return created.campaign;
}

async function ensureForce(campaignId: string, owner: DemoUser, force: VsgmrForce, log: DemoLog) {
  const found = await db.team.findFirst({ where: { campaignId, ownerId: owner.id, archivedAt: null }, select: { id: true } });
  if (found) return found;
  const access = await accessOrThrow(owner.id, campaignId, "team:create");
  const created = await createTeam(access, gameSystem(access.gameSystem), teamDetailsSchema.parse({ name: force.name, alignment: "HEROES", notes: "" }));
  if (!created.ok) throw demoFailure(`creating ${force.name}`, created);
  const saved = await saveForce(await accessOrThrow(owner.id, campaignId, "campaign:view"), created.team.id, force);
  if (!saved.ok) throw demoFailure(`saving ${force.name}`, saved);
  log.created({ kind: "team", summary: `Created the force “${created.team.name}” with ${force.figures.length} figures.` });
  return created.team;
}

/** Outflanked against the app's Star Soldiers: two enemy turns, a melee roll, and the Dwarves win. */
async function playSoloBattle(campaignId: string, organiser: DemoUser, teamId: string, log: DemoLog) {
  const access = await accessOrThrow(organiser.id, campaignId, "battle:create");
  let battle = await db.battle.findFirst({ where: { campaignId, status: "REPORTING" }, select: { id: true } });
  if (!battle) {
    const created = await createVsgmrBattle(access, { scenarioId: "outflanked", teams: [{ teamId, role: "defender" }], solo: { sampleArmyId: ENEMY_ARMY, role: "attacker" } });
    if (!created.ok) throw demoFailure("setting up the series' solo battle", created);
    battle = { id: created.battleId };
  }
  // Request keys per step: a re-run after an interruption answers with the dice already rolled.
  for (const round of [1, 2]) {
    // Seeded dice: the same turns on every machine (the enemy's Outflanked figures stay off the table, so nothing is tracked and the result's points are the report's).
    const turn = await playSoloTurn(access, battle.id, { round, requestKey: `demo-${battle.id}-turn-${round}` }, seededDice(40 + round), seededDice(50 + round));
    if (!turn.ok) throw demoFailure(`the enemy's turn of round ${round}`, turn);
  }
  const roll = await rollBattleDice(access, battle.id, { label: "Thane's hand-to-hand attack", sides: 6, count: 1, requestKey: `demo-${battle.id}-melee`, source: "app" });
  if (!roll.ok) throw demoFailure("the series' table roll", roll);
  const resolved = await resolveVsgmrBattle(access, battle.id, {
    endCondition: "rounds",
    sides: [
      { key: teamId, defeatedHalves: 24, outcome: "WON" },
      { key: SOLO_ENEMY, defeatedHalves: 6, outcome: "LOST" },
    ],
  });
  if (!resolved.ok) throw demoFailure("recording the series' result", resolved);
  log.created({ kind: "battle-resolved", summary: "Played a solo Outflanked battle in the VSGMR series.", issue: 1 });
}

async function describeSeriesBattles(campaignId: string): Promise<string[]> {
  const battles = await db.battle.findMany({
    where: { campaignId, status: "RESOLVED" },
    orderBy: { issue: "asc" },
    select: { issue: true, teams: { orderBy: { position: "asc" }, select: { teamName: true, result: true } } },
  });
  return battles.map((b) => {
    const side = b.teams[0];
    const verdict = side?.result === "WON" ? `${side.teamName} won` : side?.result === "LOST" ? `${side.teamName} lost` : "a draw";
    return `#${b.issue} Outflanked, solo against the Star Soldiers: ${verdict}`;
  });
}

async function describeSeriesStandings(campaignId: string): Promise<Array<{ teamName: string; defeated: string }>> {
  const teams = await db.team.findMany({ where: { campaignId, archivedAt: null }, orderBy: { createdAt: "asc" }, select: { id: true, name: true } });
  const sums = await db.storyPointEntry.groupBy({ by: ["teamId"], where: { campaignId, currency: VSGMR_DEFEATED_CURRENCY }, _sum: { delta: true } });
  const halves = new Map(sums.map((row) => [row.teamId, row._sum.delta ?? 0]));
  return teams
    .map((t) => ({ teamName: t.name, halves: halves.get(t.id) ?? 0 }))
    .sort((a, b) => b.halves - a.halves)
    .map(({ teamName, halves: h }) => ({ teamName, defeated: formatPoints(h) }));
}
