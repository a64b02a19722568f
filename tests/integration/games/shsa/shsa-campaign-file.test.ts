import { describe, expect, test } from "vitest";
import { SHSA_DEFAULT_SETTINGS, shsa } from "@/lib/games/shsa";
import { readHeroState } from "@/lib/games/shsa/hero-sheet";
import { changeHeroSheet, changeHeroSheetIn } from "@/lib/games/shsa/server/heroes/change-sheet";
import { setHeroConditionIn } from "@/lib/games/shsa/server/heroes/set-condition";
import { addRelationship } from "@/lib/games/shsa/server/relationships/add-relationship";
import { resolveRelationship } from "@/lib/games/shsa/server/relationships/resolve-relationship";
import { campaignFileGames, gameServer } from "@/lib/games/server-registry";
import { createCampaign } from "@/lib/server/campaigns/create-campaign";
import { db } from "@/lib/server/db";
import { campaignExportResponse } from "@/lib/server/export/export-response";
import { importCampaignFile } from "@/lib/server/import/campaign-file-import";
import { recordSession } from "@/lib/server/sessions/record-session";
import { undoSession } from "@/lib/server/sessions/undo-session";
import { createTeam } from "@/lib/server/teams/create-team";
import { accessFor, createUser, DEFAULT_SETTINGS } from "../../factories";

