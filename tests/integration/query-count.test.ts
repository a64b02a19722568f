import { beforeAll, describe, expect, test } from "vitest";
import { loadCampaignFrame } from "@/app/(app)/campaigns/[campaignId]/_data/load-campaign-frame";
import { loadDashboard } from "@/app/(app)/campaigns/[campaignId]/_data/load-dashboard";
import { loadJournal } from "@/lib/games/smf/server/pages/load-journal";
import { loadRollLog } from "@/app/(app)/campaigns/[campaignId]/rolls/_data/load-roll-log";
import { loadTeamPage } from "@/lib/games/smf/server/pages/load-team-page";
import { loadCharacterPage } from "@/lib/games/smf/server/pages/load-character-page";
import { loadLedger } from "@/lib/games/smf/server/pages/load-ledger";
import { seededDice } from "@/lib/rules/dice";
import { SAMPLE_CHARACTERS, validateLineUp, type SmfTeamState } from "@/lib/rules/smf";
import { MAX_STORY_POINT_GOAL } from "@/lib/games/smf/campaign-settings";
import { authorizeCampaignOrNotFound, type CampaignAccess } from "@/lib/server/authz/authorize";
import { createBattle } from "@/lib/games/smf/server/battles/create-battle";
import { listBattles } from "@/lib/games/smf/server/battles/list-battles";
import { loadTeamStates } from "@/lib/games/smf/server/battles/load-team-states";
import { lockPreBattleChoices } from "@/lib/games/smf/server/battles/lock-pre-battle-choices";
import { undoBattle } from "@/lib/games/smf/server/battles/undo-battle";
import { getCampaign } from "@/lib/server/campaigns/get-campaign";
import { listMyCampaigns } from "@/lib/server/campaigns/list-my-campaigns";
import { shareCampaign } from "@/lib/server/campaigns/campaign-public-link";
import { db } from "@/lib/server/db";
import { getPublicCampaign } from "@/lib/games/smf/server/journal/get-public-campaign";
import { JOURNAL_PAGE_SIZE } from "@/lib/games/smf/server/journal/list-journal";
import { ROLL_LOG_PAGE_SIZE } from "@/lib/server/journal/list-rolls";
import { countQueries as countAnyQueries } from "@/lib/server/query-count";
import { clearReadCache } from "@/lib/server/cache/read-cache";
import { loadPublicTeam } from "@/lib/games/smf/server/pages/load-public-team";
import { loadPublicCampaign } from "@/lib/games/smf/server/pages/load-public-campaign";
import { correctStoryPoints } from "@/lib/games/smf/server/story-points/correct-story-points";
import { LEDGER_PAGE_SIZE } from "@/lib/server/story-points/list-ledger";
import { archiveTeam } from "@/lib/server/teams/archive-team";
import { getPublicTeam } from "@/lib/games/smf/server/teams/get-public-team";
import { shareTeam } from "@/lib/server/teams/team-public-link";
import { playOn, reportBattle, teamWithSamples } from "./battles/battle-factory";
import { accessFor, addMember, createCampaignFor } from "./factories";
import { gameSystem } from "@/lib/games/registry";

/*
 * The main pages must cost the same number of SQL statements on a small campaign as on a large
 * one: a query per team, character, battle or ledger line would show up as a difference. Each
 * page is counted as a request makes it: the campaign layout's loader plus the page's loader(s),
 * called as the player who owns the first team.
 *
 * Counted cold: the read cache (lib/server/cache/read-cache.ts) is emptied before each count, so a
 * count is what a page costs the first time after a write. What a warm read costs is the last test.
 */
async function countQueries<T>(work: () => Promise<T>) {
  clearReadCache();
  return countAnyQueries(work);
}

const SAMPLE_NAMES = SAMPLE_CHARACTERS.map((s) => s.character.name);

interface World {
  campaignId: string;
  playerId: string;
  teamId: string;
  characterId: string;
  teamToken: string;
  campaignToken: string;
}

/** The first available characters in roster order that still make a legal line-up (Ruling R4). */
function lineUpOf(team: SmfTeamState): string[] {
  const fielded: SmfTeamState["characters"] = [];
  for (const character of team.characters) {
    if (validateLineUp([...fielded, character]).ok) fielded.push(character);
  }
  if (fielded.length === 0) throw new Error(`${team.name} has no one left to field`);
  return fielded.map((c) => c.id);
}

