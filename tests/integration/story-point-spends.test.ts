import { describe, expect, test } from "vitest";
import type { BattleStatus } from "@/lib/battles/battle-status";
import { freshCampaignState, SAMPLE_CHARACTERS, smfBattleDetails, SMF_CHARACTER_FORMAT, type CharacterBuild, type CharacterCampaignState } from "@/lib/rules/smf";
import { correctStoryPointsSchema, spendStoryPointsSchema } from "@/lib/games/smf/schemas/story-points";
import { authorizeTeam } from "@/lib/server/authz/authorize";
import { superMissionForce } from "@/lib/games/smf";
import { readCounters } from "@/lib/games/smf/battles/team-counters";
import { toJson } from "@/lib/games/smf/server/characters/character-row";
import { db } from "@/lib/server/db";
import { correctStoryPoints } from "@/lib/games/smf/server/story-points/correct-story-points";
import { loadSpendMenu } from "@/lib/games/smf/server/story-points/spend-menu";
import { spendStoryPoints } from "@/lib/games/smf/server/story-points/spend-story-points";
import { storyPointTotals } from "@/lib/server/story-points/story-point-totals";
import { totalsOf } from "@/lib/ledger/ledger-totals";
import { TEAM_ARCHIVED_MESSAGE } from "@/lib/server/teams/lock-team";
import { createTeam } from "@/lib/server/teams/create-team";
import { accessFor, addMember, createCampaignFor, DEFAULT_SETTINGS } from "./factories";
import { gameSystem } from "@/lib/games/registry";

const sampleBuild = (name: string): CharacterBuild => SAMPLE_CHARACTERS.find((s) => s.character.name === name)!.character.build;
const VEHICLE_BUILD: CharacterBuild = { archetype: "basic-vehicle", powers: [], boosts: [], backgrounds: [] };

let keyCounter = 0;
/** A fresh form key, as the page renders one per form. */
const requestKey = () => `test-request-key-${++keyCounter}-${Math.random().toString(36).slice(2, 10)}`;

type Team = Awaited<ReturnType<typeof teamWith>>;

/** A player's team (created by the service: 1 starting SP) topped up to `balance`. */
async function teamWith(balance: number, settings: Partial<typeof DEFAULT_SETTINGS> = {}) {
  const { campaign, organiser } = await createCampaignFor(undefined, settings);
  const player = await addMember(campaign.id, "PLAYER", "Sam Spender");
  const access = await accessFor(player.id, campaign.id);
  const created = await createTeam(access, gameSystem(access.gameSystem), { name: "The Spenders", alignment: "HEROES", notes: "" });
  if (!created.ok) throw new Error(created.message);
  const teamId = created.team.id;
  if (balance !== 1) {
    await db.storyPointEntry.create({
      data: {
        teamId,
        campaignId: campaign.id,
        currency: "story-points",
        delta: balance - 1,
        reason: balance > 1 ? "REWARD" : "CORRECTION",
        actorName: "Test",
        idempotencyKey: `${teamId}:top-up`,
      },
    });
  }
  return { campaignId: campaign.id, teamId, access, player, organiser: await accessFor(organiser.id, campaign.id) };
}

async function addRow(team: Team, name: string, build: CharacterBuild, state: Partial<CharacterCampaignState> = {}, kind: "CHARACTER" | "VEHICLE" = "CHARACTER") {
  const row = await db.character.create({
    data: { teamId: team.teamId, position: 0, name, kind, build: toJson(build), state: toJson({ ...freshCampaignState(), ...state }), formatVersion: SMF_CHARACTER_FORMAT },
  });
  return row.id;
}

async function totals(teamId: string) {
  return totalsOf(await storyPointTotals([teamId]), teamId);
}

/** Everything a refused spend must leave as it was. */
async function snapshot(team: Team) {
  const [entries, characters, teamRow, activity] = await Promise.all([
    db.storyPointEntry.findMany({ where: { teamId: team.teamId }, orderBy: { id: "asc" } }),
    db.character.findMany({ where: { teamId: team.teamId }, orderBy: { id: "asc" } }),
    db.team.findUniqueOrThrow({ where: { id: team.teamId } }),
    db.activityEvent.count({ where: { campaignId: team.campaignId } }),
  ]);
  return { entries, characters, counters: teamRow.state, activity };
}

