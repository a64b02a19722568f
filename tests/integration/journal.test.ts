import { describe, expect, test } from "vitest";
import { seededDice } from "@/lib/rules/dice";
import { smfBattleDetails, type PostBattleEvent } from "@/lib/rules/smf";
import { authorizeCampaign } from "@/lib/server/authz/authorize";
import { getBattleView } from "@/lib/games/smf/server/battles/get-battle-view";
import { lockPreBattleChoices } from "@/lib/games/smf/server/battles/lock-pre-battle-choices";
import { readCounters } from "@/lib/games/smf/battles/team-counters";
import { undoBattle } from "@/lib/games/smf/server/battles/undo-battle";
import { spendStoryPoints } from "@/lib/games/smf/server/story-points/spend-story-points";
import { CAMPAIGN_NOT_SHARED_MESSAGE, revokeCampaignShare, rotateCampaignShare, shareCampaign } from "@/lib/server/campaigns/campaign-public-link";
import { db } from "@/lib/server/db";
import { getCharacterHistory } from "@/lib/games/smf/server/journal/get-character-history";
import { getPublicCampaign } from "@/lib/games/smf/server/journal/get-public-campaign";
import { loadJournalBattles } from "@/lib/games/smf/server/journal/load-journal-battles";
import { JOURNAL_PAGE_SIZE, listJournal } from "@/lib/games/smf/server/journal/list-journal";
import { ROLL_LOG_PAGE_SIZE, listRollIssues, listRolls } from "@/lib/server/journal/list-rolls";
import { recordOf, teamRecords } from "@/lib/server/journal/team-records";
import { battleToReport, key, playOn, reportBattle, setUpBattle, simpleReport, twoTeamCampaign } from "./battles/battle-factory";
import { accessFor, addMember, createCampaignFor } from "./factories";

type World = Awaited<ReturnType<typeof twoTeamCampaign>>;

/** A battle played to the end with the app's (seeded) dice; `report` defaults to Night Shift winning, Craniak KO'ed. */
async function resolvedBattle(world: World, report = simpleReport(world), seed = 11) {
  const { battleId, issue } = await battleToReport(world);
  const reported = await reportBattle(world.access.alice, battleId, report);
  if (!reported.ok) throw new Error(reported.message);
  const done = await playOn(world.access.alice, battleId, seededDice(seed));
  expect(done).toEqual({ kind: "finished", status: "RESOLVED" });
  return { battleId, issue };
}

async function storedEvents(battleId: string) {
  const row = await db.battle.findUniqueOrThrow({ where: { id: battleId }, select: { postBattleEvents: true } });
  return row.postBattleEvents as unknown as PostBattleEvent[];
}

/** The ledger rows a battle wrote for a team: the journal's story points must agree with them. */
async function ledgerSum(battleId: string, teamId: string) {
  const rows = await db.storyPointEntry.findMany({ where: { battleId, teamId, reversesEntryId: null }, select: { delta: true } });
  return rows.reduce((sum, r) => sum + r.delta, 0);
}

