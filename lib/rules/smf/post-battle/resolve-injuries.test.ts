import { describe, expect, test } from "vitest";
import { scriptedDice } from "../../dice";
import type { SmfCharacter } from "../character";
import type { SmfTeamState } from "../team";
import { battleInput, member, squad, teamReport } from "../testing/fixtures";
import { resolveInjuries } from "./resolve-injuries";
import { characterById, initialPostBattleState } from "./state";
import type { KnockedOutCharacter, PostBattleChoices, StepResult } from "./types";

const drago = member("drago", { name: "Drago", powers: ["vampire"] });

function setup(victim: SmfCharacter, ko: Partial<KnockedOutCharacter> = {}, heroes: Partial<SmfTeamState> = {}, choices: PostBattleChoices = {}) {
  const home = squad("home", [victim, member("buddy")], { name: "Home", ...heroes });
  const foes = squad("foes", [drago, member("grunt")], { name: "Foes", alignment: "villains" });
  const input = battleInput([home, foes], [teamReport(home, "lost", { knockedOut: [{ characterId: victim.id, track: "body", furtherHarm: 0, ...ko }] }), teamReport(foes, "won")], {
    choices,
  });
  return { input, state: initialPostBattleState(input) };
}

function run(faces: number[], ...args: Parameters<typeof setup>): Extract<StepResult, { ok: true }> {
  const { input, state } = setup(...args);
  const dice = scriptedDice(faces);
  const result = resolveInjuries(state, input, dice);
  dice.assertExhausted();
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result;
}

// Goal roll [1,1,1,1] = +0 then the D6: total = D6 − 1.
const d6 = (face: number) => [1, 1, 1, 1, face];

describe("resolveInjuries — applying each result", () => {
  test("dead: the character's status becomes dead", () => {
    const { state } = run(d6(1), member("v", { name: "V" }));
    expect(characterById(state, "v").state.status).toBe("dead");
  });

  test("captured: Ruling R19 records the captor (the other team)", () => {
    const { state, events } = run(d6(2), member("v", { name: "V" }));
    expect(characterById(state, "v").state).toMatchObject({ status: "captured", capturedBy: { teamId: "foes", teamName: "Foes" } });
    expect(events[0]!.summary).toMatch(/Captured by Foes$/);
  });

  test.each([
    ["grievous injury: misses the next battle (Ruling R18)", 3, { missesBattle: true, moveLoss: 0, attackDiceLoss: 0 }],
    ['serious injuries: −3" Move, −1D attacks', 4, { missesBattle: false, moveLoss: 3, attackDiceLoss: 1 }],
    ['light injury: −2" Move', 5, { missesBattle: false, moveLoss: 2, attackDiceLoss: 0 }],
    ["minor scrapes: nothing", 6, { missesBattle: false, moveLoss: 0, attackDiceLoss: 0 }],
  ])("%s", (_label, face, nextBattle) => {
    const { state } = run(d6(face), member("v"));
    expect(characterById(state, "v").state.nextBattle).toEqual(nextBattle);
    expect(characterById(state, "v").state.status).toBe("active");
  });

  test("settle the score: a grudge against the injuring team", () => {
    const { state } = run([4, 5, 1, 1, 6], member("v"));
    expect(characterById(state, "v").state.settleScoreAgainst).toEqual([{ teamId: "foes", teamName: "Foes" }]);
  });

  test("inspired recovery: remembered for Phase 2's +1 SP", () => {
    const { state } = run([6, 6, 6, 6, 6], member("v"));
    expect(state.inspiredRecoveries).toEqual([{ teamId: "home", characterId: "v" }]);
  });

  test("a dead sidekick is replaced: fresh state, listed for the 2+ arrival roll (L1035)", () => {
    const sidekick = member("side", { kind: "sidekick", state: { bumps: [{ table: "general", row: 1, issue: 1 }] } });
    const { state } = run(d6(1), sidekick);
    expect(characterById(state, "side").state).toMatchObject({ status: "active", bumps: [] });
    expect(state.teams[0]!.replacedSidekickIds).toEqual(["side"]);
  });
});

describe("resolveInjuries — who rolls (Ruling R11)", () => {
  test("Immortal: no roll, no dice", () => {
    const { events } = run([], member("imm", { powers: ["immortal"] }));
    expect(events[0]).toMatchObject({ kind: "no-injury-roll", reason: "immortal", dice: [] });
  });

  test("henchmen: no roll; the group returns next battle at round 2 (L1901)", () => {
    const { state, events } = run([], member("goons", { kind: "henchmen" }));
    expect(events[0]).toMatchObject({ kind: "no-injury-roll", reason: "henchmen" });
    expect(characterById(state, "goons").state.nextBattle.arrivesRound).toBe(2);
  });
});

describe("resolveInjuries — heroes and vampires", () => {
  test("a hero's victim who would die is captured on a 2+ Chance (L2595): default from the injurer's alignment", () => {
    const { input, state } = setup(member("v"));
    const heroic = { ...input, teams: input.teams.map((t) => (t.teamId === "foes" ? { ...t, alignment: "heroes" as const } : t)) };
    const dice = scriptedDice([...d6(1), 6, 1]);
    const result = resolveInjuries({ ...state, teams: heroic.teams }, heroic, dice);
    expect(result.ok && characterById(result.state, "v").state).toMatchObject({ status: "captured", capturedBy: { teamId: "foes" } });
  });

  test("isPutDownByHero: false overrides the alignment default", () => {
    const { state } = run(d6(1), member("v"), { isPutDownByHero: false });
    expect(characterById(state, "v").state.status).toBe("dead");
  });

  test("L1151: the Vampire's victim takes −1, dies, and rises as a thrall on a 2+ Chance", () => {
    const { state, events } = run([...d6(2), 4, 4], member("v", { name: "Victim" }), { vampireId: "drago" }, {}, { thrallPowers: { v: "flight" } });
    expect(characterById(state, "v").state.status).toBe("dead");
    const thrall = characterById(state, "v-thrall");
    expect(thrall).toMatchObject({ kind: "thrall", name: "Victim (thrall)", state: { thrallOf: "drago", status: "active" } });
    expect(thrall.build.powers).toEqual([{ power: "flight", tier: "minor", source: "thrall" }]);
    expect(state.teams[1]!.characters.map((c) => c.id)).toContain("v-thrall");
    expect(characterById(state, "drago").build.powers).toContainEqual({ power: "servitor-sidekick", tier: "minor", source: "thrall" });
    expect(events[1]).toMatchObject({ kind: "thrall", vampireId: "drago", thrallId: "v-thrall", isVampire: false });
  });

  test("L1151: 4 goals on the thrall roll and the thrall is a Vampire too", () => {
    const { state } = run([...d6(2), 6, 6], member("v"), { vampireId: "drago" });
    expect(characterById(state, "v-thrall").build.powers).toEqual([{ power: "vampire", tier: "minor", source: "thrall" }]);
  });

  test("a failed thrall roll leaves the victim dead and adds nobody", () => {
    const { state, events } = run([...d6(2), 4, 1], member("v"), { vampireId: "drago" });
    expect(state.teams[1]!.characters).toHaveLength(2);
    expect(events[1]!.summary).toMatch(/stays dead$/);
  });

  test("no thrall roll when the victim survives", () => {
    const { events } = run(d6(6), member("v"), { vampireId: "drago" });
    expect(events).toHaveLength(1);
  });
});
