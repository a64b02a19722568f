/**
 * The public pages (/t/[token], /c/[token]) as their HTML goes out: rendered from the real data,
 * they must hold no internal id of a character, team, battle or campaign (security issue, weak
 * point: character ids were in the cards' anchors). Positions and issue numbers stand in for them.
 */
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { PublicCampaignPage } from "@/components/games/smf/pages/public-campaign-page";
import { PublicTeamPage } from "@/components/games/smf/pages/public-team-page";
import { seededDice } from "@/lib/rules/dice";
import { shareCampaign } from "@/lib/server/campaigns/campaign-public-link";
import { db } from "@/lib/server/db";
import { shareTeam } from "@/lib/server/teams/team-public-link";
import { battleToReport, playOn, reportBattle, simpleReport, twoTeamCampaign } from "./battles/battle-factory";
import { serverPayloadText } from "./server-payload";

async function internalIds(campaignId: string) {
  const [teams, characters, battles] = await Promise.all([
    db.team.findMany({ where: { campaignId }, select: { id: true } }),
    db.character.findMany({ where: { team: { campaignId } }, select: { id: true } }),
    db.battle.findMany({ where: { campaignId }, select: { id: true } }),
  ]);
  return [campaignId, ...teams, ...characters, ...battles].map((row) => (typeof row === "string" ? row : row.id));
}

test("a shared team's and a shared campaign's pages carry no internal ids", async () => {
  const world = await twoTeamCampaign();
  const { battleId } = await battleToReport(world);
  const reported = await reportBattle(world.access.alice, battleId, simpleReport(world));
  if (!reported.ok) throw new Error(reported.message);
  expect(await playOn(world.access.alice, battleId, seededDice(11))).toEqual({ kind: "finished", status: "RESOLVED" });
  const team = await shareTeam(world.access.alice, world.a.team.id);
  if (!team.ok) throw new Error(team.message);
  const campaign = await shareCampaign(world.access.organiser);

  const teamHtml = renderToStaticMarkup((await PublicTeamPage({ params: Promise.resolve({ token: team.token }) })) as ReactElement);
  const campaignHtml = renderToStaticMarkup((await PublicCampaignPage({ params: Promise.resolve({ token: campaign.token }), searchParams: Promise.resolve({}) })) as ReactElement);

  // The pages show what they are for.
  expect(teamHtml).toContain("Night Shift");
  expect(teamHtml.match(/data-character-card/g)?.length).toBe(Object.keys(world.a.ids).length);
  // Each card is still labelled by its heading, now anchored by its place on the roster.
  expect(teamHtml).toContain('aria-labelledby="card-roster-1"');
  expect(campaignHtml).toContain("Night Shift beat Iron Syndicate");
  for (const id of await internalIds(world.campaign.id)) {
    expect(teamHtml, id).not.toContain(id);
    expect(campaignHtml, id).not.toContain(id);
  }
});

test("nor does the payload sent beside the HTML (keys and props of every element) of a shared SMF campaign's page (issue 23, item 7)", async () => {
  const world = await twoTeamCampaign();
  const { battleId } = await battleToReport(world);
  const reported = await reportBattle(world.access.alice, battleId, simpleReport(world));
  if (!reported.ok) throw new Error(reported.message);
  expect(await playOn(world.access.alice, battleId, seededDice(11))).toEqual({ kind: "finished", status: "RESOLVED" });
  const team = await shareTeam(world.access.alice, world.a.team.id);
  if (!team.ok) throw new Error(team.message);
  const campaign = await shareCampaign(world.access.organiser);

  const campaignPayload = await serverPayloadText(PublicCampaignPage({ params: Promise.resolve({ token: campaign.token }), searchParams: Promise.resolve({}) }));
  const teamPayload = await serverPayloadText(PublicTeamPage({ params: Promise.resolve({ token: team.token }) }));
  expect(campaignPayload).toContain("Night Shift beat Iron Syndicate");
  expect(teamPayload).toContain("Night Shift");
  for (const id of await internalIds(world.campaign.id)) {
    expect(campaignPayload, id).not.toContain(id);
    expect(teamPayload, id).not.toContain(id);
  }
});
