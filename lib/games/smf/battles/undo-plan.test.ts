import { describe, expect, test } from "vitest";
import { freshCampaignState, SAMPLE_CHARACTERS, type SmfCharacter } from "@/lib/rules/smf";
import { readCounters, type TeamCounters } from "./team-counters";
import { planUndo, type UndoTeamInput } from "./undo-plan";

const base = SAMPLE_CHARACTERS[0]!.character;
const hero = (id: string, name = id): SmfCharacter => ({ ...structuredClone(base), id, name, state: freshCampaignState() });
const injured = (c: SmfCharacter): SmfCharacter => ({ ...c, state: { ...c.state, nextBattle: { missesBattle: true, moveLoss: 0, attackDiceLoss: 0 } } });
const cursed = (c: SmfCharacter, curses: number): SmfCharacter => ({ ...c, state: { ...c.state, curses } });
const counters = (over: Partial<TeamCounters> = {}): TeamCounters => ({ ...readCounters({}), ...over });

/** Rhino fought and came out injured; Stone sat out. The battle used one booked guest star. */
function team(now: Partial<UndoTeamInput["now"]> = {}): UndoTeamInput {
  const rhino = hero("rhino", "Grey Rhino");
  const stone = hero("stone", "Stone Wall");
  return {
    teamId: "t1",
    teamName: "Dawn Patrol",
    before: { characters: [rhino, stone], counters: counters({ guestStarsPending: 1 }), hasFought: { rhino: false, stone: false } },
    after: { characters: [injured(rhino), stone], counters: counters({ guestStarsPending: 0, milestonesReached: 1 }), hasFought: { rhino: true, stone: false } },
    now: {
      characters: [
        { character: injured(rhino), hasFought: true },
        { character: stone, hasFought: false },
      ],
      counters: counters({ guestStarsPending: 0, milestonesReached: 1 }),
      ...now,
    },
  };
}

describe("planUndo: a battle's effects taken off the teams as they are now", () => {
  test("nothing changed since: every effect goes back", () => {
    const plan = planUndo([team()]);
    expect(plan).toEqual({
      ok: true,
      teams: [
        {
          teamId: "t1",
          remove: [],
          restore: [{ id: "rhino", kind: base.kind, build: base.build, state: freshCampaignState(), hasFought: false }],
          counters: counters({ guestStarsPending: 1 }),
        },
      ],
    });
  });

  test.each([
    ["a character added since stays", { characters: [...team().now.characters, { character: hero("new", "Newcomer"), hasFought: false }] }],
    [
      "a rename since stays (names are not the battle's)",
      { characters: [{ character: { ...injured(hero("rhino")), name: "Grey Rhino II" }, hasFought: true }, team().now.characters[1]!] },
    ],
    [
      "a curse since on a character the battle did not touch stays",
      { characters: [team().now.characters[0]!, { character: cursed(hero("stone", "Stone Wall"), 1), hasFought: false }] },
    ],
  ])("%s", (_label, now) => {
    const plan = planUndo([team(now)]);
    expect(plan.ok).toBe(true);
    if (!plan.ok) return;
    expect(plan.teams[0]!.restore.map((r) => r.id)).toEqual(["rhino"]);
    expect(plan.teams[0]!.restore[0]!.state).toEqual(freshCampaignState());
  });

  test("a guest star booked since stays booked: only the one the battle used comes back", () => {
    const plan = planUndo([team({ counters: counters({ guestStarsPending: 1, milestonesReached: 1 }) })]);
    expect(plan.ok && plan.teams[0]!.counters).toEqual(counters({ guestStarsPending: 2 }));
  });

  test("a change since to what the battle changed blocks, naming the character", () => {
    const rhinoChanged = cursed(injured(hero("rhino", "Grey Rhino")), 0);
    const lifted = { ...rhinoChanged, state: { ...rhinoChanged.state, nextBattle: { missesBattle: false, moveLoss: 0, attackDiceLoss: 0 } } };
    const plan = planUndo([team({ characters: [{ character: lifted, hasFought: true }, team().now.characters[1]!] })]);
    expect(plan).toEqual({ ok: false, conflicts: [{ kind: "character", teamId: "t1", teamName: "Dawn Patrol", characterId: "rhino", characterName: "Grey Rhino" }] });
  });

  test("a character deleted since has nothing of the battle left to undo", () => {
    const plan = planUndo([team({ characters: [team().now.characters[1]!] })]);
    expect(plan).toEqual({ ok: true, teams: [{ teamId: "t1", remove: [], restore: [], counters: counters({ guestStarsPending: 1 }) }] });
  });

  test("a character the battle brought is removed if still as it left it, else it blocks", () => {
    const thrall = hero("thrall", "Thrall");
    const input = team();
    const withThrall: UndoTeamInput = { ...input, after: { ...input.after, characters: [...input.after.characters, thrall] } };
    const kept = planUndo([{ ...withThrall, now: { ...input.now, characters: [...input.now.characters, { character: { ...thrall, name: "Renamed" }, hasFought: false }] } }]);
    expect(kept.ok && kept.teams[0]!.remove).toEqual(["thrall"]);
    const changed = planUndo([{ ...withThrall, now: { ...input.now, characters: [...input.now.characters, { character: cursed(thrall, 1), hasFought: false }] } }]);
    expect(changed).toMatchObject({ ok: false, conflicts: [{ kind: "character", characterId: "thrall" }] });
  });

  test("a counter the battle changed and something changed again blocks, naming it", () => {
    const plan = planUndo([team({ counters: counters({ guestStarsPending: 0, milestonesReached: 2 }) })]);
    expect(plan).toEqual({ ok: false, conflicts: [{ kind: "counters", teamId: "t1", teamName: "Dawn Patrol", counter: "milestonesReached" }] });
  });
});
