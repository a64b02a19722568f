import { describe, expect, test } from "vitest";
import { spendStoryPoints } from "@/lib/rules/smf";
import { seededDice } from "@/lib/rules/dice";
import { runPostBattle, thrownFaces } from "@/lib/rules/smf";
import { battleInput, bigBattle, member, squad, teamReport } from "@/lib/rules/smf/testing/fixtures";
import { journalEntry } from "./journal-entry";
import { GRIM_FACES, THRALL_FACES, nightShiftBattle, storedBattle } from "./testing/stored-battles";

describe("journalEntry — Night Shift beat Iron Syndicate (issue 3, scripted dice)", () => {
  const entry = journalEntry(storedBattle(nightShiftBattle(), GRIM_FACES));
  const night = entry.teams.find((t) => t.teamName === "Night Shift")!;
  const iron = entry.teams.find((t) => t.teamName === "Iron Syndicate")!;

  test("heading: issue, title, scenario and winner from the records", () => {
    expect(entry).toMatchObject({
      battleId: "battle-3",
      issue: 3,
      isUndone: false,
      title: "Night Shift beat Iron Syndicate",
      scenarioName: "Rooftop Rumble!",
      eventName: null,
      winnerNames: ["Night Shift"],
    });
  });

  test("KOs, with the track each went down on", () => {
    expect(night.kos.map((k) => [k.characterName, k.track])).toEqual([
      ["Nightjar", "body"],
      ["Lamplighter", "body"],
    ]);
    expect(iron.kos.map((k) => [k.characterName, k.track])).toEqual([["Grinder", "both"]]);
  });

  test("injury outcomes are the events' final outcomes, named by the injury table", () => {
    expect(night.injuries.map((i) => [i.characterName, i.outcome, i.outcomeName])).toEqual([
      ["Nightjar", "dead", "Dead or destroyed"],
      ["Lamplighter", "settle-the-score", "Settle the score"],
    ]);
    expect(iron.injuries.map((i) => [i.characterName, i.outcome, i.byTeamName])).toEqual([["Grinder", "captured", "Night Shift"]]);
  });

  test("captures and deaths are picked out of the injuries", () => {
    expect(night.deaths).toEqual([{ characterId: "n1", characterName: "Nightjar" }]);
    expect(night.captures).toEqual([]);
    expect(iron.captures).toEqual([{ characterId: "v2", characterName: "Grinder", byTeamName: "Night Shift" }]);
    expect(iron.deaths).toEqual([]);
  });

  test("a thrall roll that fails raises nobody", () => {
    expect(iron.thralls).toEqual([]);
  });

  test("story points: each team's ledger entries in the battle, summed", () => {
    expect(night.storyPoints).toBe(2);
    expect(night.storyPointChanges.map((c) => [c.reason, c.delta])).toEqual([["reward", 2]]);
    expect(iron.storyPoints).toBe(1);
  });

  test("milestone and bumps, a member who sat the battle out named from the battle's state", () => {
    expect(night.milestones).toEqual([1]);
    expect(night.bumps.map((b) => [b.characterName, b.table, b.tableName, b.row, b.rowName, b.target])).toEqual([
      ["Lamplighter", "general", "General", 2, "+1 Psyche", null],
      // A †† row: tied to one of the character's backgrounds, named without the book's mark.
      ["Bench Warmer", "general", "General", 6, "+1 Re-roll to pre- and post-battle checks", "Athletics"],
    ]);
    expect(iron.milestones).toEqual([]);
    expect(iron.bumps).toEqual([]);
  });

  test("the story, line by line, in our words", () => {
    expect(entry.lines).toEqual([
      "Knocked out for Night Shift: Nightjar (Body) and Lamplighter (Body).",
      "Knocked out for Iron Syndicate: Grinder (Body and Psyche).",
      "Nightjar fell and will not be back.",
      "Lamplighter swore to settle the score with Iron Syndicate.",
      "Grinder was taken captive by Night Shift.",
      "Night Shift: +2 SP (reward +2).",
      "Iron Syndicate: +1 SP (reward +1).",
      "Night Shift reached milestone 1. Bumps: Lamplighter: +1 Psyche (General); Bench Warmer: +1 Re-roll to pre- and post-battle checks — Athletics (General).",
    ]);
    expect(entry.campaignWinnerNames).toEqual([]);
  });
});

