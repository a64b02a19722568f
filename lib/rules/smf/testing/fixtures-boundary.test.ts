/**
 * Fixtures are for tests and benchmarks only: purity.test.ts stops rules files importing them,
 * and this test keeps them out of the library's public face.
 */
import { describe, expect, test } from "vitest";
import * as smf from "../index";

describe("test fixtures stay out of the public API", () => {
  test("index.ts exports no fixture", () => {
    const exported = Object.keys(smf);
    expect(exported).toContain("runPostBattle");
    for (const name of ["member", "squad", "characterFromBuild", "countingDice", "battleInput", "teamReport", "bigBattle", "DEFAULT_OPTIONS"]) {
      expect(exported, name).not.toContain(name);
    }
  });
});
