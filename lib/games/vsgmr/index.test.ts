import { describe, expect, test } from "vitest";
import { forceFromSampleArmy, sampleArmyById, VSGMR_SCENARIO_IDS } from "@/lib/rules/vsgmr";
import { gameSystem, isSelectableGameSystem, listGameSystems } from "../registry";
import { VSGMR_DEFAULT_SETTINGS, vsgmr } from ".";

const record = (won: number, played: number) => ({ played, won, lost: played - won, drawn: 0 });

describe("VSGMR behind the contract", () => {
  test("is registered and offered to a new campaign", () => {
    expect(gameSystem("VSGMR")).toBe(vsgmr);
    expect(isSelectableGameSystem("VSGMR")).toBe(true);
    expect(listGameSystems().filter((system) => system.id === "VSGMR")).toEqual([expect.objectContaining({ isAvailable: true })]);
  });

  test("its defaults fit its schema, and keep Part 1's numbers as settings", () => {
    expect(vsgmr.settings.schema.safeParse(VSGMR_DEFAULT_SETTINGS).success).toBe(true);
    expect(VSGMR_DEFAULT_SETTINGS).toMatchObject({ distanceToHit: 5, handToHandToHit: 5, lightArmourSave: 6, heavyArmourSave: 5, skillTarget: 4 });
  });

  test("reads the campaign form, and refuses a threshold out of range on its field", () => {
    const form = {
      scale: "54mm",
      pointBudget: "35",
      distanceToHit: "5",
      coverPenalty: "1",
      handToHandToHit: "5",
      lightArmourSave: "6",
      heavyArmourSave: "5",
      skillTarget: "4",
      limitMooksToTroops: "on",
    };
    expect(vsgmr.settings.fromInput(form).data).toEqual({ ...VSGMR_DEFAULT_SETTINGS, scale: "54mm", pointBudget: 35 });
    const refused = vsgmr.settings.fromInput({ ...form, skillTarget: "13" });
    expect(refused.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([["skillTarget", "A skill target of at most 12."]]);
  });

  test("checks a figure against the whole force: a second Commander is refused", () => {
    const force = forceFromSampleArmy(sampleArmyById("medieval-infantry"));
    const commander = force.figures.find((figure) => figure.isCommander)!;
    const others = force.figures.filter((figure) => figure !== commander);
    expect(vsgmr.roster.validateEntry(VSGMR_DEFAULT_SETTINGS, commander, others)).toEqual({ ok: true });
    const check = vsgmr.roster.validateEntry(VSGMR_DEFAULT_SETTINGS, { ...commander, id: "second" }, force.figures);
    expect(check.ok).toBe(false);
  });

  test("ranks by wins, then points of enemy figures defeated, then fewer games", () => {
    const rows = [
      { balance: 20, earned: 20, record: record(1, 2), stats: {} },
      { balance: 10, earned: 10, record: record(2, 3), stats: {} },
      { balance: 30, earned: 30, record: record(2, 3), stats: {} },
      { balance: 30, earned: 30, record: record(2, 2), stats: {} },
    ].sort((a, b) => vsgmr.standings.compare(a, b));
    expect(rows.map((row) => [row.record.won, row.balance, row.record.played])).toEqual([
      [2, 30, 2],
      [2, 30, 3],
      [2, 10, 3],
      [1, 20, 2],
    ]);
  });
});

describe("the scenarios a roll can give (VS-R18)", () => {
  const form = { scale: "25-32mm", pointBudget: "30", distanceToHit: "5", coverPenalty: "1", handToHandToHit: "5", lightArmourSave: "6", heavyArmourSave: "5", skillTarget: "4" };

  test("a series stored with the old default budget of 30 keeps it: the new default (40, VS-R19) is for new series only", () => {
    const { rolledScenarios: _dropped, ...stored } = { ...VSGMR_DEFAULT_SETTINGS, pointBudget: 30 };
    expect(vsgmr.settings.schema.parse(stored)).toMatchObject({ version: 1, pointBudget: 30 });
    expect(VSGMR_DEFAULT_SETTINGS.pointBudget).toBe(40);
  });

  test("a series stored before the setting still reads, as all seven", () => {
    const { rolledScenarios: _dropped, ...stored } = VSGMR_DEFAULT_SETTINGS;
    expect(vsgmr.settings.schema.parse(stored)).toMatchObject({ version: 1, rolledScenarios: [...VSGMR_SCENARIO_IDS] });
  });

  test("the form's ticked boxes, in book order; fewer than two is refused on the field", () => {
    const ticked = { ...form, rolledScenarios: "", "rolledScenario:transport": "on", "rolledScenario:ambush": "on", "rolledScenario:outflanked": "on" };
    expect(vsgmr.settings.fromInput(ticked).data?.rolledScenarios).toEqual(["ambush", "outflanked", "transport"]);
    const one = vsgmr.settings.fromInput({ ...form, rolledScenarios: "", "rolledScenario:ambush": "on" });
    expect(one.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([["rolledScenarios", "Put at least two scenarios in the roll."]]);
    // A form without the boxes (the marker missing) keeps the default.
    expect(vsgmr.settings.fromInput(form).data?.rolledScenarios).toEqual([...VSGMR_SCENARIO_IDS]);
  });
});
