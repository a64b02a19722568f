import { describe, expect, test } from "vitest";
import { campaignSettingsSchema } from "@/lib/schemas/campaign";
import { SAMPLE_CHARACTERS, validateLineUp } from "@/lib/rules/smf";
import { member, squad } from "@/lib/rules/smf/testing/fixtures";
import { APPLY_ROSTER_SIZE, APPLY_TEAMS, applyCampaignSettings, applyReport, benchFailure, pickLineUp, teamSamples } from "./apply-plan";

describe("teamSamples", () => {
  test.each(Array.from({ length: APPLY_TEAMS }, (_, t) => ({ t })))("team $t gets seven different samples", ({ t }) => {
    const names = teamSamples(t);
    expect(names).toHaveLength(APPLY_ROSTER_SIZE);
    expect(new Set(names).size).toBe(APPLY_ROSTER_SIZE);
    for (const name of names) expect(SAMPLE_CHARACTERS.some((s) => s.character.name === name)).toBe(true);
  });

  test("the four rosters are not all the same", () => {
    const rosters = new Set(Array.from({ length: APPLY_TEAMS }, (_, t) => teamSamples(t).join(",")));
    expect(rosters.size).toBe(APPLY_TEAMS);
  });
});

describe("pickLineUp", () => {
  const samples = SAMPLE_CHARACTERS.map((s, i) => ({ ...s.character, id: `c${i}` }));

  test("fields as many samples as the weight limit allows, in roster order, and the line-up is legal", () => {
    const ids = pickLineUp(squad("t1", samples));
    expect(ids).toEqual(["c0", "c1", "c2", "c3"]);
    expect(validateLineUp(samples.filter((c) => ids.includes(c.id))).ok).toBe(true);
  });

  test("skips members who are injured out, dead or missing this battle", () => {
    const roster = [
      member("dead", { archetype: "brick", state: { status: "dead" } }),
      member("resting", { archetype: "blaster", state: { nextBattle: { missesBattle: true } as never } }),
      member("ok", { archetype: "mentalist" }),
    ];
    expect(pickLineUp(squad("t1", roster))).toEqual(["ok"]);
  });

  test("skips a second character of an archetype past its limit", () => {
    const roster = [member("b1", { archetype: "brick" }), member("b2", { archetype: "brick" }), member("s1", { archetype: "sorcerer" })];
    expect(pickLineUp(squad("t1", roster))).toEqual(["b1", "s1"]);
  });
});

describe("applyReport", () => {
  const lineUps = [
    { teamId: "A", fieldedIds: ["a1", "a2", "a3"] },
    { teamId: "B", fieldedIds: ["b1", "b2"] },
    { teamId: "C", fieldedIds: ["c1"] },
    { teamId: "D", fieldedIds: ["d1", "d2"] },
  ];

  test("one winner, turn by turn, the rest lost", () => {
    expect(applyReport(0, lineUps).teams.map((t) => t.result)).toEqual(["won", "lost", "lost", "lost"]);
    expect(applyReport(5, lineUps).teams.map((t) => t.result)).toEqual(["lost", "won", "lost", "lost"]);
  });

  test("KOs the first two fielded of each team, fewer when fewer took the table", () => {
    const report = applyReport(0, lineUps);
    expect(report.teams[0]!.knockedOut).toEqual([
      { characterId: "a1", track: "body", furtherHarm: 0, injuredByTeamId: "B" },
      { characterId: "a2", track: "both", furtherHarm: 1, injuredByTeamId: "B" },
    ]);
    expect(report.teams[2]!.knockedOut.map((k) => k.characterId)).toEqual(["c1"]);
    expect(report.teams[3]!.knockedOut.map((k) => k.injuredByTeamId)).toEqual(["A", "A"]);
    expect(report.teams[0]!.fieldedCharacterIds).toEqual(["a1", "a2", "a3"]);
  });

  test("civilians: 2 for the winner, 1 for the next team, none for the others", () => {
    expect(applyReport(3, lineUps).teams.map((t) => t.civiliansRescued)).toEqual([1, 0, 0, 2]);
  });
});

test("the campaign settings pass the app's own schema, and the name marks the campaign as the bench's", () => {
  const settings = applyCampaignSettings("2025-01-01T00-00-00Z", 2, 6);
  expect(campaignSettingsSchema.parse(settings)).toEqual(settings);
  expect(settings.name).toBe("[bench] post-battle apply 3/6 · 2025-01-01T00-00-00Z");
});

test("benchFailure carries the service's message, code and problems", () => {
  expect(benchFailure("reporting issue #1", { code: "illegal-report", message: "No.", problems: [{ message: "R10" }] }).message).toBe(
    'Stopped while reporting issue #1: No. (illegal-report) [{"message":"R10"}]',
  );
});