describe("an SHSA campaign in the shared campaign file", () => {
  test("made through the generic campaign form, played, downloaded and imported: the hero's sheet, history, ledger and rolls come back", async () => {
    const organiser = await createUser({ name: "Olive Organiser" });
    const created = await createCampaign(organiser, shsa, { ...DEFAULT_SETTINGS, name: "Metro Nights", gameSystem: shsa.id, activityPeriodsPerWeek: "5", tieIsSuccess: "false" });
    if (!created.ok) throw new Error(created.message);
    const campaignId = created.campaign.id;
    expect((await db.campaign.findUniqueOrThrow({ where: { id: campaignId } })).settings).toEqual({ ...SHSA_DEFAULT_SETTINGS, activityPeriodsPerWeek: 5, tieIsSuccess: false });
    const access = await accessFor(organiser.id, campaignId);
    const hero = await createTeam(access, shsa, { name: "Nightjar", notes: "" });
    if (!hero.ok) throw new Error(hero.message);
    await changeHeroSheet(access, hero.team.id, { requestKey: "file-change-1", changes: [{ kind: "points", points: "vp", delta: 2, reason: "patrol" }] });
    const added = await addRelationship(access, hero.team.id, { requestKey: "file-relationship-1", type: "rival", with: "Lark", value: 1 });
    if (!added.ok) throw new Error(added.message);
    const resolved = await resolveRelationship(access, hero.team.id, {
      requestKey: "file-task-1",
      relationshipId: added.state.sheet.relationships[0]!.id,
      actor: "2D8",
      resistance: "2D6",
      source: "physical",
      faces: [1, 1, 6, 6],
      failureChoice: "raise-ego",
      other: { alignment: "hero", isPc: false },
    });
    expect(resolved).toMatchObject({ ok: true });
    expect(await recordSession(access, shsa.sessions.kinds, { kind: "EPISODE", title: "The bank job", playedOn: "2026-11-20", notes: "" })).toMatchObject({ ok: true });

    const server = await gameServer(shsa.id);
    const response = await campaignExportResponse(organiser.id, campaignId, () => server);
    expect(response.status).toBe(200);
    const text = await response.text();

    const importer = await createUser({ name: "Ivy Importer" });
    const imported = await importCampaignFile(importer.id, text, campaignFileGames);
    if (!imported.ok) throw new Error(imported.message);
    const copy = await db.campaign.findUniqueOrThrow({ where: { id: imported.campaign.id }, include: { teams: true } });
    expect(copy.gameSystem).toBe(shsa.id);
    const original = readHeroState((await db.team.findUniqueOrThrow({ where: { id: hero.team.id } })).state, "Nightjar");
    const back = readHeroState(copy.teams[0]!.state, copy.teams[0]!.name);
    expect(back).toEqual(original);
    expect(back.sheet).toMatchObject({ vp: 2, ego: 1 });
    expect(await db.storyPointEntry.count({ where: { campaignId: copy.id } })).toBe(1);
    expect(await db.roll.findMany({ where: { campaignId: copy.id }, select: { faces: true }, orderBy: { sequence: "asc" } })).toEqual([{ faces: [1, 1] }, { faces: [6, 6] }]);
  });

  test("an episode that changed a hero, read back from the file, still names the copy's own session and hero, and undoing it in the copy takes the change back", async () => {
    const organiser = await createUser({ name: "Olive Organiser" });
    const created = await createCampaign(organiser, shsa, { ...DEFAULT_SETTINGS, name: "Metro Nights", gameSystem: shsa.id });
    if (!created.ok) throw new Error(created.message);
    const access = await accessFor(organiser.id, created.campaign.id);
    const hero = await createTeam(access, shsa, { name: "Nightjar", notes: "" });
    if (!hero.ok) throw new Error(hero.message);
    const episode = await recordSession(access, shsa.sessions.kinds, { kind: "EPISODE", title: "The bank job", playedOn: "2026-11-20", notes: "" });
    if (!episode.ok) throw new Error(episode.message);
    // The session's own record names the hero by its id, as SHSA's episode steps do.
    await db.playSession.update({ where: { id: episode.session.id }, data: { details: { steps: [{ heroes: [hero.team.id] }] } } });
    await db.$transaction(async (tx) => {
      await changeHeroSheetIn(tx, access, hero.team.id, {
        requestKey: "ep-vp",
        sessionId: episode.session.id,
        changes: [{ kind: "points", points: "vp", delta: 3, reason: "aftermath" }],
      });
      await setHeroConditionIn(tx, access, hero.team.id, { requestKey: "ep-hurt", sessionId: episode.session.id, condition: { status: "hurt" }, reason: "aftermath" });
    });

    const server = await gameServer(shsa.id);
    const text = await (await campaignExportResponse(organiser.id, created.campaign.id, () => server)).text();
    expect(text).not.toContain(episode.session.id);
    expect(text).not.toContain(hero.team.id);
    const importer = await createUser({ name: "Ivy Importer" });
    const imported = await importCampaignFile(importer.id, text, campaignFileGames);
    if (!imported.ok) throw new Error(imported.message);

    const copySession = await db.playSession.findFirstOrThrow({ where: { campaignId: imported.campaign.id }, select: { id: true, details: true } });
    const copyHero = await db.team.findFirstOrThrow({ where: { campaignId: imported.campaign.id }, select: { id: true, name: true, state: true } });
    expect(copySession.details).toEqual({ steps: [{ heroes: [copyHero.id] }] });
    const state = readHeroState(copyHero.state, copyHero.name);
    expect(state.sessionStarts.map((start) => start.sessionId)).toEqual([copySession.id]);
    expect(new Set(state.history.map((line) => line.sessionId))).toEqual(new Set([copySession.id]));

    const importerAccess = await accessFor(importer.id, imported.campaign.id);
    expect(await undoSession(importerAccess, copySession.id, server)).toEqual({ ok: true });
    const undone = readHeroState((await db.team.findUniqueOrThrow({ where: { id: copyHero.id }, select: { state: true } })).state, copyHero.name);
    expect(undone).toMatchObject({ sheet: { vp: 0 }, condition: { status: "well" }, sessionStarts: [] });
    const vp = await db.storyPointEntry.aggregate({ where: { campaignId: imported.campaign.id, currency: "shsa-vp" }, _sum: { delta: true } });
    expect(vp._sum.delta).toBe(0);
  });
});
