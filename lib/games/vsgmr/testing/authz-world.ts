/**
 * VSGMR's part of the matrix's world: a series with the same cast in the same roles (Olive
 * organises, Vera views, Pat plays with a force of his own, Owen owns the aimed-at force, Rita the
 * force Owen's battles are fought against) and its battles at the points the actions need.
 */
import { randomBytes } from "node:crypto";
import { VSGMR_DEFAULT_SETTINGS } from "@/lib/games/vsgmr";
import { VSGMR_FIGURE_KIND } from "@/lib/games/vsgmr/force-form";
import { createVsgmrBattle } from "@/lib/games/vsgmr/server/battles/create-battle";
import { resolveVsgmrBattle } from "@/lib/games/vsgmr/server/battles/resolve-battle";
import { forceFromSampleArmy, sampleArmyById } from "@/lib/rules/vsgmr";
import { type CampaignAccess, displayName } from "@/lib/server/authz/authorize";
import { db } from "@/lib/server/db";
import type { Actor } from "@/tests/reliability/harness/act-as";
import { castMemberships, type Cast } from "@/tests/reliability/fast/authz-world";

export interface VsgmrStage {
  campaignId: string;
  access: { organiser: CampaignAccess; owner: CampaignAccess; player: CampaignAccess; rival: CampaignAccess };
  ownerTeamId: string;
  rivalTeamId: string;
}

export interface StagedVsgmrBattle {
  stage: VsgmrStage;
  battleId: string;
}

async function force(campaignId: string, owner: Actor, sampleArmyId: string, tag: string): Promise<string> {
  const army = forceFromSampleArmy(sampleArmyById(sampleArmyId));
  const team = await db.team.create({ data: { campaignId, ownerId: owner.id, ownerName: displayName(owner), name: `${army.name} ${tag}`, alignment: "HEROES" } });
  await db.character.createMany({
    data: army.figures.map((figure, position) => ({ teamId: team.id, position, name: figure.name, kind: VSGMR_FIGURE_KIND, build: figure as object, state: {}, formatVersion: 1 })),
  });
  return team.id;
}

export async function stageVsgmrSeries(cast: Cast): Promise<VsgmrStage> {
  const tag = randomBytes(3).toString("hex");
  const members = castMemberships(cast);
  const campaign = await db.campaign.create({
    data: {
      name: `Matrix series ${tag}`,
      gameSystem: "VSGMR",
      settings: { ...VSGMR_DEFAULT_SETTINGS },
      memberships: { create: members.map(([user, role]) => ({ userId: user.id, role })) },
    },
    select: { id: true, gameSystem: true, memberships: { select: { id: true, userId: true, role: true } } },
  });
  const accessOf = (user: Actor): CampaignAccess => {
    const membership = campaign.memberships.find((m) => m.userId === user.id)!;
    return { campaignId: campaign.id, membershipId: membership.id, userId: user.id, role: membership.role, actorName: displayName(user), gameSystem: campaign.gameSystem };
  };
  const [ownerTeamId, rivalTeamId] = await Promise.all([
    force(campaign.id, cast.owner, "dwarves", tag),
    force(campaign.id, cast.rival, "elves", tag),
    force(campaign.id, cast.player, "orcs", tag),
  ]);
  return {
    campaignId: campaign.id,
    access: { organiser: accessOf(cast.organiser), owner: accessOf(cast.owner), player: accessOf(cast.player), rival: accessOf(cast.rival) },
    ownerTeamId: ownerTeamId!,
    rivalTeamId: rivalTeamId!,
  };
}

/** Owen's dwarves against Rita's elves ("playing"), resolved with Owen winning; or Owen's alone against the app's star soldiers ("solo"). */
export async function stageVsgmrBattle(cast: Cast, point: "playing" | "solo" | "resolved"): Promise<StagedVsgmrBattle> {
  const stage = await stageVsgmrSeries(cast);
  const created =
    point === "solo"
      ? await createVsgmrBattle(stage.access.owner, {
          scenarioId: "outflanked",
          teams: [{ teamId: stage.ownerTeamId, role: "defender" }],
          solo: { sampleArmyId: "star-soldiers", role: "attacker" },
        })
      : await createVsgmrBattle(stage.access.owner, { scenarioId: "basic-game", teams: [{ teamId: stage.ownerTeamId }, { teamId: stage.rivalTeamId }] });
  if (!created.ok) throw new Error(`createVsgmrBattle: ${created.message}`);
  if (point === "resolved") {
    const resolved = await resolveVsgmrBattle(stage.access.owner, created.battleId, {
      endCondition: "rounds",
      sides: [
        { key: stage.ownerTeamId, defeatedHalves: 10, outcome: "WON" },
        { key: stage.rivalTeamId, defeatedHalves: 4, outcome: "LOST" },
      ],
    });
    if (!resolved.ok) throw new Error(`resolveVsgmrBattle: ${resolved.message}`);
  }
  return { stage, battleId: created.battleId };
}