describe("the journal of a real battle", () => {
  test("one entry per issue, written from the stored records", async () => {
    const world = await twoTeamCampaign();
    const { battleId } = await resolvedBattle(world);
    const journal = await listJournal(world.access.bob);
    expect(journal.nextBeforeIssue).toBeNull();
    expect(journal.entries).toHaveLength(1);
    const [entry] = journal.entries;
    expect(entry).toMatchObject({ battleId, issue: 1, isUndone: false, title: "Night Shift beat Iron Syndicate", scenarioName: "Rooftop Rumble!", winnerNames: ["Night Shift"] });
    expect(entry!.resolvedAt).toBeInstanceOf(Date);

    const events = await storedEvents(battleId);
    const injury = events.find((e) => e.kind === "injury" && e.characterId === world.b.ids["Craniak"]);
    if (injury?.kind !== "injury") throw new Error("Craniak made no injury roll");
    const syndicate = entry!.teams.find((t) => t.teamId === world.b.team.id)!;
    expect(syndicate.kos).toEqual([{ characterId: world.b.ids["Craniak"], characterName: "Craniak", track: "body" }]);
    expect(syndicate.injuries.map((i) => [i.characterName, i.outcome])).toEqual([["Craniak", injury.roll.outcome]]);
    expect(entry!.lines).toContain("Knocked out for Iron Syndicate: Craniak (Body).");

    for (const team of entry!.teams) expect(team.storyPoints, team.teamName).toBe(await ledgerSum(battleId, team.teamId));
    const bumps = events.filter((e) => e.kind === "bump");
    expect(entry!.teams.flatMap((t) => t.bumps)).toHaveLength(bumps.length);
    expect(entry!.teams.flatMap((t) => t.milestones)).toHaveLength(events.filter((e) => e.kind === "milestone").length);
  });

  test("names come from the battle's own state (read inside Postgres), so a later rename does not rewrite history", async () => {
    const world = await twoTeamCampaign();
    const { battleId } = await resolvedBattle(world);
    await db.character.update({ where: { id: world.b.ids["Shatterer"] }, data: { name: "Renamed Later" } });
    const [battle] = await loadJournalBattles({ campaignId: world.campaign.id });
    expect(battle!.id).toBe(battleId);
    expect(battle!.characterNames).toEqual(Object.fromEntries([...Object.entries(world.a.ids), ...Object.entries(world.b.ids)].map(([name, id]) => [id, name])));
    expect(battle!.teamNames).toEqual({ [world.a.team.id]: "Night Shift", [world.b.team.id]: "Iron Syndicate" });
    expect(Array.isArray(battle!.preBattleLedger)).toBe(true);
    expect(Array.isArray(battle!.preBattleCurses)).toBe(true);
  });

  test("an undone battle stays in the journal, marked; its rolls are marked in the log; records drop it", async () => {
    const world = await twoTeamCampaign();
    const { battleId } = await resolvedBattle(world);
    expect(recordOf(await teamRecords(world.campaign.id), world.a.team.id)).toEqual({ played: 1, won: 1, lost: 0, drawn: 0 });

    expect(await undoBattle(world.access.organiser, battleId)).toEqual({ ok: true });
    const [entry] = (await listJournal(world.access.alice)).entries;
    expect(entry).toMatchObject({ battleId, isUndone: true, title: "Night Shift beat Iron Syndicate" });
    expect(entry!.undoneAt).toBeInstanceOf(Date);
    // The story is still the battle's: undone ledger reversals are not part of it.
    for (const team of entry!.teams) expect(team.storyPoints).toBe(await ledgerSum(battleId, team.teamId));

    const log = await listRolls(world.access.alice);
    expect(log.rolls.length).toBeGreaterThan(0);
    expect(log.rolls.every((r) => r.isUndone && r.issue === 1 && r.battleId === battleId)).toBe(true);
    expect(await teamRecords(world.campaign.id)).toEqual(new Map());
  });
});

