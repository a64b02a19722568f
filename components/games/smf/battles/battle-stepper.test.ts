import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { BattleStepper } from "./battle-stepper";
import { reachedStepIndex } from "@/components/battles/battle-status";

/** Each step as a person hears it: "Set-up (done)", "Pre-battle (cancelled)". */
function steps(props: Parameters<typeof BattleStepper>[0]): string[] {
  const html = renderToStaticMarkup(createElement(BattleStepper, props));
  return [...html.matchAll(/<li[^>]*>(.*?)<\/li>/g)].map((match) =>
    match[1]!
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ")
      .trim(),
  );
}

describe("BattleStepper", () => {
  test("a cancelled battle: the steps it finished are done, it stopped where it was cancelled, nothing after is done", () => {
    expect(steps({ status: "CANCELLED", cancelledAt: 1 })).toEqual(["Set-up (done)", "Pre-battle (cancelled)", "Report", "Post-battle", "Resolved"]);
    expect(steps({ status: "CANCELLED", cancelledAt: 0 })).toEqual(["Set-up (cancelled)", "Pre-battle", "Report", "Post-battle", "Resolved"]);
  });

  test("a resolved battle has every step before Resolved done", () => {
    expect(steps({ status: "RESOLVED" })).toEqual(["Set-up (done)", "Pre-battle (done)", "Report (done)", "Post-battle (done)", "Resolved"]);
  });
});

describe("reachedStepIndex", () => {
  test.each([
    { label: "set up only", data: { snapshot: null, preBattle: null, postBattleState: null }, expected: 0 },
    { label: "choices locked", data: { snapshot: {}, preBattle: null, postBattleState: null }, expected: 1 },
    { label: "pre-battle rolled", data: { snapshot: {}, preBattle: {}, postBattleState: null }, expected: 2 },
    { label: "report accepted", data: { snapshot: {}, preBattle: {}, postBattleState: {} }, expected: 3 },
  ])("$label", ({ data, expected }) => {
    expect(reachedStepIndex(data)).toBe(expected);
  });
});
