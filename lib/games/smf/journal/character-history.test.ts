import { describe, expect, test } from "vitest";
import { battleInput, member, squad, teamReport } from "@/lib/rules/smf/testing/fixtures";
import { characterHistory } from "./character-history";
import { GRIM_FACES, THRALL_FACES, nightShiftBattle, storedBattle } from "./testing/stored-battles";

// Newest first, as the service loads them: issue 4 (undone, the thrall rises) and issue 3.
const issue3 = storedBattle(nightShiftBattle(), GRIM_FACES, { id: "b3" });
const issue4 = storedBattle({ ...nightShiftBattle(), report: { ...nightShiftBattle().report, issue: 4 } }, THRALL_FACES, { id: "b4", isUndone: true });
const battles = [issue4, issue3];

describe("characterHistory", () => {
  test("a fallen character: fielded, KO'ed, the injury outcome, and death", () => {
    const [fourth, third] = characterHistory("n1", battles);
    expect(third).toMatchObject({
      battleId: "b3",
      issue: 3,
      isUndone: false,
      title: "Night Shift beat Iron Syndicate",
      teamName: "Night Shift",
      result: "WON",
      isFielded: true,
      ko: "body",
      injury: { outcome: "dead", outcomeName: "Dead or destroyed" },
      died: true,
      wasCaptured: false,
      bumps: [],
      storyPoints: 0,
    });
    expect(third!.lines).toEqual(["Fought for Night Shift and won.", "Knocked out (Body).", "Nightjar fell and will not be back."]);
    expect(fourth).toMatchObject({ issue: 4, isUndone: true, died: true });
  });

  test("a captive: captured, and by whom", () => {
    const [, third] = characterHistory("v2", battles);
    expect(third).toMatchObject({
      teamName: "Iron Syndicate",
      result: "LOST",
      ko: "both",
      wasCaptured: true,
      died: false,
      injury: { outcome: "captured", byTeamName: "Night Shift" },
    });
    expect(third!.lines).toContain("Grinder was taken captive by Night Shift.");
  });

  test("a member who sat the battle out but took a milestone bump", () => {
    const history = characterHistory("n3", battles);
    const third = history.find((h) => h.issue === 3)!;
    expect(third).toMatchObject({ isFielded: false, ko: null, injury: null, bumps: [{ table: "general", tableName: "General", row: 6, target: "Athletics" }] });
    expect(third.lines).toEqual(["Sat this one out; Night Shift won.", "Bump: +1 Re-roll to pre- and post-battle checks — Athletics (General)."]);
  });

  test("a Vampire who raised a thrall, and the thrall's own first entry", () => {
    const vampire = characterHistory("v1", battles);
    expect(vampire.map((h) => [h.issue, h.thralls])).toEqual([
      [4, ["Nightjar"]],
      [3, []],
    ]);
    expect(vampire[0]!.lines).toContain("Raised Nightjar as a thrall.");
    const thrall = characterHistory("n1-thrall", battles);
    expect(thrall).toHaveLength(1);
    expect(thrall[0]).toMatchObject({ issue: 4, teamName: "Iron Syndicate", isFielded: false, raisedBy: { vampireName: "Countess Vey", foeName: "Nightjar", isVampire: false } });
    expect(thrall[0]!.lines[0]).toBe("Rose from Nightjar's fall as Countess Vey's thrall.");
  });

  test("story points credited to the character's deeds (ledger entries naming it)", () => {
    const [, third] = characterHistory("n2", battles);
    expect(third).toMatchObject({ injury: { outcome: "settle-the-score" }, storyPoints: 0 });
    const lifted = storedBattle(nightShiftBattle(), GRIM_FACES, {
      preBattleLedger: [{ teamId: "night", delta: -1, reason: "curse-lift", characterId: "n2", earned: 4, balance: 3, note: "Curse lifted" }],
    });
    const [entry] = characterHistory("n2", [lifted]);
    expect(entry).toMatchObject({ storyPoints: -1, storyPointChanges: [{ delta: -1, reason: "curse-lift" }] });
    expect(entry!.lines).toContain("Story points: −1 (curse lift).");
  });

  test("a captive freed by a battle its team did not fight", () => {
    const night = squad("night", [member("n1", { name: "Nightjar" })], { name: "Night Shift" });
    const iron = squad("iron", [member("v1", { name: "Countess Vey" })], { name: "Iron Syndicate" });
    const third = squad("third", [member("t2", { name: "Locked Up", state: { status: "captured", capturedBy: { teamId: "iron", teamName: "Iron Syndicate" } } })], {
      name: "Third Wheel",
    });
    const input = battleInput([night, iron, third], [teamReport(night, "won"), teamReport(iron, "lost")], { report: { releasedCharacterIds: ["t2"] } });
    expect(characterHistory("t2", [storedBattle(input, [])])).toMatchObject([
      { teamName: "Third Wheel", isFielded: false, result: null, wasReleased: true, lines: ["Not in this battle.", "Set free from captivity."] },
    ]);
  });

  test("a character no record mentions has no history", () => {
    expect(characterHistory("nobody", battles)).toEqual([]);
    expect(characterHistory("v3", battles).map((h) => [h.issue, h.isFielded, h.lines])).toEqual([
      [4, true, ["Fought for Iron Syndicate and lost."]],
      [3, true, ["Fought for Iron Syndicate and lost."]],
    ]);
  });
});
