import { shsa } from "@/lib/games/shsa";
import { describeCondition, readHeroState } from "@/lib/games/shsa/hero-sheet";
import { readEpisode } from "@/lib/games/shsa/episode";
import { rollAftermath } from "@/lib/games/shsa/server/episodes/roll-aftermath";
import { saveEpisodeStep } from "@/lib/games/shsa/server/episodes/episode-steps";
import { addRelationship } from "@/lib/games/shsa/server/relationships/add-relationship";
import { closeWeek } from "@/lib/games/shsa/server/week/close-week";
import { planWeek } from "@/lib/games/shsa/server/week/plan-week";
import { rollWeekAction } from "@/lib/games/shsa/server/week/roll-week-action";
import { readWeekRecord } from "@/lib/games/shsa/week/week-record";
import { seededDice } from "@/lib/rules/dice";
import { createCampaign } from "@/lib/server/campaigns/create-campaign";
import { db } from "@/lib/server/db";
import { recordSession } from "@/lib/server/sessions/record-session";
import { createTeam } from "@/lib/server/teams/create-team";
import { demoFailure, type DemoLog } from "./demo-log";
import { accessOrThrow, ensurePlayerMember, type DemoUser } from "./set-up-demo-campaign";

/**
 * The demo's SHSA campaign: the same two accounts, a hero each, a relationship on the organiser's
 * hero, one episode played (a task, then a combat that leaves the rival's hero at TO 0, its
 * aftermath rolled) and one week closed (the organiser's hero patrols, and earns its VP), through SHSA's own
 * services: every die in the roll log, every change on the sheets with its reason. The app's dice
 * are seeded, so every run on every database tells the same story. Idempotent like the others:
 * each step finds what an earlier run made first (sessions by kind and number, steps and rolls by
 * their request keys).
 */
export const DEMO_PLAY_SHEET_NAME = "Harbour City Nights";

const PLAY_SHEET_FORM = { name: DEMO_PLAY_SHEET_NAME, reportConfirmation: "NONE" as const, teamControl: "ANYONE" as const, appDiceOnly: false, gameSystem: shsa.id };

const HEROES = [
  { owner: "organiser", name: "Lantern" },
  { owner: "rival", name: "Bulwark" },
] as const;

export interface PlaySheetDemo {
  id: string;
  name: string;
  /** One line per session: "Episode 1: The dockside job (2 steps)", "Week 1: Quiet week (closed)". */
  sessions: string[];
  /** Each hero with its VP and condition: "Lantern: 1 VP, well". */
  heroes: string[];
}

export async function ensurePlaySheet(players: { organiser: DemoUser; rival: DemoUser }, log: DemoLog): Promise<PlaySheetDemo> {
  const campaign = await findOrCreateCampaign(players.organiser, log);
  await ensurePlayerMember(players.organiser, players.rival, campaign.id, log);
  const heroIds: string[] = [];
  for (const plan of HEROES) heroIds.push(await ensureHero(campaign.id, players[plan.owner], plan.name, log));
  const [lantern, bulwark] = heroIds as [string, string];
  await ensureRelationship(campaign.id, players.organiser, lantern);
  const episodeId = await ensureSession(campaign.id, players.organiser, "EPISODE", "The dockside job", "2026-11-20", log);
  await playEpisode(campaign.id, players.organiser, episodeId, { lantern, bulwark }, log);
  const weekId = await ensureSession(campaign.id, players.organiser, "WEEK", "Quiet week", "2026-11-21", log);
  await playWeek(campaign.id, players, weekId, lantern, log);
  return { ...campaign, sessions: await describeSessions(campaign.id), heroes: await describeHeroes(campaign.id) };
}

async function findOrCreateCampaign(organiser: DemoUser, log: DemoLog) {
  const found = await db.campaign.findFirst({
    where: { name: DEMO_PLAY_SHEET_NAME, gameSystem: shsa.id, archivedAt: null, memberships: { some: { userId: organiser.id, role: "ORGANISER", leftAt: null } } },
    orderBy: { createdAt: "asc" },
    select: { id: true, name: true },
  });
  if (found) return found;
  const created = await createCampaign(organiser, shsa, PLAY_SHEET_FORM);
  if (!created.ok) throw new Error(created.message);
  log.created({ kind: "campaign", summary: `Created the SHSA campaign “${created.campaign.name}”.` });
  return created.campaign;
}

async function ensureHero(campaignId: string, owner: DemoUser, name: string, log: DemoLog): Promise<string> {
  const found = await db.team.findFirst({ where: { campaignId, ownerId: owner.id, archivedAt: null }, select: { id: true } });
  if (found) return found.id;
  const created = await createTeam(await accessOrThrow(owner.id, campaignId, "team:create"), shsa, { name, notes: "" });
  if (!created.ok) throw demoFailure(`creating the hero ${name}`, created);
  log.created({ kind: "team", summary: `Created the hero “${name}”.` });
  return created.team.id;
}