/** One battle played to the end through the services: the first team wins, the second's first fielded character is KO'ed. */
async function playBattle(access: CampaignAccess, [winnerId, loserId]: [string, string], seed: number) {
  const { teams } = await loadTeamStates(access.campaignId);
  const [winner, loser] = [winnerId, loserId].map((id) => lineUpOf(teams.find((t) => t.teamId === id)!));
  const created = await createBattle(access, {
    teams: [
      { teamId: winnerId, fieldedIds: winner! },
      { teamId: loserId, fieldedIds: loser! },
    ],
    scenarioChoice: "rooftop-rumble",
  });
  if (!created.ok) throw new Error(`${created.message} ${JSON.stringify(created.problems)}`);
  const locked = await lockPreBattleChoices(access, created.battleId, []);
  if (!locked.ok) throw new Error(locked.message);
  await playOn(access, created.battleId, seededDice(seed));
  const reported = await reportBattle(access, created.battleId, {
    teams: [
      { teamId: winnerId, result: "won", fieldedCharacterIds: winner!, knockedOut: [] },
      { teamId: loserId, result: "lost", fieldedCharacterIds: loser!, knockedOut: [{ characterId: loser![0]!, track: "body", furtherHarm: 0 }] },
    ],
  });
  if (!reported.ok) throw new Error(`${reported.message} ${JSON.stringify(reported.problems)}`);
  const done = await playOn(access, created.battleId, seededDice(seed + 1000));
  if (done.kind !== "finished") throw new Error(`Battle ${created.issue} stopped at ${JSON.stringify(done)}`);
  return created.battleId;
}

interface WorldSize {
  teams: number;
  rosterSize: number;
  battles: number;
  /** Undo the last battle (its rolls and reversed ledger lines stay). */
  undoLast?: boolean;
  /** Organisers' corrections to the first team's story points (a longer ledger). */
  corrections?: number;
  /** Other campaigns the first team's player organises (a longer "my campaigns" list). */
  otherCampaigns?: number;
}

/**
 * A campaign with `teams` active teams of `rosterSize` sample characters (alternating sides), one
 * archived team, `battles` resolved battles (every other one played by the first team), and the
 * first team and the campaign shared publicly.
 */
async function buildWorld({ teams, rosterSize, battles, undoLast = false, corrections = 0, otherCampaigns = 0 }: WorldSize): Promise<World> {
  const { campaign, organiser } = await createCampaignFor(undefined, { storyPointGoal: MAX_STORY_POINT_GOAL });
  const organiserAccess = await accessFor(organiser.id, campaign.id);
  const players = [];
  const teamIds: string[] = [];
  for (let i = 0; i < teams; i++) {
    const player = await addMember(campaign.id, "PLAYER", `Player ${i + 1}`);
    const { team } = await teamWithSamples(campaign.id, player, `Team ${i + 1}`, SAMPLE_NAMES.slice(0, rosterSize));
    if (i % 2 === 1) await db.team.update({ where: { id: team.id }, data: { alignment: "VILLAINS" } });
    players.push(player);
    teamIds.push(team.id);
  }
  const leaver = await addMember(campaign.id, "PLAYER", "Former Player");
  const { team: archived } = await teamWithSamples(campaign.id, leaver, "Disbanded", SAMPLE_NAMES.slice(0, 1));
  const archivedResult = await archiveTeam(organiserAccess, archived.id);
  if (!archivedResult.ok) throw new Error(archivedResult.message);

  let lastBattleId: string | null = null;
  for (let b = 0; b < battles; b++) {
    const first = b % 2 === 0 ? 0 : b % teams;
    const second = (first + 1 + (Math.floor(b / 2) % (teams - 1))) % teams;
    lastBattleId = await playBattle(organiserAccess, [teamIds[first]!, teamIds[second]!], 100 + b);
  }
  if (undoLast && lastBattleId) {
    const undone = await undoBattle(organiserAccess, lastBattleId);
    if (!undone.ok) throw new Error(undone.message);
  }

  const player = players[0]!;
  for (let c = 0; c < corrections; c++) {
    const corrected = await correctStoryPoints(organiserAccess, teamIds[0]!, { requestKey: `correction-${c}-${campaign.id}`, delta: c % 2 === 0 ? 1 : -1, note: "A miscount" });
    if (!corrected.ok) throw new Error(corrected.message);
  }
  for (let c = 0; c < otherCampaigns; c++) await createCampaignFor(player);
  const shared = await shareTeam(await accessFor(player.id, campaign.id), teamIds[0]!);
  if (!shared.ok) throw new Error(shared.message);
  const campaignShare = await shareCampaign(organiserAccess);
  const character = await db.character.findFirstOrThrow({ where: { teamId: teamIds[0]! }, orderBy: { position: "asc" }, select: { id: true } });
  return { campaignId: campaign.id, playerId: player.id, teamId: teamIds[0]!, characterId: character.id, teamToken: shared.token, campaignToken: campaignShare.token };
}

type Measured = { count: number; statements: string[]; size: number };

