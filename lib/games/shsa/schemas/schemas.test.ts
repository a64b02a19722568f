import { describe, expect, test } from "vitest";
import { addShsaRelationshipSchema, resolveShsaRelationshipSchema } from "./relationships";
import { changeShsaSheetSchema } from "./sheet-change";

const key = "0123456789abcdef0123";
const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) => (result.error?.issues ?? []).map((issue) => issue.message);

describe("SHSA's form schemas", () => {
  test("the sheet form's target, number and reason become the rules' change", () => {
    expect(changeShsaSheetSchema.parse({ teamId: "t1", requestKey: key, target: "points:vp", delta: "3", reason: "patrol", note: "downtown" })).toEqual({
      teamId: "t1",
      requestKey: key,
      change: { kind: "points", points: "vp", delta: 3, reason: "patrol", note: "downtown" },
    });
    expect(changeShsaSheetSchema.parse({ teamId: "t1", requestKey: key, target: "stat:DX", delta: "-1", reason: "aftermath", note: "" }).change).toEqual({
      kind: "step-die",
      target: { stat: "DX" },
      steps: -1,
      reason: "aftermath",
    });
    expect(changeShsaSheetSchema.parse({ teamId: "t1", requestKey: key, target: "die:lifestyle", delta: "1", reason: "make-a-living" }).change).toMatchObject({
      kind: "step-die",
      target: "lifestyle",
    });
    expect(changeShsaSheetSchema.parse({ teamId: "t1", requestKey: key, target: "score:ego", delta: "1", reason: "relationship-task" }).change).toMatchObject({
      kind: "score",
      score: "ego",
    });
  });

  test("the sheet form refuses a change of 0, a fraction, an unknown target or reason, each with its message", () => {
    const base = { teamId: "t1", requestKey: key, target: "points:vp", delta: "1", reason: "patrol" };
    expect(messages(changeShsaSheetSchema.safeParse({ ...base, delta: "0" }))).toEqual(["A change of 0 changes nothing."]);
    expect(messages(changeShsaSheetSchema.safeParse({ ...base, delta: "1.5" }))).toEqual(["Enter the change as a whole number."]);
    expect(messages(changeShsaSheetSchema.safeParse({ ...base, target: "points:gold" }))).toEqual(["Choose what changes."]);
    expect(messages(changeShsaSheetSchema.safeParse({ ...base, reason: "looting" }))).toEqual(["Choose why it changes."]);
    expect(messages(changeShsaSheetSchema.safeParse({ ...base, requestKey: "x" }))).toEqual(["Missing request key."]);
  });

  test("a new relationship needs a name, one of the seven types and a value from −5 to +5", () => {
    expect(addShsaRelationshipSchema.parse({ teamId: "t1", requestKey: key, type: "rival", with: " Lark ", value: "-2" })).toMatchObject({
      type: "rival",
      with: "Lark",
      value: -2,
    });
    expect(messages(addShsaRelationshipSchema.safeParse({ teamId: "t1", requestKey: key, type: "friend", with: "", value: "9" }))).toEqual([
      "Choose one of the seven relationship types.",
      "Say who the relationship is with.",
      "Start a relationship between −5 and +5.",
    ]);
  });

  test("the task form reads typed faces and empty choices, and asks for faces when the dice are typed", () => {
    const base = { teamId: "t1", requestKey: key, relationshipId: "rel-1", actor: "2D8", resistance: "2D6", otherAlignment: "villain" };
    expect(
      resolveShsaRelationshipSchema.parse({ ...base, source: "physical", faces: "1, 2 6 5", successChoice: "", failureChoice: "raise-ego", successOption: "", otherIsPc: "on" }),
    ).toMatchObject({
      faces: [1, 2, 6, 5],
      successChoice: undefined,
      failureChoice: "raise-ego",
      successOption: undefined,
      otherIsPc: true,
    });
    const app = resolveShsaRelationshipSchema.parse({ ...base, source: "app" });
    expect(app.faces).toBeUndefined();
    expect(app.otherIsPc).toBe(false);
    expect(messages(resolveShsaRelationshipSchema.safeParse({ ...base, source: "physical", faces: "" }))).toEqual(["Type the faces of every die the task throws."]);
    expect(messages(resolveShsaRelationshipSchema.safeParse({ ...base, source: "physical", faces: "1 x" }))).toEqual(["Type each face as a whole number."]);
  });
});
