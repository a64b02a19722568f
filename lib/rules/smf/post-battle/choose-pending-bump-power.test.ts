import { describe, expect, test } from "vitest";
import { scriptedDice } from "../../dice";
import type { Bump, PowerId, SmfCharacter } from "../character";
import { findPower } from "../data/powers";
import { ownMinorMenu } from "../roster/power-menus";
import { validateCharacter } from "../roster/validate-character";
import { member, squad } from "../testing/fixtures";
import { choosePendingBumpPower, isPendingPowerBump, type PendingBumpRef } from "./choose-pending-bump-power";
import { rollBump } from "./roll-bump";

const PENDING: Bump = { table: "esoteric", row: 3, issue: 4 };

/** A Sorcerer (minor list L479) whose second bump, from issue 4, waits for its power. */
function mage(extra: { powers?: PowerId[]; bumps?: Bump[] } = {}): SmfCharacter {
  return member("mage", {
    name: "Mage",
    archetype: "sorcerer",
    powers: extra.powers ?? ["flight"],
    state: { bumps: extra.bumps ?? [{ table: "general", row: 1, issue: 2 }, PENDING] },
  });
}

const team = (c: SmfCharacter = mage()) => squad("t", [c, member("pal", { name: "Pal" })]);

describe("choosePendingBumpPower (Esoteric 3, L2652)", () => {
  test("a power from the character's own minor list is applied to the bump and the build", () => {
    const before = team();
    const snapshot = JSON.stringify(before);
    const result = choosePendingBumpPower(before, "mage", { bumpIndex: 1 }, "teleport");
    if (!result.ok) throw new Error(result.error.message);
    expect(result.bump).toEqual({ ...PENDING, power: "teleport" });
    expect(result.bumpIndex).toBe(1);
    const mageAfter = result.team.characters.find((c) => c.id === "mage")!;
    expect(mageAfter.state.bumps).toEqual([
      { table: "general", row: 1, issue: 2 },
      { ...PENDING, power: "teleport" },
    ]);
    expect(mageAfter.build.powers.at(-1)).toEqual({ power: "teleport", tier: "minor", source: "bump" });
    expect(isPendingPowerBump(mageAfter.state.bumps[1]!)).toBe(false);
    expect(result.summary).toBe("Mage gains Teleport from the Esoteric bump of issue 4 (L2652)");
    expect(JSON.stringify(before)).toBe(snapshot);
  });

  test("the bump can be named by its issue", () => {
    const result = choosePendingBumpPower(team(), "mage", { issue: 4 }, "jinx");
    expect(result).toMatchObject({ ok: true, bumpIndex: 1, bump: { power: "jinx" } });
  });

  test("a power with a required choice takes it, checked by the roster rules", () => {
    const result = choosePendingBumpPower(team(), "mage", { issue: 4 }, "rapport", { rapportPartnerId: "pal" });
    expect(result.ok && result.character.build.powers.at(-1)).toEqual({ power: "rapport", tier: "minor", source: "bump", choices: { rapportPartnerId: "pal" } });
  });

  test("every power on the Sorcerer's list that it lacks and that needs no choice is accepted", () => {
    const menu = [...ownMinorMenu(mage().build)].filter((p) => p !== "flight" && !findPower(p, "minor")!.requiredChoices?.length);
    expect(menu.length).toBeGreaterThan(4);
    for (const power of menu) {
      const result = choosePendingBumpPower(team(), "mage", { issue: 4 }, power);
      expect(result.ok, power).toBe(true);
    }
  });

  test("the power chosen after a bump rolled without one (needsPowerChoice) lands on that bump", () => {
    const character = mage({ bumps: [] });
    const rolled = rollBump(character, { characterId: "mage", table: "esoteric" }, false, 7, scriptedDice([3]));
    expect(rolled.needsPowerChoice).toBe(true);
    const withBump: SmfCharacter = { ...character, state: { ...character.state, bumps: [rolled.bump] } };
    const result = choosePendingBumpPower(team(withBump), "mage", { issue: 7 }, "entangle");
    expect(result).toMatchObject({ ok: true, bump: { table: "esoteric", row: 3, issue: 7, power: "entangle" } });
  });

  test.each<{ label: string; ref: PendingBumpRef; power: PowerId; characterId?: string; character?: SmfCharacter; code: string }>([
    { label: "no such character", ref: { bumpIndex: 1 }, power: "jinx", characterId: "ghost", code: "unknown-character" },
    { label: "the index names a General bump", ref: { bumpIndex: 0 }, power: "jinx", code: "no-pending-power-choice" },
    { label: "the index is past the last bump", ref: { bumpIndex: 5 }, power: "jinx", code: "no-pending-power-choice" },
    { label: "no pending bump from that issue", ref: { issue: 2 }, power: "jinx", code: "no-pending-power-choice" },
    {
      label: "the power was already chosen",
      ref: { bumpIndex: 0 },
      power: "jinx",
      character: mage({ bumps: [{ ...PENDING, power: "teleport" }], powers: ["flight", "teleport"] }),
      code: "no-pending-power-choice",
    },
    { label: "a major-only power", ref: { issue: 4 }, power: "speed", code: "not-a-minor-power" },
    { label: "a minor from another archetype's list (Brick's Armor)", ref: { issue: 4 }, power: "armor", code: "not-on-minor-menu" },
    { label: "a power already held", ref: { issue: 4 }, power: "flight", code: "already-held" },
    { label: "a power with a choice left out", ref: { issue: 4 }, power: "rapport", code: "invalid-choice" },
  ])("$label → $code", ({ ref, power, characterId, character, code }) => {
    const result = choosePendingBumpPower(team(character), characterId ?? "mage", ref, power);
    expect(result).toMatchObject({ ok: false, error: { code } });
  });

  test("Immortal on a Wildcard's list costs two picks and is refused", () => {
    const wild = member("w", { archetype: "wildcard", state: { bumps: [PENDING] } });
    expect(choosePendingBumpPower(squad("t", [wild]), "w", { issue: 4 }, "immortal")).toMatchObject({
      ok: false,
      error: { code: "costs-more-than-one-pick" },
    });
  });

  test("a minor Super-Strength beside the major is refused (L1118)", () => {
    const brawler = member("b", {
      archetype: "mastermind",
      build: { powers: [{ power: "super-strength", tier: "major" }] },
      state: { bumps: [PENDING] },
    });
    expect(choosePendingBumpPower(squad("t", [brawler]), "b", { issue: 4 }, "super-strength")).toMatchObject({
      ok: false,
      error: { code: "already-held" },
    });
  });

  test("the applied pick passes the roster's own validation as a power gained in play", () => {
    const base = member("mage", { name: "Mage", archetype: "sorcerer", backgrounds: ["arcane", "science"], state: { bumps: [PENDING] } });
    const before = validateCharacter(base);
    const result = choosePendingBumpPower(squad("t", [base]), "mage", { issue: 4 }, "teleport");
    if (!result.ok) throw new Error(result.error.message);
    const after = validateCharacter(result.character);
    const codesOf = (r: ReturnType<typeof validateCharacter>) => (r.ok ? [] : r.problems.map((p) => p.code));
    expect(codesOf(after)).toEqual(codesOf(before));
  });
});