/** Counts one request to each main page; `size` is how many rows the page's main list showed. */
async function measurePages(world: World): Promise<Record<string, Measured>> {
  const { campaignId, playerId: userId, teamId, characterId } = world;
  // The campaign layout reads the access and the campaign on every page under /campaigns/[id].
  const framed = async <T>(load: () => Promise<T>) => (await Promise.all([loadCampaignFrame(userId, campaignId), load()]))[1];
  const measure = async <T>(load: () => Promise<T>, sizeOf: (result: T) => number): Promise<Measured> => {
    const { result, count, statements } = await countQueries(load);
    return { count, statements, size: sizeOf(result) };
  };
  return {
    "my campaigns": await measure(
      () => listMyCampaigns(userId, gameSystem),
      (r) => r.length,
    ),
    "campaign dashboard": await measure(
      () => framed(() => loadDashboard(userId, campaignId)),
      (r) => r.teams.length + r.members.length + r.activity.length,
    ),
    "team page": await measure(
      () => framed(() => loadTeamPage(userId, campaignId, teamId)),
      (r) => r.team.roster.length,
    ),
    "character page": await measure(
      () => framed(() => loadCharacterPage(userId, campaignId, teamId, characterId)),
      (r) => (r.history.ok ? r.history.entries.length : -1),
    ),
    "story points": await measure(
      () => framed(() => loadLedger(userId, campaignId, teamId)),
      (r) => r.page.lines.length,
    ),
    journal: await measure(
      () => framed(() => loadJournal(userId, campaignId)),
      (r) => r.page.entries.length,
    ),
    "roll log": await measure(
      () => framed(() => loadRollLog(userId, campaignId)),
      (r) => r.page.rolls.length,
    ),
    "roll log, issue 1": await measure(
      () => framed(() => loadRollLog(userId, campaignId, { issue: 1 })),
      (r) => r.page.rolls.length,
    ),
    // The battles list (components/games/smf/pages/battle-list-page.tsx) makes these calls itself.
    battles: await measure(
      () =>
        framed(async () => {
          const access = await authorizeCampaignOrNotFound(userId, campaignId, "battle:view");
          const [battles] = await Promise.all([listBattles(campaignId), getCampaign(access, gameSystem(access.gameSystem))]);
          return battles;
        }),
      (r) => r.length,
    ),
    "public team page": await measure(
      () => getPublicTeam(world.teamToken),
      (r) => r!.roster.length,
    ),
    "public campaign page": await measure(
      () => getPublicCampaign(world.campaignToken),
      (r) => r!.standings.length + r!.journal.entries.length,
    ),
  };
}

let small: World;
let large: World;
let smallCounts: Record<string, Measured>;
let largeCounts: Record<string, Measured>;

beforeAll(async () => {
  small = await buildWorld({ teams: 2, rosterSize: 4, battles: 1 });
  large = await buildWorld({ teams: 8, rosterSize: 7, battles: 16, undoLast: true, corrections: 24, otherCampaigns: 5 });
  smallCounts = await measurePages(small);
  largeCounts = await measurePages(large);
  if (process.env.QUERY_COUNT_VERBOSE) for (const [page, m] of Object.entries(largeCounts)) console.log(`${page}\n  ${m.statements.join("\n  ")}`);
  console.log(
    [
      "SQL statements per request (small campaign: 2 teams of 4, 1 battle; large: 8 teams of 7, 16 battles, one undone)",
      ...Object.keys(smallCounts).map(
        (page) =>
          `  ${page.padEnd(22)} small ${String(smallCounts[page]!.count).padStart(2)}   large ${String(largeCounts[page]!.count).padStart(2)}   (rows shown: ${smallCounts[page]!.size} vs ${largeCounts[page]!.size})`,
      ),
    ].join("\n"),
  );
}, 600_000);

describe("the query counter", () => {
  test("counts every round trip: a raw query, a transaction's BEGIN and COMMIT, nothing outside the count", async () => {
    const [counted] = await Promise.all([
      countQueries(async () => {
        await db.$queryRaw`SELECT 1`;
        await db.$transaction(async (tx) => {
          await tx.campaign.findFirst({ select: { id: true } });
          await tx.$executeRaw`SELECT 2`;
        });
      }),
      db.$queryRaw`SELECT 3`,
    ]);
    expect(counted.count).toBe(5);
    expect(counted.statements[0]).toBe("SELECT 1");
    expect(counted.statements[1]).toBe("BEGIN");
    expect(counted.statements[2]).toMatch(/FROM "public"\."Campaign"/);
    expect(counted.statements.slice(3)).toEqual(["SELECT 2", "COMMIT"]);
  });

  test("counts a relation loaded by its own query, and one more query per row when code loops", async () => {
    const teams = await db.team.findMany({ where: { campaignId: large.campaignId }, select: { id: true } });
    const nested = await countQueries(() => db.team.findMany({ where: { campaignId: large.campaignId }, select: { id: true, characters: { select: { id: true } } } }));
    const looped = await countQueries(async () => {
      for (const team of teams) await db.character.findMany({ where: { teamId: team.id }, select: { id: true } });
    });
    // Prisma 6.19 (without the relationJoins preview) loads the relation with a second query.
    expect(nested.statements).toHaveLength(2);
    expect(nested.statements[1]).toMatch(/FROM "public"\."Character"/);
    expect(looped.count).toBe(teams.length);
  });
});

