import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { ACTIVITY_KINDS, activityKindsOf, GENERIC_ACTIVITY_KINDS, isActivityKind } from "@/lib/activity/activity-kinds";
import { asBattleResult, asBattleStatus, BATTLE_RESULTS, BATTLE_STATUSES, GAME_WORD, GENERIC_BATTLE_STATUSES, isBattleStatusOf } from "@/lib/battles/battle-status";
import { asTeamAlignment, requireTeamAlignment, TEAM_ALIGNMENTS } from "@/lib/schemas/team";
import { gameSystem, listGameSystems } from "./registry";

/** Every registered, playable system (the coming ones have no module). */
const systems = listGameSystems()
  .filter((listing) => listing.isAvailable)
  .map((listing) => gameSystem(listing.id));

describe("the words the shared tables hold, declared by code", () => {
  test("the five games are the registered systems", () => {
    expect(systems.map((s) => s.id)).toEqual(["SUPER_MISSION_FORCE", "SUPERS_UNLIMITED", "VSGMR", "SHSA_PLAY_SHEET", "D20_SUPERHERO"]);
  });

  test("every battle status is declared by some game, and every game's battles can use the generic ones", () => {
    // Only a game with battles has battle statuses (SHSA plays sessions and declares none).
    const withBattles = systems.filter((s) => s.battles);
    expect(systems.filter((s) => !s.battles).every((s) => s.battleStatuses === undefined)).toBe(true);
    const declared = new Set(withBattles.flatMap((s) => s.battleStatuses ?? GENERIC_BATTLE_STATUSES));
    expect([...declared].sort()).toEqual([...BATTLE_STATUSES].sort());
    for (const system of withBattles) {
      expect(system.battleStatuses, system.id).toEqual(expect.arrayContaining([...GENERIC_BATTLE_STATUSES]));
      expect(new Set(system.battleStatuses).size, system.id).toBe(system.battleStatuses!.length);
    }
    // SMF's stages are its own words: another game's battle never holds them.
    expect(isBattleStatusOf(gameSystem("SUPER_MISSION_FORCE"), "POST_BATTLE")).toBe(true);
    expect(isBattleStatusOf(gameSystem("SUPERS_UNLIMITED"), "POST_BATTLE")).toBe(false);
    expect(isBattleStatusOf(gameSystem("VSGMR"), "AWAITING_CONFIRMATION")).toBe(false);
    // A system that declares none (a test's result-only one) has the generic statuses.
    expect(isBattleStatusOf({}, "RESOLVED")).toBe(true);
    expect(isBattleStatusOf({}, "PRE_BATTLE")).toBe(false);
  });

  test("every activity kind is generic or one game's own, never both, and has a payload shape", () => {
    const own = systems.flatMap((s) => s.activityKinds ?? []);
    expect(new Set(own).size).toBe(own.length);
    expect(own.filter((kind) => (GENERIC_ACTIVITY_KINDS as readonly string[]).includes(kind))).toEqual([]);
    expect([...GENERIC_ACTIVITY_KINDS, ...own].sort()).toEqual([...ACTIVITY_KINDS].sort());
    expect(gameSystem("SUPER_MISSION_FORCE").activityKinds).toEqual(expect.arrayContaining(["BATTLE_REPORTED", "STORY_POINTS_SPENT"]));
    expect(activityKindsOf(gameSystem("SUPERS_UNLIMITED"))).not.toContain("BATTLE_REPORTED");
    expect(activityKindsOf(gameSystem("SUPERS_UNLIMITED"))).toContain("BATTLE_RESOLVED");
    expect(isActivityKind("MEMBER_JOINED")).toBe(true);
    expect(isActivityKind("TOWER_TOPPLED")).toBe(false);
    // An inherited property of the payload map is no kind.
    expect(isActivityKind("toString")).toBe(false);
  });

  test("every word has the shape the database checks, and the code's shape is the migration's", () => {
    const words = [...BATTLE_STATUSES, ...BATTLE_RESULTS, ...ACTIVITY_KINDS, ...TEAM_ALIGNMENTS];
    expect(words.filter((word) => !GAME_WORD.test(word))).toEqual([]);
    const migration = readFileSync(path.join(process.cwd(), "prisma/migrations/20261128200000_game_words_text/migration.sql"), "utf8");
    const checks = [...migration.matchAll(/CHECK \("(\w+)" ~ '([^']+)'\)/g)];
    expect(checks.map((m) => m[1])).toEqual(["status", "result", "kind", "alignment"]);
    expect(new Set(checks.map((m) => m[2]))).toEqual(new Set([GAME_WORD.source]));
    expect(GAME_WORD.test("lowercase")).toBe(false);
    expect(GAME_WORD.test(`A${"B".repeat(40)}`)).toBe(false);
  });

  test("a stored word no code declares is a data error when read back", () => {
    expect(asBattleStatus("UNDONE")).toBe("UNDONE");
    expect(() => asBattleStatus("HALFTIME")).toThrow("no game declares");
    expect(asBattleResult(null)).toBeNull();
    expect(() => asBattleResult("FORFEIT")).toThrow("no game declares");
    expect(asTeamAlignment(null)).toBeNull();
    expect(() => asTeamAlignment("NEUTRAL")).toThrow("no game declares");
    expect(() => requireTeamAlignment(null)).toThrow("has none");
  });
});
