import { describe, expect, test } from "vitest";
import { readCampaignSettings } from "@/lib/game-contract/campaign-settings";
import { SHSA_DEFAULT_SETTINGS, shsa } from "@/lib/games/shsa";
import { readHeroState } from "@/lib/games/shsa/hero-sheet";
import { changeHeroSheet } from "@/lib/games/shsa/server/heroes/change-sheet";
import { loadShsaSessionPage } from "@/lib/games/shsa/server/pages/load-session-page";
import { gameServer } from "@/lib/games/server-registry";
import { db } from "@/lib/server/db";
import { listSessions } from "@/lib/server/sessions/list-sessions";
import { recordSession } from "@/lib/server/sessions/record-session";
import { createTeam } from "@/lib/server/teams/create-team";
import { accessFor, addMember, createUser } from "../../factories";

const NOT_FOUND = /NEXT_HTTP_ERROR_FALLBACK;404/;

/** An SHSA campaign written directly (as the fuzz world does, with its settings as stored), with a player. */
async function shsaCampaign() {
  const organiser = await createUser({ name: "Olive Organiser" });
  const campaign = await db.campaign.create({ data: { name: "Metro City", gameSystem: shsa.id, settings: { ...SHSA_DEFAULT_SETTINGS } } });
  await db.membership.create({ data: { campaignId: campaign.id, userId: organiser.id, role: "ORGANISER" } });
  const alice = await addMember(campaign.id, "PLAYER", "Alice");
  return { campaign, access: { organiser: await accessFor(organiser.id, campaign.id), alice: await accessFor(alice.id, campaign.id) } };
}

/** Everything a refused change could have written. */
async function written(campaignId: string, teamId: string) {
  const [team, entries, activity] = await Promise.all([
    db.team.findUniqueOrThrow({ where: { id: teamId }, select: { state: true } }),
    db.storyPointEntry.findMany({ where: { campaignId }, select: { id: true } }),
    db.activityEvent.count({ where: { campaignId } }),
  ]);
  return { team, entries, activity };
}

async function heroOf(access: Awaited<ReturnType<typeof shsaCampaign>>["access"]["alice"], name: string) {
  const created = await createTeam(access, shsa, { name, notes: "" });
  if (!created.ok) throw new Error(created.message);
  return created.team;
}

