import { readCampaignSettings } from "@/lib/game-contract/campaign-settings";
import { supersUnlimited } from "@/lib/games/supers-unlimited";
import { nextSetUpStep, type SuStepChoice } from "@/lib/games/supers-unlimited/battles/set-up-steps";
import { readSuBattleDetails } from "@/lib/games/supers-unlimited/battles/su-battle-details";
import type { SuLeagueSettings } from "@/lib/games/supers-unlimited/campaign-settings";
import { suSetUpOptions } from "@/lib/games/supers-unlimited/server/battles/load-su-battle";
import { createSuBattle } from "@/lib/games/supers-unlimited/server/battles/create-su-battle";
import { resolveSuBattle } from "@/lib/games/supers-unlimited/server/battles/resolve-su-battle";
import { rollSuSetUp } from "@/lib/games/supers-unlimited/server/battles/roll-su-set-up";
import { addCard } from "@/lib/games/supers-unlimited/server/cards/add-card";
import { ACE, type SuCard } from "@/lib/rules/supers-unlimited";
import { teamDetailsSchema } from "@/lib/schemas/team";
import { createCampaign } from "@/lib/server/campaigns/create-campaign";
import { db } from "@/lib/server/db";
import { createTeam } from "@/lib/server/teams/create-team";
import { demoFailure, type DemoLog } from "./demo-log";
import { accessOrThrow, ensurePlayerMember, type DemoUser } from "./set-up-demo-campaign";
import { gameSystem } from "@/lib/games/registry";

/**
 * The demo's Supers Unlimited league: the same two accounts, a team each built from the book's
 * sample card, and one Slugfest played through the league's own services (set-up rolled by the
 * app, every die in the roll log, the result scored in VP). Idempotent like the SMF campaign:
 * each step finds what an earlier run made first.
 */
export const DEMO_LEAGUE_NAME = "Tuesday Night League";

const LEAGUE_FORM = {
  name: DEMO_LEAGUE_NAME,
  reportConfirmation: "NONE" as const,
  teamControl: "ANYONE" as const,
  appDiceOnly: false,
  gameSystem: supersUnlimited.id,
  gameSize: "medium",
  useSubplots: "on",
  powExplodes: "on",
  extraDiceExplode: "on",
  scoreTiesAtZero: "on",
  levelsTiebreak: "on",
  telekinesisThrows: "on",
};

/** Each team: its name, owner, alignment and its cards (the sample Ace, renamed, at a Level). */
const LEAGUE_TEAMS = [
  { owner: "organiser", name: "Shield Squad", alignment: "HEROES", cards: [{ name: "Ace", level: 4 }] },
  { owner: "rival", name: "Night Watch", alignment: "HEROES", cards: [{ name: "Nova", level: 4 }] },
] as const;

const card = (name: string, level: number): SuCard => ({ ...ACE, id: name.toLowerCase(), name, level });

/** The choice a step needs, where it needs one: the demo plays a Slugfest and takes First Blood or the Might Prize when asked. */
function demoChoice(step: string): SuStepChoice {
  if (step === "scenario") return { scenarioId: "slugfest" };
  if (step === "subplot-choice") return { subplotId: "first-blood" };
  if (step === "prize-choice") return { prizeType: "might" };
  return {};
}

export interface LeagueDemo {
  id: string;
  name: string;
  battles: string[];
  standings: Array<{ teamName: string; vp: number }>;
}

export async function ensureLeague(players: { organiser: DemoUser; rival: DemoUser }, log: DemoLog): Promise<LeagueDemo> {
  const league = await findOrCreateLeague(players.organiser, log);
  await ensurePlayerMember(players.organiser, players.rival, league.id, log);
  const teamIds: string[] = [];
  for (const plan of LEAGUE_TEAMS) {
    const owner = players[plan.owner];
    const team = await ensureLeagueTeam(league.id, owner, plan, log);
    teamIds.push(team.id);
  }
  if ((await db.battle.count({ where: { campaignId: league.id, status: "RESOLVED" } })) === 0) await playSlugfest(league.id, players.organiser, teamIds, log);
  return { ...league, battles: await describeLeagueBattles(league.id), standings: await describeLeagueStandings(league.id) };
}

async function findOrCreateLeague(organiser: DemoUser, log: DemoLog) {
  const found = await db.campaign.findFirst({
    where: { name: DEMO_LEAGUE_NAME, gameSystem: supersUnlimited.id, archivedAt: null, memberships: { some: { userId: organiser.id, role: "ORGANISER", leftAt: null } } },
    orderBy: { createdAt: "asc" },
    select: { id: true, name: true },
  });
  if (found) return found;
  const created = await createCampaign(organiser, supersUnlimited, LEAGUE_FORM);
  if (!created.ok) throw new Error(created.message);
  log.created({ kind: "campaign", summary: `Created the Supers Unlimited league “${created.campaign.name}”.` });
  return created.campaign;
}