describe("a booked guest star", () => {
  test("shows beside its team at set-up, stays on the battle once used, and the journal says the team fought with it", async () => {
    const world = await twoTeamCampaign();
    const nightShift = world.a.team.id;
    // A guest star costs 2 SP (L2694); a team starts with 1.
    await db.storyPointEntry.create({
      data: { teamId: nightShift, campaignId: world.campaign.id, currency: "story-points", delta: 1, reason: "REWARD", actorName: "Test", idempotencyKey: `${nightShift}:top-up` },
    });
    const booked = await spendStoryPoints(world.access.alice, nightShift, key(), { kind: "guest-star" });
    expect(booked.ok).toBe(true);

    const { battleId } = await setUpBattle(world, "rooftop-rumble");
    expect((await getBattleView(world.access.bob, battleId))!.guestStars).toEqual({ [nightShift]: 1 });

    const locked = await lockPreBattleChoices(world.access.alice, battleId, []);
    if (!locked.ok) throw new Error(locked.message);
    await playOn(world.access.alice, battleId, seededDice(7));
    const reported = await reportBattle(world.access.alice, battleId, simpleReport(world));
    if (!reported.ok) throw new Error(reported.message);
    expect(await playOn(world.access.alice, battleId, seededDice(11))).toEqual({ kind: "finished", status: "RESOLVED" });

    // Used up by this battle, and still told on it.
    expect(readCounters((await db.team.findUniqueOrThrow({ where: { id: nightShift } })).state).guestStarsPending).toBe(0);
    expect((await getBattleView(world.access.bob, battleId))!.guestStars).toEqual({ [nightShift]: 1 });
    const [entry] = (await listJournal(world.access.bob)).entries;
    expect(entry!.lines).toContain("Night Shift fought with a guest star.");
    expect(entry!.lines.filter((l) => l.includes("guest star"))).toHaveLength(1);
    expect(entry!.characters).toContainEqual({ teamId: world.b.team.id, characterId: world.b.ids["Craniak"], name: "Craniak" });
  });
});

describe("teamRecords", () => {
  test("counts resolved battles per team: played, won, lost, drawn", async () => {
    const world = await twoTeamCampaign();
    const other = await twoTeamCampaign();
    await resolvedBattle(world);
    const draw = simpleReport(world);
    draw.teams = draw.teams.map((t) => ({ ...t, result: "draw" }));
    const second = await resolvedBattle(world, draw, 5);
    await resolvedBattle(other);

    const records = await teamRecords(world.campaign.id);
    expect(records.size).toBe(2);
    expect(recordOf(records, world.a.team.id)).toEqual({ played: 2, won: 1, lost: 0, drawn: 1 });
    expect(recordOf(records, world.b.team.id)).toEqual({ played: 2, won: 0, lost: 1, drawn: 1 });
    expect(recordOf(records, other.a.team.id)).toEqual({ played: 0, won: 0, lost: 0, drawn: 0 });

    // An open battle does not count; an undone one stops counting.
    await battleToReport(other);
    expect(recordOf(await teamRecords(other.campaign.id), other.a.team.id)).toEqual({ played: 1, won: 1, lost: 0, drawn: 0 });
    expect(await undoBattle(world.access.organiser, second.battleId)).toEqual({ ok: true });
    expect(recordOf(await teamRecords(world.campaign.id), world.a.team.id)).toEqual({ played: 1, won: 1, lost: 0, drawn: 0 });

    const journal = await listJournal(world.access.alice);
    expect(journal.entries.map((e) => [e.issue, e.isUndone, e.title])).toEqual([
      [2, true, "Night Shift and Iron Syndicate fought to a draw"],
      [1, false, "Night Shift beat Iron Syndicate"],
    ]);
  });
});

describe("journal pages", () => {
  test("newest issue first, paged by issue number; open and cancelled battles are left out", async () => {
    const { campaign, organiser } = await createCampaignFor();
    const access = await accessFor(organiser.id, campaign.id);
    const statuses = (issue: number) => (issue === 5 ? "CANCELLED" : issue === 13 ? "POST_BATTLE" : issue % 4 === 0 ? "UNDONE" : "RESOLVED");
    await db.battle.createMany({
      data: Array.from({ length: 13 }, (_, i) => ({ campaignId: campaign.id, issue: i + 1, status: statuses(i + 1), details: { ...smfBattleDetails() }, createdByName: "test" })),
    });
    const first = await listJournal(access);
    expect(first.entries.map((e) => e.issue)).toEqual([12, 11, 10, 9, 8, 7, 6, 4, 3, 2]);
    expect(first.entries).toHaveLength(JOURNAL_PAGE_SIZE);
    expect(first.entries.filter((e) => e.isUndone).map((e) => e.issue)).toEqual([12, 8, 4]);
    expect(first.nextBeforeIssue).toBe(2);
    const second = await listJournal(access, first.nextBeforeIssue!);
    expect(second.entries.map((e) => e.issue)).toEqual([1]);
    expect(second.nextBeforeIssue).toBeNull();
  });
});

