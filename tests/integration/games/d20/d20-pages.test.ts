/**
 * The d20 series' read-only pages: the journal of adventures and conflicts, the public hero page
 * behind a share link, and what every page costs in SQL statements (the same for a small series
 * and a large one: no query per hero, adventure, conflict or ledger row).
 */
import { describe, expect, test, vi } from "vitest";

vi.mock("@/lib/server/auth/current-user", () => import("../../../reliability/harness/session-double"));

import { d20 } from "@/lib/games/d20";
import { DEFAULT_RANKS } from "@/lib/games/d20/hero-sheet";
import { startConflict, tapConflict, undoConflict } from "@/lib/games/d20/server/conflicts/conflicts";
import { startAdventureHeroPointsFor } from "@/lib/games/d20/server/heroes/adventure-start";
import { getPublicD20Hero } from "@/lib/games/d20/server/heroes/get-public-hero";
import { awardD20HeroPoint, recordD20Injury, startD20Hazard } from "@/lib/games/d20/server/heroes/heroes";
import { loadD20HeroPage } from "@/lib/games/d20/server/pages/load-hero-page";
import { loadD20JournalPage } from "@/lib/games/d20/server/pages/load-journal-page";
import { loadD20SessionPage } from "@/lib/games/d20/server/pages/load-session-page";
import { createCampaign } from "@/lib/server/campaigns/create-campaign";
import { countQueries } from "@/lib/server/query-count";
import { recordSession } from "@/lib/server/sessions/record-session";
import { createTeam } from "@/lib/server/teams/create-team";
import { revokeTeamShare, shareTeam } from "@/lib/server/teams/team-public-link";
import { actAs } from "../../../reliability/harness/act-as";
import { accessFor, addMember, createUser, DEFAULT_SETTINGS } from "../../factories";

/** A series of `heroes` heroes (the first one Alice's) and `adventures` adventures, each with a played conflict. */
async function buildSeries({ heroes, adventures }: { heroes: number; adventures: number }) {
  const organiser = await createUser({ name: "Gemma GM" });
  const created = await createCampaign(organiser, d20, { ...DEFAULT_SETTINGS, name: "Harbour City", gameSystem: d20.id, startingHeroPoints: "1" });
  if (!created.ok) throw new Error(created.message);
  const campaignId = created.campaign.id;
  const gm = await accessFor(organiser.id, campaignId);
  const alice = await addMember(campaignId, "PLAYER", "Alice");
  const aliceAccess = await accessFor(alice.id, campaignId);
  const teamIds: string[] = [];
  for (let h = 0; h < heroes; h++) {
    const player = h === 0 ? alice : await addMember(campaignId, "PLAYER", `Player ${h}`);
    const made = await createTeam(await accessFor(player.id, campaignId), d20, { name: h === 0 ? "Kestrel" : `Hero ${h}`, notes: "Kept from the table" });
    if (!made.ok) throw new Error(made.message);
    teamIds.push(made.team.id);
  }
  const sessionIds: string[] = [];
  for (let a = 0; a < adventures; a++) {
    const adventure = await recordSession(gm, d20.sessions.kinds, { kind: "ADVENTURE", title: `Adventure ${a}`, playedOn: "2026-11-20", notes: "" });
    if (!adventure.ok) throw new Error(adventure.message);
    const sessionId = adventure.session.id;
    sessionIds.push(sessionId);
    expect(await startAdventureHeroPointsFor(gm, sessionId)).toMatchObject({ ok: true });
    const started = await startConflict(gm, sessionId, {
      requestKey: `start-${a}`,
      name: `Brawl ${a}`,
      heroes: teamIds,
      foes: [{ name: "Thug", kind: "minion", count: 2, ranks: { ...DEFAULT_RANKS, toughness: 2 } }],
      source: "physical",
      faces: [...teamIds.map((_, index) => 20 - index), 1],
    });
    if (!started.ok) throw new Error(started.message);
    // Kestrel spends a point on a check that succeeds; the first thug fails badly and is taken out.
    expect(
      await tapConflict(gm, sessionId, started.conflictId, `spend-${a}`, { kind: "resistance", combatantId: "c1", rank: 2, heroPoint: true, source: "physical", faces: [5] }),
    ).toMatchObject({ ok: true });
    const thug = `c${teamIds.length + 1}`;
    expect(
      await tapConflict(gm, sessionId, started.conflictId, `thug-${a}`, { kind: "resistance", combatantId: thug, rank: 8, heroPoint: false, source: "physical", faces: [1] }),
    ).toMatchObject({
      ok: true,
    });
    expect(await tapConflict(gm, sessionId, started.conflictId, `end-${a}`, { kind: "end" })).toMatchObject({ ok: true });
    expect(await awardD20HeroPoint(gm, teamIds[0]!, { requestKey: `defeat-${a}`, reason: "defeat", note: `Beaten in adventure ${a}` })).toMatchObject({ ok: true });
  }
  expect(await recordD20Injury(gm, teamIds[0]!, { requestKey: "injury", text: "A cracked rib" })).toMatchObject({ ok: true });
  expect(await startD20Hazard(gm, teamIds[0]!, { requestKey: "hazard", kind: "heat-cold", label: "The GM's secret furnace", severity: "intense" })).toMatchObject({ ok: true });
  const share = await shareTeam(aliceAccess, teamIds[0]!);
  if (!share.ok) throw new Error("sharing refused");
  return { campaignId, gm, aliceAccess, alice: { id: alice.id, email: alice.email, name: alice.name }, teamId: teamIds[0]!, sessionIds, token: share.token };
}