async function ensureLeagueTeam(campaignId: string, owner: DemoUser, plan: (typeof LEAGUE_TEAMS)[number], log: DemoLog) {
  const found = await db.team.findFirst({ where: { campaignId, ownerId: owner.id, archivedAt: null }, select: { id: true } });
  if (found) return found;
  const access = await accessOrThrow(owner.id, campaignId, "team:create");
  const created = await createTeam(access, gameSystem(access.gameSystem), teamDetailsSchema.parse({ name: plan.name, alignment: plan.alignment, notes: "" }));
  if (!created.ok) throw demoFailure(`creating ${plan.name}`, created);
  const editor = await accessOrThrow(owner.id, campaignId, "campaign:view");
  for (const { name, level } of plan.cards) {
    const added = await addCard(editor, created.team.id, card(name, level));
    if (!added.ok) throw demoFailure(`adding ${name}`, added);
  }
  log.created({ kind: "team", summary: `Created the league team “${created.team.name}” with ${plan.cards.length} card(s).` });
  return created.team;
}

/** One Slugfest: recorded, set up with the app's dice step by step, then its result (Nova went out first). */
async function playSlugfest(campaignId: string, organiser: DemoUser, teamIds: string[], log: DemoLog) {
  const access = await accessOrThrow(organiser.id, campaignId, "battle:create");
  let battle = await db.battle.findFirst({ where: { campaignId, status: { in: ["SETUP", "REPORTING"] } }, select: { id: true } });
  if (!battle) {
    const teams = await Promise.all(
      teamIds.map(async (teamId) => ({ teamId, characterIds: (await db.character.findMany({ where: { teamId, retiredAt: null }, select: { id: true } })).map((c) => c.id) })),
    );
    const created = await createSuBattle(access, { teams });
    if (!created.ok) throw demoFailure("recording the league's battle", created);
    battle = { id: created.battleId };
  }
  const settings = readCampaignSettings<SuLeagueSettings>(
    supersUnlimited,
    await db.campaign.findUniqueOrThrow({ where: { id: campaignId }, select: { gameSystem: true, settings: true } }),
  );
  for (;;) {
    const row = await db.battle.findUniqueOrThrow({ where: { id: battle.id }, select: { details: true, status: true } });
    const next = row.status === "SETUP" ? nextSetUpStep(suSetUpOptions(settings), readSuBattleDetails(row.details).setUp) : null;
    if (!next) break;
    const rolled = await rollSuSetUp(access, battle.id, { step: next.step, requestKey: `demo:${battle.id}:${next.step}`, source: "app", choice: demoChoice(next.step) });
    if (!rolled.ok) throw demoFailure(`the league battle's ${next.step}`, rolled);
  }
  const lineUps = await db.battleTeam.findMany({ where: { battleId: battle.id }, orderBy: { position: "asc" }, select: { lineUp: true } });
  const [winners, losers] = lineUps.map((side) => side.lineUp as Array<{ characterId: string }>);
  const resolved = await resolveSuBattle(access, battle.id, {
    models: [
      ...winners!.map((m) => ({ characterId: m.characterId, state: "active" as const })),
      ...losers!.map((m, i) => ({ characterId: m.characterId, state: "incapacitated" as const, order: i + 1 })),
    ],
    claimed: null,
    prizeStudies: [],
    vipConvictions: [],
  });
  if (!resolved.ok) throw demoFailure("scoring the league's battle", resolved);
  log.created({ kind: "battle-resolved", summary: "Played a Slugfest in the Supers Unlimited league.", issue: 1 });
}

async function describeLeagueBattles(campaignId: string): Promise<string[]> {
  const battles = await db.battle.findMany({
    where: { campaignId, status: "RESOLVED" },
    orderBy: { issue: "asc" },
    select: { issue: true, teams: { orderBy: { position: "asc" }, select: { teamName: true, result: true } } },
  });
  return battles.map((b) => {
    const winner = b.teams.find((t) => t.result === "WON");
    return `#${b.issue} Slugfest: ${winner ? `${winner.teamName} won` : "a draw"}`;
  });
}

async function describeLeagueStandings(campaignId: string): Promise<Array<{ teamName: string; vp: number }>> {
  const teams = await db.team.findMany({ where: { campaignId, archivedAt: null }, orderBy: { createdAt: "asc" }, select: { id: true, name: true } });
  const sums = await db.storyPointEntry.groupBy({ by: ["teamId"], where: { campaignId }, _sum: { delta: true } });
  const vp = new Map(sums.map((row) => [row.teamId, row._sum.delta ?? 0]));
  return teams.map((t) => ({ teamName: t.name, vp: vp.get(t.id) ?? 0 })).sort((a, b) => b.vp - a.vp);
}