async function ensureRelationship(campaignId: string, organiser: DemoUser, teamId: string) {
  const added = await addRelationship(await accessOrThrow(organiser.id, campaignId, "campaign:view"), teamId, {
    requestKey: `demo-${teamId}-companion`,
    type: "companion",
    with: "Wren",
    value: 1,
  });
  if (!added.ok) throw demoFailure("adding Lantern's Companion", added);
}

async function ensureSession(campaignId: string, organiser: DemoUser, kind: "EPISODE" | "WEEK", title: string, playedOn: string, log: DemoLog): Promise<string> {
  const found = await db.playSession.findFirst({ where: { campaignId, kind, number: 1 }, select: { id: true } });
  if (found) return found.id;
  const recorded = await recordSession(await accessOrThrow(organiser.id, campaignId, "session:record"), shsa.sessions.kinds, { kind, title, playedOn, notes: "" });
  if (!recorded.ok) throw demoFailure(`recording “${title}”`, recorded);
  log.created({ kind: "session", summary: `Recorded ${kind === "EPISODE" ? "episode" : "week"} 1 of the SHSA campaign: “${title}”.` });
  return recorded.session.id;
}

/** A task both heroes win, then a combat that ends in a knockout with Bulwark at TO 0, and Bulwark's post-combat status roll. */
async function playEpisode(campaignId: string, organiser: DemoUser, sessionId: string, heroes: { lantern: string; bulwark: string }, log: DemoLog) {
  const access = await accessOrThrow(organiser.id, campaignId, "campaign:view");
  const steps = [
    { requestKey: `demo-${sessionId}-task`, kind: "task", title: "Trail the smugglers to the docks", outcome: "success", inTheNews: false, endedBy: [], takenOutIds: [] },
    {
      requestKey: `demo-${sessionId}-combat`,
      kind: "combat",
      title: "Brawl on the pier",
      outcome: "success",
      inTheNews: true,
      endedBy: ["knockout"],
      takenOutIds: [heroes.bulwark],
    },
  ] as const;
  for (const step of steps) {
    const saved = await saveEpisodeStep(access, sessionId, {
      ...step,
      heroIds: [heroes.lantern, heroes.bulwark],
      capturedIds: [],
      endedBy: [...step.endedBy],
      takenOutIds: [...step.takenOutIds],
    });
    if (!saved.ok) throw demoFailure(`recording the step “${step.title}”`, saved);
  }
  const rolled = await rollAftermath(
    access,
    sessionId,
    { requestKey: `demo-${sessionId}-status`, stepId: steps[1].requestKey, teamId: heroes.bulwark, roll: "status", causes: [], source: "app" },
    seededDice(25),
  );
  if (!rolled.ok) throw demoFailure("rolling Bulwark's aftermath", rolled);
  if (!rolled.repeated)
    log.created({ kind: "session-played", summary: `Played episode 1: a task and a combat; Bulwark's aftermath rolled (${describeCondition(rolled.condition)}).` });
}

/** Lantern patrols two periods and rolls its patrol; the week is closed for both heroes. */
async function playWeek(campaignId: string, players: { organiser: DemoUser; rival: DemoUser }, sessionId: string, lantern: string, log: DemoLog) {
  const access = await accessOrThrow(players.organiser.id, campaignId, "campaign:view");
  if (readWeekRecord((await db.playSession.findUniqueOrThrow({ where: { id: sessionId }, select: { details: true } })).details).closed) return;
  const planned = await planWeek(access, sessionId, lantern, { items: [{ action: "patrol", periods: 2 }] });
  if (!planned.ok) throw demoFailure("planning Lantern's week", planned);
  const patrol = await rollWeekAction(access, sessionId, lantern, { requestKey: `demo-${sessionId}-patrol`, action: "patrol", skill: "2D8", source: "app" }, seededDice(3));
  if (!patrol.ok) throw demoFailure("rolling Lantern's patrol", patrol);
  const closed = await closeWeek(access, sessionId, { requestKey: `demo-${sessionId}-close`, source: "app" }, seededDice(11));
  if (!closed.ok) throw demoFailure("closing the week", closed);
  log.created({ kind: "session-played", summary: "Closed week 1: Lantern patrolled, and every hero's week was settled." });
}

async function describeSessions(campaignId: string): Promise<string[]> {
  const sessions = await db.playSession.findMany({
    where: { campaignId, undoneAt: null },
    orderBy: [{ playedOn: "asc" }, { createdAt: "asc" }],
    select: { kind: true, number: true, title: true, details: true },
  });
  return sessions.map((session) =>
    session.kind === "EPISODE"
      ? `Episode ${session.number}: ${session.title} (${readEpisode(session.details).steps.length} steps)`
      : `Week ${session.number}: ${session.title} (${readWeekRecord(session.details).closed ? "closed" : "open"})`,
  );
}

async function describeHeroes(campaignId: string): Promise<string[]> {
  const heroes = await db.team.findMany({ where: { campaignId, archivedAt: null }, orderBy: { createdAt: "asc" }, select: { name: true, state: true } });
  return heroes.map((hero) => {
    const state = readHeroState(hero.state, hero.name);
    return `${hero.name}: ${state.sheet.vp} VP, ${describeCondition(state.condition)}`;
  });
}
