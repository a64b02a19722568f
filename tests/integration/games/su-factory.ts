import { randomBytes } from "node:crypto";
import { SU_DEFAULT_SETTINGS, supersUnlimited, type SuLeagueSettings } from "@/lib/games/supers-unlimited";
import { addCard } from "@/lib/games/supers-unlimited/server/cards/add-card";
import type { SuCard } from "@/lib/rules/supers-unlimited";
import { db } from "@/lib/server/db";
import { createTeam } from "@/lib/server/teams/create-team";
import { accessFor, addMember, campaignRowData, createUser, DEFAULT_SETTINGS } from "../factories";
import { gameSystem } from "@/lib/games/registry";

/**
 * A Supers Unlimited league written directly (the campaign form does not offer the system until its
 * screens are complete), with its organiser, and a player's team founded through the real service.
 */
export async function suLeagueWithTeam(settings: Partial<Omit<SuLeagueSettings, "version">> = {}) {
  const organiser = await createUser({ name: "Olive Organiser" });
  const campaign = await db.campaign.create({
    data: {
      ...campaignRowData({ ...DEFAULT_SETTINGS, name: `League ${randomBytes(3).toString("hex")}` }),
      gameSystem: supersUnlimited.id,
      settings: { ...SU_DEFAULT_SETTINGS, ...settings },
      memberships: { create: [{ userId: organiser.id, role: "ORGANISER" }] },
    },
    select: { id: true },
  });
  const owner = await addMember(campaign.id, "PLAYER", "Pat Player");
  const access = await accessFor(owner.id, campaign.id);
  const created = await createTeam(access, gameSystem(access.gameSystem), { name: "The Vigilantes", alignment: "HEROES", notes: "" });
  if (!created.ok) throw new Error(created.message);
  return { campaignId: campaign.id, teamId: created.team.id, access, owner, organiser, organiserAccess: await accessFor(organiser.id, campaign.id) };
}

/** Adds a card through the service, which must accept it; its row id. */
export async function addLegalCard(team: { teamId: string; access: Awaited<ReturnType<typeof accessFor>> }, card: SuCard): Promise<string> {
  const result = await addCard(team.access, team.teamId, card);
  if (!result.ok) throw new Error(`${result.message} ${"problems" in result ? JSON.stringify(result.problems) : ""}`);
  return result.card.id;
}

/** Everything a refused roster change must leave as it was. */
export async function rosterSnapshot(team: { campaignId: string; teamId: string }) {
  const [characters, activity, teamRow] = await Promise.all([
    db.character.findMany({ where: { teamId: team.teamId }, orderBy: { id: "asc" } }),
    db.activityEvent.findMany({ where: { campaignId: team.campaignId }, orderBy: { createdAt: "asc" } }),
    db.team.findUniqueOrThrow({ where: { id: team.teamId } }),
  ]);
  return { characters, activity, teamRow };
}
