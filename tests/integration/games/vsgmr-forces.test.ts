import { describe, expect, test, vi } from "vitest";

// The save action is called as a form calls it, with the signed-in user chosen by the test.
vi.mock("@/lib/server/auth/current-user", () => import("../../reliability/harness/session-double"));
vi.mock("next/cache", () => import("../../reliability/harness/next-cache-double"));
vi.mock("next/headers", () => import("../../reliability/harness/next-headers-double"));

import type { ReactElement } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { VsgmrPublicTeamPage } from "@/components/games/vsgmr/pages/public-team-page";
import { VsgmrTeamPage } from "@/components/games/vsgmr/pages/team-page";
import { saveVsgmrForceAction } from "@/lib/games/vsgmr/actions/save-force-action";
import { VSGMR_DEFAULT_SETTINGS } from "@/lib/games/vsgmr";
import { forceFromTemplate, VSGMR_FIGURE_KIND } from "@/lib/games/vsgmr/force-form";
import { getForce } from "@/lib/games/vsgmr/server/forces/get-force";
import { getPublicForce } from "@/lib/games/vsgmr/server/forces/get-public-force";
import { saveForce } from "@/lib/games/vsgmr/server/forces/save-force";
import type { VsgmrForce } from "@/lib/rules/vsgmr";
import { authorizeTeam } from "@/lib/server/authz/authorize";
import { db } from "@/lib/server/db";
import { shareTeam } from "@/lib/server/teams/team-public-link";
import { actAs, formOf, invoke } from "../../reliability/harness/act-as";
import { accessFor, addMember, createCampaignFor, createTeamFor, createUser } from "../factories";

/** A VSGMR series with a player's team, written directly (the campaign form is another helper's). */
async function series() {
  const { campaign, organiser } = await createCampaignFor();
  await db.campaign.update({ where: { id: campaign.id }, data: { gameSystem: "VSGMR", settings: VSGMR_DEFAULT_SETTINGS } });
  const owner = await createUser({ name: "Vera" });
  await db.membership.create({ data: { campaignId: campaign.id, userId: owner.id, role: "PLAYER" } });
  const team = await createTeamFor(campaign.id, owner, "Vera's Force");
  return { campaign, organiser, owner, team, access: await accessFor(owner.id, campaign.id) };
}

const figureRows = (teamId: string) =>
  db.character.findMany({ where: { teamId }, orderBy: { position: "asc" }, select: { id: true, name: true, kind: true, position: true, build: true, retiredAt: true } });

/** Two Commanders and a vehicle nobody drives. */
const ILLEGAL: VsgmrForce = {
  name: "",
  figures: [
    { id: "a", name: "Alpha", type: "hero", isCommander: true },
    { id: "b", name: "Bravo", type: "hero", isCommander: true },
    { id: "t", name: "Tank", type: "vehicle" },
  ],
};