async function addBattle(team: Team, status: BattleStatus, issue: number) {
  const battle = await db.battle.create({ data: { campaignId: team.campaignId, issue, status, details: { ...smfBattleDetails() }, createdByName: "Test" } });
  await db.battleTeam.create({ data: { battleId: battle.id, teamId: team.teamId, position: 0, teamName: "The Spenders", ownerName: "Sam Spender", lineUp: [] } });
}

describe("spending story points between battles", () => {
  test("a guest star costs 2 SP: balance down, earned unchanged, one more guest star pending, ledger and activity lines", async () => {
    const team = await teamWith(3);
    const result = await spendStoryPoints(team.access, team.teamId, requestKey(), { kind: "guest-star" });
    expect(result).toMatchObject({ ok: true, balance: 1, isRepeat: false });
    expect(await totals(team.teamId)).toEqual({ balance: 1, earned: 3 });
    expect(readCounters((await db.team.findUniqueOrThrow({ where: { id: team.teamId } })).state).guestStarsPending).toBe(1);
    const entry = await db.storyPointEntry.findFirstOrThrow({ where: { teamId: team.teamId, reason: "GUEST_STAR" } });
    expect(entry).toMatchObject({ delta: -2, actorId: team.player.id, actorName: "Sam Spender", campaignId: team.campaignId, battleId: null, reversesEntryId: null });
    const activity = await db.activityEvent.findFirstOrThrow({ where: { campaignId: team.campaignId, kind: "STORY_POINTS_SPENT" } });
    expect(activity.payload).toEqual({ v: 1, teamId: team.teamId, delta: -2, reason: "GUEST_STAR" });
    expect(activity.summary).toContain("The Spenders books a special guest star");

    expect(await spendStoryPoints(team.access, team.teamId, requestKey(), { kind: "guest-star" })).toMatchObject({ ok: false, code: "insufficient-balance" });
  });

  test("refused: a balance short of the cost (Ruling R8: never below 0), with the rules' message, changing nothing", async () => {
    const team = await teamWith(1);
    const before = await snapshot(team);
    const result = await spendStoryPoints(team.access, team.teamId, requestKey(), { kind: "guest-star" });
    expect(result).toEqual({ ok: false, code: "insufficient-balance", message: expect.stringMatching(/^The Spenders has 1 SP; .* costs 2\. \(rule: book line 2694\)$/) });
    expect(await snapshot(team)).toEqual(before);
  });

  test("a curse lift costs 1 SP and removes one curse from the character", async () => {
    const team = await teamWith(2);
    const hexed = await addRow(team, "Hexed", sampleBuild("White Rhino"), { curses: 2 });
    const result = await spendStoryPoints(team.access, team.teamId, requestKey(), { kind: "curse-lift", characterId: hexed });
    expect(result).toMatchObject({ ok: true, balance: 1 });
    const row = await db.character.findUniqueOrThrow({ where: { id: hexed } });
    expect((row.state as unknown as CharacterCampaignState).curses).toBe(1);
    expect(await db.storyPointEntry.findFirstOrThrow({ where: { teamId: team.teamId, reason: "CURSE_LIFT" } })).toMatchObject({ delta: -1 });
  });

  test.each([
    ["a character with no curse", "target-not-cursed", async (team: Team) => addRow(team, "Clean", sampleBuild("White Rhino"))],
    ["a character of another team", "unknown-character", async () => addRow(await teamWith(1), "Elsewhere", sampleBuild("White Rhino"), { curses: 1 })],
    [
      "a retired character",
      "unknown-character",
      async (team: Team) => {
        const id = await addRow(team, "Gone", sampleBuild("White Rhino"), { curses: 1 });
        await db.character.update({ where: { id }, data: { retiredAt: new Date() } });
        return id;
      },
    ],
  ])("refused: a curse lift for %s", async (_label, code, target) => {
    const team = await teamWith(3);
    const characterId = await target(team);
    const before = await snapshot(team);
    const result = await spendStoryPoints(team.access, team.teamId, requestKey(), { kind: "curse-lift", characterId });
    expect(result).toMatchObject({ ok: false, code });
    expect(await snapshot(team)).toEqual(before);
  });

  test("a vehicle costs 1 SP where the campaign allows vehicles, for a named vehicle of the roster or none in particular", async () => {
    const team = await teamWith(3, { allowVehicles: true });
    const van = await addRow(team, "Battle Van", VEHICLE_BUILD, {}, "VEHICLE");
    expect(await spendStoryPoints(team.access, team.teamId, requestKey(), { kind: "vehicle", vehicleId: van })).toMatchObject({ ok: true, balance: 2 });
    expect(await spendStoryPoints(team.access, team.teamId, requestKey(), { kind: "vehicle" })).toMatchObject({ ok: true, balance: 1 });
    const entries = await db.storyPointEntry.findMany({ where: { teamId: team.teamId, reason: "VEHICLE" } });
    expect(entries.map((e) => e.delta)).toEqual([-1, -1]);
    expect(entries.map((e) => e.note).join(" ")).toContain("Battle Van");
  });

  test("refused: a vehicle where the campaign does not allow vehicles, and a character that is not a vehicle", async () => {
    const closed = await teamWith(3);
    const before = await snapshot(closed);
    expect(await spendStoryPoints(closed.access, closed.teamId, requestKey(), { kind: "vehicle" })).toMatchObject({ ok: false, code: "vehicles-not-allowed" });
    expect(await snapshot(closed)).toEqual(before);

    const open = await teamWith(3, { allowVehicles: true });
    const rhino = await addRow(open, "Rhino", sampleBuild("White Rhino"));
    expect(await spendStoryPoints(open.access, open.teamId, requestKey(), { kind: "vehicle", vehicleId: rhino })).toMatchObject({ ok: false, code: "not-a-vehicle" });
  });

  test("a quiver costs 1 SP and replaces the archer's trick arrows in the stored build", async () => {
    const team = await teamWith(1);
    const archer = await addRow(team, "Deadeye", sampleBuild("Deadeye"));
    const result = await spendStoryPoints(team.access, team.teamId, requestKey(), { kind: "quiver", characterId: archer, quiver: ["stun", "leaping", "entangle"] });
    expect(result).toMatchObject({ ok: true, balance: 0 });
    const build = (await db.character.findUniqueOrThrow({ where: { id: archer } })).build as unknown as CharacterBuild;
    expect(build.powers.find((p) => p.power === "archery")?.choices?.quiver).toEqual(["stun", "leaping", "entangle"]);
    expect(await totals(team.teamId)).toEqual({ balance: 0, earned: 1 });
  });

  test.each([
    ["an illegal quiver (two arrows)", "Deadeye", ["stun", "leaping"], "invalid-quiver"],
    ["a character without Archery", "White Rhino", ["stun", "leaping", "entangle"], "no-archery"],
  ] as const)("refused: %s", async (_label, sample, quiver, code) => {
    const team = await teamWith(3);
    const characterId = await addRow(team, sample, sampleBuild(sample));
    const before = await snapshot(team);
    expect(await spendStoryPoints(team.access, team.teamId, requestKey(), { kind: "quiver", characterId, quiver: [...quiver] })).toMatchObject({ ok: false, code });
    expect(await snapshot(team)).toEqual(before);
  });

  test("a grimoire costs 1 SP and replaces the sorcerer's spells in the stored build", async () => {
    const team = await teamWith(2);
    const sorcerer = await addRow(team, "Prof. Weird", sampleBuild("Prof. Weird"));
    const grimoire = { major: "super-strength", minors: ["armor", "leaping", "flight", "jinx"] } as const;
    const result = await spendStoryPoints(team.access, team.teamId, requestKey(), {
      kind: "grimoire",
      characterId: sorcerer,
      grimoire: { major: grimoire.major, minors: [...grimoire.minors] },
    });
    expect(result).toMatchObject({ ok: true, balance: 1 });
    const build = (await db.character.findUniqueOrThrow({ where: { id: sorcerer } })).build as unknown as CharacterBuild;
    expect(build.powers.find((p) => p.power === "sorcery")?.choices?.grimoire).toEqual(grimoire);
    expect(await db.storyPointEntry.count({ where: { teamId: team.teamId, reason: "GRIMOIRE" } })).toBe(1);
  });

  test.each([
    ["an illegal grimoire (Sorcery as its major)", "Prof. Weird", "invalid-grimoire"],
    ["a character without Sorcery", "Deadeye", "no-sorcery"],
  ] as const)("refused: %s", async (_label, sample, code) => {
    const team = await teamWith(3);
    const characterId = await addRow(team, sample, sampleBuild(sample));
    const before = await snapshot(team);
    const grimoire = { major: "sorcery" as const, minors: ["armor" as const, "leaping" as const, "flight" as const, "jinx" as const] };
    expect(await spendStoryPoints(team.access, team.teamId, requestKey(), { kind: "grimoire", characterId, grimoire })).toMatchObject({ ok: false, code });
    expect(await snapshot(team)).toEqual(before);
  });

  test("a double submit with the same request key spends once, also when both arrive together", async () => {
    const team = await teamWith(5);
    const key = requestKey();
    const first = await spendStoryPoints(team.access, team.teamId, key, { kind: "guest-star" });
    const again = await spendStoryPoints(team.access, team.teamId, key, { kind: "guest-star" });
    expect(first).toMatchObject({ ok: true, isRepeat: false, balance: 3 });
    expect(again).toMatchObject({ ok: true, isRepeat: true, balance: 3, entryId: first.ok ? first.entryId : "" });

    const together = requestKey();
    const both = await Promise.all([0, 1].map(() => spendStoryPoints(team.access, team.teamId, together, { kind: "guest-star" })));
    expect(both.map((r) => r.ok && r.isRepeat).sort()).toEqual([false, true]);
    expect(await totals(team.teamId)).toEqual({ balance: 1, earned: 5 });
    expect(readCounters((await db.team.findUniqueOrThrow({ where: { id: team.teamId } })).state).guestStarsPending).toBe(2);
    expect(await db.activityEvent.count({ where: { campaignId: team.campaignId, kind: "STORY_POINTS_SPENT" } })).toBe(2);
  });

  test.each(["PRE_BATTLE", "REPORTING", "AWAITING_CONFIRMATION", "POST_BATTLE"] as const)("refused while the team plays a battle that is %s", async (status) => {
    const team = await teamWith(3);
    await addBattle(team, status, 4);
    const before = await snapshot(team);
    expect(await spendStoryPoints(team.access, team.teamId, requestKey(), { kind: "guest-star" })).toEqual({
      ok: false,
      code: "team-in-battle",
      message: "The Spenders is playing issue #4, which is not resolved yet. Changes to the team wait until it is resolved or cancelled.",
    });
    expect(await snapshot(team)).toEqual(before);
  });

  test("a battle being set up, resolved, undone or cancelled does not stop a spend", async () => {
    const team = await teamWith(3);
    for (const [issue, status] of (["SETUP", "RESOLVED", "UNDONE", "CANCELLED"] as const).entries()) await addBattle(team, status, issue + 1);
    expect(await spendStoryPoints(team.access, team.teamId, requestKey(), { kind: "guest-star" })).toMatchObject({ ok: true });
  });

  test("refused: an archived team spends nothing", async () => {
    const team = await teamWith(3);
    await db.team.update({ where: { id: team.teamId }, data: { archivedAt: new Date() } });
    expect(await spendStoryPoints(team.access, team.teamId, requestKey(), { kind: "guest-star" })).toEqual({ ok: false, code: "team-archived", message: TEAM_ARCHIVED_MESSAGE });
  });

  test("who may spend: the team's owner and the organisers; not another player, nor a viewer", async () => {
    const team = await teamWith(3);
    const otherPlayer = await addMember(team.campaignId, "PLAYER");
    const viewer = await addMember(team.campaignId, "VIEWER");
    const coOrganiser = await addMember(team.campaignId, "CO_ORGANISER");
    const outsider = (await createCampaignFor()).organiser;
    const answer = async (userId: string) => {
      const result = await authorizeTeam(userId, team.teamId, "smf:spend-story-points", { game: superMissionForce });
      return result.ok ? "ok" : result.code;
    };
    expect({
      owner: await answer(team.player.id),
      organiser: await answer(team.organiser.userId),
      coOrganiser: await answer(coOrganiser.id),
      otherPlayer: await answer(otherPlayer.id),
      viewer: await answer(viewer.id),
      outsider: await answer(outsider.id),
    }).toEqual({ owner: "ok", organiser: "ok", coOrganiser: "ok", otherPlayer: "forbidden", viewer: "forbidden", outsider: "not-found" });
  });

  test("the form's input: a request key is required and the spend kind must be known", () => {
    expect(spendStoryPointsSchema.safeParse({ teamId: "t1", requestKey: "", spend: { kind: "guest-star" } }).success).toBe(false);
    expect(spendStoryPointsSchema.safeParse({ teamId: "t1", requestKey: requestKey(), spend: { kind: "jetpack" } }).success).toBe(false);
    expect(spendStoryPointsSchema.safeParse({ teamId: "t1", requestKey: requestKey(), spend: { kind: "quiver", characterId: "c", quiver: ["not-a-power"] } }).success).toBe(false);
    expect(spendStoryPointsSchema.safeParse({ teamId: "t1", requestKey: requestKey(), spend: { kind: "vehicle", vehicleId: "" } })).toMatchObject({
      success: true,
      data: { spend: { kind: "vehicle" } },
    });
  });
});

