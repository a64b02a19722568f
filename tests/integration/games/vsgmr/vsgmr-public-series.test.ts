/**
 * A VSGMR series' public page (/c/[token]) as its HTML goes out: the standings, each force linked
 * to its own public page only where it is shared, the recent battles, and no internal id of a
 * series, force, figure, battle or account anywhere in it.
 */
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { VsgmrPublicSeriesPage } from "@/components/games/vsgmr/pages/public-series-page";
import { createVsgmrBattle } from "@/lib/games/vsgmr/server/battles/create-battle";
import { playSoloTurn } from "@/lib/games/vsgmr/server/battles/play-solo-turn";
import { resolveVsgmrBattle } from "@/lib/games/vsgmr/server/battles/resolve-battle";
import { loadPublicVsgmrSeries } from "@/lib/games/vsgmr/server/pages/load-public-series";
import { scriptedDice } from "@/lib/rules/dice";
import { shareCampaign } from "@/lib/server/campaigns/campaign-public-link";
import { db } from "@/lib/server/db";
import { shareTeam } from "@/lib/server/teams/team-public-link";
import { forceOf, vsgmrSeries } from "./vsgmr-factory";

async function internalIds(campaignId: string) {
  const [teams, characters, battles, members] = await Promise.all([
    db.team.findMany({ where: { campaignId }, select: { id: true } }),
    db.character.findMany({ where: { team: { campaignId } }, select: { id: true } }),
    db.battle.findMany({ where: { campaignId }, select: { id: true } }),
    db.membership.findMany({ where: { campaignId }, select: { id: true, userId: true } }),
  ]);
  return [campaignId, ...teams.map((r) => r.id), ...characters.map((r) => r.id), ...battles.map((r) => r.id), ...members.flatMap((m) => [m.id, m.userId])];
}

test("a shared series' page shows its standings, shared forces' links and recent battles, and carries no internal ids", async () => {
  const world = await vsgmrSeries();
  const dwarves = await forceOf(world.campaign.id, world.users.alice, "dwarves");
  const elves = await forceOf(world.campaign.id, world.users.bob, "elves");
  const versus = await createVsgmrBattle(world.access.alice, { scenarioId: "basic-game", teams: [{ teamId: dwarves.id }, { teamId: elves.id }] });
  if (!versus.ok) throw new Error(versus.message);
  await resolveVsgmrBattle(world.access.alice, versus.battleId, {
    endCondition: "rounds",
    sides: [
      { key: dwarves.id, defeatedHalves: 3, outcome: "LOST" },
      { key: elves.id, defeatedHalves: 9, outcome: "WON" },
    ],
  });
  const solo = await createVsgmrBattle(world.access.alice, {
    scenarioId: "outflanked",
    teams: [{ teamId: dwarves.id, role: "defender" }],
    solo: { sampleArmyId: "star-soldiers", role: "attacker" },
  });
  if (!solo.ok) throw new Error(solo.message);
  await playSoloTurn(
    world.access.alice,
    solo.battleId,
    { round: 1, enemyFigures: 2, enemyHasDefeated: false, enemyWaiting: 0, requestKey: crypto.randomUUID() },
    scriptedDice([6, 3]),
  );
  await resolveVsgmrBattle(world.access.alice, solo.battleId, {
    endCondition: "survivors",
    sides: [
      { key: dwarves.id, defeatedHalves: 72, outcome: "WON" },
      { key: "enemy", defeatedHalves: 20, outcome: "LOST" },
    ],
    recruit: { teamId: dwarves.id, enemyFigure: 1 },
  });
  const team = await shareTeam(world.access.alice, dwarves.id);
  if (!team.ok) throw new Error(team.message);
  const campaign = await shareCampaign(world.access.organiser);

  const html = renderToStaticMarkup((await VsgmrPublicSeriesPage({ params: Promise.resolve({ token: campaign.token }) })) as ReactElement);
  // Standings: the Dwarves (1 win, 37½ points) above the Elves (1 win, 4½ points); only the shared force links out.
  expect(html.indexOf("Dwarves")).toBeLessThan(html.indexOf("Elves"));
  expect(html).toContain("37½ points defeated");
  expect(html).toContain(`href="/t/${team.token}"`);
  expect(html.match(/href="/g)).toHaveLength(1);
  // Recent battles, newest first, with the solo enemy and the Recruit.
  expect(html.indexOf("Issue #2")).toBeLessThan(html.indexOf("Issue #1"));
  expect(html).toContain("Against Star Soldiers, played by the app (1 enemy turn)");
  expect(html).toContain("Recruit: Lieutenant joined a new force.");
  expect(html).toContain("Elves won");
  for (const id of await internalIds(world.campaign.id)) expect(html, id).not.toContain(id);

  // Another game's campaign, or a withdrawn link, is not this page.
  await db.campaign.update({ where: { id: world.campaign.id }, data: { publicShareToken: null } });
  expect(await loadPublicVsgmrSeries(campaign.token)).toBeNull();
});
