import { describe, expect, test } from "vitest";
import { awardHeroPoint, correctHeroPoints, HERO_POINT_AWARDS, heroPointBalance, spendHeroPoint, startAdventureHeroPoints, type HeroPointEntry } from "./hero-points";
import { d20Settings } from "./settings";

describe("hero points (L579, L589, L623, L693, L709–L717)", () => {
  test("each setback the GM imposes awards one point", () => {
    expect(HERO_POINT_AWARDS).toEqual(["complication", "defeat", "capture", "villain-escape", "lasting-injury"]);
    expect(awardHeroPoint("h1", "lasting-injury", "broken arm")).toEqual({ currency: "d20-hero-points", heroId: "h1", delta: 1, reason: "lasting-injury", note: "broken arm" });
  });

  test("a spend is one point and is refused when the hero has none", () => {
    const spent = spendHeroPoint(2, "h1", "improve-roll");
    expect(spent).toEqual({ ok: true, entry: { currency: "d20-hero-points", heroId: "h1", delta: -1, reason: "improve-roll" } });
    const refused = spendHeroPoint(0, "h1", "stunt");
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.code).toBe("insufficient-hero-points");
  });

  test("the balance sums one hero's entries in the currency", () => {
    const entries: HeroPointEntry[] = [awardHeroPoint("h1", "defeat"), awardHeroPoint("h2", "capture"), awardHeroPoint("h1", "complication")];
    const spend = spendHeroPoint(heroPointBalance(entries, "h1"), "h1", "stunt");
    if (spend.ok) entries.push(spend.entry);
    expect(heroPointBalance(entries, "h1")).toBe(1);
    expect(heroPointBalance(entries, "h2")).toBe(1);
  });

  test("a correction never takes the balance below 0", () => {
    expect(correctHeroPoints(1, "h1", -2, "typo").ok).toBe(false);
    expect(correctHeroPoints(1, "h1", -1, "typo")).toMatchObject({ ok: true, entry: { delta: -1, reason: "correction", note: "typo" } });
  });

  test("an adventure starts with the series' starting points: reset by default, or added (D20-R3)", () => {
    expect(startAdventureHeroPoints(4, "h1")).toMatchObject({ delta: -3, reason: "adventure-start" });
    expect(startAdventureHeroPoints(1, "h1")).toBeNull();
    expect(startAdventureHeroPoints(4, "h1", d20Settings({ resetHeroPointsEachAdventure: false, startingHeroPoints: 2 }))).toMatchObject({ delta: 2 });
    expect(startAdventureHeroPoints(0, "h1", d20Settings({ startingHeroPoints: 3 }))).toMatchObject({ delta: 3 });
  });
});
