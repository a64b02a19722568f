import { beforeAll, describe, expect, test } from "vitest";
import { freshCampaignState, validateCharacter, type CharacterBuild } from "@/lib/rules/smf";
import { verifyCredentials } from "@/lib/server/auth/verify-credentials";
import { rosterOptions } from "@/lib/games/smf";
import { db } from "@/lib/server/db";
import { getPublicTeam } from "@/lib/games/smf/server/teams/get-public-team";
import { DEMO_ACCOUNTS, DEMO_CAMPAIGN, DEMO_PASSWORD } from "@/scripts/demo/demo-plan";
import type { DemoCreated } from "@/scripts/demo/demo-log";
import { DEMO_LEAGUE_NAME } from "@/scripts/demo/league-demo";
import { DEMO_SERIES_NAME } from "@/scripts/demo/series-demo";
import { DEMO_PLAY_SHEET_NAME } from "@/scripts/demo/play-sheet-demo";
import { DEMO_D20_NAME } from "@/scripts/demo/d20-demo";
import { readAdventureDetails } from "@/lib/games/d20/conflict-record";
import { stateOf } from "@/lib/games/d20/server/conflicts/conflicts";
import { readHeroState } from "@/lib/games/shsa/hero-sheet";
import { runDemo, type DemoDetails } from "@/scripts/demo/run-demo";

const BASE = "http://localhost:3999";
const EMAILS = [DEMO_ACCOUNTS.organiser.email, DEMO_ACCOUNTS.rival.email];

/** Fixed seeds: the same three issues on every database (checked against a clean, uninterrupted run). */
const BATTLE_LINES = [
  "#1 Rooftop Rumble! (Civilians): The Night Shift won",
  "#2 The Fissure (Traps): Iron Syndicate won",
  "#3 Seek and Find (Alien Artifact): The Night Shift won",
];
const STANDINGS = [
  { teamName: "The Night Shift", balance: 10, earned: 10 },
  { teamName: "Iron Syndicate", balance: 7, earned: 7 },
];

class Interrupted extends Error {}

async function demoCampaign() {
  return db.campaign.findFirstOrThrow({ where: { name: DEMO_CAMPAIGN.name }, select: { id: true } });
}

/** Every row the demo makes, counted. */
async function demoRowCounts() {
  const { id: campaignId } = await demoCampaign();
  const teams = await db.team.findMany({ where: { campaignId }, select: { id: true } });
  return {
    users: await db.user.count({ where: { email: { in: EMAILS } } }),
    campaigns: await db.campaign.count({ where: { name: DEMO_CAMPAIGN.name } }),
    memberships: await db.membership.count({ where: { campaignId } }),
    invites: await db.invite.count({ where: { campaignId } }),
    teams: teams.length,
    characters: await db.character.count({ where: { teamId: { in: teams.map((t) => t.id) } } }),
    battles: await db.battle.count({ where: { campaignId } }),
    resolvedBattles: await db.battle.count({ where: { campaignId, status: "RESOLVED" } }),
    rolls: await db.roll.count({ where: { campaignId } }),
    ledgerEntries: await db.storyPointEntry.count({ where: { campaignId } }),
    activity: await db.activityEvent.count({ where: { campaignId } }),
  };
}

const kinds = (created: DemoCreated[]) => created.map((c) => (c.issue ? `${c.kind} #${c.issue}` : c.kind));

