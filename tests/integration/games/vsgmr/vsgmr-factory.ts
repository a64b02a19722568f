import { VSGMR_DEFAULT_SETTINGS } from "@/lib/games/vsgmr";
import { VSGMR_FIGURE_KIND } from "@/lib/games/vsgmr/force-form";
import { forceFromSampleArmy, sampleArmyById } from "@/lib/rules/vsgmr";
import { db } from "@/lib/server/db";
import { accessFor, addMember, createTeamFor, createUser } from "../../factories";

/** A VSGMR series written directly (the system is still listed as coming, so the service refuses it). */
export async function vsgmrSeries() {
  const organiser = await createUser({ name: "Olive Organiser" });
  const campaign = await db.campaign.create({ data: { name: "Series", gameSystem: "VSGMR", settings: { ...VSGMR_DEFAULT_SETTINGS } } });
  await db.membership.create({ data: { campaignId: campaign.id, userId: organiser.id, role: "ORGANISER" } });
  const alice = await addMember(campaign.id, "PLAYER", "Alice");
  const bob = await addMember(campaign.id, "PLAYER", "Bob");
  const carol = await addMember(campaign.id, "PLAYER", "Carol");
  const viewer = await addMember(campaign.id, "VIEWER", "Vic");
  return {
    campaign,
    users: { organiser, alice, bob, carol, viewer },
    access: {
      organiser: await accessFor(organiser.id, campaign.id),
      alice: await accessFor(alice.id, campaign.id),
      bob: await accessFor(bob.id, campaign.id),
      carol: await accessFor(carol.id, campaign.id),
      viewer: await accessFor(viewer.id, campaign.id),
    },
  };
}

/** A force of the series: a team whose figures are a sample army's, one Character row each. */
export async function forceOf(campaignId: string, owner: { id: string; name: string | null }, sampleArmyId: string) {
  const force = forceFromSampleArmy(sampleArmyById(sampleArmyId));
  const team = await createTeamFor(campaignId, owner, force.name);
  await db.character.createMany({
    data: force.figures.map((figure, position) => ({
      teamId: team.id,
      position,
      name: figure.name,
      kind: VSGMR_FIGURE_KIND,
      build: figure as object,
      state: {},
      formatVersion: 1,
    })),
  });
  return team;
}
