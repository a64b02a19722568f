import { describe, expect, test } from "vitest";
import { freshCampaignState, validateCharacter, validateLineUp, type SmfCharacter } from "@/lib/rules/smf";
import { campaignSettingsSchema } from "@/lib/schemas/campaign";
import { teamDetailsSchema } from "@/lib/schemas/team";
import { rosterOptions } from "@/lib/games/smf";
import { campaignPlan, CHARACTERS_PER_TEAM, planRandom, SEED_EMAIL_DOMAIN, streamSeed } from "./seed-plan";

const asCharacters = (plan: ReturnType<typeof campaignPlan>, teamIndex: number): SmfCharacter[] =>
  plan.members.filter((m) => m.team)[teamIndex]!.team!.characters.map((c, i) => ({ id: `c${i}`, name: c.name, kind: "character", build: c.build, state: freshCampaignState() }));

describe("campaignPlan", () => {
  test("the same seed and number give the same campaign; another number or seed another one", () => {
    expect(campaignPlan(1, 5)).toEqual(campaignPlan(1, 5));
    expect(campaignPlan(1, 5)).not.toEqual(campaignPlan(1, 6));
    expect(campaignPlan(1, 5)).not.toEqual(campaignPlan(2, 5));
  });

  test("an organiser, three players and a viewer; everyone but the viewer leads a team, the organiser's shared", () => {
    const plan = campaignPlan(1, 7);
    expect(plan.members.map((m) => [m.role, m.team !== undefined])).toEqual([
      ["ORGANISER", true],
      ["PLAYER", true],
      ["PLAYER", true],
      ["PLAYER", true],
      ["VIEWER", false],
    ]);
    expect(plan.members[0]!.team!.isShared).toBe(true);
    expect(plan.members.map((m) => m.email)).toEqual([
      `c007-organiser@${SEED_EMAIL_DOMAIN}`,
      `c007-player1@${SEED_EMAIL_DOMAIN}`,
      `c007-player2@${SEED_EMAIL_DOMAIN}`,
      `c007-player3@${SEED_EMAIL_DOMAIN}`,
      `c007-viewer@${SEED_EMAIL_DOMAIN}`,
    ]);
  });

  test.each([1, 2, 3, 50, 100])("campaign #%i: settings and teams pass the app's schemas, the goal is the highest allowed", (number) => {
    const plan = campaignPlan(1, number);
    expect(campaignSettingsSchema.parse(plan.settings)).toEqual(plan.settings);
    expect(plan.settings.storyPointGoal).toBe(100);
    for (const member of plan.members.filter((m) => m.team)) {
      const { name, alignment, notes } = member.team!;
      expect(teamDetailsSchema.parse({ name, alignment, notes })).toEqual({ name, alignment, notes });
    }
  });

  test.each([1, 2, 3, 50, 100])("campaign #%i: four teams of seven legal characters, named apart, any four of a team a legal line-up", (number) => {
    const plan = campaignPlan(1, number);
    const names = plan.members.flatMap((m) => m.team?.characters.map((c) => c.name) ?? []);
    expect(names).toHaveLength(4 * CHARACTERS_PER_TEAM);
    expect(new Set(names).size).toBe(names.length);
    for (let t = 0; t < 4; t++) {
      const roster = asCharacters(plan, t);
      for (const character of roster) expect(validateCharacter(character, { ...rosterOptions(plan.settings), team: roster }), character.name).toEqual({ ok: true });
      expect(validateLineUp(roster.slice(0, 4))).toEqual({ ok: true });
      expect(validateLineUp(roster.slice(3, 7))).toEqual({ ok: true });
    }
  });

  test("rosters differ: the sample left out turns, and backgrounds are re-drawn", () => {
    const builds = Array.from({ length: 20 }, (_, n) => campaignPlan(1, n + 1)).flatMap((p) => p.members.flatMap((m) => m.team?.characters ?? []));
    const archetypeSets = new Set(Array.from({ length: builds.length / 7 }, (_, i) => builds.slice(i * 7, i * 7 + 7).map((c) => c.build.archetype).sort().join()));
    expect(archetypeSets.size).toBe(8);
    const backgroundPairs = new Set(builds.map((c) => c.build.backgrounds.map((b) => b.background).join("+")));
    expect(backgroundPairs.size).toBeGreaterThan(40);
  });
});

describe("planRandom", () => {
  test("draws stay in range and repeat for the same seed", () => {
    const a = planRandom(streamSeed(9, 1, 2));
    const b = planRandom(streamSeed(9, 1, 2));
    const draws = Array.from({ length: 200 }, () => a.int(7));
    expect(Array.from({ length: 200 }, () => b.int(7))).toEqual(draws);
    expect(new Set(draws)).toEqual(new Set([0, 1, 2, 3, 4, 5, 6]));
    expect(a.shuffle([1, 2, 3, 4, 5]).sort()).toEqual([1, 2, 3, 4, 5]);
  });

  test("streams of different parts differ", () => {
    expect(streamSeed(1, 2, 3, 4)).not.toBe(streamSeed(1, 2, 3, 5));
    expect(streamSeed(1, 2, 3)).not.toBe(streamSeed(2, 2, 3));
  });
});
