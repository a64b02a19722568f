import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { SAMPLE_ARMIES, sampleArmyById } from "./data/sample-armies";
import { forceFromSampleArmy, priceSampleArmy } from "./sample-army-force";
import { formatPoints } from "./points";
import { vsgmrSettings } from "./settings";
import { validateForce } from "./validate-force";

/**
 * Every sample army (VSGMR L315–L615): the printed total and figure count beside ours, and the
 * ruling that explains each difference. Written out by hand from the book, independently of the
 * templates' own `differences`.
 */
const TABLE: Array<{ id: string; line: number; printed: number; computed: string; printedFigures: number; figures: number; rulings: string[] }> = [
  { id: "medieval-infantry", line: 319, printed: 23, computed: "25", printedFigures: 10, figures: 10, rulings: ["total VS-R3"] },
  { id: "mounted-knights", line: 329, printed: 33, computed: "33", printedFigures: 3, figures: 6, rulings: ["figures VS-R3"] },
  { id: "dwarves", line: 345, printed: 30, computed: "30", printedFigures: 5, figures: 5, rulings: [] },
  { id: "elves", line: 359, printed: 29, computed: "29", printedFigures: 7, figures: 7, rulings: [] },
  { id: "orcs", line: 371, printed: 30, computed: "32", printedFigures: 6, figures: 6, rulings: ["line warlord VS-R4", "total VS-R4"] },
  { id: "undead", line: 385, printed: 25, computed: "25", printedFigures: 9, figures: 11, rulings: ["figures VS-R3"] },
  { id: "fantasy-adventurers", line: 407, printed: 29, computed: "29", printedFigures: 5, figures: 5, rulings: [] },
  { id: "thunder-born-super-knights", line: 427, printed: 38, computed: "38", printedFigures: 3, figures: 3, rulings: [] },
  { id: "napoleonic-soldiers", line: 439, printed: 32, computed: "32", printedFigures: 7, figures: 7, rulings: [] },
  { id: "wild-west-bandit-gang", line: 453, printed: 22, computed: "22", printedFigures: 8, figures: 8, rulings: [] },
  { id: "zombie-horde", line: 463, printed: 20, computed: "20", printedFigures: 13, figures: 13, rulings: [] },
  { id: "horror-film-survivors", line: 475, printed: 19, computed: "19", printedFigures: 4, figures: 4, rulings: [] },
  { id: "monster-attack", line: 495, printed: 28, computed: "29", printedFigures: 3, figures: 3, rulings: ["line kaiju-master VS-R4", "total VS-R4"] },
  { id: "spawn-of-the-deep", line: 515, printed: 33, computed: "39", printedFigures: 3, figures: 3, rulings: ["line cult-leader VS-R4", "line spawn VS-R4", "total VS-R4"] },
  { id: "modern-infantry", line: 525, printed: 33, computed: "33", printedFigures: 7, figures: 7, rulings: [] },
  { id: "justice-team", line: 535, printed: 42, computed: "42", printedFigures: 3, figures: 3, rulings: [] },
  { id: "mightiest-heroes", line: 555, printed: 38, computed: "39", printedFigures: 3, figures: 3, rulings: ["total VS-R3"] },
  { id: "star-soldiers", line: 575, printed: 36, computed: "36", printedFigures: 3, figures: 3, rulings: [] },
  { id: "bug-aliens", line: 591, printed: 39, computed: "39", printedFigures: 6, figures: 6, rulings: [] },
  { id: "robot-army", line: 601, printed: 38, computed: "38", printedFigures: 7, figures: 7, rulings: [] },
];