describe("saving a VSGMR force", () => {
  test("a legal force (the Justice Team) is saved as one figure row each, and reads back as it was", async () => {
    const { team, access } = await series();
    const force = forceFromTemplate("justice-team", team.name)!;
    const result = await saveForce(access, team.id, force);
    expect(result).toEqual({ ok: true, figures: force.figures.length });
    const rows = await figureRows(team.id);
    expect(rows).toHaveLength(force.figures.length);
    expect(rows.every((row) => row.kind === VSGMR_FIGURE_KIND)).toBe(true);
    expect(await getForce(team.id, team.name)).toEqual(force);
    expect(await db.activityEvent.count({ where: { campaignId: access.campaignId, kind: "TEAM_UPDATED" } })).toBe(1);
  });

  test("two Commanders and a vehicle without a driver are refused with every problem, and nothing changes", async () => {
    const { team, access } = await series();
    await saveForce(access, team.id, forceFromTemplate("justice-team", team.name)!);
    const before = await figureRows(team.id);
    const activity = await db.activityEvent.count({ where: { campaignId: access.campaignId } });

    const result = await saveForce(access, team.id, ILLEGAL);
    expect(result.ok).toBe(false);
    if (result.ok || result.code !== "force-invalid") throw new Error("expected force-invalid");
    const codes = result.problems.map((p) => p.code);
    expect(codes).toContain("too-many-commanders");
    expect(result.problems.find((p) => p.code === "missing-crew")?.field).toMatch(/^figures\[2\]/);
    expect(await figureRows(team.id)).toEqual(before);
    expect(await db.activityEvent.count({ where: { campaignId: access.campaignId } })).toBe(activity);
  });

  test("saving again keeps the rows of the figures kept, deletes the ones taken out and retires a taken-out figure that has fought", async () => {
    const { team, access } = await series();
    const force = forceFromTemplate("justice-team", team.name)!;
    await saveForce(access, team.id, force);
    const first = await figureRows(team.id);
    const foughtId = first.at(-1)!.id;
    await db.character.update({ where: { id: foughtId }, data: { hasFought: true } });
    const droppedUnfought = first.at(-2)!.id;

    // Keep all but the last two figures (neither is the Commander, who comes first).
    const smaller = { ...force, figures: force.figures.slice(0, -2) };
    expect(smaller.figures.some((f) => f.isCommander)).toBe(true);
    expect(await saveForce(access, team.id, smaller)).toMatchObject({ ok: true });

    const after = await figureRows(team.id);
    expect(after.filter((r) => !r.retiredAt).map((r) => r.id)).toEqual(first.slice(0, -2).map((r) => r.id));
    expect(after.find((r) => r.id === foughtId)?.retiredAt).toEqual(expect.any(Date));
    expect(after.find((r) => r.id === droppedUnfought)).toBeUndefined();
  });

  test("an SMF campaign's team is refused and left alone", async () => {
    const { campaign, organiser } = await createCampaignFor();
    const team = await createTeamFor(campaign.id, organiser);
    const result = await saveForce(await accessFor(organiser.id, campaign.id), team.id, forceFromTemplate("justice-team", team.name)!);
    expect(result).toMatchObject({ ok: false, code: "not-vsgmr" });
    expect(await db.character.count({ where: { teamId: team.id } })).toBe(0);
  });

  test("an archived team's force does not change", async () => {
    const { team, access } = await series();
    await db.team.update({ where: { id: team.id }, data: { archivedAt: new Date() } });
    expect(await saveForce(access, team.id, forceFromTemplate("justice-team", team.name)!)).toMatchObject({ ok: false, code: "team-archived" });
    expect(await db.character.count({ where: { teamId: team.id } })).toBe(0);
  });

  test("only the owner and the series' runners may edit a force; other players and viewers may only see it", async () => {
    const { campaign, organiser, owner, team } = await series();
    const player = await addMember(campaign.id, "PLAYER");
    const viewer = await addMember(campaign.id, "VIEWER");
    const outsider = await createUser();
    expect((await authorizeTeam(owner.id, team.id, "character:edit")).ok).toBe(true);
    expect((await authorizeTeam(organiser.id, team.id, "character:edit")).ok).toBe(true);
    expect(await authorizeTeam(player.id, team.id, "character:edit")).toMatchObject({ ok: false, code: "forbidden" });
    expect(await authorizeTeam(viewer.id, team.id, "character:edit")).toMatchObject({ ok: false, code: "forbidden" });
    expect(await authorizeTeam(outsider.id, team.id, "character:edit")).toMatchObject({ ok: false, code: "not-found" });
    expect((await authorizeTeam(viewer.id, team.id, "team:view")).ok).toBe(true);
  });
});

describe("a force's public page", () => {
  test("shows the force by its figures' places, with no internal id of the team or its rows", async () => {
    const { team, access } = await series();
    // A vehicle and its driver: the crew link must be rewritten too.
    const force: VsgmrForce = {
      name: team.name,
      figures: [
        { id: "boss-secret-id", name: "Boss", type: "hero", isCommander: true },
        { id: "driver-secret-id", name: "Driver", type: "troop" },
        { id: "tank-secret-id", name: "Tank", type: "vehicle", crewId: "driver-secret-id" },
      ],
    };
    expect(await saveForce(access, team.id, force)).toMatchObject({ ok: true });
    const shared = await shareTeam(access, team.id);
    if (!shared.ok) throw new Error(shared.message);
    const token = (await db.team.findUniqueOrThrow({ where: { id: team.id }, select: { publicToken: true } })).publicToken!;

    const page = await getPublicForce(token);
    expect(page?.force.figures.map((f) => [f.id, f.name, f.crewId])).toEqual([
      ["figure-1", "Boss", undefined],
      ["figure-2", "Driver", undefined],
      ["figure-3", "Tank", "figure-2"],
    ]);
    const text = JSON.stringify(page);
    const rowIds = (await figureRows(team.id)).map((r) => r.id);
    for (const secret of [team.id, team.campaignId, ...rowIds, "secret-id"]) expect(text).not.toContain(secret);
    expect(await getPublicForce("not-a-token")).toBeNull();
  });
});

