import { describe, expect, test } from "vitest";
import {
  CAMPAIGN_ACTIONS,
  can,
  EVERYONE,
  gameVerbProblems,
  GENERIC_PREFIXES,
  type GameVerbs,
  isGenericVerb,
  isTeamAction,
  PERMISSIONS,
  permissionOf,
  PLAYERS,
  RUNNERS,
  UnknownVerbError,
} from "./permissions";

/** Two games with verbs of their own, written here (the registered games' are checked by the registry's tests and the matrix). */
const arena = {
  id: "ARENA",
  permissions: {
    prefix: "arena",
    verbs: {
      "arena:ring-bell": { roles: RUNNERS },
      "arena:taunt": { roles: RUNNERS, ownerRoles: PLAYERS },
    },
  },
} as const satisfies GameVerbs;

const racing = {
  id: "RACING",
  permissions: { prefix: "racing", verbs: { "racing:wave-flag": { roles: EVERYONE } } },
} as const satisfies GameVerbs;

describe("the generic verbs", () => {
  test("are the ones every game shares: the points ledger is `ledger:*`, no game's currency names a verb", () => {
    expect(CAMPAIGN_ACTIONS.filter((action) => action.startsWith("ledger:")).sort()).toEqual(["ledger:correct", "ledger:spend", "ledger:view"]);
    expect(CAMPAIGN_ACTIONS.some((action) => /story|vp|smf|su:/i.test(action))).toBe(false);
    expect([...GENERIC_PREFIXES].sort()).toEqual(["activity", "battle", "campaign", "character", "invite", "ledger", "member", "roll", "session", "team"]);
  });

  test("ledger: everyone sees it, the team's owner or the runners spend, only the runners correct", () => {
    expect(EVERYONE.map((role) => can(role, "ledger:view"))).toEqual([true, true, true, true]);
    expect(EVERYONE.map((role) => can(role, "ledger:spend", { isOwner: true }))).toEqual([true, true, true, false]);
    expect(EVERYONE.map((role) => can(role, "ledger:spend"))).toEqual([true, true, false, false]);
    expect(EVERYONE.map((role) => can(role, "ledger:correct", { isOwner: true }))).toEqual([true, true, false, false]);
  });

  test("a generic verb is answered the same whichever game is handed down", () => {
    for (const action of CAMPAIGN_ACTIONS) {
      for (const role of EVERYONE) {
        for (const isOwner of [true, false]) expect(can(role, action, { isOwner, game: arena }), `${action} ${role}`).toBe(can(role, action, { isOwner }));
      }
    }
  });
});

describe("a game's own verbs", () => {
  test("are answered from the table of the game handed down, with the same role groups", () => {
    expect(EVERYONE.map((role) => can(role, "arena:ring-bell", { game: arena }))).toEqual([true, true, false, false]);
    expect(EVERYONE.map((role) => can(role, "arena:ring-bell", { game: arena, isOwner: true }))).toEqual([true, true, false, false]);
    expect(EVERYONE.map((role) => can(role, "arena:taunt", { game: arena, isOwner: true }))).toEqual([true, true, true, false]);
    expect(EVERYONE.map((role) => can(role, "arena:taunt", { game: arena }))).toEqual([true, true, false, false]);
    expect(EVERYONE.map((role) => can(role, "racing:wave-flag", { game: racing }))).toEqual([true, true, true, true]);
    expect(isTeamAction("arena:taunt", arena)).toBe(true);
    expect(isTeamAction("arena:ring-bell", arena)).toBe(false);
    expect(isGenericVerb("arena:taunt")).toBe(false);
    expect(isGenericVerb("battle:play")).toBe(true);
  });

  test("another game's verb, or a verb no one declares, is a programming error, not a denial", () => {
    // The types refuse these too: the casts are what a caller would have to write to get here.
    expect(() => can("ORGANISER", "racing:wave-flag" as "campaign:view", { game: arena })).toThrow(UnknownVerbError);
    expect(() => can("ORGANISER", "racing:wave-flag" as "campaign:view", { game: arena })).toThrow("“racing:wave-flag” is neither a generic verb nor one ARENA declares.");
    expect(() => can("ORGANISER", "arena:taunt" as "campaign:view")).toThrow("“arena:taunt” is not a generic verb, and no game was handed down to declare it.");
    expect(() => can("ORGANISER", "story-points:spend" as "campaign:view")).toThrow(UnknownVerbError);
    expect(() => permissionOf("arena:nothing", arena)).toThrow(UnknownVerbError);
    // Not a way round the table: Object's own properties are no verb.
    expect(() => permissionOf("toString", arena)).toThrow(UnknownVerbError);
    expect(() => permissionOf("constructor")).toThrow(UnknownVerbError);
  });

  test("a game without a table of its own has only the generic verbs", () => {
    expect(can("ORGANISER", "battle:undo", { game: { id: "PLAIN" } })).toBe(true);
    expect(() => can("ORGANISER", "arena:taunt" as "campaign:view", { game: { id: "PLAIN" } })).toThrow(UnknownVerbError);
  });
});

