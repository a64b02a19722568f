import { describe, expect, test } from "vitest";
import { SAMPLE_ARMIES } from "@/lib/rules/vsgmr";
import { forceFromTemplate } from "./force-form";
import { forceFile, forceFileName, readForceFile, VSGMR_FORCE_FILE_FORMAT } from "./force-file";

describe("VSGMR force files", () => {
  test("every sample army survives being written and read back", () => {
    for (const army of SAMPLE_ARMIES) {
      const force = forceFromTemplate(army.id, army.name)!;
      expect(readForceFile(JSON.stringify(forceFile(force)))).toEqual({ ok: true, force });
    }
  });

  test("refuses what is not a force file, with the reason", () => {
    expect(readForceFile("{")).toMatchObject({ ok: false, message: expect.stringContaining("not JSON") });
    expect(readForceFile(JSON.stringify({ format: "longbox.smf.team", version: 1 }))).toMatchObject({ ok: false, message: "This is not a VSGMR force file." });
    const later = { ...forceFile(forceFromTemplate("justice-team", "J")!), version: 2 };
    expect(readForceFile(JSON.stringify(later))).toMatchObject({ ok: false, message: expect.stringContaining("version") });
    const badFigure = { format: VSGMR_FORCE_FILE_FORMAT, version: 1, rulesVersion: "x", force: { name: "F", figures: [{ id: "a", name: "A", type: "dragon" }] } };
    expect(readForceFile(JSON.stringify(badFigure))).toMatchObject({ ok: false, message: expect.stringContaining("figures.0.type") });
    expect(readForceFile(" ".repeat(300_000))).toMatchObject({ ok: false, message: expect.stringContaining("too large") });
  });

  test("names the file after the force, in safe characters", () => {
    expect(forceFileName({ name: "Justice Team!", figures: [] })).toBe("justice-team.vsgmr-force.json");
    expect(forceFileName({ name: "../..", figures: [] })).toBe("force.vsgmr-force.json");
  });
});