describe("journalEntry — other records", () => {
  test("a Vampire's thrall: the dead foe rises on the Vampire's team", () => {
    const entry = journalEntry(storedBattle(nightShiftBattle(), THRALL_FACES));
    const iron = entry.teams.find((t) => t.teamName === "Iron Syndicate")!;
    expect(iron.thralls).toEqual([{ characterId: "n1", characterName: "Nightjar", thrallId: "n1-thrall", vampireId: "v1", vampireName: "Countess Vey", isVampire: false }]);
    expect(entry.lines).toContain("Nightjar rose again as Countess Vey's thrall.");
  });

  test("the issue that reaches the campaign goal says so", () => {
    const entry = journalEntry(storedBattle(nightShiftBattle({ storyPointGoal: 6 }), GRIM_FACES));
    expect(entry.campaignWinnerNames).toEqual(["Night Shift"]);
    expect(entry.lines.at(-1)).toBe("Night Shift reached the campaign goal: this is the anniversary issue!");
  });

  test("an undone battle keeps its story and is marked", () => {
    const entry = journalEntry(storedBattle(nightShiftBattle(), GRIM_FACES, { isUndone: true }));
    expect(entry.isUndone).toBe(true);
    expect(entry.undoneAt).toEqual(new Date("2030-01-03T03:04:05Z"));
    expect(entry.lines).toContain("Nightjar fell and will not be back.");
  });

  test("pre-battle ledger entries (a curse lift paid in SP) count toward the team's story points", () => {
    const input = nightShiftBattle();
    const lift = spendStoryPoints(input.teams[0]!, 1, "curse-lift", "Curse lifted from Lamplighter", "n2");
    if (!lift.ok) throw new Error(lift.error.message);
    const entry = journalEntry(storedBattle(input, GRIM_FACES, { preBattleLedger: [lift.entry] }));
    const night = entry.teams.find((t) => t.teamName === "Night Shift")!;
    expect(night.storyPoints).toBe(1);
    expect(night.storyPointChanges.map((c) => [c.reason, c.delta, c.character?.characterName])).toEqual([
      ["curse-lift", -1, "Lamplighter"],
      ["reward", 2, undefined],
    ]);
    expect(entry.lines).toContain("Night Shift: +1 SP (curse lift −1, reward +2).");
  });

  test("without the battle's state, line-up names still name the fighters", () => {
    const entry = journalEntry(storedBattle(nightShiftBattle(), GRIM_FACES, { withoutNames: true }));
    const night = entry.teams.find((t) => t.teamName === "Night Shift")!;
    expect(night.injuries[0]!.characterName).toBe("Nightjar");
    expect(night.bumps[1]!.characterName).toBe("an unnamed character");
  });

  test("a draw, with an agreed special event, and nobody hurt", () => {
    const a = squad("a", [member("a1", { name: "Ace" })], { name: "Alpha" });
    const b = squad("b", [member("b1", { name: "Bea" })], { name: "Beta" });
    const input = battleInput([a, b], [teamReport(a, "draw"), teamReport(b, "draw")], { report: { issue: 1, scenarioId: "the-weapon", specialEventId: "traps" } });
    const entry = journalEntry(storedBattle(input, []));
    expect(entry).toMatchObject({ title: "Alpha and Beta fought to a draw", scenarioName: "The Weapon", eventName: "Traps", winnerNames: [] });
    expect(entry.teams.every((t) => t.kos.length === 0 && t.injuries.length === 0)).toBe(true);
    expect(entry.lines.every((line) => line.includes("SP"))).toBe(true);
  });
});

