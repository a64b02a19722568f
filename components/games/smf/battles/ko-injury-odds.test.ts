import { describe, expect, test } from "vitest";
import { injuryRollOdds } from "@/lib/rules/smf";
import { member } from "@/lib/rules/smf/testing/fixtures";
import { koInjuryOdds, type KoFieldValues } from "./ko-injury-odds";

const vic = member("v", { name: "Vic" });
const blank: KoFieldValues = { track: "", furtherHarm: "0", vampireId: "", hero: "", injuredByTeamId: "" };
const villains = [{ teamId: "foes", alignment: "villains" as const }];
const heroes = [{ teamId: "foes", alignment: "heroes" as const }];

describe("koInjuryOdds: the report's odds follow its fields", () => {
  test("not KO'ed: no odds", () => {
    expect(koInjuryOdds(vic, blank, villains)).toEqual({ kind: "none" });
  });

  test.each<[string, Partial<KoFieldValues>, readonly { teamId: string; alignment: "heroes" | "villains" }[], Parameters<typeof injuryRollOdds>[1]]>([
    ["KO'ed on Body by villains", { track: "body" }, villains, { track: "body", furtherHarm: 0, isVampireMelee: false, isPutDownByHero: false }],
    ["both tracks, 3 further harm", { track: "both", furtherHarm: "3" }, villains, { track: "both", furtherHarm: 3, isVampireMelee: false, isPutDownByHero: false }],
    ["further harm not yet a number counts as 0", { track: "body", furtherHarm: "" }, villains, { track: "body", furtherHarm: 0, isVampireMelee: false, isPutDownByHero: false }],
    ["put down by heroes: the injuring team's side", { track: "psyche" }, heroes, { track: "psyche", furtherHarm: 0, isVampireMelee: false, isPutDownByHero: true }],
    ["'No' overrides the side", { track: "psyche", hero: "no" }, heroes, { track: "psyche", furtherHarm: 0, isVampireMelee: false, isPutDownByHero: false }],
    ["a Vampire's melee", { track: "body", vampireId: "drago" }, villains, { track: "body", furtherHarm: 0, isVampireMelee: true, isPutDownByHero: false }],
    [
      "three teams: the team named as injurer decides the side (Ruling R10)",
      { track: "body", injuredByTeamId: "h" },
      [
        { teamId: "v", alignment: "villains" },
        { teamId: "h", alignment: "heroes" },
      ],
      { track: "body", furtherHarm: 0, isVampireMelee: false, isPutDownByHero: true },
    ],
  ])("%s", (_label, values, foes, modifiers) => {
    expect(koInjuryOdds(vic, { ...blank, ...values }, foes)).toEqual({ kind: "odds", odds: injuryRollOdds(vic, modifiers) });
  });

  test("a henchmen group never rolls, and the report says why (Ruling R11)", () => {
    const goons = member("g", { name: "Goons", kind: "henchmen", build: { archetype: "henchmen" } });
    expect(koInjuryOdds(goons, { ...blank, track: "body" }, villains)).toEqual({
      kind: "exempt",
      reason: "A henchmen group makes no injury roll: it comes back at full strength next battle, arriving in round 2.",
    });
  });
});
