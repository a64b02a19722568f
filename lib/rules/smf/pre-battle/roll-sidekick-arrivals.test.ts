import { describe, expect, test } from "vitest";
import { scriptedDice } from "../../dice";
import type { PowerPick } from "../character";
import { member, squad } from "../testing/fixtures";
import { planSidekickArrivals, rollSidekickArrivals, sidekickArrivalOptions } from "./roll-sidekick-arrivals";

const SIDEKICK: PowerPick = { power: "servitor-sidekick", tier: "minor", choices: { sidekickPower: "flight" } };
const owner = member("o", { name: "Owner", build: { archetype: "wildcard", powers: [SIDEKICK] } });
const plain = member("p", { name: "Plain" });

describe("Servitor/Sidekick arrival (L1035)", () => {
  test.each([
    { label: "1 goal → starts the battle", faces: [4, 1], round: 1 },
    { label: "4 goals → starts the battle", faces: [6, 6], round: 1 },
    { label: "0 goals → arrives round 2", faces: [1, 3], round: 2 },
  ])("1+ Chance: $label", ({ faces, round }) => {
    const dice = scriptedDice(faces);
    const result = rollSidekickArrivals({ team: squad("t", [owner, plain]), fielded: [owner, plain] }, dice);
    dice.assertExhausted();
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.records).toHaveLength(1);
    expect(result.records[0]).toMatchObject({ owner: { characterId: "o" }, isReplaced: false, goalsNeeded: 1, arrivesRound: round });
    expect(result.records[0]!.sidekick).toBeUndefined();
    expect(result.records[0]!.summary).toMatch(/^Owner's servitor\/sidekick: 1\+ Chance 2D/);
  });

  test.each([
    { label: "1 goal is not enough → round 2", faces: [5, 2], round: 2 },
    { label: "2 goals → starts the battle", faces: [5, 4], round: 1 },
  ])("replaced since the last battle needs 2+: $label", ({ faces, round }) => {
    const t = squad("t", [owner], { replacedSidekickIds: ["o"] });
    const result = rollSidekickArrivals({ team: t, fielded: [owner] }, scriptedDice(faces));
    expect(result.ok && result.records[0]).toMatchObject({ isReplaced: true, goalsNeeded: 2, arrivesRound: round });
    expect(result.ok && result.records[0]!.summary).toContain("(replaced since the last battle)");
  });

  test("no Servitor/Sidekick → no roll", () => {
    const dice = scriptedDice([]);
    const result = rollSidekickArrivals({ team: squad("t", [plain]), fielded: [plain] }, dice);
    expect(result.ok && result.records).toEqual([]);
  });

  test("the owner is not fielded → its sidekick does not roll", () => {
    const result = rollSidekickArrivals({ team: squad("t", [owner, plain]), fielded: [plain] }, scriptedDice([]));
    expect(result.ok && result.records).toEqual([]);
  });

  test("a sidekick entry linked by sidekickOf rolls as the owner's sidekick; replaced by its own id", () => {
    const kid = member("kid", { name: "Kid", kind: "sidekick", state: { sidekickOf: "o" } });
    const t = squad("t", [owner, kid], { replacedSidekickIds: ["kid"] });
    const result = rollSidekickArrivals({ team: t, fielded: [owner] }, scriptedDice([6, 1]));
    expect(result.ok && result.records).toHaveLength(1);
    expect(result.ok && result.records[0]).toMatchObject({
      owner: { characterId: "o" },
      sidekick: { characterId: "kid", name: "Kid" },
      isReplaced: true,
      arrivesRound: 1,
    });
    expect(result.ok && result.records[0]!.summary).toMatch(/^Kid \(Owner's sidekick\): 2\+ Chance/);
  });

  test("a Vampire's thrall is another option: one roll for the owner, the chosen entry answers (L1151)", () => {
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
    const kid = member("kid", { kind: "sidekick", state: { sidekickOf: "v" } });
    const thrall = member("th", { name: "Thrall", kind: "thrall", state: { thrallOf: "v" } });
    const t = squad("t", [vampire, kid, thrall]);
    const byDefault = rollSidekickArrivals({ team: t, fielded: [vampire] }, scriptedDice([4, 4]));
    expect(byDefault.ok && byDefault.records.map((r) => r.sidekick?.characterId)).toEqual(["kid"]);
    const chosen = rollSidekickArrivals({ team: t, fielded: [vampire], sidekickChoices: { v: "th" } }, scriptedDice([4, 4]));
    expect(chosen.ok && chosen.records.map((r) => r.sidekick?.characterId)).toEqual(["th"]);
    const fieldedThrall = rollSidekickArrivals({ team: t, fielded: [vampire, thrall] }, scriptedDice([4, 4]));
    expect(fieldedThrall.ok && fieldedThrall.records.map((r) => r.sidekick?.characterId)).toEqual(["th"]);
  });

  test("a choice naming no linked entry → unknown-sidekick, no die thrown", () => {
    const result = planSidekickArrivals({ team: squad("t", [owner, plain]), fielded: [owner], sidekickChoices: { o: "p" } });
    expect(!result.ok && result.error.code).toBe("unknown-sidekick");
    const rolled = rollSidekickArrivals({ team: squad("t", [owner, plain]), fielded: [owner], sidekickChoices: { o: "p" } }, scriptedDice([]));
    expect(rolled.ok).toBe(false);
  });

  test("a fielded sidekick or thrall whose owner is not fielded rolls for itself", () => {
    const thrall = member("th", { name: "Thrall", kind: "thrall", state: { thrallOf: "v" } });
    const loose = member("lo", { name: "Loose", kind: "sidekick" });
    const vampire = member("v", { name: "Vlad", build: { archetype: "wildcard", powers: [SIDEKICK] } });
    const t = squad("t", [vampire, thrall, loose], { replacedSidekickIds: ["lo"] });
    const result = rollSidekickArrivals({ team: t, fielded: [plain, thrall, loose] }, scriptedDice([4, 1, 4, 1]));
    expect(result.ok && result.records.map((r) => [r.sidekick?.name, r.owner?.name, r.goalsNeeded, r.arrivesRound])).toEqual([
      ["Thrall", "Vlad", 1, 1],
      ["Loose", undefined, 2, 2],
    ]);
  });

  test("a dead sidekick entry is not an option", () => {
    const dead = member("kid", { kind: "sidekick", state: { sidekickOf: "o", status: "dead" } });
    const result = rollSidekickArrivals({ team: squad("t", [owner, dead]), fielded: [owner] }, scriptedDice([4, 1]));
    expect(result.ok && result.records[0]!.sidekick).toBeUndefined();
  });
});

describe("sidekickArrivalOptions", () => {
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
  const kid = member("kid", { kind: "sidekick", state: { sidekickOf: "v" } });
  const thrall = member("th", { kind: "thrall", state: { thrallOf: "v" } });

  test("an owner with a sidekick and a thrall has a choice; the default is the fielded entry, else the first", () => {
    const t = squad("t", [vampire, kid, thrall]);
    expect(sidekickArrivalOptions(t, [vampire])).toEqual([{ ownerId: "v", entryIds: ["kid", "th"], defaultId: "kid" }]);
    expect(sidekickArrivalOptions(t, [vampire, thrall])).toEqual([{ ownerId: "v", entryIds: ["kid", "th"], defaultId: "th" }]);
  });

  test.each([
    ["one linked entry only", [vampire, kid], [vampire]],
    ["the owner is not fielded", [vampire, kid, thrall], [kid]],
    ["the other entry is captured", [vampire, kid, { ...thrall, state: { ...thrall.state, status: "captured" as const } }], [vampire]],
  ])("no choice when %s", (_label, roster, fielded) => {
    expect(sidekickArrivalOptions(squad("t", roster), fielded)).toEqual([]);
  });

  test("every option is a choice planSidekickArrivals accepts", () => {
    const t = squad("t", [vampire, kid, thrall]);
    for (const { ownerId, entryIds } of sidekickArrivalOptions(t, [vampire])) {
      for (const id of entryIds) expect(planSidekickArrivals({ team: t, fielded: [vampire], sidekickChoices: { [ownerId]: id } }).ok).toBe(true);
    }
  });
});
