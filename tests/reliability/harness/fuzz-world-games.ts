/**
 * The other game systems' part of the fuzz world: beside each SMF campaign, a Supers Unlimited
 * league and a VSGMR series with the same people in the same roles, their teams and a battle in
 * play, so the fuzzer reaches every system's actions with ids that exist (its own and another
 * campaign's). Cards and figures are written directly; battles go through the real services.
 */
import { SU_DEFAULT_SETTINGS, supersUnlimited } from "@/lib/games/supers-unlimited";
import { createSuBattle } from "@/lib/games/supers-unlimited/server/battles/create-su-battle";
import { SU_CARD_KIND } from "@/lib/games/supers-unlimited/server/cards/card-row";
import { VSGMR_DEFAULT_SETTINGS, vsgmr } from "@/lib/games/vsgmr";
import { createVsgmrBattle } from "@/lib/games/vsgmr/server/battles/create-battle";
import { VSGMR_FIGURE_KIND } from "@/lib/games/vsgmr/force-form";
import type { CampaignRole } from "@/lib/generated/prisma/enums";
import { SU_CARD_VERSION, type SuCard } from "@/lib/rules/supers-unlimited";
import { member as suMember } from "@/lib/rules/supers-unlimited/samples/test-members";
import { forceFromSampleArmy, sampleArmyById } from "@/lib/rules/vsgmr";
import { type CampaignAccess, displayName } from "@/lib/server/authz/authorize";
import { db } from "@/lib/server/db";

interface Person {
  id: string;
  email: string;
  name: string | null;
}

/** Who sits where: the SMF campaign's organiser, co-organiser, two players and a viewer. */
export interface Table {
  organiser: Person;
  coOrganiser: Person;
  alice: Person;
  bob: Person;
  viewer: Person;
}

/** A campaign of another system as the fuzzer needs it: its id, teams with their characters, a battle in play. */
export interface SystemCampaign {
  campaignId: string;
  teams: Array<{ id: string; characterIds: string[] }>;
  battleId: string;
}

async function campaignOf(table: Table, name: string, gameSystem: string, settings: object) {
  const seats: Array<[Person, CampaignRole]> = [
    [table.organiser, "ORGANISER"],
    [table.coOrganiser, "CO_ORGANISER"],
    [table.alice, "PLAYER"],
    [table.bob, "PLAYER"],
    [table.viewer, "VIEWER"],
  ];
  const campaign = await db.campaign.create({
    data: { name, gameSystem, settings: settings as never, memberships: { create: seats.map(([person, role]) => ({ userId: person.id, role })) } },
    select: { id: true, gameSystem: true, memberships: { select: { id: true, userId: true, role: true } } },
  });
  const access = (person: Person): CampaignAccess => {
    const membership = campaign.memberships.find((m) => m.userId === person.id)!;
    return { campaignId: campaign.id, membershipId: membership.id, userId: person.id, role: membership.role, actorName: displayName(person), gameSystem: campaign.gameSystem };
  };
  return { campaignId: campaign.id, access };
}

async function teamOf(campaignId: string, owner: Person, name: string, kind: string, formatVersion: number, builds: ReadonlyArray<{ name: string }>) {
  const team = await db.team.create({ data: { campaignId, ownerId: owner.id, ownerName: displayName(owner), name, alignment: "HEROES" }, select: { id: true } });
  const characterIds: string[] = [];
  for (const [position, build] of builds.entries()) {
    const row = await db.character.create({ data: { teamId: team.id, position, name: build.name, kind, build: {}, state: {}, formatVersion }, select: { id: true } });
    // An SU card carries its row's id, as the card services write it; a figure has no id of its own.
    await db.character.update({ where: { id: row.id }, data: { build: (kind === SU_CARD_KIND ? { ...build, id: row.id } : build) as never } });
    characterIds.push(row.id);
  }
  return { id: team.id, characterIds };
}

/** A league (no set-up options, so every set-up step is plain) with Alice's and Bob's teams met in a battle still in set-up. */
export async function leagueAtTable(table: Table, label: string): Promise<SystemCampaign> {
  const { campaignId, access } = await campaignOf(table, `${label}'s league`, supersUnlimited.id, {
    ...SU_DEFAULT_SETTINGS,
    useTerrainRoll: false,
    useSubplots: false,
    usePlasmaX: false,
  });
  const cards = (...list: SuCard[]) => list;
  const teams = [
    await teamOf(campaignId, table.alice, "Shields", SU_CARD_KIND, SU_CARD_VERSION, cards(suMember("Ace", 6), suMember("Goon", 2))),
    await teamOf(campaignId, table.bob, "Brood", SU_CARD_KIND, SU_CARD_VERSION, cards(suMember("Brick", 8))),
  ];
  const battle = await createSuBattle(access(table.organiser), { teams: teams.map((t) => ({ teamId: t.id, characterIds: t.characterIds })) });
  if (!battle.ok) throw new Error(`fuzz world league: ${battle.message}`);
  return { campaignId, teams, battleId: battle.battleId };
}

/** A series with Alice's dwarves and Bob's elves met in a basic game still in play. */
export async function seriesAtTable(table: Table, label: string): Promise<SystemCampaign> {
  const { campaignId, access } = await campaignOf(table, `${label}'s series`, vsgmr.id, { ...VSGMR_DEFAULT_SETTINGS });
  const figures = (armyId: string) => forceFromSampleArmy(sampleArmyById(armyId)).figures;
  const teams = [
    await teamOf(campaignId, table.alice, "Dwarves", VSGMR_FIGURE_KIND, 1, figures("dwarves")),
    await teamOf(campaignId, table.bob, "Elves", VSGMR_FIGURE_KIND, 1, figures("elves")),
  ];
  const battle = await createVsgmrBattle(access(table.organiser), { scenarioId: "basic-game", teams: teams.map((t) => ({ teamId: t.id })) });
  if (!battle.ok) throw new Error(`fuzz world series: ${battle.message}`);
  return { campaignId, teams, battleId: battle.battleId };
}
