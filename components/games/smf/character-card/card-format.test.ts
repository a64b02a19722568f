import { describe, expect, test } from "vitest";
import { freshCampaignState, type CharacterBuild, type CharacterCampaignState, type SmfCharacter } from "@/lib/rules/smf/character";
import { SAMPLE_CHARACTERS } from "@/lib/rules/smf/data/sample-characters";
import { deriveCard } from "@/lib/rules/smf/roster/derive-card";
import {
  bumpLine,
  cardPowerLines,
  cardTeammates,
  characterStatus,
  companionLines,
  formatKoCheck,
  formatMove,
  namedNotes,
  nextBattleLines,
  ownerLine,
  withoutPassingEffects,
} from "./card-format";

function makeCharacter(build: Partial<CharacterBuild> & Pick<CharacterBuild, "archetype">, options: { state?: Partial<CharacterCampaignState> } = {}): SmfCharacter {
  return { id: "c1", name: "Test", kind: "character", build: { powers: [], boosts: [], backgrounds: [], ...build }, state: { ...freshCampaignState(), ...options.state } };
}
const sample = (name: string) => SAMPLE_CHARACTERS.find((s) => s.character.name === name)!.character;
const state = (patch: Partial<CharacterCampaignState>): CharacterCampaignState => ({ ...freshCampaignState(), ...patch });
const injured = (nextBattle: Partial<CharacterCampaignState["nextBattle"]>) => state({ nextBattle: { ...freshCampaignState().nextBattle, ...nextBattle } });

describe("formatMove", () => {
  test.each([
    ["White Rhino (Fast)", "White Rhino", '9"'],
    ["Prof. Weird (Flight)", "Prof. Weird", '6"/20"'],
    ["Tornado (Speed + Super-Agility)", "Tornado", '42"'],
  ])("%s", (_label, name, expected) => {
    const card = deriveCard(sample(name));
    expect(formatMove(card.move, card.flightMove)).toBe(expected);
  });
});

describe("formatKoCheck", () => {
  test.each([
    ["base 4D", { dice: 4, rerolls: 0, sources: [], isAutoFail: false }, "4D"],
    ["with a Re-roll", { dice: 5, rerolls: 1, sources: [], isAutoFail: false }, "5D[1]"],
    ["Immortal fails", { dice: 4, rerolls: 0, sources: [], isAutoFail: true }, "fails"],
    ["henchmen have none", null, "–"],
  ])("%s", (_label, ko, expected) => expect(formatKoCheck(ko)).toBe(expected));
});

describe("characterStatus", () => {
  test.each([
    ["fresh", state({}), "active", "Active"],
    ["misses the next battle", injured({ missesBattle: true }), "injured", "Injured"],
    ["Move loss", injured({ moveLoss: 2 }), "injured", "Injured"],
    ["captured", state({ status: "captured", capturedBy: { teamId: "t", teamName: "The Syndicate" } }), "captured", "Captured"],
    ["dead", state({ status: "dead" }), "dead", "In memoriam"],
    ["retired", state({ status: "retired" }), "retired", "Retired"],
  ])("%s", (_label, s, tone, label) => {
    expect(characterStatus(s)).toMatchObject({ tone, label });
  });

  test("a captor is named", () => {
    expect(characterStatus(state({ status: "captured", capturedBy: { teamId: "t", teamName: "The Syndicate" } })).detail).toBe("Held by The Syndicate");
  });
});

test("nextBattleLines lists every effect in words", () => {
  expect(nextBattleLines(injured({ missesBattle: true, moveLoss: 3, attackDiceLoss: 1, arrivesRound: 3 }))).toEqual([
    "Sits out the next battle",
    '−3" Move',
    "−1D on attacks",
    "Arrives at the start of round 3",
  ]);
  expect(nextBattleLines(freshCampaignState())).toEqual([]);
});

