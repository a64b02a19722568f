import { describe, expect, test } from "vitest";
import { applySheetChange, applySheetChanges, type SheetChange } from "./sheet";
import { hero } from "./testing/hero";

describe("the hero sheet's ledger", () => {
  test.each<{ label: string; change: SheetChange; field: string; before: unknown; after: unknown }>([
    { label: "Ego +1", change: { kind: "score", score: "ego", delta: 1, reason: "relationship-task" }, field: "ego", before: 2, after: 3 },
    { label: "SHSA-R14: Reputation −2 may go below 0", change: { kind: "score", score: "reputation", delta: -2, reason: "patrol" }, field: "reputation", before: 1, after: -1 },
    { label: "VP +1", change: { kind: "points", points: "vp", delta: 1, reason: "patrol" }, field: "vp", before: 0, after: 1 },
    { label: "Lifestyle down a step", change: { kind: "step-die", target: "lifestyle", steps: -1, reason: "make-a-living" }, field: "lifestyle", before: "D6", after: "D4" },
    { label: "a stat up a step", change: { kind: "step-die", target: { stat: "WP" }, steps: 1, reason: "aftermath" }, field: "stats.WP", before: "D8", after: "D10" },
    {
      label: "a skill down a step",
      change: { kind: "step-die", target: { skill: "Medical" }, steps: -1, reason: "aftermath" },
      field: "skills.Medical",
      before: "D4",
      after: "D4",
    },
    { label: "Level", change: { kind: "set-level", level: 4, reason: "correction" }, field: "level", before: 2, after: 4 },
    { label: "alignment", change: { kind: "set-alignment", alignment: "neutral", reason: "alignment-roll" }, field: "alignment", before: "hero", after: "neutral" },
    {
      label: "who knows the identity (L21)",
      change: { kind: "identity-known-by", who: "Inspector Vane", reason: "secret-identity" },
      field: "secretIdentity.knownBy",
      before: null,
      after: "Inspector Vane",
    },
    {
      label: "a high-tech secret base (L192)",
      change: { kind: "set-secret-base", base: { isHighTech: true }, reason: "construction" },
      field: "secretBase",
      before: null,
      after: "high-tech",
    },
    { label: "a trait removed", change: { kind: "remove-trait", trait: "Reckless", reason: "relationship-task" }, field: "personalityTraits", before: "Reckless", after: null },
  ])("$label: new sheet and one entry with its reason", ({ change, field, before, after }) => {
    const withReason = change;
    const result = applySheetChange(hero(), withReason);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.entries).toEqual([{ field, before, after, reason: withReason.reason }]);
  });

  test("points never go below 0: the spend is refused", () => {
    const result = applySheetChange(hero({ buildPoints: 30 }), { kind: "points", points: "buildPoints", delta: -40, reason: "construction" });
    expect(result).toEqual({ ok: false, error: { code: "insufficient-points", message: expect.stringMatching(/^Build points: the hero has 30, so /) } });
  });

  test("SHSA-R14: points may be spent to exactly 0, never one below", () => {
    const spend = (have: number) => applySheetChange(hero({ legendPoints: have }), { kind: "points", points: "legendPoints", delta: -40, reason: "establish-legend" });
    expect(spend(40)).toMatchObject({ ok: true, sheet: { legendPoints: 0 } });
    expect(spend(39)).toMatchObject({ ok: false, error: { code: "insufficient-points" } });
  });

  test("changes apply in order, all or none", () => {
    const sheet = hero({ trainingPoints: 50 });
    const ok = applySheetChanges(sheet, [
      { kind: "points", points: "trainingPoints", delta: -40, reason: "training" },
      { kind: "points", points: "dp", delta: 1, reason: "training", note: "one DP" },
    ]);
    expect(ok.ok && [ok.sheet.trainingPoints, ok.sheet.dp, ok.entries.length, ok.entries[1]!.note]).toEqual([10, 1, 2, "one DP"]);
    const refused = applySheetChanges(sheet, [
      { kind: "points", points: "dp", delta: 1, reason: "training" },
      { kind: "points", points: "trainingPoints", delta: -60, reason: "training" },
    ]);
    expect(refused.ok).toBe(false);
    expect(sheet.dp).toBe(0);
  });

  test("relationships: added, moved, ended; unknown ones refused", () => {
    const added = applySheetChanges(hero(), [
      { kind: "add-relationship", relationship: { id: "r1", type: "rival", with: "Quicksilver Jack", value: 0 }, reason: "creation" },
      { kind: "relationship-value", relationshipId: "r1", delta: -2, reason: "relationship-task" },
      { kind: "end-relationship", relationshipId: "r1", reason: "relationship-task" },
    ]);
    expect(added.ok && added.sheet.relationships).toEqual([{ id: "r1", type: "rival", with: "Quicksilver Jack", value: -2, isActive: false }]);
    expect(added.ok && added.entries.map((e) => [e.field, e.before, e.after])).toEqual([
      ["relationships.r1", null, 0],
      ["relationships.r1", 0, -2],
      ["relationships.r1.isActive", true, false],
    ]);
    expect(applySheetChange(hero(), { kind: "relationship-value", relationshipId: "nobody", delta: 1, reason: "relationship-task" }).ok).toBe(false);
  });

  test("an unknown skill or trait, or a Level below 1, is refused", () => {
    expect(applySheetChange(hero(), { kind: "step-die", target: { skill: "Juggling" }, steps: 1, reason: "aftermath" })).toMatchObject({
      ok: false,
      error: { code: "unknown-skill" },
    });
    expect(applySheetChange(hero(), { kind: "remove-trait", trait: "Shy", reason: "aftermath" })).toMatchObject({ ok: false, error: { code: "unknown-trait" } });
    expect(applySheetChange(hero(), { kind: "set-level", level: 0, reason: "correction" })).toMatchObject({ ok: false, error: { code: "bad-value" } });
  });
});
