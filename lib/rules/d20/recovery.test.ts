import { describe, expect, test } from "vitest";
import { INTACT, UNHURT, type DamageTrack } from "./damage";
import { minutesToRecover, nextRecovery, recoverOne, repairObject, restMinutes, restObject } from "./recovery";

describe("recovery (L309–L311, L563–L565)", () => {
  const beaten: DamageTrack = { penalty: 3, dazed: true, staggered: true, state: "incapacitated" };

  test("one condition a minute, worst first: incapacitated, staggered, dazed, then each −1", () => {
    const steps: Array<string | null> = [];
    let t = beaten;
    for (let i = 0; i < 7; i++) {
      steps.push(nextRecovery(t));
      t = recoverOne(t);
    }
    expect(steps).toEqual(["incapacitated", "staggered", "dazed", "penalty", "penalty", "penalty", null]);
    expect(t).toEqual(UNHURT);
    expect(minutesToRecover(beaten)).toBe(6);
    expect(restMinutes(beaten, 2)).toEqual({ penalty: 3, dazed: true, staggered: false, state: "active" });
  });

  test("dying first steps back to incapacitated (D20-R12); the dead do not recover", () => {
    expect(recoverOne({ ...UNHURT, state: "dying" }).state).toBe("incapacitated");
    expect(minutesToRecover({ ...UNHURT, state: "dead" })).toBeNull();
  });

  test("objects are repaired, not healed", () => {
    const broken = { penalty: 2, state: "broken" as const };
    expect(restObject(broken)).toEqual(broken);
    expect(repairObject(broken)).toEqual({ ok: true, object: INTACT });
    expect(repairObject({ penalty: 0, state: "destroyed" }).ok).toBe(false);
  });
});
