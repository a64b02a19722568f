import { describe, expect, test } from "vitest";
import { DEFAULT_VSGMR_SETTINGS, forceCost, SAMPLE_ARMIES, type VsgmrForce } from "@/lib/rules/vsgmr";
import {
  addBlankFigure,
  figureToRow,
  forceFromRows,
  forceFromTemplate,
  problemsByFigure,
  removeFigure,
  reportForce,
  VSGMR_FIGURE_KIND,
  whereProblemsAre,
  withType,
} from "./force-form";
import { saveVsgmrForceSchema } from "./schemas/force";

const justice = () => forceFromTemplate("justice-team", "Our Team")!;

describe("force ↔ rows", () => {
  test("a force survives being stored as rows and read back, in the player's order", () => {
    const force = justice();
    const rows = force.figures.map((figure, position) => figureToRow(figure, position));
    expect(rows.every((row) => row.kind === VSGMR_FIGURE_KIND)).toBe(true);
    expect(forceFromRows("Our Team", [...rows].reverse())).toEqual(force);
  });

  test("the row's name wins over the build's", () => {
    const [figure] = justice().figures;
    expect(forceFromRows("T", [{ ...figureToRow(figure!, 0), name: "Renamed" }]).figures[0]!.name).toBe("Renamed");
  });
});

describe("editing", () => {
  test("a template is a fresh copy named after the team; an unknown one is null", () => {
    const a = justice();
    const b = justice();
    a.figures[0]!.name = "Changed";
    expect(b.figures[0]!.name).not.toBe("Changed");
    expect(a.name).toBe("Our Team");
    expect(forceFromTemplate("no-such-army", "T")).toBeNull();
  });

  test("a blank figure gets an id no figure has", () => {
    const force: VsgmrForce = { name: "T", figures: [{ id: "figure-2", name: "A", type: "troop" }] };
    const next = addBlankFigure(force);
    expect(next.figures.map((f) => f.id)).toEqual(["figure-2", "figure-3"]);
  });

  test("removing a driver unlinks the vehicle, which then shows its missing driver", () => {
    const force: VsgmrForce = {
      name: "T",
      figures: [
        { id: "boss", name: "Boss", type: "hero", isCommander: true },
        { id: "driver", name: "Driver", type: "troop" },
        { id: "tank", name: "Tank", type: "vehicle", crewId: "driver" },
      ],
    };
    const next = removeFigure(force, 1);
    expect(next.figures[1]).not.toHaveProperty("crewId");
    const report = reportForce(next, DEFAULT_VSGMR_SETTINGS, 30);
    expect(problemsByFigure(report.problems, next.figures.length).figures[1]!.map((p) => p.code)).toContain("missing-crew");
  });
});

describe("changing a figure's type", () => {
  test("drops a building's size and a mount's rider when they no longer apply, and keeps them when they do", () => {
    expect(withType({ id: "b", name: "B", type: "building", buildingSize: "large" }, "troop")).toEqual({ id: "b", name: "B", type: "troop" });
    expect(withType({ id: "c", name: "C", type: "cavalry", crewId: "r" }, "vehicle")).toEqual({ id: "c", name: "C", type: "vehicle", crewId: "r" });
    expect(withType({ id: "c", name: "C", type: "cavalry", crewId: "r", traits: ["bodyguard"] }, "hero")).toEqual({ id: "c", name: "C", type: "hero", traits: ["bodyguard"] });
  });
});