describe("organiser corrections (Ruling R8)", () => {
  test("a positive correction adds to earned and balance, with the note, reason CORRECTION and an activity line", async () => {
    const team = await teamWith(1);
    const result = await correctStoryPoints(team.organiser, team.teamId, { requestKey: requestKey(), delta: 3, note: "Reward missed in issue 2" });
    expect(result).toMatchObject({ ok: true, balance: 4, isRepeat: false });
    expect(await totals(team.teamId)).toEqual({ balance: 4, earned: 4 });
    expect(await db.storyPointEntry.findFirstOrThrow({ where: { teamId: team.teamId, reason: "CORRECTION" } })).toMatchObject({
      delta: 3,
      note: "Reward missed in issue 2",
      actorId: team.organiser.userId,
      actorName: "Olive Organiser",
    });
    const activity = await db.activityEvent.findFirstOrThrow({ where: { campaignId: team.campaignId, kind: "STORY_POINTS_CORRECTED" } });
    expect(activity).toMatchObject({
      payload: { v: 1, teamId: team.teamId, delta: 3, note: "Reward missed in issue 2" },
      summary: "Olive Organiser corrected “The Spenders” by +3 SP: Reward missed in issue 2",
    });
  });

  test("a negative correction lowers only the balance, down to exactly 0", async () => {
    const team = await teamWith(3);
    expect(await correctStoryPoints(team.organiser, team.teamId, { requestKey: requestKey(), delta: -3, note: "Counted twice" })).toMatchObject({ ok: true, balance: 0 });
    expect(await totals(team.teamId)).toEqual({ balance: 0, earned: 3 });
  });

  test("refused: a negative correction below 0, changing nothing", async () => {
    const team = await teamWith(2);
    const before = await snapshot(team);
    expect(await correctStoryPoints(team.organiser, team.teamId, { requestKey: requestKey(), delta: -3, note: "Counted twice" })).toEqual({
      ok: false,
      code: "insufficient-balance",
      message: "The Spenders has 2 SP; a correction of -3 would take the balance below 0. (rule: ruling R8)",
    });
    expect(await snapshot(team)).toEqual(before);
  });

  test("the same request key corrects once", async () => {
    const team = await teamWith(1);
    const key = requestKey();
    const first = await correctStoryPoints(team.organiser, team.teamId, { requestKey: key, delta: 2, note: "Once" });
    expect(await correctStoryPoints(team.organiser, team.teamId, { requestKey: key, delta: 2, note: "Once" })).toMatchObject({
      ok: true,
      isRepeat: true,
      entryId: first.ok ? first.entryId : "",
    });
    expect(await totals(team.teamId)).toEqual({ balance: 3, earned: 3 });
  });

  test("refused: an archived team", async () => {
    const team = await teamWith(1);
    await db.team.update({ where: { id: team.teamId }, data: { archivedAt: new Date() } });
    expect(await correctStoryPoints(team.organiser, team.teamId, { requestKey: requestKey(), delta: 1, note: "Late" })).toMatchObject({ ok: false, code: "team-archived" });
  });

  test.each([
    ["no note", { delta: "2", note: "" }, "note", "Say why the story points change."],
    ["a blank note", { delta: "2", note: "   " }, "note", "Say why the story points change."],
    ["a note over 200 characters", { delta: "2", note: "x".repeat(201) }, "note", "Keep the note under 200 characters."],
    ["a change of 0", { delta: "0", note: "Nothing" }, "delta", "A correction of 0 changes nothing."],
    ["an empty change", { delta: "", note: "Nothing" }, "delta", "Enter a whole number."],
    ["a fractional change", { delta: "1.5", note: "Half" }, "delta", "Enter a whole number."],
  ])("the form refuses %s", (_label, fields, field, message) => {
    const parsed = correctStoryPointsSchema.safeParse({ teamId: "t1", requestKey: requestKey(), ...fields });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.find((issue) => issue.path[0] === field)?.message).toBe(message);
  });

  test("the form accepts a note of exactly 200 characters and a negative whole number", () => {
    expect(correctStoryPointsSchema.safeParse({ teamId: "t1", requestKey: requestKey(), delta: "-4", note: "y".repeat(200) })).toMatchObject({
      success: true,
      data: { delta: -4 },
    });
  });

  test("who may correct: organisers and co-organisers; not the team's owner, nor a viewer", async () => {
    const team = await teamWith(1);
    const coOrganiser = await addMember(team.campaignId, "CO_ORGANISER");
    const viewer = await addMember(team.campaignId, "VIEWER");
    const answer = async (userId: string) => {
      const result = await authorizeTeam(userId, team.teamId, "ledger:correct");
      return result.ok ? "ok" : result.code;
    };
    expect([await answer(team.organiser.userId), await answer(coOrganiser.id), await answer(team.player.id), await answer(viewer.id)]).toEqual([
      "ok",
      "ok",
      "forbidden",
      "forbidden",
    ]);
  });
});

