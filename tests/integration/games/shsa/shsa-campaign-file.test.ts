import { describe, expect, test } from "vitest";
import { SHSA_DEFAULT_SETTINGS, shsa } from "@/lib/games/shsa";
import { readHeroState } from "@/lib/games/shsa/hero-sheet";
import { changeHeroSheet } from "@/lib/games/shsa/server/heroes/change-sheet";
import { addRelationship } from "@/lib/games/shsa/server/relationships/add-relationship";
import { resolveRelationship } from "@/lib/games/shsa/server/relationships/resolve-relationship";
import { campaignFileGames, gameServer } from "@/lib/games/server-registry";
import { createCampaign } from "@/lib/server/campaigns/create-campaign";
import { db } from "@/lib/server/db";
import { campaignExportResponse } from "@/lib/server/export/export-response";
import { importCampaignFile } from "@/lib/server/import/campaign-file-import";
import { recordSession } from "@/lib/server/sessions/record-session";
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
});