describe("npm run demo", () => {
  let finished: DemoDetails;
  let interruptedAt: { resolved: number; open: string[] };
  let finishingRun: DemoCreated[];

  // An interrupted first run (stopped right after issue #2 is reported), then the run that finishes it.
  beforeAll(async () => {
    await expect(
      runDemo({
        baseUrl: BASE,
        onCreated: (event) => {
          if (event.kind === "battle-reported" && event.issue === 2) throw new Interrupted("stopped");
        },
      }),
    ).rejects.toBeInstanceOf(Interrupted);
    const { id: campaignId } = await demoCampaign();
    const battles = await db.battle.findMany({ where: { campaignId }, orderBy: { issue: "asc" }, select: { status: true } });
    interruptedAt = { resolved: battles.filter((b) => b.status === "RESOLVED").length, open: battles.filter((b) => b.status !== "RESOLVED").map((b) => b.status) };
    finished = await runDemo({ baseUrl: BASE });
    finishingRun = finished.created;
  });

  test("an interrupted run is finished by the next: only the missing battle steps are made, then the league, the series and the SHSA campaign", () => {
    expect(interruptedAt).toEqual({ resolved: 1, open: ["POST_BATTLE"] });
    expect(kinds(finishingRun)).toEqual([
      "battle-resolved #2",
      "battle-set-up #3",
      "battle-reported #3",
      "battle-resolved #3",
      "campaign",
      "member",
      "team",
      "team",
      "battle-resolved #1",
      "campaign",
      "member",
      "team",
      "team",
      "battle-resolved #1",
      "campaign",
      "member",
      "team",
      "team",
      "session",
      "session-played",
      "session",
      "session-played",
      "campaign",
      "member",
      "team",
      "team",
      "session",
      "session-played",
    ]);
  });

  test("a d20 superhero series beside them: a hero each and an adventure whose conflict was played to its end, every die in the roll log, hero points in the ledger", async () => {
    const series = await db.campaign.findFirstOrThrow({ where: { name: DEMO_D20_NAME }, select: { id: true, gameSystem: true } });
    expect(series.gameSystem).toBe("D20_SUPERHERO");
    expect(finished.d20Series).toMatchObject({ id: series.id, url: `${BASE}/campaigns/${series.id}`, adventures: ["Adventure 1: The docks (Dock brawl: over)"] });
    // Bulwark carries the three-degree failure out of the conflict; Kestrel spent a point and earned one.
    expect(finished.d20Series.heroes).toEqual([
      expect.stringMatching(/^Kestrel: \d+ hero point\(s\), /),
      expect.stringMatching(/^Bulwark: \d+ hero point\(s\), Carries .*staggered/),
    ]);
    const adventure = await db.playSession.findFirstOrThrow({ where: { campaignId: series.id, kind: "ADVENTURE" }, select: { details: true } });
    const [conflict] = readAdventureDetails(adventure.details).conflicts;
    const state = stateOf(conflict!);
    expect(state.ended).toBe(true);
    expect(state.combatants.c3!.damage.state).toBe("incapacitated");
    const rolls = await db.roll.findMany({ where: { campaignId: series.id }, orderBy: { sequence: "asc" }, select: { purpose: true, faces: true } });
    expect(rolls.map((roll) => [roll.purpose, roll.faces[0]])).toEqual([
      ["d20-initiative", 15],
      ["d20-initiative", 9],
      ["d20-initiative", 6],
      ["d20-resistance", 2],
      ["d20-resistance", 5],
      ["d20-resistance", 3],
    ]);
    const reasons = (await db.storyPointEntry.findMany({ where: { campaignId: series.id }, orderBy: [{ createdAt: "asc" }, { id: "asc" }], select: { reason: true } })).map(
      (row) => row.reason,
    );
    expect(reasons).toContain("IMPROVE_ROLL");
    expect(reasons).toContain("COMPLICATION");
  });

  test("an SHSA campaign beside them: a hero each, an episode whose combat left Bulwark at TO 0 with its aftermath rolled, and a closed week with Lantern's patrol", async () => {
    const campaign = await db.campaign.findFirstOrThrow({ where: { name: DEMO_PLAY_SHEET_NAME }, select: { id: true, gameSystem: true } });
    expect(campaign.gameSystem).toBe("SHSA_PLAY_SHEET");
    expect(finished.playSheet).toMatchObject({
      id: campaign.id,
      url: `${BASE}/campaigns/${campaign.id}`,
      sessions: ["Episode 1: The dockside job (2 steps)", "Week 1: Quiet week (closed)"],
    });
    expect(finished.playSheet.heroes.map((line) => line.split(":")[0])).toEqual(["Lantern", "Bulwark"]);
    const purposes = (await db.roll.findMany({ where: { campaignId: campaign.id }, orderBy: { sequence: "asc" }, select: { purpose: true, source: true } })).map(
      (roll) => roll.purpose,
    );
    expect(purposes[0]).toBe("shsa-post-combat-status");
    expect(purposes.some((purpose) => purpose.startsWith("shsa-week"))).toBe(true);
    // Bulwark's aftermath left a condition on its sheet, tagged with the episode, and the patrol's changes are Lantern's.
    const heroes = await db.team.findMany({ where: { campaignId: campaign.id }, orderBy: { createdAt: "asc" }, select: { name: true, state: true } });
    const [lantern, bulwark] = heroes.map((hero) => readHeroState(hero.state, hero.name));
    const episode = await db.playSession.findFirstOrThrow({ where: { campaignId: campaign.id, kind: "EPISODE" }, select: { id: true } });
    expect(bulwark!.history.filter((line) => line.field === "condition").map((line) => line.sessionId)).toEqual([episode.id]);
    expect(lantern!.sheet.relationships).toMatchObject([{ type: "companion", with: "Wren", value: 1 }]);
    expect(lantern!.history.filter((line) => line.reason === "patrol").map((line) => line.field)).toContain("vp");
    expect(finished.playSheet.heroes[0]).toMatch(/^Lantern: 1 VP, /);
  });

  test("a Supers Unlimited league beside it: two teams of cards and a Slugfest, its set-up in the roll log, its VP in the ledger", async () => {
    const league = await db.campaign.findFirstOrThrow({ where: { name: DEMO_LEAGUE_NAME }, select: { id: true, gameSystem: true } });
    expect(league.gameSystem).toBe("SUPERS_UNLIMITED");
    expect(finished.league).toMatchObject({ id: league.id, url: `${BASE}/campaigns/${league.id}`, battles: ["#1 Slugfest: Shield Squad won"] });
    expect(finished.league.standings[0]).toMatchObject({ teamName: "Shield Squad" });
    expect(finished.league.standings[0]!.vp).toBeGreaterThan(0);
    const rolls = await db.roll.findMany({ where: { campaignId: league.id }, select: { purpose: true, source: true } });
    expect(rolls.length).toBeGreaterThan(0);
    expect(rolls.every((roll) => roll.purpose.startsWith("su-") && roll.source === "APP")).toBe(true);
    expect(await db.storyPointEntry.count({ where: { campaignId: league.id, currency: "vp", reason: "BATTLE_VP" } })).toBeGreaterThan(0);
  });

  test("a VSGMR series beside them: a force from the Dwarves sample army, one built by hand, and a solo battle played with its dice in the roll log", async () => {
    const series = await db.campaign.findFirstOrThrow({ where: { name: DEMO_SERIES_NAME }, select: { id: true, gameSystem: true } });
    expect(series.gameSystem).toBe("VSGMR");
    expect(finished.series).toMatchObject({
      id: series.id,
      url: `${BASE}/campaigns/${series.id}`,
      battles: ["#1 Outflanked, solo against the Star Soldiers: Dwarves of the Hold won"],
      standings: [
        { teamName: "Dwarves of the Hold", defeated: "12" },
        { teamName: "Rangers of the Marsh", defeated: "0" },
      ],
    });
    const forces = await db.team.findMany({
      where: { campaignId: series.id },
      orderBy: { createdAt: "asc" },
      select: { name: true, ownerId: true, characters: { select: { kind: true } } },
    });
    expect(forces.map((f) => [f.name, f.characters.length])).toEqual([
      ["Dwarves of the Hold", 5],
      ["Rangers of the Marsh", 4],
    ]);
    expect(forces.flatMap((f) => f.characters).every((c) => c.kind === "vsgmr-figure")).toBe(true);
    const rolls = await db.roll.findMany({ where: { campaignId: series.id }, orderBy: { sequence: "asc" }, select: { purpose: true, source: true } });
    expect(rolls.map((r) => r.purpose)).toEqual(expect.arrayContaining(["vsgmr-solo-enemy-action", "vsgmr-outflanked-arrival", "vsgmr-table"]));
    expect(rolls.every((r) => r.source === "APP")).toBe(true);
    expect(await db.storyPointEntry.count({ where: { campaignId: series.id, currency: "defeated-halves", reason: "FIGURES_DEFEATED" } })).toBeGreaterThan(0);
    expect(await db.battle.findFirstOrThrow({ where: { campaignId: series.id }, select: { status: true } })).toEqual({ status: "RESOLVED" });
    // Its seeded turns leave the enemy's Outflanked figures off the table: nothing is tracked, and the points are the report's.
    expect(await db.battleTrackEntry.count({ where: { battle: { campaignId: series.id } } })).toBe(0);
  });

  test("three resolved battles, two teams, each account once, and the printed details", async () => {
    expect(await demoRowCounts()).toMatchObject({ users: 2, campaigns: 1, memberships: 2, invites: 1, teams: 2, characters: 8, battles: 3, resolvedBattles: 3 });
    expect(finished.battles.map((b) => b.line)).toEqual(BATTLE_LINES);
    expect(finished.standings).toEqual(STANDINGS);
    expect(finished.signInUrl).toBe(`${BASE}/sign-in`);
    const { id: campaignId } = await demoCampaign();
    expect(finished.campaignUrl).toBe(`${BASE}/campaigns/${campaignId}`);
    expect(finished.publicTeamUrl).toMatch(new RegExp(`^${BASE}/t/[A-Za-z0-9_-]{43}$`));
    expect(finished.accounts).toEqual([
      { email: "demo@longbox.local", name: "Demo Organiser", role: "organiser", hasDemoPassword: true },
      { email: "rival@longbox.local", name: "Demo Rival", role: "player", hasDemoPassword: true },
    ]);
  });

  test("both accounts sign in with the documented password; the rival joined as a player and no invite stays open", async () => {
    for (const email of EMAILS) expect(await verifyCredentials(email, DEMO_PASSWORD)).toMatchObject({ ok: true, user: { email } });
    const { id: campaignId } = await demoCampaign();
    const members = await db.membership.findMany({ where: { campaignId }, select: { role: true, leftAt: true, user: { select: { email: true } } } });
    expect(members.map((m) => [m.user.email, m.role, m.leftAt]).sort()).toEqual([
      ["demo@longbox.local", "ORGANISER", null],
      ["rival@longbox.local", "PLAYER", null],
    ]);
    expect(await db.invite.findMany({ where: { campaignId, revokedAt: null } })).toEqual([]);
  });

  test("the teams hold legal sample characters, and the public link shows the heroes without signing in", async () => {
    const { id: campaignId } = await demoCampaign();
    const teams = await db.team.findMany({
      where: { campaignId },
      orderBy: { createdAt: "asc" },
      select: { name: true, alignment: true, owner: { select: { email: true } }, characters: { orderBy: { position: "asc" }, select: { name: true, build: true } } },
    });
    expect(teams.map((t) => [t.name, t.alignment, t.owner?.email, t.characters.map((c) => c.name)])).toEqual([
      ["The Night Shift", "HEROES", "demo@longbox.local", ["Deadeye", "Bug-Man", "Shatterer", "Prof. Weird"]],
      ["Iron Syndicate", "VILLAINS", "rival@longbox.local", ["The Commander", "Tornado", "White Rhino", "Craniak"]],
    ]);
    const options = rosterOptions(DEMO_CAMPAIGN);
    for (const c of teams.flatMap((t) => t.characters)) {
      const character = { id: c.name, name: c.name, kind: "character" as const, build: c.build as unknown as CharacterBuild, state: freshCampaignState() };
      expect(validateCharacter(character, options), c.name).toEqual({ ok: true });
    }

    const publicTeam = await getPublicTeam(finished.publicTeamUrl!.split("/t/")[1]!);
    expect(publicTeam).toMatchObject({ name: "The Night Shift", leaderName: "Demo Organiser", storyPoints: { balance: 10, earned: 10 } });
  });

  test("the battles left real records: app rolls in the roll log, ledger entries, a capture and a fallen character", async () => {
    const { id: campaignId } = await demoCampaign();
    const rolls = await db.roll.findMany({ where: { campaignId }, orderBy: { sequence: "asc" }, select: { sequence: true, source: true } });
    expect(rolls.length).toBeGreaterThan(20);
    expect(rolls.map((r) => r.sequence)).toEqual(rolls.map((_, i) => i + 1));
    expect(new Set(rolls.map((r) => r.source))).toEqual(new Set(["APP"]));
    const reasons = await db.storyPointEntry.groupBy({ by: ["reason"], where: { campaignId }, _count: true });
    expect(reasons.map((r) => r.reason).sort()).toEqual(expect.arrayContaining(["STARTING", "REWARD", "OBJECTIVE"]));
    const characters = await db.character.findMany({ where: { team: { campaignId } }, select: { name: true, state: true } });
    const fallen = characters.filter((c) => (c.state as { status: string }).status !== "active").map((c) => [c.name, (c.state as { status: string }).status]);
    expect(fallen.sort()).toEqual([
      ["Craniak", "dead"],
      ["Deadeye", "captured"],
    ]);
  });

  test("a complete demo is only described: another run creates nothing and prints the same details", async () => {
    const before = await demoRowCounts();
    const again = await runDemo({ baseUrl: BASE });
    expect(again.created).toEqual([]);
    expect(await demoRowCounts()).toEqual(before);
    expect({ ...again, created: [] }).toEqual({ ...finished, created: [] });
  });

  test("an account left unconfirmed by a demo run from before addresses were confirmed is confirmed by the next run", async () => {
    await db.user.update({ where: { email: DEMO_ACCOUNTS.rival.email }, data: { emailVerified: null } });
    await runDemo({ baseUrl: BASE });
    const rival = await db.user.findUniqueOrThrow({ where: { email: DEMO_ACCOUNTS.rival.email }, select: { emailVerified: true } });
    expect(rival.emailVerified).not.toBeNull();
    expect(await verifyCredentials(DEMO_ACCOUNTS.rival.email, DEMO_PASSWORD)).toMatchObject({ ok: true });
  });

  test("refuses a database that is not local, before writing anything", async () => {
    const before = await demoRowCounts();
    const url = process.env.DATABASE_URL;
    process.env.DATABASE_URL = "postgresql://someone:secret@db.example.com/longbox";
    try {
      await expect(runDemo({ baseUrl: BASE })).rejects.toThrow(/^Refusing to create demo accounts with a published password on db\.example\.com/);
    } finally {
      process.env.DATABASE_URL = url;
    }
    expect(await demoRowCounts()).toEqual(before);
  });
});