describe("each main page costs the same number of queries on a small and a large campaign", () => {
  test("the large campaign fills every list more than the small one (so a query per row would show)", () => {
    // The issue filter shows one issue's rolls: as many on either campaign.
    for (const page of Object.keys(smallCounts).filter((p) => p !== "roll log, issue 1")) {
      expect(largeCounts[page]!.size, page).toBeGreaterThan(smallCounts[page]!.size);
    }
    expect(largeCounts.journal!.size).toBe(JOURNAL_PAGE_SIZE);
    expect(largeCounts["roll log"]!.size).toBe(ROLL_LOG_PAGE_SIZE);
    expect(largeCounts["story points"]!.size).toBe(LEDGER_PAGE_SIZE);
    expect(largeCounts["team page"]!.size).toBe(7);
  });

  test.each([
    "my campaigns",
    "campaign dashboard",
    "team page",
    "character page",
    "story points",
    "journal",
    "roll log",
    "roll log, issue 1",
    "battles",
    "public team page",
    "public campaign page",
  ])("%s", (page) => {
    const [smallPage, largePage] = [smallCounts[page]!, largeCounts[page]!];
    expect(largePage.count, `${page}:\n  small: ${smallPage.statements.join("\n    ")}\n  large: ${largePage.statements.join("\n    ")}`).toBe(smallPage.count);
  });

  test("an older page of the journal, the roll log and the story points costs what the first page does", async () => {
    const { campaignId, playerId, teamId } = large;
    const journal = await countQueries(() => loadJournal(playerId, campaignId));
    expect(journal.result.page.nextBeforeIssue).not.toBeNull();
    const olderJournal = await countQueries(() => loadJournal(playerId, campaignId, journal.result.page.nextBeforeIssue!));
    expect(olderJournal.result.page.entries.length).toBeGreaterThan(0);
    expect(olderJournal.count).toBe(journal.count);

    const rolls = await countQueries(() => loadRollLog(playerId, campaignId));
    expect(rolls.result.page.nextBeforeSequence).not.toBeNull();
    const olderRolls = await countQueries(() => loadRollLog(playerId, campaignId, { beforeSequence: rolls.result.page.nextBeforeSequence! }));
    expect(olderRolls.result.page.rolls.length).toBeGreaterThan(0);
    expect(olderRolls.count).toBe(rolls.count);

    const ledger = await countQueries(() => loadLedger(playerId, campaignId, teamId));
    expect(ledger.result.page.nextCursor).not.toBeNull();
    const olderLedger = await countQueries(() => loadLedger(playerId, campaignId, teamId, ledger.result.page.nextCursor!));
    expect(olderLedger.result.page.lines.length).toBeGreaterThan(0);
    expect(olderLedger.count).toBe(ledger.count);
  });
});

describe("a second read of an unchanged campaign comes from the read cache", () => {
  test("the dashboard, team page, roll log, journal and public pages read only the access, the campaign's row with its cache version, and the link or team", async () => {
    const { campaignId, playerId: userId, teamId, teamToken, campaignToken } = large;
    const framed = async <T>(load: () => Promise<T>) => (await Promise.all([loadCampaignFrame(userId, campaignId), load()]))[1];
    const pages: Array<[string, () => Promise<unknown>]> = [
      ["campaign dashboard", () => framed(() => loadDashboard(userId, campaignId))],
      ["team page", () => framed(() => loadTeamPage(userId, campaignId, teamId))],
      ["roll log", () => framed(() => loadRollLog(userId, campaignId))],
      ["journal", () => framed(() => loadJournal(userId, campaignId))],
      ["public team page", () => loadPublicTeam(teamToken)],
      ["public campaign page", () => loadPublicCampaign(campaignToken)],
    ];
    // Outside a render React's cache() does not share a read between the layout and the page, so
    // the same lookups repeat here; a server render makes each once.
    const perRequest = [/FROM "Membership" m/, /LEFT JOIN "CacheTag" ct/, /FROM "public"\."Team" WHERE/];
    for (const [page, load] of pages) {
      const cold = await countQueries(load);
      const warm = await countAnyQueries(load);
      expect(warm.result, page).toEqual(cold.result);
      expect(warm.count, page).toBeLessThan(cold.count);
      for (const statement of warm.statements)
        expect(
          perRequest.some((read) => read.test(statement)),
          `${page}: ${statement}`,
        ).toBe(true);
    }
  });
});