describe("the spend page's menu", () => {
  test("offers the guest star always, and the other spends only where the roster and campaign allow them", async () => {
    const bare = await teamWith(2);
    expect(await loadSpendMenu(bare.campaignId, bare.teamId)).toEqual({
      teamName: "The Spenders",
      balance: 2,
      guestStar: { cost: 2, pending: 0, cancellable: [] },
      curseLift: null,
      vehicle: null,
      quiver: null,
      grimoire: null,
      inBattleMessage: null,
    });

    const full = await teamWith(3, { allowVehicles: true });
    const hexed = await addRow(full, "Hexed", sampleBuild("White Rhino"), { curses: 1 });
    await addRow(full, "Dead and Hexed", sampleBuild("White Rhino"), { curses: 1, status: "dead" });
    const archer = await addRow(full, "Deadeye", sampleBuild("Deadeye"));
    const sorcerer = await addRow(full, "Prof. Weird", sampleBuild("Prof. Weird"));
    const van = await addRow(full, "Battle Van", VEHICLE_BUILD, {}, "VEHICLE");
    expect(await loadSpendMenu(full.campaignId, full.teamId)).toMatchObject({
      balance: 3,
      curseLift: { cost: 1, characters: [{ id: hexed, name: "Hexed", curses: 1 }] },
      vehicle: { cost: 1, vehicles: [{ id: van, name: "Battle Van" }] },
      quiver: { cost: 1, archers: [{ id: archer, name: "Deadeye", quiver: ["entangle", "sonic-blasts", "super-agility"] }] },
      grimoire: {
        cost: 1,
        sorcerers: [{ id: sorcerer, name: "Prof. Weird", grimoire: { major: "power-blasts", minors: ["enhanced-senses", "force-field", "jinx", "telekinesis"] } }],
      },
    });
  });

  test("says why nothing can be spent while the team plays a battle, and has no menu for an archived team", async () => {
    const team = await teamWith(2);
    await addBattle(team, "POST_BATTLE", 2);
    expect(await loadSpendMenu(team.campaignId, team.teamId)).toMatchObject({ inBattleMessage: "The Spenders is playing issue #2; spend after it is resolved." });
    await db.team.update({ where: { id: team.teamId }, data: { archivedAt: new Date() } });
    expect(await loadSpendMenu(team.campaignId, team.teamId)).toBeNull();
  });
});