describe("the roll log", () => {
  test("newest first, paged on the sequence number, every roll once", async () => {
    const { campaign, organiser } = await createCampaignFor();
    const access = await accessFor(organiser.id, campaign.id);
    const total = ROLL_LOG_PAGE_SIZE + 7;
    await db.roll.createMany({
      data: Array.from({ length: total }, (_, i) => ({
        campaignId: campaign.id,
        sequence: i + 1,
        slot: `between:${i}`,
        requestKey: `${campaign.id}:${i}`,
        purpose: "bump",
        label: `Roll ${i + 1}`,
        sides: 6,
        faces: [(i % 6) + 1],
        source: i % 2 ? ("PHYSICAL" as const) : ("APP" as const),
        actorName: "Olive Organiser",
      })),
    });
    const first = await listRolls(access);
    expect(first.rolls).toHaveLength(ROLL_LOG_PAGE_SIZE);
    expect(first.rolls[0]).toMatchObject({ sequence: total, label: `Roll ${total}`, faces: [((total - 1) % 6) + 1], source: "APP", issue: null, isUndone: false });
    const second = await listRolls(access, { beforeSequence: first.nextBeforeSequence! });
    expect(second.nextBeforeSequence).toBeNull();
    const sequences = [...first.rolls, ...second.rolls].map((r) => r.sequence);
    expect(sequences).toEqual(Array.from({ length: total }, (_, i) => total - i));
  });

  test("filtered by issue: only that battle's rolls; another campaign's rolls never show", async () => {
    const world = await twoTeamCampaign();
    const other = await twoTeamCampaign();
    const first = await resolvedBattle(world);
    const second = await resolvedBattle(world, simpleReport(world), 3);
    await resolvedBattle(other);

    const all = await listRolls(world.access.alice);
    expect(all.rolls.every((r) => r.battleId === first.battleId || r.battleId === second.battleId)).toBe(true);
    expect(new Set(all.rolls.map((r) => r.issue))).toEqual(new Set([1, 2]));
    const onlySecond = await listRolls(world.access.alice, { issue: 2 });
    expect(onlySecond.rolls.length).toBeGreaterThan(0);
    expect(onlySecond.rolls.every((r) => r.battleId === second.battleId && r.label.startsWith("Issue #2 · "))).toBe(true);
    expect(onlySecond.rolls.map((r) => r.sequence)).toEqual([...onlySecond.rolls.map((r) => r.sequence)].sort((a, b) => b - a));
    expect((await listRolls(world.access.alice, { issue: 9 })).rolls).toEqual([]);
    expect(await listRollIssues(world.access.alice)).toEqual([2, 1]);
  });
});