describe("the d20 series' journal", () => {
  test("tells each adventure and its conflicts: order, who was taken out, hero points given, spent and awarded, lasting injuries; an undone conflict is marked", async () => {
    const s = await buildSeries({ heroes: 2, adventures: 2 });
    expect(await undoConflict(s.gm, s.sessionIds[0]!, "k1", "undo-first")).toMatchObject({ ok: true });
    const journal = await loadD20JournalPage(s.alice.id, s.campaignId);
    expect(journal.entries.map((entry) => entry.heading)).toEqual(["Adventure 2: Adventure 1", "Adventure 1: Adventure 0"]);
    const [latest, first] = journal.entries;
    // Both heroes held the series' one starting point when the second adventure began (the balance is set, not added to): none given.
    expect(latest!.lines).toEqual(["Kestrel was awarded a hero point: Defeat (Beaten in adventure 1).", "Kestrel took a lasting injury: A cracked rib."]);
    const conflict = latest!.conflicts[0]!;
    expect(conflict).toMatchObject({ name: "Brawl 1", undone: false, status: "ended after round 1" });
    expect(conflict.lines).toEqual(["Order: Kestrel (22), Hero 1 (21), Thug 1 (3), Thug 2 (3).", "Taken out: Thug 1 incapacitated.", "Hero points spent on checks: Kestrel 1."]);
    // The first adventure's conflict was undone: its spend was given back, so none is told.
    expect(first!.conflicts[0]).toMatchObject({ undone: true, status: "undone by Gemma GM" });
    expect(first!.conflicts[0]!.lines.some((line) => line.startsWith("Hero points spent"))).toBe(false);
    expect(first!.lines).toContain("Starting hero points: Kestrel +1, Hero 1 +1.");
    expect(first!.lines).toContain("Kestrel was awarded a hero point: Defeat (Beaten in adventure 0).");
  });

  test("is for the campaign's members only", async () => {
    const s = await buildSeries({ heroes: 1, adventures: 1 });
    const stranger = await createUser({ name: "Stranger" });
    await expect(loadD20JournalPage(stranger.id, s.campaignId)).rejects.toThrow();
  });
});

describe("a d20 hero's public page", () => {
  test("shows the ranks, what the hero carries, its injuries and hero points, never the GM's hazard timers, the team's notes or the ledger's notes; a withdrawn link reads nothing", async () => {
    const s = await buildSeries({ heroes: 1, adventures: 1 });
    expect(await loadD20HeroPage(s.alice.id, s.campaignId, s.teamId)).toMatchObject({ canShare: true, share: { isShared: true } });
    const hero = await getPublicD20Hero(s.token);
    expect(hero).toMatchObject({ name: "Kestrel", campaignName: "Harbour City", isArchived: false, injuries: ["A cracked rib"], heroPoints: 1, ranks: DEFAULT_RANKS });
    const text = JSON.stringify(hero);
    expect(text).not.toContain("furnace");
    expect(text).not.toContain("Kept from the table");
    expect(text).not.toContain("Beaten in adventure");
    expect(text).not.toContain("Gemma GM");
    expect(await revokeTeamShare(s.aliceAccess, s.teamId)).toMatchObject({ ok: true });
    expect(await getPublicD20Hero(s.token)).toBeNull();
    expect(await getPublicD20Hero("not a token")).toBeNull();
  });
});

describe("the d20 series' pages cost the same for a small series and a large one", () => {
  test("hero, adventure, journal and public hero pages", async () => {
    const measure = async (s: Awaited<ReturnType<typeof buildSeries>>) => {
      actAs(s.alice);
      const count = async (load: () => Promise<unknown>) => (await countQueries(load)).count;
      return {
        "hero page": await count(() => loadD20HeroPage(s.alice.id, s.campaignId, s.teamId)),
        "adventure page": await count(() => loadD20SessionPage(s.alice.id, s.campaignId, s.sessionIds[0]!)),
        journal: await count(() => loadD20JournalPage(s.alice.id, s.campaignId)),
        "public hero": await count(() => getPublicD20Hero(s.token)),
      };
    };
    const small = await measure(await buildSeries({ heroes: 1, adventures: 1 }));
    const large = await measure(await buildSeries({ heroes: 4, adventures: 4 }));
    expect(large).toEqual(small);
    for (const [page, count] of Object.entries(large)) {
      expect(count, page).toBeGreaterThan(0);
      expect(count, page).toBeLessThanOrEqual(12);
    }
  }, 120_000);
});
