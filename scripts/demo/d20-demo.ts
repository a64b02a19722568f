import { d20 } from "@/lib/games/d20";
import { readAdventureDetails } from "@/lib/games/d20/conflict-record";
import { DEFAULT_RANKS, describeCarried, readD20Hero } from "@/lib/games/d20/hero-sheet";
import { startConflict, stateOf, tapConflict, type ConflictTap } from "@/lib/games/d20/server/conflicts/conflicts";
import { startAdventureHeroPointsFor } from "@/lib/games/d20/server/heroes/adventure-start";
import { awardD20HeroPoint } from "@/lib/games/d20/server/heroes/heroes";
import { HERO_POINT_CURRENCY, minutesToRecover } from "@/lib/rules/d20";
import { scriptedDice } from "@/lib/rules/dice";
import { createCampaign } from "@/lib/server/campaigns/create-campaign";
import { db } from "@/lib/server/db";
import { recordSession } from "@/lib/server/sessions/record-session";
import { createTeam } from "@/lib/server/teams/create-team";
import { demoFailure, type DemoLog } from "./demo-log";
import { accessOrThrow, ensurePlayerMember, type DemoUser } from "./set-up-demo-campaign";

/**
 * The demo's d20 superhero series: the same two accounts, a hero each, one adventure with its
 * starting hero points and one conflict played to its end (initiative, a minion taken out by one
 * check, Bulwark staggered, Kestrel spending a hero point on a check), then a hero point awarded
 * for a complication, all through the series' own services: every die in the roll log. The dice
 * are scripted (the app's dice given fixed faces), so every run on every database tells the same
 * story. Idempotent like the others: the adventure is found by its number, and every step by its
 * request key.
 */
export const DEMO_D20_NAME = "Bay City Guardians";

const D20_FORM = { name: DEMO_D20_NAME, reportConfirmation: "NONE" as const, teamControl: "ANYONE" as const, appDiceOnly: false, gameSystem: d20.id };

const HEROES = [
  { owner: "organiser", name: "Kestrel" },
  { owner: "rival", name: "Bulwark" },
] as const;

export interface D20Demo {
  id: string;
  name: string;
  /** One line per adventure: "Adventure 1: The docks (Dock brawl: over)". */
  adventures: string[];
  /** Each hero with its hero points and what it carries: "Kestrel: 1 hero point(s), unhurt.". */
  heroes: string[];
}

export async function ensureD20Series(players: { organiser: DemoUser; rival: DemoUser }, log: DemoLog): Promise<D20Demo> {
  const campaign = await findOrCreateCampaign(players.organiser, log);
  await ensurePlayerMember(players.organiser, players.rival, campaign.id, log);
  const heroIds: string[] = [];
  for (const plan of HEROES) heroIds.push(await ensureHero(campaign.id, players[plan.owner], plan.name, log));
  const [kestrel, bulwark] = heroIds as [string, string];
  const adventureId = await ensureAdventure(campaign.id, players.organiser, log);
  await playConflict(campaign.id, players.organiser, adventureId, { kestrel, bulwark }, log);
  return { ...campaign, adventures: await describeAdventures(campaign.id), heroes: await describeHeroes(campaign.id) };
}

async function findOrCreateCampaign(organiser: DemoUser, log: DemoLog) {
  const found = await db.campaign.findFirst({
    where: { name: DEMO_D20_NAME, gameSystem: d20.id, archivedAt: null, memberships: { some: { userId: organiser.id, role: "ORGANISER", leftAt: null } } },
    orderBy: { createdAt: "asc" },
    select: { id: true, name: true },
  });
  if (found) return found;
  const created = await createCampaign(organiser, d20, D20_FORM);
  if (!created.ok) throw new Error(created.message);
  log.created({ kind: "campaign", summary: `Created the d20 superhero series “${created.campaign.name}”.` });
  return created.campaign;
}

async function ensureHero(campaignId: string, owner: DemoUser, name: string, log: DemoLog): Promise<string> {
  const found = await db.team.findFirst({ where: { campaignId, ownerId: owner.id, archivedAt: null }, select: { id: true } });
  if (found) return found.id;
  const created = await createTeam(await accessOrThrow(owner.id, campaignId, "team:create"), d20, { name, notes: "" });
  if (!created.ok) throw demoFailure(`creating the hero ${name}`, created);
  log.created({ kind: "team", summary: `Created the hero “${name}”.` });
  return created.team.id;
}

