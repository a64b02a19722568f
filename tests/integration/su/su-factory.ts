import { SU_DEFAULT_SETTINGS, type SuLeagueSettings } from "@/lib/games/supers-unlimited";
import { SU_CARD_KIND } from "@/lib/games/supers-unlimited/server/cards/card-row";
import { SU_CARD_VERSION, type SuCard } from "@/lib/rules/supers-unlimited";
import { expect } from "vitest";
import { scriptedDice } from "@/lib/rules/dice";
import { member } from "@/lib/rules/supers-unlimited/samples/test-members";
import { createSuBattle } from "@/lib/games/supers-unlimited/server/battles/create-su-battle";
import { resolveSuBattle } from "@/lib/games/supers-unlimited/server/battles/resolve-su-battle";
import { rollSuSetUp, type RollSuSetUpInput } from "@/lib/games/supers-unlimited/server/battles/roll-su-set-up";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { db } from "@/lib/server/db";
import { accessFor, createCampaignFor, createTeamFor, createUser } from "../factories";

/**
 * A Supers Unlimited league: made as a campaign by the real service, then given the league's
 * settings directly (tests choose any options, past what the campaign form would send).
 */
export async function createSuLeague(settings: Partial<SuLeagueSettings> = {}) {
  const { campaign, organiser } = await createCampaignFor();
  await db.campaign.update({ where: { id: campaign.id }, data: { gameSystem: "SUPERS_UNLIMITED", settings: { ...SU_DEFAULT_SETTINGS, ...settings } } });
  return { campaignId: campaign.id, organiser, access: await accessFor(organiser.id, campaign.id) };
}

/** A team whose roster is these cards, one Character row each (kind "su-card", build = the card). */
export async function createSuTeam(campaignId: string, owner: { id: string; name: string | null } | null, name: string, cards: readonly SuCard[]) {
  const player = owner ?? (await createUser({ name: `${name} owner` }));
  if (!owner) await db.membership.create({ data: { campaignId, userId: player.id, role: "PLAYER" } });
  const team = await createTeamFor(campaignId, player, name);
  const characters = [];
  for (const [position, card] of cards.entries()) {
    characters.push(
      await db.character.create({
        data: { teamId: team.id, position, name: card.name, kind: SU_CARD_KIND, build: JSON.parse(JSON.stringify(card)) as object, state: {}, formatVersion: SU_CARD_VERSION },
        select: { id: true, name: true },
      }),
    );
  }
  return { team, owner: player, characterIds: characters.map((c) => c.id), characters };
}

let keys = 0;
const requestKey = () => `su-league-file-${Date.now()}-${++keys}`.padEnd(20, "0");

async function step(access: CampaignAccess, battleId: string, input: Omit<RollSuSetUpInput, "requestKey">, faces: number[] = []) {
  const dice = scriptedDice(faces, 10);
  const result = await rollSuSetUp(access, battleId, { requestKey: requestKey(), ...input }, dice);
  dice.assertExhausted();
  expect(result).toMatchObject({ ok: true });
}

/** A league with two teams (Avengers: Ace, Goon, Spare; Brood: Brick, Blip) and one battle played through the services: set up, then resolved (4 VP to the Avengers). */
export async function playedSuLeague() {
  const made = await createSuLeague({ useTerrainRoll: false, useSubplots: true, usePlasmaX: false, gameSize: "medium" });
  const ana = await createSuTeam(made.campaignId, null, "Avengers", [member("Ace", 6), member("Goon", 2), member("Spare", 10)]);
  const ben = await createSuTeam(made.campaignId, null, "Brood", [member("Brick", 8), member("Blip", 4)]);
  const created = await createSuBattle(made.access, {
    teams: [
      { teamId: ana.team.id, characterIds: ana.characterIds.slice(0, 2) },
      { teamId: ben.team.id, characterIds: ben.characterIds },
    ],
  });
  if (!created.ok) throw new Error(created.message);
  const { battleId } = created;
  await step(made.access, battleId, { step: "deployment", source: "app" }, [4]);
  await step(made.access, battleId, { step: "scenario", source: "app", choice: { scenarioId: "slugfest" } });
  await step(made.access, battleId, { step: "subplots", source: "app" }, [1, 2]);
  await step(made.access, battleId, { step: "battle-of-wits", source: "physical", faces: ["6", "6", "2", "1", "1", "1"] });
  const [ace, goon] = ana.characterIds;
  const [brick, blip] = ben.characterIds;
  const resolved = await resolveSuBattle(made.access, battleId, {
    models: [
      { characterId: ace!, state: "active" },
      { characterId: goon!, state: "ko" },
      { characterId: brick!, state: "ko" },
      { characterId: blip!, state: "incapacitated", order: 1 },
    ],
    claimed: null,
    prizeStudies: [],
    vipConvictions: [],
  });
  expect(resolved).toMatchObject({ ok: true });
  return { ...made, ana, ben, battleId };
}