describe("the live report", () => {
  test("prices the force as the library does and judges it against the budget: at most the budget, at most 5 under (VS-R19)", () => {
    const force = justice();
    const total = forceCost(force).totalHalves;
    const report = reportForce(force, DEFAULT_VSGMR_SETTINGS, total / 2);
    expect(report.cost.totalHalves).toBe(total);
    expect(report.budget.isFair).toBe(true);
    expect(reportForce(force, DEFAULT_VSGMR_SETTINGS, Math.ceil(total / 2) + 6).budget.isFair).toBe(false);
    // Over a smaller budget by 5 was "fair" when the series' budget was a within-5 check; a budget is a cap.
    expect(reportForce(force, DEFAULT_VSGMR_SETTINGS, total / 2 - 5).budget).toMatchObject({ status: "over", isFair: false });
  });

  test("the budget it shows follows the scenario and side chosen", () => {
    const force = justice();
    expect(reportForce(force, DEFAULT_VSGMR_SETTINGS, 40).budgetText).toBe("40 points");
    expect(reportForce(force, DEFAULT_VSGMR_SETTINGS, 40, { id: "outflanked", role: "defender" })).toMatchObject({
      budgetText: "35 points",
      budget: { status: "over", summary: "Over Outflanked's Defender budget of 35 points: 42 points, 7 points over." },
    });
    expect(reportForce(force, DEFAULT_VSGMR_SETTINGS, 40, { id: "outflanked" })).toMatchObject({ budgetText: null, budget: { status: "no-side" } });
  });

  test("raising a power's tier raises the cost", () => {
    const force = justice();
    const index = force.figures.findIndex((f) => f.powers?.some((p) => p.tier === "minor"));
    expect(index).toBeGreaterThanOrEqual(0);
    const before = reportForce(force, DEFAULT_VSGMR_SETTINGS, 30).cost.totalHalves;
    force.figures[index]!.powers = force.figures[index]!.powers!.map((p) => (p.tier === "minor" ? { ...p, tier: "superior" } : p));
    expect(reportForce(force, DEFAULT_VSGMR_SETTINGS, 30).cost.totalHalves).toBeGreaterThan(before);
  });

  test("problems go beside their figure; the force's own apart", () => {
    const force: VsgmrForce = {
      name: "T",
      figures: [
        { id: "a", name: "A", type: "hero", isCommander: true },
        { id: "b", name: "B", type: "hero", isCommander: true },
        { id: "c", name: "C", type: "vehicle" },
      ],
    };
    const { problems } = reportForce(force, DEFAULT_VSGMR_SETTINGS, 30);
    const placed = problemsByFigure(problems, 3);
    expect(placed.figures[2]!.map((p) => p.code)).toContain("missing-crew");
    expect([...placed.force, ...placed.figures.flat()].map((p) => p.code)).toContain("too-many-commanders");
    expect(placed.figures.flat().length + placed.force.length).toBe(problems.length);
  });

  test.each([
    { label: "only the missing Commander: under the total", figures: ["Hawk"], problems: [{ field: "figures" }], expected: "1 of the whole force, under the points total" },
    {
      label: "the force's and two figures'",
      figures: ["Hawk", "Tank", "Jeep"],
      problems: [{ field: "figures" }, { field: "figures[1].crewId" }, { field: "figures[1].armour" }, { field: "figures[2].crewId" }],
      expected: "1 of the whole force, under the points total; 3 beside Tank and Jeep",
    },
    { label: "an unnamed figure by its place", figures: ["A", ""], problems: [{ field: "figures[1].name" }], expected: "1 beside Figure 2" },
  ])("where the problems are, in words: $label", ({ figures, problems, expected }) => {
    expect(whereProblemsAre(problems, figures)).toBe(expected);
  });

  test("warnings come with the report and do not count as problems (VS-R6)", () => {
    const force: VsgmrForce = {
      name: "T",
      figures: [
        { id: "a", name: "A", type: "hero", isCommander: true },
        { id: "f", name: "Fort", type: "building", buildingSize: "large", powers: [{ power: "super-fight", tier: "minor" }] },
      ],
    };
    const report = reportForce(force, DEFAULT_VSGMR_SETTINGS, 30);
    expect(report.problems).toEqual([]);
    expect(report.warnings.map((w) => w.code)).toEqual(["idle-power"]);
  });

  test("an empty force has no figures to price and says so", () => {
    const report = reportForce({ name: "T", figures: [] }, DEFAULT_VSGMR_SETTINGS, 30);
    expect(report.cost.totalHalves).toBe(0);
    expect(report.problems.map((p) => p.code)).toContain("empty-force");
  });
});

describe("the form's schema", () => {
  test("reads every sample army as the builder posts it", () => {
    for (const army of SAMPLE_ARMIES) {
      const force = forceFromTemplate(army.id, "T")!;
      const parsed = saveVsgmrForceSchema.safeParse({ teamId: "team-1", force: JSON.stringify(force) });
      expect(parsed.success, army.id).toBe(true);
      expect(parsed.data?.force).toEqual(force);
    }
  });

  test("refuses text that is not a force, an unknown power and unknown fields", () => {
    expect(saveVsgmrForceSchema.safeParse({ teamId: "t", force: "{not json" }).success).toBe(false);
    const bad = { name: "T", figures: [{ id: "a", name: "A", type: "hero", powers: [{ power: "flight", tier: "minor" }] }] };
    expect(saveVsgmrForceSchema.safeParse({ teamId: "t", force: JSON.stringify(bad) }).success).toBe(false);
    const extra = { name: "T", figures: [{ id: "a", name: "A", type: "hero", hp: 9 }] };
    expect(saveVsgmrForceSchema.safeParse({ teamId: "t", force: JSON.stringify(extra) }).success).toBe(false);
  });
});