async function ensureAdventure(campaignId: string, organiser: DemoUser, log: DemoLog): Promise<string> {
  const found = await db.playSession.findFirst({ where: { campaignId, kind: "ADVENTURE", number: 1 }, select: { id: true } });
  if (found) return found.id;
  const access = await accessOrThrow(organiser.id, campaignId, "session:record");
  const recorded = await recordSession(access, d20.sessions.kinds, { kind: "ADVENTURE", title: "The docks", playedOn: "2026-11-22", notes: "" });
  if (!recorded.ok) throw demoFailure("recording “The docks”", recorded);
  log.created({ kind: "session", summary: "Recorded adventure 1 of the d20 series: “The docks”." });
  return recorded.session.id;
}

/**
 * The starting hero points, then a brawl: Kestrel 15, Bulwark 9 and the dock thugs' 6 for
 * initiative; a thug fails by many degrees and, a minion, is taken out; Bulwark fails by three
 * (staggered); Kestrel spends a hero point on her check; the turn ends and the conflict is over.
 * Then Kestrel earns a hero point for a complication.
 */
async function playConflict(campaignId: string, organiser: DemoUser, sessionId: string, heroes: { kestrel: string; bulwark: string }, log: DemoLog) {
  const access = await accessOrThrow(organiser.id, campaignId, "campaign:view");
  const points = await startAdventureHeroPointsFor(access, sessionId);
  if (!points.ok) throw demoFailure("giving the starting hero points", points);
  const started = await startConflict(
    access,
    sessionId,
    {
      requestKey: `demo-${sessionId}-brawl`,
      name: "Dock brawl",
      heroes: [heroes.kestrel, heroes.bulwark],
      foes: [{ name: "Dock thug", kind: "minion", count: 2, ranks: { ...DEFAULT_RANKS, dodge: 2, toughness: 2 } }],
      source: "app",
    },
    scriptedDice([15, 9, 6], 20),
  );
  if (!started.ok) throw demoFailure("starting the dock brawl", started);
  const taps: Array<{ key: string; tap: ConflictTap; faces: number[] }> = [
    { key: "thug-hit", tap: { kind: "resistance", combatantId: "c3", rank: 6, heroPoint: false, source: "app" }, faces: [2] },
    { key: "bulwark-hit", tap: { kind: "resistance", combatantId: "c2", rank: 8, heroPoint: false, source: "app" }, faces: [5] },
    { key: "kestrel-lucky", tap: { kind: "resistance", combatantId: "c1", rank: 5, heroPoint: true, source: "app" }, faces: [3] },
    { key: "turn", tap: { kind: "end-turn" }, faces: [] },
    { key: "over", tap: { kind: "end" }, faces: [] },
  ];
  let played = false;
  for (const { key, tap, faces } of taps) {
    const tapped = await tapConflict(access, sessionId, started.conflictId, `demo-${sessionId}-${key}`, tap, scriptedDice(faces, 20));
    if (!tapped.ok) throw demoFailure(`playing the dock brawl (${key})`, tapped);
    played ||= !tapped.repeated;
  }
  const award = await awardD20HeroPoint(access, heroes.kestrel, { requestKey: `demo-${sessionId}-complication`, reason: "complication", note: "A reporter saw her face" });
  if (!award.ok) throw demoFailure("awarding Kestrel's hero point", award);
  if (played) log.created({ kind: "session-played", summary: "Played adventure 1's dock brawl: a thug taken out, Bulwark staggered, Kestrel's hero point spent." });
}

async function describeAdventures(campaignId: string): Promise<string[]> {
  const sessions = await db.playSession.findMany({ where: { campaignId, kind: "ADVENTURE" }, orderBy: { number: "asc" }, select: { number: true, title: true, details: true } });
  return sessions.map((session) => {
    const conflicts = readAdventureDetails(session.details).conflicts.map((conflict) => `${conflict.name}: ${stateOf(conflict).ended ? "over" : "running"}`);
    return `Adventure ${session.number}: ${session.title} (${conflicts.join("; ") || "no conflict"})`;
  });
}

async function describeHeroes(campaignId: string): Promise<string[]> {
  const teams = await db.team.findMany({ where: { campaignId, archivedAt: null }, orderBy: [{ createdAt: "asc" }, { id: "asc" }], select: { id: true, name: true, state: true } });
  const points = await db.storyPointEntry.groupBy({ by: ["teamId"], where: { campaignId, currency: HERO_POINT_CURRENCY }, _sum: { delta: true }, orderBy: { teamId: "asc" } });
  const balance = new Map(points.map((row) => [row.teamId, row._sum?.delta ?? 0]));
  return teams.map((team) => {
    const hero = readD20Hero(team.state);
    return `${team.name}: ${balance.get(team.id) ?? 0} hero point(s), ${describeCarried(hero.damage, minutesToRecover(hero.damage))}`;
  });
}
