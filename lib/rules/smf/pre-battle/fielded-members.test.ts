import { describe, expect, test } from "vitest";
import { isLineUpMember, lineUpMembers, resolveFielded } from "./fielded-members";
import { member, squad } from "../testing/fixtures";

const roster = squad("t1", [
  member("a"),
  member("b"),
  member("dead", { state: { status: "dead" } }),
  member("captive", { state: { status: "captured" } }),
  member("hurt", { state: { nextBattle: { missesBattle: true, moveLoss: 0, attackDiceLoss: 0 } } }),
]);

describe("resolveFielded", () => {
  test("returns the roster entries in the order given", () => {
    const result = resolveFielded(roster, ["b", "a"]);
    expect(result.ok && result.fielded.map((c) => c.id)).toEqual(["b", "a"]);
  });

  test.each([
    { label: "empty line-up", ids: [], code: "no-fielded-characters" },
    { label: "id not on the roster", ids: ["a", "zz"], code: "unknown-character" },
    { label: "id listed twice", ids: ["a", "a"], code: "duplicate-character" },
    { label: "dead character (Ruling R19 / status)", ids: ["dead"], code: "character-unavailable" },
    { label: "captured character (Ruling R19)", ids: ["captive"], code: "character-unavailable" },
    { label: "character who must miss this battle (Ruling R18)", ids: ["hurt"], code: "character-unavailable" },
  ])("$label → $code", ({ ids, code }) => {
    const result = resolveFielded(roster, ids);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe(code);
  });
});

describe("line-up members for random picks", () => {
  test.each([
    { kind: "character", isMember: true },
    { kind: "henchmen", isMember: true },
    { kind: "sidekick", isMember: false },
    { kind: "thrall", isMember: false },
    { kind: "vehicle", isMember: false },
  ] as const)("$kind → $isMember", ({ kind, isMember }) => {
    expect(isLineUpMember(member("x", { kind }))).toBe(isMember);
  });

  test("lineUpMembers keeps order and drops the others", () => {
    const list = [member("a"), member("s", { kind: "sidekick" }), member("h", { kind: "henchmen" })];
    expect(lineUpMembers(list).map((c) => c.id)).toEqual(["a", "h"]);
  });
});