describe("what a game may declare (gameVerbProblems, run by the registry)", () => {
  test("well-formed verbs pass, and a game without verbs has nothing to answer for", () => {
    expect(gameVerbProblems(arena)).toEqual([]);
    expect(gameVerbProblems(racing, ["arena"])).toEqual([]);
    expect(gameVerbProblems({ id: "PLAIN" })).toEqual([]);
  });

  test("a verb that shadows a generic one is refused", () => {
    expect(gameVerbProblems({ id: "SHADOW", permissions: { prefix: "battle", verbs: { "battle:play": { roles: EVERYONE } } } })).toEqual([
      "SHADOW: the verb prefix “battle” is a generic one.",
      "SHADOW: “battle:play” shadows a generic verb.",
    ]);
    expect(gameVerbProblems({ id: "SHADOW", permissions: { prefix: "shadow", verbs: { "ledger:spend": { roles: EVERYONE } } } })).toEqual([
      "SHADOW: “ledger:spend” shadows a generic verb.",
    ]);
  });

  test("a verb without the game's prefix, or of a bad shape, is refused", () => {
    expect(
      gameVerbProblems({
        id: "SLOPPY",
        permissions: {
          prefix: "sloppy",
          verbs: { "other:thing": { roles: RUNNERS }, "sloppy:": { roles: RUNNERS }, "sloppy:Shout": { roles: RUNNERS }, shout: { roles: RUNNERS } },
        },
      }),
    ).toEqual([
      "SLOPPY: “other:thing” is not “sloppy:<verb>” (lower-case letters, digits and hyphens).",
      "SLOPPY: “sloppy:” is not “sloppy:<verb>” (lower-case letters, digits and hyphens).",
      "SLOPPY: “sloppy:Shout” is not “sloppy:<verb>” (lower-case letters, digits and hyphens).",
      "SLOPPY: “shout” is not “sloppy:<verb>” (lower-case letters, digits and hyphens).",
    ]);
  });

  test("a prefix of the wrong shape or another game's, and a verb granted to no one, are refused", () => {
    expect(gameVerbProblems({ id: "LOUD", permissions: { prefix: "Loud", verbs: {} } })).toEqual(["LOUD: the verb prefix “Loud” is not lower-case letters, digits and hyphens."]);
    expect(gameVerbProblems(arena, ["arena"])).toEqual(["ARENA: the verb prefix “arena” is another game's."]);
    expect(gameVerbProblems({ id: "NOBODY", permissions: { prefix: "nobody", verbs: { "nobody:act": { roles: [] } } } })).toEqual(["NOBODY: “nobody:act” is granted to no one."]);
  });

  test("the generic table itself is well formed: every verb `<prefix>:<verb>`, granted to someone", () => {
    for (const [verb, permission] of Object.entries(PERMISSIONS)) {
      expect(verb).toMatch(/^[a-z]+:[a-z-]+$/);
      expect(permission.roles.length + ((permission as { ownerRoles?: readonly string[] }).ownerRoles?.length ?? 0)).toBeGreaterThan(0);
    }
  });
});
