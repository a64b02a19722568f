import { expect } from "vitest";
import { seededDice } from "@/lib/rules/dice";
import { freshCampaignState, SMF_CHARACTER_FORMAT, type CharacterBuild } from "@/lib/rules/smf";
import { createBattle } from "@/lib/games/smf/server/battles/create-battle";
import { lockPreBattleChoices } from "@/lib/games/smf/server/battles/lock-pre-battle-choices";
import { cancelBattle, undoBattle } from "@/lib/games/smf/server/battles/undo-battle";
import { db } from "@/lib/server/db";
import { correctStoryPoints } from "@/lib/games/smf/server/story-points/correct-story-points";
import { spendStoryPoints } from "@/lib/games/smf/server/story-points/spend-story-points";
import { archiveTeam } from "@/lib/server/teams/archive-team";
import { BUILDS } from "../../integration/character-builds";
import { addMember } from "../../integration/factories";
import { battleToReport, key, playOn, reportBattle, simpleReport, teamWithSamples, twoTeamCampaign } from "../../integration/battles/battle-factory";

/** Wildcard with Servitor / Sidekick (L1033): the owner of a sidekick on the roster. */
const OWL: CharacterBuild = {
  archetype: "wildcard",
  powers: [
    { power: "servitor-sidekick", tier: "minor", choices: { sidekickPower: "armor" } },
    { power: "flight", tier: "minor" },
    { power: "rage", tier: "minor" },
    { power: "leaping", tier: "minor" },
  ],
  boosts: [],
  backgrounds: [{ background: "science" }, { background: "criminal" }],
};

export type World = Awaited<ReturnType<typeof twoTeamCampaign>>;

export async function resolve(world: World, seed: number) {
  const { battleId } = await battleToReport(world, seededDice(seed));
  const reported = await reportBattle(world.access.alice, battleId, simpleReport(world, { track: "both", furtherHarm: 2 }));
  if (!reported.ok) throw new Error(reported.message);
  expect(await playOn(world.access.alice, battleId, seededDice(seed + 1))).toEqual({ kind: "finished", status: "RESOLVED" });
  return battleId;
}

/**
 * A campaign played through the services: a sidekick with its owner, two battles resolved (with
 * injuries) of which the first was undone before the second, a correction and a spend, a third
 * battle set up, rolled and cancelled, and a third team that played no battle and was archived.
 */
export async function playedCampaign() {
  const world = await twoTeamCampaign();
  const owl = await db.character.create({
    data: { teamId: world.a.team.id, position: 4, name: "Owl", kind: "CHARACTER", build: OWL as never, state: freshCampaignState() as never, formatVersion: SMF_CHARACTER_FORMAT },
  });
  await db.character.create({
    data: {
      teamId: world.a.team.id,
      position: 5,
      name: "Kid Owl",
      kind: "SIDEKICK",
      build: BUILDS.sidekick as never,
      state: { ...freshCampaignState(), sidekickOf: owl.id } as never,
      formatVersion: SMF_CHARACTER_FORMAT,
    },
  });
  const carol = await addMember(world.campaign.id, "PLAYER", "Carol");
  const oldGuard = await teamWithSamples(world.campaign.id, carol, "Old Guard", ["Tornado"]);

  const undone = await resolve(world, 21);
  expect(await undoBattle(world.access.organiser, undone)).toEqual({ ok: true });
  const resolved = await resolve(world, 31);

  const corrected = await correctStoryPoints(world.access.organiser, world.a.team.id, { requestKey: key() + key(), delta: 3, note: "Painted the whole team" });
  if (!corrected.ok) throw new Error(corrected.message);
  const spent = await spendStoryPoints(world.access.alice, world.a.team.id, key() + key(), { kind: "guest-star" });
  if (!spent.ok) throw new Error(spent.message);

  const cancelled = await createBattle(world.access.bob, {
    teams: [
      { teamId: world.b.team.id, fieldedIds: [world.b.ids["The Commander"]!] },
      { teamId: world.a.team.id, fieldedIds: [world.a.ids["Deadeye"]!] },
    ],
  });
  if (!cancelled.ok) throw new Error(cancelled.message);
  const locked = await lockPreBattleChoices(world.access.bob, cancelled.battleId, []);
  if (!locked.ok) throw new Error(locked.message);
  await playOn(world.access.bob, cancelled.battleId, seededDice(5));
  // Dice were thrown, so only an organiser may cancel it.
  expect(await cancelBattle(world.access.organiser, cancelled.battleId)).toEqual({ ok: true });

  const archived = await archiveTeam(world.access.organiser, oldGuard.team.id);
  if (!archived.ok) throw new Error(archived.message);
  return { world, battles: { undone, resolved, cancelled: cancelled.battleId } };
}
