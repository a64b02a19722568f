import { describe, expect, test } from "vitest";
import { d20 } from "@/lib/games/d20";
import { readD20Hero } from "@/lib/games/d20/hero-sheet";
import { checkD20Hazard, fallD20Hero, startD20Hazard } from "@/lib/games/d20/server/heroes/heroes";
import { loadD20HeroPage } from "@/lib/games/d20/server/pages/load-hero-page";
import { scriptedDice } from "@/lib/rules/dice";
import { createCampaign } from "@/lib/server/campaigns/create-campaign";
import { db } from "@/lib/server/db";
import { createTeam } from "@/lib/server/teams/create-team";
import { accessFor, addMember, createUser, DEFAULT_SETTINGS } from "../../factories";

/** A series with one hero (Fortitude 6) and a hazard timer the game master started on it. */
async function heroWithHazard(hazard: Parameters<typeof startD20Hazard>[2]) {
  const organiser = await createUser({ name: "Gemma GM" });
  const created = await createCampaign(organiser, d20, { ...DEFAULT_SETTINGS, name: "Harbour City", gameSystem: d20.id });
  if (!created.ok) throw new Error(created.message);
  const campaignId = created.campaign.id;
  const gm = await accessFor(organiser.id, campaignId);
  const player = await addMember(campaignId, "PLAYER", "Kit");
  const made = await createTeam(await accessFor(player.id, campaignId), d20, { name: "Kestrel", notes: "" });
  if (!made.ok) throw new Error(made.message);
  expect(await startD20Hazard(gm, made.team.id, hazard)).toMatchObject({ ok: true });
  return { organiser, campaignId, gm, teamId: made.team.id, hazardId: hazard.requestKey };
}

const hazardOf = async (teamId: string) => readD20Hero((await db.team.findUniqueOrThrow({ where: { id: teamId }, select: { state: true } })).state).hazards[0]!;
const rolls = (campaignId: string) =>
  db.roll.findMany({ where: { campaignId }, orderBy: { sequence: "asc" }, select: { purpose: true, faces: true, source: true, label: true, teamName: true } });