describe("cardPowerLines", () => {
  test("Bug-Man: minors with the Stun track, then his Boost", () => {
    expect(cardPowerLines(sample("Bug-Man")).map((l) => [l.name, l.tier, l.recharge])).toEqual([
      ["Savant", "minor", null],
      ["Shrinking", "minor", null],
      ["Stun (Body)", "minor", null],
      ["Clever (Boost)", "minor", null],
    ]);
  });

  test("Prof. Weird: Sorcery with its recharge", () => {
    expect(cardPowerLines(sample("Prof. Weird"))[0]).toMatchObject({ name: "Sorcery", tier: "major", recharge: "2+" });
  });

  test("a power held twice shows once", () => {
    const c = makeCharacter({
      archetype: "wildcard",
      powers: [
        { power: "flight", tier: "minor" },
        { power: "flight", tier: "minor", source: "bump" },
      ],
    });
    expect(cardPowerLines(c)).toHaveLength(1);
  });
});

test("withoutPassingEffects clears curses and next-battle effects only", () => {
  const c = makeCharacter({ archetype: "brick" }, { state: { curses: 2, hasSpaceGodBonus: true, nextBattle: { missesBattle: true, moveLoss: 2, attackDiceLoss: 1 } } });
  const cleared = withoutPassingEffects(c).state;
  expect(cleared).toMatchObject({ curses: 0, hasSpaceGodBonus: true, nextBattle: { missesBattle: false, moveLoss: 0, attackDiceLoss: 0 } });
  expect(deriveCard(withoutPassingEffects(c)).notes.some((n) => n.includes("next battle"))).toBe(false);
});

test("namedNotes names a known Rapport partner and leaves other notes alone", () => {
  const names: Record<string, string> = { c2: "Deadeye" };
  expect(namedNotes(["Rapport partner: c2", "Rapport partner: c9", "Flight"], (id) => names[id])).toEqual(["Rapport partner: Deadeye", "Rapport partner: c9", "Flight"]);
});

test.each([
  ["a stat bump", { table: "general", row: 1, issue: 3 }, "General: +1 Body (issue 3)"],
  ["a check bump tied to a background", { table: "esoteric", row: 4, background: "science", issue: 5 }, /^Esoteric: .+ — Science \(issue 5\)$/],
] as const)("bumpLine: %s", (_label, bump, expected) => {
  expect(bumpLine(bump)).toMatch(expected);
});

describe("sidekick and thrall lines", () => {
  const owl: SmfCharacter = { ...makeCharacter({ archetype: "wildcard" }), id: "owl", name: "Night Owl" };
  const kid: SmfCharacter = { ...makeCharacter({ archetype: "street-level" }, { state: { sidekickOf: "owl" } }), id: "kid", name: "Kid Owl", kind: "sidekick" };
  const thrall: SmfCharacter = { ...makeCharacter({ archetype: "street-level" }, { state: { thrallOf: "owl" } }), id: "th", name: "Karthoum (thrall)", kind: "thrall" };
  const teammates = cardTeammates([owl, kid, thrall]);

  test("cardTeammates keeps names and links only", () => {
    expect(teammates).toEqual([
      { id: "owl", name: "Night Owl", kind: "character" },
      { id: "kid", name: "Kid Owl", kind: "sidekick", sidekickOf: "owl" },
      { id: "th", name: "Karthoum (thrall)", kind: "thrall", thrallOf: "owl" },
    ]);
  });

  test.each([
    ["a sidekick names its owner", kid, "Sidekick of Night Owl"],
    ["a thrall names its vampire", thrall, "Thrall of Night Owl"],
    ["a character belongs to no one", owl, null],
  ])("ownerLine: %s", (_label, character, expected) => {
    expect(ownerLine(character, teammates)).toBe(expected);
  });

  test("an owner not among the teammates gives no line", () => {
    expect(ownerLine(kid, [])).toBeNull();
  });

  test("the owner's card lists its sidekick and thrall", () => {
    expect(companionLines(owl, teammates)).toEqual(["Sidekick: Kid Owl", "Thrall: Karthoum (thrall)"]);
    expect(companionLines(kid, teammates)).toEqual([]);
  });
});