describe("character history", () => {
  test("what each issue did to the character, from the team's battles", async () => {
    const world = await twoTeamCampaign();
    const { battleId } = await resolvedBattle(world);
    const craniak = world.b.ids["Craniak"]!;
    const history = await getCharacterHistory(world.access.alice, world.b.team.id, craniak);
    if (!history.ok) throw new Error(history.message);
    expect(history.entries).toHaveLength(1);
    const events = await storedEvents(battleId);
    const injury = events.find((e) => e.kind === "injury" && e.characterId === craniak);
    expect(history.entries[0]).toMatchObject({
      battleId,
      issue: 1,
      teamName: "Iron Syndicate",
      result: "LOST",
      isFielded: true,
      ko: "body",
      injury: { outcome: injury?.kind === "injury" ? injury.roll.outcome : "missing" },
    });
    expect(history.entries[0]!.lines[0]).toBe("Fought for Iron Syndicate and lost.");
  });

  test("a character of another team, or a team of another campaign, is not found (IDOR)", async () => {
    const world = await twoTeamCampaign();
    const other = await twoTeamCampaign();
    const craniak = world.b.ids["Craniak"]!;
    expect(await getCharacterHistory(world.access.alice, world.a.team.id, craniak)).toMatchObject({ ok: false, code: "not-found" });
    expect(await getCharacterHistory(other.access.alice, world.b.team.id, craniak)).toMatchObject({ ok: false, code: "not-found" });
    expect(await getCharacterHistory(world.access.alice, world.b.team.id, craniak)).toEqual({ ok: true, entries: [] });
  });

  test("a battle the character's team did not fight is found when its events name the character (a release)", async () => {
    const world = await twoTeamCampaign();
    const other = await twoTeamCampaign();
    const craniak = world.b.ids["Craniak"]!;
    const released = { step: "aftermath", kind: "released", teamId: world.b.team.id, characterId: craniak, dice: [], summary: "Craniak is free." };
    const state = { teams: [{ teamId: world.b.team.id, name: "Iron Syndicate", characters: [{ id: craniak, name: "Craniak" }] }] };
    const battle = await db.battle.create({
      data: {
        campaignId: world.campaign.id,
        issue: 1,
        status: "RESOLVED",
        details: { ...smfBattleDetails() },
        createdByName: "test",
        postBattleEvents: [released],
        postBattleState: state,
      },
    });
    // The same events in another campaign's battle are never this character's history.
    await db.battle.create({
      data: {
        campaignId: other.campaign.id,
        issue: 1,
        status: "RESOLVED",
        details: { ...smfBattleDetails() },
        createdByName: "test",
        postBattleEvents: [released],
        postBattleState: state,
      },
    });
    const history = await getCharacterHistory(world.access.alice, world.b.team.id, craniak);
    expect(history).toMatchObject({
      ok: true,
      entries: [{ battleId: battle.id, teamName: "Iron Syndicate", wasReleased: true, lines: ["Not in this battle.", "Set free from captivity."] }],
    });
    if (history.ok) expect(history.entries).toHaveLength(1);
    expect(await getCharacterHistory(world.access.alice, world.b.team.id, world.b.ids["Shatterer"]!)).toEqual({ ok: true, entries: [] });
  });
});