describe("an SHSA campaign through the generic services and SHSA's own", () => {
  test("its settings read back with the rules' defaults; a hero is a side without alignment whose new sheet is read through SHSA's reader", async () => {
    const { campaign, access } = await shsaCampaign();
    expect(readCampaignSettings(shsa, campaign)).toEqual(SHSA_DEFAULT_SETTINGS);
    const hero = await heroOf(access.alice, "Nightjar");
    const row = await db.team.findUniqueOrThrow({ where: { id: hero.id }, select: { alignment: true, state: true } });
    expect(row.alignment).toBeNull();
    expect(readHeroState(row.state, "Nightjar")).toMatchObject({ sheet: { name: "Nightjar", level: 1, vp: 0 }, history: [], condition: { status: "well" }, sessionStarts: [] });
    // A side the game does not declare is refused.
    expect(await createTeam(access.organiser, shsa, { name: "Villains", alignment: "VILLAINS", notes: "" })).toMatchObject({ ok: false, code: "invalid-alignment" });
    expect(Object.keys((await gameServer(shsa.id)) ?? {})).toEqual(["sessions"]);
  });

  test("episodes and weeks are its sessions; another kind is refused", async () => {
    const { access } = await shsaCampaign();
    expect(await recordSession(access.organiser, shsa.sessions.kinds, { kind: "EPISODE", title: "The bank job", playedOn: "2026-11-20", notes: "" })).toMatchObject({
      ok: true,
      session: { kind: "EPISODE", number: 1 },
    });
    expect(await recordSession(access.organiser, shsa.sessions.kinds, { kind: "WEEK", title: "Downtime", playedOn: "2026-11-21", notes: "" })).toMatchObject({ ok: true });
    expect(await recordSession(access.organiser, shsa.sessions.kinds, { kind: "BATTLE", title: "No", playedOn: "2026-11-21", notes: "" })).toMatchObject({
      ok: false,
      code: "unknown-kind",
    });
    expect((await listSessions(access.organiser)).map((session) => session.kind).sort()).toEqual(["EPISODE", "WEEK"]);
  });

  test("a session's own page: its members read the episode and the campaign's heroes; an outsider, and another campaign's session, get the 404 page", async () => {
    const { access } = await shsaCampaign();
    const hero = await heroOf(access.alice, "Nightjar");
    const recorded = await recordSession(access.organiser, shsa.sessions.kinds, { kind: "EPISODE", title: "The bank job", playedOn: "2026-11-20", notes: "Two alarms" });
    if (!recorded.ok) throw new Error(recorded.message);
    expect(await loadShsaSessionPage(access.alice.userId, access.alice.campaignId, recorded.session.id)).toMatchObject({
      kind: "EPISODE",
      kindName: "episode",
      number: 1,
      title: "The bank job",
      playedOn: "2026-11-20",
      notes: "Two alarms",
      recordedBy: "Olive Organiser",
      undone: null,
      heroes: [{ teamId: hero.id, name: "Nightjar", playerName: "Alice", isOwner: true }],
      details: null,
    });
    const outsider = await createUser();
    await expect(loadShsaSessionPage(outsider.id, access.alice.campaignId, recorded.session.id)).rejects.toThrow(NOT_FOUND);
    const other = await shsaCampaign();
    await expect(loadShsaSessionPage(other.access.organiser.userId, other.access.organiser.campaignId, recorded.session.id)).rejects.toThrow(NOT_FOUND);
  });

  test("a sheet change goes through the rules in one transaction: the sheet, its history with the reason, the points' ledger rows; a retry is not applied twice", async () => {
    const { campaign, access } = await shsaCampaign();
    const hero = await heroOf(access.alice, "Nightjar");
    const changes = [
      { kind: "points", points: "vp", delta: 3, reason: "patrol", note: "Night patrol downtown" },
      { kind: "score", score: "reputation", delta: 1, reason: "patrol" },
      { kind: "step-die", target: { stat: "DX" }, steps: 1, reason: "training" },
    ] as const;
    const first = await changeHeroSheet(access.alice, hero.id, { requestKey: "change-1", changes });
    expect(first).toMatchObject({ ok: true, repeated: false, state: { sheet: { vp: 3, reputation: 1, stats: { DX: 8 } } } });
    const stored = readHeroState((await db.team.findUniqueOrThrow({ where: { id: hero.id } })).state, "Nightjar");
    expect(stored.sheet).toMatchObject({ vp: 3, reputation: 1, stats: { DX: 8 } });
    expect(stored.history.map(({ field, before, after, reason, by }) => ({ field, before, after, reason, by }))).toEqual([
      { field: "vp", before: 0, after: 3, reason: "patrol", by: "Alice" },
      { field: "reputation", before: 0, after: 1, reason: "patrol", by: "Alice" },
      { field: "stats.DX", before: "D6", after: "D8", reason: "training", by: "Alice" },
    ]);
    const ledger = await db.storyPointEntry.findMany({ where: { campaignId: campaign.id }, select: { currency: true, delta: true, reason: true, note: true } });
    expect(ledger).toEqual([{ currency: "shsa-vp", delta: 3, reason: "PATROL", note: "Night patrol downtown" }]);
    for (const entry of ledger) expect(shsa.ledger.isEntry(entry)).toBe(true);

    const before = await written(campaign.id, hero.id);
    expect(await changeHeroSheet(access.alice, hero.id, { requestKey: "change-1", changes })).toMatchObject({ ok: true, repeated: true, state: { sheet: { vp: 3 } } });
    expect(await written(campaign.id, hero.id)).toEqual(before);
  });

  test("a change the rules refuse writes nothing, the sound changes beside it included, and says why", async () => {
    const { campaign, access } = await shsaCampaign();
    const hero = await heroOf(access.alice, "Nightjar");
    const before = await written(campaign.id, hero.id);
    const refused = await changeHeroSheet(access.alice, hero.id, {
      requestKey: "change-2",
      changes: [
        { kind: "points", points: "vp", delta: 2, reason: "patrol" },
        { kind: "points", points: "buildPoints", delta: -5, reason: "construction" },
      ],
    });
    expect(refused).toEqual({ ok: false, code: "sheet-refused", message: "Build points: the hero has 0, so 5 cannot be spent." });
    expect(await written(campaign.id, hero.id)).toEqual(before);
    expect(await changeHeroSheet(access.alice, hero.id, { requestKey: "change-3", changes: [] })).toMatchObject({ ok: false, code: "no-changes" });
  });

  test("another game's campaign is refused by SHSA's service", async () => {
    const { access } = await shsaCampaign();
    const hero = await heroOf(access.alice, "Nightjar");
    expect(
      await changeHeroSheet({ ...access.alice, gameSystem: "VSGMR" }, hero.id, { requestKey: "x", changes: [{ kind: "points", points: "vp", delta: 1, reason: "patrol" }] }),
    ).toMatchObject({
      ok: false,
      code: "not-shsa",
    });
  });
});
