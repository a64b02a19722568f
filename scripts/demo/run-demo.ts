import { readSmfBattleDetails, scenarioById, specialEventById } from "@/lib/rules/smf";
import { db } from "@/lib/server/db";
import { storyPointTotals } from "@/lib/server/story-points/story-point-totals";
import { totalsOf } from "@/lib/ledger/ledger-totals";
import { demoBaseUrl, demoDatabaseProblem } from "./demo-links";
import type { DemoCreated, DemoLog } from "./demo-log";
import { DEMO_ACCOUNTS, DEMO_BATTLES, DEMO_PASSWORD, DEMO_TEAMS, type DemoSide } from "./demo-plan";
import { ensureLeague, type LeagueDemo } from "./league-demo";
import { ensureSeries, type SeriesDemo } from "./series-demo";
import { ensureD20Series, type D20Demo } from "./d20-demo";
import { ensurePlaySheet, type PlaySheetDemo } from "./play-sheet-demo";
import { playDemoBattles } from "./play-demo-battles";
import { ensureAccount, ensureCampaign, ensurePlayerMember, ensureRoster, ensureShared, ensureTeam } from "./set-up-demo-campaign";

export interface DemoDetails {
  signInUrl: string;
  campaignUrl: string;
  campaignName: string;
  /** Null only if the organiser archived the demo team after the demo was made. */
  publicTeamUrl: string | null;
  publicTeamName: string;
  password: string;
  accounts: Array<{ email: string; name: string | null; role: string; hasDemoPassword: boolean }>;
  battles: Array<{ issue: number; line: string }>;
  standings: Array<{ teamName: string; balance: number; earned: number }>;
  /** The Supers Unlimited league beside the SMF campaign: its address, battles and VP table. */
  league: LeagueDemo & { url: string };
  /** The VSGMR series beside them: its address, its solo battle and its standings. */
  series: SeriesDemo & { url: string };
  /** The SHSA campaign beside them: its address, its sessions and its heroes. */
  playSheet: PlaySheetDemo & { url: string };
  /** The d20 superhero series beside them: its address, its adventure with a played conflict and its heroes. */
  d20Series: D20Demo & { url: string };
  /** What this run made; empty when the demo was already complete. */
  created: DemoCreated[];
}

export interface RunDemoOptions {
  baseUrl?: string;
  /** Told of each thing as it is made (the script prints them). */
  onCreated?: (event: DemoCreated) => void;
}

/**
 * Makes the demo data, or finishes what an interrupted run left, and describes it. Idempotent:
 * every step finds what exists first (accounts by email, the campaign by name and organiser,
 * teams by owner, characters by name, battles by status), so a second run creates nothing.
 * Once the campaign has its battles, rosters and membership are left as the players made them.
 */
export async function runDemo(options: RunDemoOptions = {}): Promise<DemoDetails> {
  const problem = demoDatabaseProblem();
  if (problem) throw new Error(problem);
  const created: DemoCreated[] = [];
  const log: DemoLog = {
    created(event) {
      created.push(event);
      options.onCreated?.(event);
    },
  };

  const organiser = await ensureAccount(DEMO_ACCOUNTS.organiser, log);
  const rival = await ensureAccount(DEMO_ACCOUNTS.rival, log);
  const players = { organiser, rival };
  const campaign = await ensureCampaign(organiser, log);
  const resolvedBattles = await db.battle.count({ where: { campaignId: campaign.id, status: "RESOLVED" } });
  const isComplete = resolvedBattles >= DEMO_BATTLES.length;

  let token: string | null = null;
  if (isComplete) {
    // A finished demo is only described: nothing is re-made, whatever the players changed since.
    const heroes = await db.team.findFirst({ where: { campaignId: campaign.id, ownerId: organiser.id, archivedAt: null }, select: { id: true } });
    if (heroes) token = await ensureShared(organiser, heroes.id, log);
  } else {
    await ensurePlayerMember(organiser, rival, campaign.id, log);
    // Rosters are filled only before play: afterwards they are the campaign's history.
    const hasPlayed = (await db.battle.count({ where: { campaignId: campaign.id } })) > 0;
    const teamIds = {} as Record<DemoSide, string>;
    for (const side of ["heroes", "villains"] as const) {
      const plan = DEMO_TEAMS[side];
      const owner = players[plan.owner];
      teamIds[side] = (await ensureTeam(plan, owner, campaign.id, log)).id;
      if (!hasPlayed) await ensureRoster(plan, owner, teamIds[side], log);
    }
    token = await ensureShared(organiser, teamIds.heroes, log);
    await playDemoBattles({ campaignId: campaign.id, players, teamIds }, log);
  }

  const league = await ensureLeague(players, log);
  const series = await ensureSeries(players, log);
  const playSheet = await ensurePlaySheet(players, log);
  const d20Series = await ensureD20Series(players, log);
  const baseUrl = options.baseUrl ?? demoBaseUrl();
  return {
    signInUrl: `${baseUrl}/sign-in`,
    campaignUrl: `${baseUrl}/campaigns/${campaign.id}`,
    campaignName: campaign.name,
    publicTeamUrl: token ? `${baseUrl}/t/${token}` : null,
    publicTeamName: DEMO_TEAMS.heroes.name,
    password: DEMO_PASSWORD,
    accounts: [
      { email: organiser.email, name: organiser.name, role: "organiser", hasDemoPassword: organiser.hasDemoPassword },
      { email: rival.email, name: rival.name, role: "player", hasDemoPassword: rival.hasDemoPassword },
    ],
    battles: await describeBattles(campaign.id),
    standings: await describeStandings(campaign.id),
    league: { ...league, url: `${baseUrl}/campaigns/${league.id}` },
    series: { ...series, url: `${baseUrl}/campaigns/${series.id}` },
    playSheet: { ...playSheet, url: `${baseUrl}/campaigns/${playSheet.id}` },
    d20Series: { ...d20Series, url: `${baseUrl}/campaigns/${d20Series.id}` },
    created,
  };
}