describe("a hazard's checks rolled in the app", () => {
  test("the hero page shows the next check's DC, when it comes and its exact odds; each failure steps the track and the DC rises by one", async () => {
    const s = await heroWithHazard({ requestKey: "thirst", kind: "thirst", label: "Desert crossing" });
    const before = (await loadD20HeroPage(s.organiser.id, s.campaignId, s.teamId)).hazards[0]!;
    expect(before).toMatchObject({ nextDc: 10, when: "after 24 hours, every hour", fortitude: 6, over: false });
    // Fortitude 6 against DC 10, a degree every 5: faces 1–3 fail by one degree, 4–8 succeed by one, 9–13 by two, 14–18 by three,
    // 19 by four, and a natural 20 (four) one better.
    expect(before.odds).toEqual([
      { label: "5 degrees of success", ways: 1 },
      { label: "4 degrees of success", ways: 1 },
      { label: "3 degrees of success", ways: 5 },
      { label: "2 degrees of success", ways: 5 },
      { label: "1 degree of success", ways: 5 },
      { label: "1 degree of failure", ways: 3 },
    ]);
    expect(await checkD20Hazard(s.gm, s.teamId, { requestKey: "check-1", hazardId: s.hazardId, source: "physical", faces: [3] })).toMatchObject({ ok: true, repeated: false });
    expect((await hazardOf(s.teamId)).state).toMatchObject({ checks: 1, fatigue: "fatigued" });
    // The app's die (scripted here) for the second: 4 + 6 = 10 against DC 11 fails again: exhausted.
    expect(await checkD20Hazard(s.gm, s.teamId, { requestKey: "check-2", hazardId: s.hazardId, source: "app" }, scriptedDice([4], 20))).toMatchObject({ ok: true });
    const after = (await loadD20HeroPage(s.organiser.id, s.campaignId, s.teamId)).hazards[0]!;
    expect(after).toMatchObject({ nextDc: 12, fatigue: "exhausted" });
    expect(after.checks.map((check) => check.summary)).toEqual([expect.stringContaining("DC 11"), expect.stringContaining("DC 10")]);
    expect(await rolls(s.campaignId)).toEqual([
      { purpose: "d20-hazard-check", faces: [3], source: "PHYSICAL", label: "Kestrel's Fortitude check against Desert crossing (DC 10)", teamName: "Kestrel" },
      { purpose: "d20-hazard-check", faces: [4], source: "APP", label: "Kestrel's Fortitude check against Desert crossing (DC 11)", teamName: "Kestrel" },
    ]);
  });

  test("a retried check (same request key) neither rolls nor steps the track twice", async () => {
    const s = await heroWithHazard({ requestKey: "heat", kind: "heat-cold", label: "Furnace room", severity: "intense" });
    const first = await checkD20Hazard(s.gm, s.teamId, { requestKey: "same", hazardId: s.hazardId, source: "physical", faces: [2] });
    const again = await checkD20Hazard(s.gm, s.teamId, { requestKey: "same", hazardId: s.hazardId, source: "physical", faces: [2] });
    expect(first).toMatchObject({ ok: true, repeated: false });
    expect(again).toMatchObject({ ok: true, repeated: true });
    expect((await hazardOf(s.teamId)).state).toMatchObject({ checks: 1, fatigue: "fatigued" });
    expect(await db.roll.count({ where: { campaignId: s.campaignId } })).toBe(1);
  });

  test("a disease is one check: caught or not, it is over and a further check is refused; typed dice that do not fit write nothing", async () => {
    const s = await heroWithHazard({ requestKey: "flu", kind: "disease", label: "Lab virus", rank: 4 });
    expect(await checkD20Hazard(s.gm, s.teamId, { requestKey: "bad", hazardId: s.hazardId, source: "physical", faces: [21] })).toMatchObject({ ok: false, code: "bad-dice" });
    expect(await checkD20Hazard(s.gm, s.teamId, { requestKey: "two", hazardId: s.hazardId, source: "physical", faces: [5, 6] })).toMatchObject({ ok: false, code: "bad-dice" });
    expect(await db.roll.count({ where: { campaignId: s.campaignId } })).toBe(0);
    // 5 + 6 = 11 against DC 14 (10 + rank 4): infected.
    expect(await checkD20Hazard(s.gm, s.teamId, { requestKey: "once", hazardId: s.hazardId, source: "physical", faces: [5] })).toMatchObject({ ok: true });
    const hazard = await hazardOf(s.teamId);
    expect(hazard.state.over).toBe(true);
    expect(hazard.checks![0]!.summary).toContain("infected");
    expect(await checkD20Hazard(s.gm, s.teamId, { requestKey: "again", hazardId: s.hazardId, source: "app" })).toMatchObject({ ok: false, code: "hazard-over" });
    expect(await db.roll.count({ where: { campaignId: s.campaignId } })).toBe(1);
  });

  test("a campaign on the app's dice only refuses typed dice", async () => {
    const s = await heroWithHazard({ requestKey: "air", kind: "suffocation", label: "Under the ice" });
    await db.campaign.update({ where: { id: s.campaignId }, data: { appDiceOnly: true } });
    expect(await checkD20Hazard(s.gm, s.teamId, { requestKey: "typed", hazardId: s.hazardId, source: "physical", faces: [10] })).toMatchObject({
      ok: false,
      code: "app-dice-only",
    });
    expect(await db.roll.count({ where: { campaignId: s.campaignId } })).toBe(0);
  });

  test("a fall: damage rank 4 + 2 × the distance rank, resisted with Toughness; the rung lands on what the hero carries, its die in the roll log", async () => {
    const s = await heroWithHazard({ requestKey: "cold", kind: "heat-cold", label: "Snowstorm", severity: "uncomfortable" });
    // Distance rank 2: damage rank 8, DC 23. 12 + 6 = 18 fails by one degree: −1.
    expect(await fallD20Hero(s.gm, s.teamId, { requestKey: "fall-1", distanceRank: 2, source: "physical", faces: [12] })).toMatchObject({
      ok: true,
      state: { damage: { penalty: 1, staggered: false, state: "active" } },
    });
    // The same again with the app's die (scripted 3): 3 + 6 − 1 = 8 fails by three: staggered, and dazed does not outlast the turn.
    expect(await fallD20Hero(s.gm, s.teamId, { requestKey: "fall-2", distanceRank: 2, source: "app" }, scriptedDice([3], 20))).toMatchObject({
      ok: true,
      state: { damage: { penalty: 2, dazed: false, staggered: true, state: "active" } },
    });
    expect((await rolls(s.campaignId)).map((roll) => [roll.purpose, roll.faces])).toEqual([
      ["d20-fall", [12]],
      ["d20-fall", [3]],
    ]);
    expect(await fallD20Hero(s.gm, s.teamId, { requestKey: "fall-1", distanceRank: 2, source: "physical", faces: [12] })).toMatchObject({ ok: true, repeated: true });
    expect(await db.roll.count({ where: { campaignId: s.campaignId } })).toBe(2);
  });
});
