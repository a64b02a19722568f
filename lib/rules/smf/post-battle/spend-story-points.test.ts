import { describe, expect, test } from "vitest";
import type { PowerId } from "../character";
import { battleInput, member, squad, teamReport } from "../testing/fixtures";
import { liftCurseWithStoryPoints } from "../story-points/lift-curse-with-story-points";
import { applyStoryPointSpend, buyGuestStar, changeGrimoire, changeQuiver, payForVehicle, runSpecialGuestStars } from "./spend-story-points";
import { initialPostBattleState } from "./state";
import type { StoryPointSpend } from "./types";

const archer = member("arrow", {
  name: "Arrow",
  archetype: "blaster",
  build: { powers: [{ power: "archery", tier: "major", choices: { quiver: ["entangle", "stun", "leaping"] } }] },
});
const mage = member("mage", {
  name: "Mage",
  archetype: "sorcerer",
  build: { powers: [{ power: "sorcery", tier: "major", choices: { grimoire: { major: "healing", minors: ["flight", "jinx", "teleport", "stun"] } } }] },
});
const cursed = member("cursed", { name: "Cursed", state: { curses: 2 } });
const car = member("car", { name: "Car", kind: "vehicle" });
const rich = squad("t", [archer, mage, cursed, car], { name: "Team", storyPoints: { earned: 9, balance: 5 } });
const broke = { ...rich, storyPoints: { earned: 9, balance: 0 } };

describe("Phase 3 spends", () => {
  test("guest star: 2 SP → one more guest star pending (L2694)", () => {
    const result = buyGuestStar(rich);
    expect(result).toMatchObject({ ok: true, team: { guestStarsPending: 1, storyPoints: { earned: 9, balance: 3 } }, entry: { delta: -2, reason: "guest-star" } });
  });

  test("vehicle: 1 SP when the campaign allows vehicles (L2714)", () => {
    expect(payForVehicle(rich, { allowVehicles: true }, "car")).toMatchObject({ ok: true, entry: { delta: -1, reason: "vehicle", characterId: "car" } });
    expect(payForVehicle(rich, {})).toMatchObject({ ok: false, error: { code: "vehicles-not-allowed" } });
    expect(payForVehicle(rich, { allowVehicles: true }, "arrow")).toMatchObject({ ok: false, error: { code: "not-a-vehicle" } });
  });

  test("quiver: 1 SP for three different trick arrows (L683–L689)", () => {
    const result = changeQuiver(rich, "arrow", ["super-agility", "sonic-blasts", "melee-specialist"]);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.team.characters[0]!.build.powers[0]!.choices?.quiver).toEqual(["super-agility", "sonic-blasts", "melee-specialist"]);
    expect(result.entry).toMatchObject({ delta: -1, reason: "quiver" });
  });

  test.each<[string, PowerId[]]>([
    ["two arrows", ["stun", "leaping"]],
    ["a repeated arrow", ["stun", "stun", "leaping"]],
    ["an arrow not on the list", ["stun", "leaping", "flight"]],
  ])("quiver refused: %s", (_label, quiver) => {
    expect(changeQuiver(rich, "arrow", quiver)).toMatchObject({ ok: false, error: { code: "invalid-quiver" } });
  });

  test("grimoire: 1 SP for 1 major and 4 minors (L1058–L1066)", () => {
    const result = changeGrimoire(rich, "mage", { major: "power-blasts", minors: ["flight", "force-field", "jinx", "telekinesis"] });
    expect(result.ok && result.team.characters[1]!.build.powers[0]!.choices?.grimoire).toEqual({
      major: "power-blasts",
      minors: ["flight", "force-field", "jinx", "telekinesis"],
    });
    expect(changeGrimoire(rich, "mage", { major: "sorcery", minors: ["flight", "force-field", "jinx", "telekinesis"] })).toMatchObject({
      ok: false,
      error: { code: "invalid-grimoire" },
    });
    expect(changeGrimoire(rich, "mage", { major: "healing", minors: ["flight", "shield", "jinx", "telekinesis"] })).toMatchObject({
      ok: false,
      error: { code: "invalid-grimoire" },
    });
  });

  test.each<[string, PowerId[]]>([
    ["Immortal (Ruling R5)", ["flight", "immortal", "jinx", "telekinesis"]],
    ["Legion (L1907)", ["flight", "legion", "jinx", "telekinesis"]],
  ])("grimoire refused, as at creation: %s is archetype-bound", (_label, minors) => {
    expect(changeGrimoire(rich, "mage", { major: "power-blasts", minors })).toMatchObject({ ok: false, error: { code: "invalid-grimoire" } });
  });

  test("curse lift: 1 SP removes one curse (L2473)", () => {
    const result = liftCurseWithStoryPoints(rich, "cursed");
    expect(result.ok && result.team.characters[2]!.state.curses).toBe(1);
    expect(liftCurseWithStoryPoints(rich, "arrow")).toMatchObject({ ok: false, error: { code: "target-not-cursed" } });
  });

  test.each<[string, StoryPointSpend, string]>([
    ["guest star", { kind: "guest-star", teamId: "t" }, "insufficient-balance"],
    ["vehicle", { kind: "vehicle", teamId: "t" }, "insufficient-balance"],
    ["quiver", { kind: "quiver", teamId: "t", characterId: "arrow", quiver: ["stun", "leaping", "entangle"] }, "insufficient-balance"],
    ["grimoire", { kind: "grimoire", teamId: "t", characterId: "mage", grimoire: { major: "healing", minors: ["flight", "jinx", "teleport", "stun"] } }, "insufficient-balance"],
    ["curse lift", { kind: "curse-lift", teamId: "t", characterId: "cursed" }, "insufficient-balance"],
    ["quiver without Archery", { kind: "quiver", teamId: "t", characterId: "mage", quiver: ["stun", "leaping", "entangle"] }, "no-archery"],
    ["grimoire without Sorcery", { kind: "grimoire", teamId: "t", characterId: "arrow", grimoire: { major: "healing", minors: [] } }, "no-sorcery"],
    ["unknown character", { kind: "curse-lift", teamId: "t", characterId: "nobody" }, "unknown-character"],
  ])("Ruling R8: %s refused with a typed error when it cannot be paid or is illegal", (_label, spend, code) => {
    const result = applyStoryPointSpend(broke, spend, { allowVehicles: true });
    expect(result).toMatchObject({ ok: false, error: { code } });
  });

  test("the Phase 3 step applies spends in order and reports refusals without stopping", () => {
    const foe = squad("f", [member("f1")]);
    const input = battleInput([{ ...rich, storyPoints: { earned: 9, balance: 3 } }, foe], [teamReport(rich, "won"), teamReport(foe, "lost")], {
      choices: {
        spends: [
          { kind: "guest-star", teamId: "t" },
          { kind: "guest-star", teamId: "t" },
          { kind: "curse-lift", teamId: "t", characterId: "cursed" },
          { kind: "guest-star", teamId: "nope" },
        ],
      },
    });
    const result = runSpecialGuestStars(initialPostBattleState(input), input);
    if (!result.ok) throw new Error("step failed");
    expect(result.events.map((e) => e.kind)).toEqual(["story-points", "spend-refused", "story-points", "spend-refused"]);
    const team = result.state.teams[0]!;
    expect(team.storyPoints).toEqual({ earned: 9, balance: 0 });
    expect(team.guestStarsPending).toBe(1);
    expect(team.characters[2]!.state.curses).toBe(1);
  });
});
