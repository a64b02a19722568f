import { describe, expect, it } from "vitest";
import { VSGMR_DEFAULT_SETTINGS } from "./campaign-settings";
import { vsgmrSettingsWords } from "./settings-words";

describe("vsgmrSettingsWords", () => {
  it("says the scale's units, the budget and Part 1's numbers as the series stores them", () => {
    const rows = vsgmrSettingsWords({ ...VSGMR_DEFAULT_SETTINGS, scale: "54mm", pointBudget: 35, distanceToHit: 5, coverPenalty: 1, lightArmourSave: 6, heavyArmourSave: 4 });
    const byLabel = Object.fromEntries(rows.map((row) => [row.label, row.words]));
    expect(byLabel["Figure scale"]).toBe("54 mm: a move unit is 3″, a distance attack unit 6″");
    expect(byLabel["Force budget"]).toBe("35 points");
    expect(byLabel["Distance to-hit"]).toBe("5+, cover adds 1");
    expect(byLabel["Armour saves"]).toBe("light 6+, heavy 4+");
  });

  it("words each ruling's switch both ways", () => {
    const on = vsgmrSettingsWords({ ...VSGMR_DEFAULT_SETTINGS, commanderFreeHeavyArmour: true, commanderFreeSurvivor: false, limitMooksToTroops: true });
    const off = vsgmrSettingsWords({ ...VSGMR_DEFAULT_SETTINGS, commanderFreeHeavyArmour: false, commanderFreeSurvivor: true, limitMooksToTroops: false });
    expect(on.find((row) => row.label === "Commander")?.words).toBe("free Heavy Armour, pays for Survivor");
    expect(off.find((row) => row.label === "Commander")?.words).toBe("pays for Heavy Armour, free Survivor");
    expect(on.find((row) => row.label === "Mooks")?.words).toBe("no more mooks than troops");
    expect(off.find((row) => row.label === "Mooks")?.words).toBe("any number of mooks");
  });

  it("words the scenarios a roll can give, with its die (VS-R18)", () => {
    const rolled = (ids: typeof VSGMR_DEFAULT_SETTINGS.rolledScenarios) =>
      vsgmrSettingsWords({ ...VSGMR_DEFAULT_SETTINGS, rolledScenarios: ids }).find((row) => row.label === "Rolled scenario")?.words;
    expect(rolled(VSGMR_DEFAULT_SETTINGS.rolledScenarios)).toBe("any of the seven, on a d8");
    expect(rolled(["basic-game", "ambush", "outflanked"])).toBe("Basic Game, Ambush, Outflanked, on a d4");
  });
});