describe("sample armies re-priced (VSGMR L315–L615)", () => {
  test("all twenty, in book order", () => {
    expect(SAMPLE_ARMIES.map((a) => a.id)).toEqual(TABLE.map((r) => r.id));
  });

  test.each(TABLE)(
    "$id (L$line): printed $printed, computed $computed; figures $printedFigures → $figures; $rulings",
    ({ id, line, printed, computed, printedFigures, figures, rulings }) => {
      const army = sampleArmyById(id);
      expect(army.line).toBe(line);
      const pricing = priceSampleArmy(army);
      expect(pricing.printedHalves).toBe(printed * 2);
      expect(formatPoints(pricing.computedHalves)).toBe(computed);
      expect(pricing.printedFigures).toBe(printedFigures);
      expect(pricing.computedFigures).toBe(figures);
      // Each difference found by pricing is one the template declares, with its ruling.
      expect(pricing.differences).toEqual(army.differences);
      expect(pricing.differences.map((d) => [d.kind, d.groupKey, d.ruling].filter(Boolean).join(" "))).toEqual(rulings);
    },
  );

  test.each(SAMPLE_ARMIES.map((a) => ({ id: a.id, army: a })))("$id is a legal force, and each printed line is its count times its price", ({ army }) => {
    expect(validateForce(forceFromSampleArmy(army))).toEqual({ ok: true });
    for (const group of army.groups) expect(group.printedLine).toBe(group.printedEach * group.count);
  });

  test("VS-R1: six Commanders pay for heavy armour, the Orc Warlord alone prices it free, the Kaiju Master fits neither", () => {
    const commanderLine = (settings = vsgmrSettings()) =>
      SAMPLE_ARMIES.filter((army) => army.groups.some((g) => g.figure.isCommander && g.figure.armour === "heavy")).map((army) => {
        const key = army.groups.find((g) => g.figure.isCommander)!.key;
        return [army.id, priceSampleArmy(army, settings).differences.some((d) => d.kind === "line" && d.groupKey === key) ? "differs" : "matches"];
      });
    expect(commanderLine()).toEqual([
      ["medieval-infantry", "matches"],
      ["mounted-knights", "matches"],
      ["dwarves", "matches"],
      ["orcs", "differs"],
      ["fantasy-adventurers", "matches"],
      ["thunder-born-super-knights", "matches"],
      ["monster-attack", "differs"],
      ["star-soldiers", "matches"],
    ]);
    expect(commanderLine(vsgmrSettings({ commanderFreeHeavyArmour: true }))).toEqual([
      ["medieval-infantry", "differs"],
      ["mounted-knights", "differs"],
      ["dwarves", "differs"],
      ["orcs", "matches"],
      ["fantasy-adventurers", "differs"],
      ["thunder-born-super-knights", "differs"],
      ["monster-attack", "differs"],
      ["star-soldiers", "differs"],
    ]);
  });

  test("crews are seated in order (VS-R8): knights on the horses, a Troop on the Napoleonic cannon", () => {
    const knights = forceFromSampleArmy(sampleArmyById("mounted-knights"));
    expect(knights.figures.filter((f) => f.type === "cavalry").map((f) => f.crewId)).toEqual(["knight-captain", "knights-1", "knights-2"]);
    const napoleonic = forceFromSampleArmy(sampleArmyById("napoleonic-soldiers"));
    expect(napoleonic.figures.find((f) => f.id === "cannon")!.crewId).toBe("troops-1");
  });

  test("a Robot Army drone costs 3½ in exact halves (L609)", () => {
    const drones = priceSampleArmy(sampleArmyById("robot-army")).cost.figures.filter((f) => f.name.startsWith("Drones"));
    expect(drones.map((d) => d.totalHalves)).toEqual([7, 7]);
    expect(drones[0]!.summary).toBe("Mook ½ + Distance attack 1 + Automatic fire 1 + Light armour 1 = 3½");
  });

  test("every ruling a template cites is in RULINGS.md", () => {
    const rulings = readFileSync(new URL("./RULINGS.md", import.meta.url), "utf8");
    for (const army of SAMPLE_ARMIES) for (const d of army.differences) expect(rulings).toContain(`| ${d.ruling} |`);
  });
});