describe("journalEntry — bases, releases and post-battle specials", () => {
  test("Fortress Assault: the defenders lose their base, a captive goes free, the winners take the fortress", () => {
    const night = squad(
      "night",
      [
        member("n1", { name: "Nightjar" }),
        member("n2", { name: "Lamplighter" }),
        member("n3", { name: "Bench Warmer", state: { status: "captured", capturedBy: { teamId: "iron", teamName: "Iron Syndicate" } } }),
      ],
      { name: "Night Shift", alignment: "heroes", storyPoints: { earned: 2, balance: 2 } },
    );
    const iron = squad("iron", [member("v1", { name: "Countess Vey" }), member("v2", { name: "Grinder" })], {
      name: "Iron Syndicate",
      base: { wonInIssue: 1, battlesWhileHeld: 2 },
    });
    const input = battleInput([night, iron], [teamReport(night, "won", { fieldedCharacterIds: ["n1", "n2"] }), teamReport(iron, "lost", { isFortressDefender: true })], {
      report: { issue: 4, scenarioId: "fortress-assault", specialEventId: "curse", releasedCharacterIds: ["n3"] },
      choices: { special: { takeFortress: true } },
    });
    const entry = journalEntry(storedBattle(input, [1, 6]));
    const [nightTeam, ironTeam] = entry.teams;
    expect(nightTeam).toMatchObject({ base: "taken", released: [{ characterId: "n3", characterName: "Bench Warmer" }], storyPoints: 3, milestones: [1] });
    expect(ironTeam).toMatchObject({ base: "lost", storyPoints: -1 });
    expect(entry).toMatchObject({ scenarioName: "Fortress Assault", eventName: "Curse" });
    expect(entry.lines).toEqual([
      "Bench Warmer is free again and back with Night Shift.",
      "Night Shift took the fortress as its base.",
      "Iron Syndicate lost its base.",
      "Night Shift: +3 SP (reward +2, base income +1).",
      "Iron Syndicate: −1 SP (reward +1, base lost −2).",
      "Night Shift reached milestone 1. Bumps: Nightjar: +1 Body (General); Lamplighter: +1 Re-roll to pre- and post-battle checks — Athletics (General).",
    ]);
  });

  test("a team that did not fight still appears when the records name it: a captive released, a Phase 3 spend", () => {
    const night = squad("night", [member("n1", { name: "Nightjar" })], { name: "Night Shift" });
    const iron = squad("iron", [member("v1", { name: "Countess Vey" })], { name: "Iron Syndicate" });
    const third = squad(
      "third",
      [member("t1", { name: "Tess" }), member("t2", { name: "Locked Up", state: { status: "captured", capturedBy: { teamId: "iron", teamName: "Iron Syndicate" } } })],
      {
        name: "Third Wheel",
        storyPoints: { earned: 3, balance: 3 },
      },
    );
    const input = battleInput([night, iron, third], [teamReport(night, "won"), teamReport(iron, "lost")], {
      report: { releasedCharacterIds: ["t2"] },
      choices: { spends: [{ kind: "guest-star", teamId: "third" }] },
    });
    const entry = journalEntry(storedBattle(input, []));
    expect(entry.teams.map((t) => t.teamName)).toEqual(["Night Shift", "Iron Syndicate"]);
    expect(entry.otherTeams).toMatchObject([{ teamName: "Third Wheel", isInBattle: false, result: null, storyPoints: -2, released: [{ characterName: "Locked Up" }] }]);
    expect(entry.title).toBe("Night Shift beat Iron Syndicate");
    expect(entry.lines).toContain("Locked Up is free again and back with Third Wheel.");
    expect(entry.lines).toContain("Third Wheel: −2 SP (guest star −2).");
  });

  test("a whole four-team sequence (the rules' seed-42 battle): specials, every ledger entry, every bump", () => {
    const input = bigBattle();
    const run = runPostBattle(input, seededDice(42));
    if (!run.ok) throw new Error(run.failedStep);
    const entry = journalEntry(storedBattle(input, thrownFaces(run.events)));
    expect(entry).toMatchObject({ title: "Team 1 beat Team 2, Team 3 and Team 4", scenarioName: "The Weapon", eventName: "Toga-Wearing Space God" });
    for (const team of entry.teams) {
      const ledger = run.ledger.filter((e) => e.teamId === team.teamId);
      expect(team.storyPoints, team.teamName).toBe(ledger.reduce((sum, e) => sum + e.delta, 0));
      expect(team.bumps, team.teamName).toHaveLength(run.events.filter((e) => e.kind === "bump" && e.teamId === team.teamId).length);
    }
    expect(entry.teams.flatMap((t) => t.specialChecks.map((c) => [c.characterName, c.specialName, c.isSuccess]))).toEqual([
      ["T1 Member 5", "The March of Science", true],
      ["T2 Member 5", "The March of Science", false],
      ["T3 Member 5", "The March of Science", true],
      ["T4 Member 5", "The March of Science", false],
    ]);
    expect(entry.lines).toContain("The March of Science: T1 Member 5 pulled it off.");
    expect(entry.lines).toContain("Team 1: −1 SP (reward +2, artifact upkeep −1, guest star −2).");
    expect(entry.teams[1]!.storyPointChanges.find((c) => c.reason === "event")?.character?.characterName).toBe("T2 Member 4");
  });
});

describe("journalEntry — guest stars and the characters of the issue", () => {
  const battle = storedBattle(nightShiftBattle(), GRIM_FACES);
  const night = battle.teams.find((t) => t.teamName === "Night Shift")!;

  test("a team that brought a booked guest star fought with it, first thing in the story", () => {
    const entry = journalEntry({ ...battle, guestStars: { [night.teamId]: 1 } });
    expect(entry.lines[0]).toBe("Night Shift fought with a guest star.");
    expect(entry.lines.filter((l) => l.includes("fought with"))).toHaveLength(1);
    expect(journalEntry({ ...battle, guestStars: { [night.teamId]: 2 } }).lines[0]).toBe("Night Shift fought with 2 guest stars.");
    expect(journalEntry(battle).lines.some((l) => l.includes("fought with"))).toBe(false);
  });

  test("everyone fielded, with their team, for the history links", () => {
    const entry = journalEntry(battle);
    expect(entry.characters).toEqual(battle.teams.flatMap((t) => t.lineUp.map((c) => ({ teamId: t.teamId, characterId: c.characterId, name: c.name }))));
    expect(entry.characters.map((c) => c.name)).toContain("Nightjar");
  });
});