describe("the save action", () => {
  test("answers a force the rules refuse with every problem keyed by its figure's field, and saves nothing", async () => {
    const { team, owner } = await series();
    actAs(owner);
    const outcome = await invoke(saveVsgmrForceAction, formOf({ teamId: team.id, force: JSON.stringify(ILLEGAL) }));
    if (outcome.kind !== "state" || outcome.state?.ok !== false) throw new Error(`expected a refusal, got ${JSON.stringify(outcome)}`);
    const fields = Object.keys(outcome.state.fieldErrors ?? {});
    expect(fields.some((field) => field.startsWith("figures[2]"))).toBe(true);
    expect(Object.values(outcome.state.fieldErrors ?? {}).flat().length).toBeGreaterThanOrEqual(2);
    expect(await db.character.count({ where: { teamId: team.id } })).toBe(0);
  });

  test("saves the owner's legal force, and refuses another player without changing anything", async () => {
    const { campaign, team, owner } = await series();
    const force = forceFromTemplate("justice-team", team.name)!;
    actAs(await addMember(campaign.id, "PLAYER"));
    expect(await invoke(saveVsgmrForceAction, formOf({ teamId: team.id, force: JSON.stringify(force) }))).toMatchObject({
      kind: "state",
      state: { ok: false, message: "Your role in this campaign does not allow that." },
    });
    expect(await db.character.count({ where: { teamId: team.id } })).toBe(0);

    actAs(owner);
    expect(await invoke(saveVsgmrForceAction, formOf({ teamId: team.id, force: JSON.stringify(force) }))).toMatchObject({
      kind: "state",
      state: { ok: true, data: { figures: force.figures.length } },
    });
    expect(await db.character.count({ where: { teamId: team.id } })).toBe(force.figures.length);
  });
});

describe("the pages, drawn on the server", () => {
  // Once every lazily loaded part has loaded (the builder is a next/dynamic loader, components/games/vsgmr/client.ts); without React's text separators.
  const draw = async (page: Promise<unknown>) => {
    const { prelude } = await prerenderToNodeStream((await page) as ReactElement);
    let html = "";
    for await (const chunk of prelude) html += String(chunk);
    return html.replace(/<!--[\s\S]*?-->/g, "");
  };

  test("the owner's team page has the builder with the saved force and the share panel; the public page has the sheet and no internal id", async () => {
    const { campaign, team, owner, access } = await series();
    const force = forceFromTemplate("justice-team", team.name)!;
    await saveForce(access, team.id, force);

    // Drawn before sharing: the QR code of a shared team suspends, which a static render cannot wait for.
    actAs(owner);
    const teamHtml = await draw(VsgmrTeamPage({ params: Promise.resolve({ campaignId: campaign.id, teamId: team.id }) }));
    expect(teamHtml).toContain("Save force");
    expect(teamHtml).toContain("Use this army");
    expect(teamHtml).toContain("No problems: this force is legal.");
    expect(teamHtml).toContain("This team is private");

    const shared = await shareTeam(access, team.id);
    if (!shared.ok) throw new Error(shared.message);
    const token = (await db.team.findUniqueOrThrow({ where: { id: team.id }, select: { publicToken: true } })).publicToken!;
    const publicHtml = await draw(VsgmrPublicTeamPage({ params: Promise.resolve({ token }) }));
    expect(publicHtml).toContain("Force sheet");
    for (const figure of force.figures) expect(publicHtml).toContain(figure.name);
    const rowIds = (await figureRows(team.id)).map((r) => r.id);
    for (const secret of [team.id, campaign.id, owner.id, ...rowIds]) expect(publicHtml).not.toContain(secret);
  });

  test("another player sees the sheet but no builder", async () => {
    const { campaign, team, access } = await series();
    await saveForce(access, team.id, forceFromTemplate("justice-team", team.name)!);
    actAs(await addMember(campaign.id, "PLAYER"));
    const html = await draw(VsgmrTeamPage({ params: Promise.resolve({ campaignId: campaign.id, teamId: team.id }) }));
    expect(html).toContain("Force sheet");
    expect(html).not.toContain("Save force");
  });
});
