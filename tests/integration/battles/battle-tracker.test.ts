import { describe, expect, test } from "vitest";
import { foldTrackedEntries } from "@/lib/rules/smf";
import { loadBattle } from "@/lib/games/smf/server/battles/load-battle";
import { lockPreBattleChoices } from "@/lib/games/smf/server/battles/lock-pre-battle-choices";
import { loadTrackedEntries, strikeTracked, trackBattle, trackerTeams } from "@/lib/games/smf/server/battles/track-battle";
import { TAP_BURST, TAP_BURST_SECONDS, TAPS_PER_MINUTE } from "@/lib/server/battles/tap-rate-limit";
import { db } from "@/lib/server/db";
import { accessFor, addMember } from "../factories";
import { battleToReport, key, reportBattle, setUpBattle, simpleReport, twoTeamCampaign } from "./battle-factory";

const rows = (battleId: string) =>
  db.battleTrackEntry.findMany({ where: { battleId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }], select: { kind: true, actorName: true, payload: true } });

async function foldOf(battleId: string) {
  const loaded = (await loadBattle(battleId))!;
  return foldTrackedEntries(await loadTrackedEntries(battleId), trackerTeams(loaded));
}

describe("the tracker during a battle", () => {
  test("taps from two players are appended in order, an undo strikes one, and the fold reads them as the report's KOs", async () => {
    const world = await twoTeamCampaign();
    const { battleId } = await battleToReport(world);
    const craniak = world.b.ids["Craniak"]!;
    const rhino = world.a.ids["White Rhino"]!;

    const first = await trackBattle(world.access.alice, battleId, key(), { kind: "ko", characterId: craniak });
    expect(first).toMatchObject({ ok: true, isRepeat: false });
    expect(await trackBattle(world.access.bob, battleId, key(), { kind: "ko", characterId: craniak, track: "both", byCharacterId: rhino })).toMatchObject({ ok: true });
    const harm = await trackBattle(world.access.bob, battleId, key(), { kind: "ko", characterId: craniak, furtherHarm: 2 });
    expect(harm.ok).toBe(true);
    const struck = await strikeTracked(world.access.alice, battleId, key(), harm.ok ? harm.entryId : "");
    expect(struck).toMatchObject({ ok: true, isRepeat: false });

    expect(await rows(battleId)).toEqual([
      { kind: "ko", actorName: "Alice", payload: { v: 1, kind: "ko", characterId: craniak } },
      { kind: "ko", actorName: "Bob", payload: { v: 1, kind: "ko", characterId: craniak, track: "both", byCharacterId: rhino } },
      { kind: "ko", actorName: "Bob", payload: { v: 1, kind: "ko", characterId: craniak, furtherHarm: 2 } },
      { kind: "strike", actorName: "Alice", payload: { v: 1, kind: "strike", entryId: harm.ok ? harm.entryId : "" } },
    ]);
    const folded = await foldOf(battleId);
    expect(folded.teams[1]!.knockedOut).toEqual([{ characterId: craniak, track: "both", furtherHarm: 0, injuredByTeamId: world.a.team.id }]);
    expect(folded.live).toHaveLength(2);
  });

  test("a retried tap (the same request key) is recorded once and answers with its entry, also when both arrive at once", async () => {
    const world = await twoTeamCampaign();
    const { battleId } = await battleToReport(world);
    const tap = { kind: "ko", characterId: world.b.ids["Craniak"]! } as const;
    const requestKey = key();
    const first = await trackBattle(world.access.alice, battleId, requestKey, tap);
    const again = await trackBattle(world.access.alice, battleId, requestKey, tap);
    expect(again).toEqual({ ok: true, entryId: first.ok ? first.entryId : "", isRepeat: true });

    const together = key();
    const answers = await Promise.all([1, 2, 3].map(() => trackBattle(world.access.bob, battleId, together, tap)));
    expect(answers.every((a) => a.ok)).toBe(true);
    expect(new Set(answers.map((a) => (a.ok ? a.entryId : "")))).toHaveLength(1);
    expect(await db.battleTrackEntry.count({ where: { battleId } })).toBe(2);

    // The key of another battle's tap is not taken as this one's.
    const other = await twoTeamCampaign();
    const otherBattle = await battleToReport(other);
    expect(await trackBattle(other.access.alice, otherBattle.battleId, requestKey, { kind: "ko", characterId: other.b.ids["Craniak"]! })).toMatchObject({
      ok: false,
      code: "key-reused",
    });
    expect(await db.battleTrackEntry.count({ where: { battleId: otherBattle.battleId } })).toBe(0);
  });

  test("only while the battle waits for its report: not before the pre-battle is rolled, not once it is reported", async () => {
    const world = await twoTeamCampaign();
    const { battleId } = await setUpBattle(world, "rooftop-rumble");
    const tap = { kind: "ko", characterId: world.b.ids["Craniak"]! } as const;
    expect(await trackBattle(world.access.alice, battleId, key(), tap)).toEqual({
      ok: false,
      code: "wrong-stage",
      message: "Issue #1 cannot be tracked now: the pre-battle choices are not locked yet.",
    });
    expect((await lockPreBattleChoices(world.access.alice, battleId, [])).ok).toBe(true);
    expect(await trackBattle(world.access.alice, battleId, key(), tap)).toMatchObject({ ok: false, code: "wrong-stage" });

    const reported = await twoTeamCampaign();
    const played = await battleToReport(reported);
    const entry = await trackBattle(reported.access.alice, played.battleId, key(), { kind: "ko", characterId: reported.b.ids["Craniak"]! });
    expect((await reportBattle(reported.access.alice, played.battleId, simpleReport(reported))).ok).toBe(true);
    expect(await trackBattle(reported.access.bob, played.battleId, key(), tap)).toMatchObject({ ok: false, code: "wrong-stage" });
    expect(await strikeTracked(reported.access.bob, played.battleId, key(), entry.ok ? entry.entryId : "")).toMatchObject({ ok: false, code: "wrong-stage" });
    expect(await db.battleTrackEntry.count({ where: { battleId: { in: [battleId, played.battleId] } } })).toBe(1);
  });

  test("a member who may not play the battle is refused: a player without a team in it, a viewer", async () => {
    const world = await twoTeamCampaign();
    const { battleId } = await battleToReport(world);
    const carol = await addMember(world.campaign.id, "PLAYER", "Carol");
    const vera = await addMember(world.campaign.id, "VIEWER", "Vera");
    const tap = { kind: "ko", characterId: world.b.ids["Craniak"]! } as const;
    for (const member of [carol, vera]) {
      expect(await trackBattle(await accessFor(member.id, world.campaign.id), battleId, key(), tap)).toMatchObject({ ok: false, code: "not-allowed" });
    }
    // An organiser plays every battle.
    expect(await trackBattle(world.access.organiser, battleId, key(), tap)).toMatchObject({ ok: true });
    expect(await db.battleTrackEntry.count({ where: { battleId } })).toBe(1);
  });

  test.each([
    ["a character not fielded", { kind: "ko", characterId: "not-in-this-battle" }, "That character was not fielded in this battle."],
    ["a teammate named as the knocker", { kind: "ko", characterId: "Craniak", byCharacterId: "Shatterer" }, "Only a foe fielded in this battle can KO a character."],
    [
      "a Vampire's drain from a foe who is no Vampire",
      { kind: "ko", characterId: "Craniak", byCharacterId: "White Rhino", isVampireMelee: true },
      "Only a Vampire drains in melee; that foe is not one.",
    ],
    ["an achievement the scenario cannot score", { kind: "score", objective: "fragments", teamId: "a" }, "This battle's scenario and event do not score that."],
  ])("a tap that does not fit the battle is refused: %s", async (_label, tap, message) => {
    const world = await twoTeamCampaign();
    const { battleId } = await battleToReport(world);
    const ids: Record<string, string> = { ...world.a.ids, ...world.b.ids, a: world.a.team.id };
    const resolved = Object.fromEntries(
      Object.entries(tap).map(([field, value]) => [field, ["characterId", "byCharacterId", "teamId"].includes(field) ? (ids[value as string] ?? value) : value]),
    );
    expect(await trackBattle(world.access.alice, battleId, key(), resolved as never)).toEqual({ ok: false, code: "illegal-tap", message });
    expect(await db.battleTrackEntry.count({ where: { battleId } })).toBe(0);
  });

  test("undo names an entry of this battle, and not an undo", async () => {
    const world = await twoTeamCampaign();
    const { battleId } = await battleToReport(world);
    const other = await twoTeamCampaign();
    const otherBattle = await battleToReport(other);
    const foreign = await trackBattle(other.access.alice, otherBattle.battleId, key(), { kind: "ko", characterId: other.b.ids["Craniak"]! });
    expect(await strikeTracked(world.access.alice, battleId, key(), foreign.ok ? foreign.entryId : "")).toMatchObject({ ok: false, code: "illegal-tap" });

    const tap = await trackBattle(world.access.alice, battleId, key(), { kind: "recovered", characterId: world.b.ids["Craniak"]! });
    const strike = await strikeTracked(world.access.alice, battleId, key(), tap.ok ? tap.entryId : "");
    expect(await strikeTracked(world.access.alice, battleId, key(), strike.ok ? strike.entryId : "")).toMatchObject({ ok: false, code: "illegal-tap" });
    expect(await db.battleTrackEntry.count({ where: { battleId } })).toBe(2);
  });

  test("the rows are append-only: an edit is refused by the database", async () => {
    const world = await twoTeamCampaign();
    const { battleId } = await battleToReport(world);
    const tap = await trackBattle(world.access.alice, battleId, key(), { kind: "ko", characterId: world.b.ids["Craniak"]! });
    await expect(db.battleTrackEntry.update({ where: { id: tap.ok ? tap.entryId : "" }, data: { kind: "recovered" } })).rejects.toThrow(/append-only/);
  });

  test("an actor's deleted account leaves their taps, under the name they had", async () => {
    const world = await twoTeamCampaign();
    const { battleId } = await battleToReport(world);
    const carol = await addMember(world.campaign.id, "ORGANISER", "Carol");
    expect((await trackBattle(await accessFor(carol.id, world.campaign.id), battleId, key(), { kind: "ko", characterId: world.b.ids["Craniak"]! })).ok).toBe(true);
    await db.user.delete({ where: { id: carol.id } });
    expect(await db.battleTrackEntry.findMany({ where: { battleId }, select: { actorId: true, actorName: true } })).toEqual([{ actorId: null, actorName: "Carol" }]);
  });
});

