import { describe, expect, test } from "vitest";
import { member } from "../testing/fixtures";
import { lateArrivals, nextBattleNotes } from "./late-arrivals";

const bearer = member("art", { name: "Bearer", build: { archetype: "brawler", powers: [{ power: "magic-artifact", tier: "minor" }] } });
const gang = member("g", { name: "Gang", kind: "henchmen", backgrounds: ["criminal"] });
const plain = member("p", { name: "Plain" });

describe("late arrivals", () => {
  test("Magic Artifact upkeep unpaid → the bearer arrives round 3 (L898)", () => {
    expect(lateArrivals({ fielded: [bearer, plain], isMagicArtifactUpkeepUnpaid: true })).toEqual([
      {
        character: { characterId: "art", name: "Bearer" },
        round: 3,
        reason: "magic-artifact-upkeep-unpaid",
        summary: "Bearer arrives at the start of round 3: the Magic Artifact's upkeep was not paid (L898)",
      },
    ]);
  });

  test("upkeep paid → on time", () => {
    expect(lateArrivals({ fielded: [bearer], isMagicArtifactUpkeepUnpaid: false })).toEqual([]);
  });

  test("a henchmen group wiped out last battle → round 2 at full strength (L1901)", () => {
    const [arrival] = lateArrivals({ fielded: [gang, plain], wipedOutHenchmenIds: ["g"] });
    expect(arrival).toMatchObject({ character: { characterId: "g" }, round: 2, reason: "henchmen-wiped-out" });
  });

  test("a round left in state.nextBattle.arrivesRound is reported", () => {
    const late = member("l", { name: "Late", state: { nextBattle: { missesBattle: false, moveLoss: 0, attackDiceLoss: 0, arrivesRound: 3 } } });
    expect(lateArrivals({ fielded: [late] })).toMatchObject([{ round: 3, reason: "next-battle-effect" }]);
  });

  test("nobody late → empty", () => {
    expect(lateArrivals({ fielded: [plain, gang] })).toEqual([]);
  });
});

describe("next-battle notes (Ruling R18)", () => {
  test("injuries and curses become lines; unaffected characters none", () => {
    const hurt = member("h", { name: "Hurt", state: { nextBattle: { missesBattle: false, moveLoss: 3, attackDiceLoss: 1 } } });
    const cursed = member("c", { name: "Hexed", state: { curses: 2 } });
    expect(nextBattleNotes([hurt, cursed, plain])).toEqual(['Hurt: −3" Move, −1D on attack rolls this battle', "Hexed: cursed, +2 to all TNs"]);
  });
});
