import { describe, expect, test } from "vitest";
import { VSGMR_DEFAULT_SETTINGS } from "./campaign-settings";
import { readTryBudget } from "./try-budget";

describe("readTryBudget", () => {
  test.each([
    { label: "the series default", text: String(VSGMR_DEFAULT_SETTINGS.pointBudget), points: VSGMR_DEFAULT_SETTINGS.pointBudget },
    { label: "the lowest budget", text: "5", points: 5 },
    { label: "the highest budget", text: "200", points: 200 },
    { label: "spaces around it", text: " 35 ", points: 35 },
  ])("accepts $label", ({ text, points }) => {
    expect(readTryBudget(text)).toEqual({ ok: true, points });
  });

  test.each([
    { label: "blank", text: "", message: "Enter a number." },
    { label: "words", text: "forty", message: "Enter a number." },
    { label: "a fraction", text: "35.5", message: "Enter a whole number." },
    { label: "below 5", text: "4", message: "A budget of at least 5 points." },
    { label: "above 200", text: "201", message: "A budget of at most 200 points." },
  ])("refuses $label with the series form's words", ({ text, message }) => {
    expect(readTryBudget(text)).toEqual({ ok: false, message });
  });
});