describe("one player's taps of one battle are limited (issue 23, item 6)", () => {
  test(`${TAP_BURST} taps in ${TAP_BURST_SECONDS} s go through; the next is refused with a message, writes nothing, and other players tap on`, async () => {
    const world = await twoTeamCampaign();
    const { battleId } = await battleToReport(world);
    const tap = { kind: "ko", characterId: world.b.ids["Craniak"]! } as const;
    const keys = Array.from({ length: TAP_BURST }, () => key());
    for (const requestKey of keys) expect(await trackBattle(world.access.alice, battleId, requestKey, tap)).toMatchObject({ ok: true, isRepeat: false });

    const refused = await trackBattle(world.access.alice, battleId, key(), tap);
    expect(refused).toEqual({
      ok: false,
      code: "too-many-taps",
      message: expect.stringMatching(new RegExp(`^That tap was not saved: you have tapped ${TAP_BURST} times in ${TAP_BURST_SECONDS} seconds, .+ Try again in \\d+ seconds?\\.$`)),
    });
    const first = await db.battleTrackEntry.findUniqueOrThrow({ where: { requestKey: keys[0]! }, select: { id: true } });
    expect(await strikeTracked(world.access.alice, battleId, key(), first.id)).toMatchObject({ ok: false, code: "too-many-taps" });
    expect(await db.battleTrackEntry.count({ where: { battleId, actorId: world.alice.id } })).toBe(TAP_BURST);
    // A retried tap that was stored still answers with its entry; another player is not held back.
    expect(await trackBattle(world.access.alice, battleId, keys[0]!, tap)).toMatchObject({ ok: true, isRepeat: true });
    expect(await trackBattle(world.access.bob, battleId, key(), tap)).toMatchObject({ ok: true, isRepeat: false });
  });

  test("a flood of simultaneous taps stores no more than the burst", async () => {
    const world = await twoTeamCampaign();
    const { battleId } = await battleToReport(world);
    const tap = { kind: "recovered", characterId: world.b.ids["Craniak"]! } as const;
    const answers = await Promise.all(Array.from({ length: 40 }, () => trackBattle(world.access.bob, battleId, key(), tap)));
    expect(answers.filter((a) => a.ok)).toHaveLength(TAP_BURST);
    expect(answers.filter((a) => !a.ok).every((a) => !a.ok && a.code === "too-many-taps")).toBe(true);
    expect(await db.battleTrackEntry.count({ where: { battleId } })).toBe(TAP_BURST);
  });

  test(`at most ${TAPS_PER_MINUTE} a minute, however they are spread`, async () => {
    const world = await twoTeamCampaign();
    const { battleId } = await battleToReport(world);
    const characterId = world.b.ids["Craniak"]!;
    const earlier = new Date(Date.now() - 30_000);
    await db.battleTrackEntry.createMany({
      data: Array.from({ length: TAPS_PER_MINUTE - 2 }, () => ({
        battleId,
        kind: "recovered",
        payload: { v: 1, kind: "recovered", characterId },
        actorId: world.bob.id,
        actorName: "Bob",
        requestKey: key(),
        createdAt: earlier,
      })),
    });
    const tap = { kind: "recovered", characterId } as const;
    expect(await trackBattle(world.access.bob, battleId, key(), tap)).toMatchObject({ ok: true });
    expect(await trackBattle(world.access.bob, battleId, key(), tap)).toMatchObject({ ok: true });
    const refused = await trackBattle(world.access.bob, battleId, key(), tap);
    expect(refused).toMatchObject({ ok: false, code: "too-many-taps", message: expect.stringContaining(`tapped ${TAPS_PER_MINUTE} times in the last minute`) });
    // The oldest leaves the minute in about 30 s.
    const wait = Number(/Try again in (\d+) second/.exec(refused.ok ? "" : refused.message)?.[1]);
    expect(wait).toBeGreaterThanOrEqual(25);
    expect(wait).toBeLessThanOrEqual(31);
    expect(await db.battleTrackEntry.count({ where: { battleId } })).toBe(TAPS_PER_MINUTE);
  });
});
