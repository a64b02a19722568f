import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test, vi } from "vitest";
import { VSGMR_DEFAULT_SETTINGS } from "@/lib/games/vsgmr";
import { vsgmrRulesSettings } from "@/lib/games/vsgmr/campaign-settings";
import { forceFromTemplate } from "@/lib/games/vsgmr/force-form";
import { forceCost, formatPoints, type VsgmrForce } from "@/lib/rules/vsgmr";
import { ForceSheet } from "../force-sheet/force-sheet";
import { ForceBuilder } from "./force-builder";

// The builder's form posts to a server action; drawing it needs only a function in its place.
vi.mock("@/lib/games/vsgmr/actions/save-force-action", () => ({ saveVsgmrForceAction: vi.fn() }));

const rules = vsgmrRulesSettings(VSGMR_DEFAULT_SETTINGS);
const draw = (force: VsgmrForce, pointBudget = 30) =>
  renderToStaticMarkup(createElement(ForceBuilder, { teamId: "team-1", initialForce: force, settings: rules, pointBudget, scaleNote: "Move unit 6″" }));

describe("the force builder as first drawn", () => {
  test("shows the Justice Team's total, each figure's price and the budget verdict", () => {
    const force = forceFromTemplate("justice-team", "Our Team")!;
    const cost = forceCost(force, rules);
    const html = draw(force, cost.totalHalves / 2);
    expect(html).toContain(`${formatPoints(cost.totalHalves)} points · ${force.figures.length} figures`);
    for (const figure of cost.figures) expect(html).toContain(figure.summary);
    expect(html).toContain("Within the series&#x27; budget");
    expect(html).toContain("No problems: this force is legal.");
  });

  test("puts each problem beside its figure", () => {
    const html = draw({
      name: "T",
      figures: [
        { id: "a", name: "Alpha", type: "hero", isCommander: true },
        { id: "t", name: "Tank", type: "vehicle" },
      ],
    });
    const tank = html.slice(html.indexOf('data-figure="1"'));
    expect(tank).toContain("Problems of Tank");
    expect(html.slice(html.indexOf('data-figure="0"'), html.indexOf('data-figure="1"'))).not.toContain("Problems of");
  });
});

describe("the force sheet", () => {
  test("names a vehicle's driver by name, never by id", () => {
    const html = renderToStaticMarkup(
      ForceSheet({
        force: {
          name: "T",
          figures: [
            { id: "boss-id", name: "Boss", type: "hero", isCommander: true },
            { id: "driver-id", name: "Driver", type: "troop" },
            { id: "tank-id", name: "Tank", type: "vehicle", crewId: "driver-id" },
          ],
        },
        settings: VSGMR_DEFAULT_SETTINGS,
      }),
    );
    expect(html).toContain("crewed by Driver");
    expect(html).not.toContain("-id");
  });
});

describe("the builder's warnings and save checklist", () => {
  test("a building with Super-Fight is warned about beside it, not refused (VS-R6); a missing Commander is listed beside Save with its place", () => {
    const html = draw({ name: "T", figures: [{ id: "f", name: "Fort", type: "building", buildingSize: "large", powers: [{ power: "super-fight", tier: "minor" }] }] });
    expect(html).toContain("Warnings for Fort");
    expect(html).toContain("Fort may have Super-Fight, but buildings never fight hand to hand.");
    expect(html).toContain("Fix before saving");
    expect(html).toContain("1 problem to fix: 1 of the whole force, under the points total.");
  });
});
