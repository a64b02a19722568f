import { describe, expect, test } from "vitest";
import { member, squad } from "@/lib/rules/smf/testing/fixtures";
import { preBattleTeam } from "./pre-battle-options";

const mentalist = member("mind", { name: "Mind", archetype: "mentalist" });
const sorcerer = member("mage", { name: "Mage", archetype: "sorcerer" });
const cursed = member("hex", { name: "Hexed", state: { curses: 2 } });
const plain = member("plain", { name: "Plain" });
const vampire = member("v", {
  name: "Vlad",
  build: {
    archetype: "wildcard",
    powers: [
      { power: "vampire", tier: "minor" },
      { power: "servitor-sidekick", tier: "minor", source: "thrall" },
    ],
  },
});
const kid = member("kid", { name: "Kid", kind: "sidekick", state: { sidekickOf: "v" } });
const thrall = member("th", { name: "Thrall", kind: "thrall", state: { thrallOf: "v" } });
const lineUp = (...ids: Array<{ id: string; name: string }>) => ids.map((c) => ({ characterId: c.id, name: c.name }));

describe("preBattleTeam", () => {
  test("casters are the team's active Mentalists and Sorcerers, offered only when a member is cursed", () => {
    const team = squad("t", [mentalist, sorcerer, cursed, plain, { ...member("gone", { archetype: "sorcerer" }), state: { ...plain.state, status: "captured" } }]);
    const options = preBattleTeam(team, lineUp(plain), "rooftop-rumble");
    expect(options.casters).toEqual([
      { id: "mind", name: "Mind" },
      { id: "mage", name: "Mage" },
    ]);
    expect(options.cursed).toEqual([{ id: "hex", name: "Hexed", curses: 2 }]);
    expect(preBattleTeam(squad("t", [mentalist, plain]), lineUp(plain), "rooftop-rumble").casters).toEqual([]);
    expect(preBattleTeam(squad("t", [cursed, plain]), lineUp(plain), "rooftop-rumble").casters).toEqual([]);
  });

  test("a sidekick choice for a fielded owner with a sidekick and a thrall, none otherwise", () => {
    const team = squad("t", [vampire, kid, thrall, plain]);
    expect(preBattleTeam(team, lineUp(vampire), "rooftop-rumble").sidekicks).toEqual([
      {
        ownerId: "v",
        ownerName: "Vlad",
        entries: [
          { id: "kid", name: "Kid" },
          { id: "th", name: "Thrall" },
        ],
        defaultId: "kid",
      },
    ]);
    expect(preBattleTeam(team, lineUp(plain), "rooftop-rumble").sidekicks).toEqual([]);
  });

  test.each([
    ["Team-Up agreed", "team-up" as const, { maxSubplotDice: 2, carriedSubplotDice: 1, isScenarioRolled: false }],
    ["a scenario still to roll", null, { maxSubplotDice: 2, carriedSubplotDice: 1, isScenarioRolled: true }],
    ["another scenario agreed", "rooftop-rumble" as const, undefined],
  ])("the guest-star roll with %s", (_label, scenario, expected) => {
    expect(preBattleTeam(squad("t", [plain], { carriedSubplotDice: 1 }), lineUp(plain), scenario).guestStar).toEqual(expected);
  });

  test("the line-up's own names and the balance", () => {
    const options = preBattleTeam(squad("t", [plain], { storyPoints: { earned: 4, balance: 3 } }), [{ characterId: "plain", name: "Plain (as fielded)" }], "rooftop-rumble");
    expect(options).toMatchObject({ teamId: "t", fieldedNames: ["Plain (as fielded)"], balance: 3 });
  });
});