/** One line per resolved issue: "#1 Rooftop Rumble! (Civilians): The Night Shift won". */
async function describeBattles(campaignId: string) {
  const battles = await db.battle.findMany({
    where: { campaignId, status: "RESOLVED" },
    orderBy: { issue: "asc" },
    select: { issue: true, details: true, teams: { orderBy: { position: "asc" }, select: { teamName: true, result: true } } },
  });
  return battles.map((b) => {
    const { scenarioId, specialEventId } = readSmfBattleDetails(b.details);
    const scenario = scenarioId ? scenarioById(scenarioId).name : "Battle";
    const event = specialEventId ? ` (${specialEventById(specialEventId).name})` : "";
    const winner = b.teams.find((t) => t.result === "WON");
    return { issue: b.issue, line: `#${b.issue} ${scenario}${event}: ${winner ? `${winner.teamName} won` : "a draw"}` };
  });
}

async function describeStandings(campaignId: string) {
  const teams = await db.team.findMany({ where: { campaignId, archivedAt: null }, orderBy: { createdAt: "asc" }, select: { id: true, name: true } });
  const totals = await storyPointTotals(teams.map((t) => t.id));
  return teams.map((t) => ({ teamName: t.name, ...totalsOf(totals, t.id) })).sort((a, b) => b.balance - a.balance);
}

export function formatDemoDetails(details: DemoDetails): string {
  const width = Math.max(...details.accounts.map((a) => a.email.length));
  const lines = [
    "",
    details.created.length > 0 ? "The Longbox demo is ready." : "The Longbox demo was already there; nothing new was made.",
    "",
    `  Sign in:      ${details.signInUrl}`,
    ...details.accounts.map((a) => `  ${`${a.role === "organiser" ? "Organiser" : "Player"}:`.padEnd(14)}${a.email.padEnd(width)}  (${a.name ?? a.email})`),
    `  Password:     ${details.password}  (both accounts)`,
    `  Campaign:     ${details.campaignUrl}  (${details.campaignName})`,
    details.publicTeamUrl
      ? `  Public team:  ${details.publicTeamUrl}  (${details.publicTeamName}, no sign-in needed)`
      : `  Public team:  none (${details.publicTeamName} is archived)`,
    "",
    "  Battles:",
    ...details.battles.map((b) => `    ${b.line}`),
    "  Standings:",
    ...details.standings.map((s) => `    ${s.teamName}: ${s.balance} SP (${s.earned} earned)`),
    "",
    `  League:       ${details.league.url}  (${details.league.name}, Supers Unlimited)`,
    ...details.league.battles.map((line) => `    ${line}`),
    ...details.league.standings.map((s) => `    ${s.teamName}: ${s.vp} VP`),
    "",
    `  Series:       ${details.series.url}  (${details.series.name}, VSGMR)`,
    ...details.series.battles.map((line) => `    ${line}`),
    ...details.series.standings.map((s) => `    ${s.teamName}: ${s.defeated} points of enemy figures defeated`),
    "",
    `  Heroes:       ${details.playSheet.url}  (${details.playSheet.name}, SHSA play sheet)`,
    ...details.playSheet.sessions.map((line) => `    ${line}`),
    ...details.playSheet.heroes.map((line) => `    ${line}`),
    "",
    `  Adventures:   ${details.d20Series.url}  (${details.d20Series.name}, d20 superhero series)`,
    ...details.d20Series.adventures.map((line) => `    ${line}`),
    ...details.d20Series.heroes.map((line) => `    ${line}`),
  ];
  const otherPassword = details.accounts.filter((a) => !a.hasDemoPassword);
  for (const account of otherPassword) {
    lines.push("", `  Note: ${account.email} existed before with another password; the demo left it unchanged.`);
  }
  return lines.join("\n");
}