describe("sharing the campaign publicly", () => {
  async function sharingLines(campaignId: string) {
    const rows = await db.activityEvent.findMany({ where: { campaignId, kind: "CAMPAIGN_SHARED" }, orderBy: { createdAt: "asc" } });
    return rows.map((row) => ({ summary: row.summary, payload: row.payload }));
  }
  const storedToken = async (campaignId: string) => (await db.campaign.findUniqueOrThrow({ where: { id: campaignId }, select: { publicShareToken: true } })).publicShareToken;

  test("who may share: organisers and co-organisers; players, viewers and outsiders may not", async () => {
    const world = await twoTeamCampaign();
    const co = await addMember(world.campaign.id, "CO_ORGANISER", "Cora Co");
    const viewer = await addMember(world.campaign.id, "VIEWER", "Vic Viewer");
    const outsider = await createCampaignFor();
    const check = (userId: string) => authorizeCampaign(userId, world.campaign.id, "campaign:share-publicly").then((r) => (r.ok ? "ok" : r.code));
    expect(await check(world.organiser.id)).toBe("ok");
    expect(await check(co.id)).toBe("ok");
    expect(await check(world.alice.id)).toBe("forbidden");
    expect(await check(viewer.id)).toBe("forbidden");
    expect(await check(outsider.organiser.id)).toBe("not-found");
  });

  test("share, share again, rotate, revoke: tokens, 404s and activity lines", async () => {
    const world = await twoTeamCampaign();
    const access = world.access.organiser;
    const shared = await shareCampaign(access);
    expect(shared).toEqual({ ok: true, token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), wasAlreadyShared: false });
    expect(Buffer.from(shared.token, "base64url")).toHaveLength(32);
    expect(await storedToken(world.campaign.id)).toBe(shared.token);
    expect(await shareCampaign(access)).toEqual({ ok: true, token: shared.token, wasAlreadyShared: true });
    expect((await getPublicCampaign(shared.token))?.name).toBe(world.campaign.name);

    const rotated = await rotateCampaignShare(access);
    if (!rotated.ok) throw new Error(rotated.message);
    expect(rotated.token).not.toBe(shared.token);
    expect(await getPublicCampaign(shared.token)).toBeNull();
    expect((await getPublicCampaign(rotated.token))?.name).toBe(world.campaign.name);

    expect(await revokeCampaignShare(access)).toEqual({ ok: true, wasAlreadyPrivate: false });
    expect(await storedToken(world.campaign.id)).toBeNull();
    expect(await getPublicCampaign(rotated.token)).toBeNull();
    expect(await revokeCampaignShare(access)).toEqual({ ok: true, wasAlreadyPrivate: true });
    expect(await rotateCampaignShare(access)).toEqual({ ok: false, code: "not-shared", message: CAMPAIGN_NOT_SHARED_MESSAGE });

    expect(await sharingLines(world.campaign.id)).toEqual([
      { summary: "Olive Organiser shared the campaign's standings and journal on a public page.", payload: { v: 1, isPublic: true } },
      { summary: "Olive Organiser replaced the campaign's public link; the old link no longer works.", payload: { v: 1, isPublic: true, isNewLink: true } },
      { summary: "Olive Organiser stopped sharing the campaign publicly.", payload: { v: 1, isPublic: false } },
    ]);
  });

  test("two shares at once (a double submit) make one token and one activity line", async () => {
    const world = await twoTeamCampaign();
    const [one, two] = await Promise.all([shareCampaign(world.access.organiser), shareCampaign(world.access.organiser)]);
    expect(one.token).toBe(two.token);
    expect(await sharingLines(world.campaign.id)).toHaveLength(1);
  });

  test("the public page: standings with records and the journal, and nothing about people", async () => {
    const world = await twoTeamCampaign();
    const { battleId } = await resolvedBattle(world);
    const { token } = await shareCampaign(world.access.organiser);
    const page = await getPublicCampaign(token);
    if (!page) throw new Error("not found");
    expect(page).toMatchObject({ name: world.campaign.name, storyPointGoal: 20, isArchived: false, winnerNames: [] });
    const totals = await db.storyPointEntry.groupBy({ by: ["teamId"], where: { campaignId: world.campaign.id }, _sum: { delta: true } });
    const balance = (teamId: string) => totals.find((t) => t.teamId === teamId)!._sum.delta;
    expect(page.standings.map((s) => [s.name, s.balance, s.played, s.won, s.lost, s.drawn])).toEqual(
      [
        ["Night Shift", balance(world.a.team.id), 1, 1, 0, 0],
        ["Iron Syndicate", balance(world.b.team.id), 1, 0, 1, 0],
      ].sort((a, b) => (b[1] as number) - (a[1] as number)),
    );
    expect(page.journal.entries.map((e) => [e.battleId, e.issue])).toEqual([[battleId, 1]]);

    const text = JSON.stringify(page);
    const people = await db.user.findMany({ where: { memberships: { some: { campaignId: world.campaign.id } } }, select: { email: true, name: true } });
    expect(people.length).toBeGreaterThanOrEqual(3);
    for (const person of people) {
      expect(text).not.toContain(person.email);
      expect(text).not.toContain(person.name!);
    }
    expect(text).not.toContain("@");
  });

  test("a malformed, unknown or revoked token finds nothing", async () => {
    expect(await getPublicCampaign("nope")).toBeNull();
    expect(await getPublicCampaign("A".repeat(43))).toBeNull();
    const world = await twoTeamCampaign();
    const { token } = await shareCampaign(world.access.organiser);
    await revokeCampaignShare(world.access.organiser);
    expect(await getPublicCampaign(token)).toBeNull();
  });
});
