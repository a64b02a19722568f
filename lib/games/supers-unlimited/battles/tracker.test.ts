import { describe, expect, test } from "vitest";
import { foldSuTracker, type SuTap, type SuTrackedEntry } from "@/lib/rules/supers-unlimited";
import type { SuLineUpEntry } from "./su-battle-details";
import { attackerChoices, namesOfSides, suTapWords, trackedStory, trackerBattleOf } from "./tracker";

const entry = (characterId: string, name: string, level: number, extra: Partial<SuLineUpEntry> = {}): SuLineUpEntry => ({
  characterId,
  name,
  level,
  isSuper: level >= 3,
  isLeader: false,
  mindDice: 2,
  hp: 8,
  power: 3,
  ...extra,
});
const sides = [
  { teamId: "t1", teamName: "Shield Squad", lineUp: [entry("c1", "Ace", 4), entry("c2", "Bolt", 4)] },
  { teamId: "t2", teamName: "Night Watch", lineUp: [entry("c3", "Nova", 4), entry("c4", "Onyx", 4, { hp: undefined, power: undefined })] },
];
const names = namesOfSides(sides);
const taps = (...list: SuTap[]): SuTrackedEntry[] => list.map((tap, i) => ({ id: `e${i + 1}`, payload: { v: 1, ...tap } as SuTrackedEntry["payload"], actorName: "Olive" }));

describe("the tracker's words and story", () => {
  test("each tap in a player's words, names for ids", () => {
    expect(suTapWords({ kind: "hp", modelId: "c1", change: -2 }, names)).toBe("Ace -2 HP");
    expect(suTapWords({ kind: "pp", modelId: "c1", change: 1 }, names)).toBe("Ace +1 Power");
    expect(suTapWords({ kind: "state", modelId: "c3", state: "ko" }, names)).toBe("Nova KO'ed");
    expect(suTapWords({ kind: "state", modelId: "c3", state: "up" }, names)).toBe("Nova back up");
    expect(suTapWords({ kind: "state", modelId: "c3", state: "on-board" }, names)).toBe("Nova back on the table");
    expect(suTapWords({ kind: "pass", sideId: "t2" }, names)).toBe("Night Watch passed its Endgame Turns");
    expect(suTapWords({ kind: "objective", objective: 1, state: "claimed", sideId: "t1" }, names, (i) => `Table Quarter ${i + 1}`)).toBe("Shield Squad Claim Table Quarter 2");
    expect(suTapWords({ kind: "turn", modelId: "zz" }, names)).toBe("someone took a Turn");
  });

  test("a battle recorded before HP and Power were copied tracks neither for that model", () => {
    const battle = trackerBattleOf("slugfest", sides);
    expect(battle.sides[1]!.models[1]).toEqual({ modelId: "c4", level: 4, isSuper: true, isLeader: false, hp: null, power: null });
  });

  // Night Watch has 8 Levels: Nova KO'ed leaves 4 standing, exactly half (not below, SU L1376); Onyx out leaves none.
  test("the story keeps the falls, the objectives and the Endgame, not every hit", () => {
    const battle = trackerBattleOf("slugfest", sides);
    const state = foldSuTracker(
      battle,
      taps(
        { kind: "hp", modelId: "c3", change: -3 },
        { kind: "state", modelId: "c3", state: "ko" },
        { kind: "state", modelId: "c4", state: "incapacitated" },
        { kind: "turn", modelId: "c1" },
      ),
      names,
    );
    expect(trackedStory(state, names)).toEqual({
      events: ["Nova KO'ed", "Onyx Incapacitated"],
      // Their places among all four taps: the journal interleaves Plasma X and Gimmicks by them.
      timeline: [
        { tap: 1, text: "Nova KO'ed" },
        { tap: 2, text: "Onyx Incapacitated" },
      ],
      turns: 1,
      endgameAfter: "Onyx Incapacitated",
      endgameTurns: { played: 1, owed: 3 },
    });
  });
});

describe("who may have done it (three or more teams)", () => {
  const sides = [
    { teamId: "shield", teamName: "Shield Squad" },
    { teamId: "night", teamName: "Night Watch" },
    { teamId: "gold", teamName: "Gold Guard" },
  ];

  test("every other team, in the battle's order, for a model still standing", () => {
    expect(attackerChoices(sides, "night", { state: "active" })).toEqual([
      { teamId: "shield", teamName: "Shield Squad", isTheirKo: false },
      { teamId: "gold", teamName: "Gold Guard", isTheirKo: false },
    ]);
  });

  test("a KO'ed model's Out offers the team that KO'ed it first, marked (Ruling SU-R46)", () => {
    expect(attackerChoices(sides, "night", { state: "ko", by: "gold" })).toEqual([
      { teamId: "gold", teamName: "Gold Guard", isTheirKo: true },
      { teamId: "shield", teamName: "Shield Squad", isTheirKo: false },
    ]);
  });

  test("a KO that named no team, or an attacker kept from before the model stood up again, marks none", () => {
    expect(attackerChoices(sides, "night", { state: "ko" }).map((c) => c.isTheirKo)).toEqual([false, false]);
    expect(attackerChoices(sides, "night", { state: "active", by: "gold" }).map((c) => c.teamId)).toEqual(["shield", "gold"]);
  });
});
