import { describe, expect, test } from "vitest";
import { rosterSettings } from "../card/roster-settings";
import { member } from "../samples/test-members";
import { gimmickStanding, recordGimmickUse, remainingGimmicks, validateGimmickLog, type SuGimmickLogEntry } from "./gimmick-log";
import type { SuGimmickPick } from "./gimmick-pool";

const ON = rosterSettings({ useGimmicks: true });
const blast = member("Blast", 5, { classes: ["blaster"] });
const duo = member("Duo", 6, { classes: ["fighter", "tank"] });
const goon = member("Goon", 2, { classes: ["fighter"] });
const team = [blast, duo, goon];
const pool: SuGimmickPick[] = [
  { cardId: "blast", class: "blaster", gimmick: "double-blast" },
  { cardId: "duo", class: "fighter", gimmick: "we-go-again" },
  { cardId: "duo", class: "tank", gimmick: "tag-team" },
];
const use = (gimmick: SuGimmickLogEntry["gimmick"], characterId: string | null, returns?: SuGimmickLogEntry["gimmick"]): SuGimmickLogEntry =>
  returns ? { kind: "use", gimmick, characterId, returns } : { kind: "use", gimmick, characterId };
const codes = (log: SuGimmickLogEntry[]) => {
  const r = validateGimmickLog(ON, team, pool, log);
  return r.ok ? [] : r.problems.map((p) => `${p.code}@${p.field}`);
};

describe("what remains usable (SU L981)", () => {
  test("a fresh battle: the whole pool", () => {
    expect(remainingGimmicks(pool, [])).toEqual(["double-blast", "we-go-again", "tag-team"]);
  });

  test("a used Gimmick is discarded", () => {
    expect(gimmickStanding(pool, [use("double-blast", "blast")])).toEqual({ usable: ["we-go-again", "tag-team"], used: ["double-blast"] });
  });

  test("We Go Again! puts back the Gimmick used just before it, and is spent itself (SU L993, Ruling SU-R38)", () => {
    expect(gimmickStanding(pool, [use("double-blast", "blast"), use("we-go-again", null, "double-blast")])).toEqual({
      usable: ["double-blast", "tag-team"],
      used: ["we-go-again"],
    });
  });

  test("an Ability or Talent that recycles brings a used Gimmick back (SU L981)", () => {
    expect(remainingGimmicks(pool, [use("tag-team", "duo"), { kind: "recycle", gimmick: "tag-team", characterId: "duo", source: "Second Chance" }])).toEqual([
      "double-blast",
      "we-go-again",
      "tag-team",
    ]);
  });

  test("a line that breaks the rules changes nothing", () => {
    expect(remainingGimmicks(pool, [use("double-blast", "blast"), use("double-blast", "blast"), use("precision", "blast")])).toEqual(["we-go-again", "tag-team"]);
  });
});

describe("validateGimmickLog", () => {
  test("a legal battle", () => {
    expect(codes([use("double-blast", "blast"), use("we-go-again", null, "double-blast"), use("double-blast", "blast"), use("tag-team", "duo")])).toEqual([]);
  });

  test.each<[string, SuGimmickLogEntry[], string[]]>([
    ["a Gimmick not in the pool (SU L974)", [use("mega-pulse", "blast")], ["gimmick-not-available@log[0].gimmick"]],
    ["a Gimmick used twice (SU L981)", [use("double-blast", "blast"), use("double-blast", "blast")], ["gimmick-not-available@log[1].gimmick"]],
    ["a Class Gimmick used by another Class (SU L979)", [use("double-blast", "duo")], ["invalid-gimmick-user@log[0].characterId"]],
    ["Tag Team used by a Henchman (SU L987)", [use("tag-team", "goon")], ["invalid-gimmick-user@log[0].characterId"]],
    ["a use by nobody named", [use("tag-team", null)], ["invalid-gimmick-user@log[0].characterId"]],
    ["We Go Again! with nothing named", [use("double-blast", "blast"), use("we-go-again", null)], ["invalid-recycle@log[1].returns"]],
    [
      "We Go Again! naming an earlier Gimmick (Ruling SU-R38)",
      [use("double-blast", "blast"), use("tag-team", "duo"), use("we-go-again", null, "double-blast")],
      ["invalid-recycle@log[2].returns"],
    ],
    ["We Go Again! as the first line", [use("we-go-again", null, "tag-team")], ["invalid-recycle@log[0].returns"]],
    ["another Gimmick claiming to put one back", [use("double-blast", "blast"), use("tag-team", "duo", "double-blast")], ["invalid-recycle@log[1].returns"]],
    ["a recycle of an unused Gimmick", [{ kind: "recycle", gimmick: "tag-team", characterId: null, source: "Second Chance" }], ["invalid-recycle@log[0].gimmick"]],
    ["a recycle that names no source", [use("tag-team", "duo"), { kind: "recycle", gimmick: "tag-team", characterId: null, source: " " }], ["invalid-recycle@log[1].source"]],
  ])("%s", (_label, log, expected) => {
    expect(codes(log)).toEqual(expected);
  });

  test("the message names the character and the Class", () => {
    const r = validateGimmickLog(ON, team, pool, [use("double-blast", "duo"), use("we-go-again", null, "tag-team")]);
    expect(r.ok ? [] : r.problems.map((p) => p.message)).toEqual([
      "Duo is not a Blaster: only a Blaster can use Double-Blast.",
      "We Go Again! puts back only the Gimmick used just before it, Double-Blast; not Tag Team.",
    ]);
  });

  test("no uses when the game is played without Gimmicks (SU L972)", () => {
    const r = validateGimmickLog(rosterSettings(), team, pool, [use("double-blast", "blast")]);
    expect(r.ok ? [] : r.problems.map((p) => p.code)).toEqual(["gimmicks-off"]);
  });
});

describe("recordGimmickUse: the log only grows", () => {
  test("a legal use is appended; the old log is untouched", () => {
    const log: SuGimmickLogEntry[] = [use("double-blast", "blast")];
    const r = recordGimmickUse(ON, team, pool, log, use("tag-team", "duo"));
    expect(r).toEqual({ ok: true, log: [use("double-blast", "blast"), use("tag-team", "duo")] });
    expect(log).toEqual([use("double-blast", "blast")]);
  });

  test("a use the rules refuse is not appended, with every problem", () => {
    const r = recordGimmickUse(ON, team, pool, [use("double-blast", "blast")], use("double-blast", "duo"));
    expect(r.ok ? [] : r.problems.map((p) => `${p.code}@${p.field}`)).toEqual(["gimmick-not-available@entry.gimmick", "invalid-gimmick-user@entry.characterId"]);
  });

  test("We Go Again! right after a use", () => {
    const r = recordGimmickUse(ON, team, pool, [use("double-blast", "blast")], use("we-go-again", null, "double-blast"));
    expect(r.ok && remainingGimmicks(pool, r.log)).toEqual(["double-blast", "tag-team"]);
  });
});

test("a Class Gimmick is refused to a KO'ed or Incapacitated user; an Any one is not (SU L979)", () => {
  const koBlast = { outOfAction: ["blast", "duo"] };
  const refused = recordGimmickUse(ON, team, pool, [], use("double-blast", "blast"), koBlast);
  expect(refused.ok ? [] : refused.problems.map((p) => p.message)).toEqual(["Blast is out of the fight (KO'ed or Incapacitated), so cannot use Double-Blast."]);
  expect(recordGimmickUse(ON, team, pool, [], use("tag-team", "duo"), koBlast).ok).toBe(true);
  expect(recordGimmickUse(ON, team, pool, [], use("double-blast", "blast"), { outOfAction: ["duo"] }).ok).toBe(true);
});
