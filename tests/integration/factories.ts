import { randomBytes } from "node:crypto";
import { db } from "@/lib/server/db";
import { registerUser } from "@/lib/server/accounts/register-user";
import { authorizeCampaign } from "@/lib/server/authz/authorize";
import { createCampaign } from "@/lib/server/campaigns/create-campaign";
import type { SmfCampaignOptions } from "@/lib/games/smf/campaign-settings";
import type { CampaignSettingsInput } from "@/lib/schemas/campaign";

/** A campaign form's values, with SMF's options typed (the default system's). */
export type SmfCampaignInput = CampaignSettingsInput & SmfCampaignOptions;
import { readCampaignSettings, settingsFromInput } from "@/lib/game-contract/campaign-settings";
import type { SmfCampaignSettings } from "@/lib/games/smf";
import { gameSystem, DEFAULT_GAME_SYSTEM_ID } from "@/lib/games/registry";

export const TEST_PASSWORD = "correct horse battery";

export function uniqueEmail(label = "user") {
  return `${label}-${randomBytes(5).toString("hex")}@example.test`;
}

/**
 * A user with a password and a confirmed email, made by the sign-up service with its option for
 * accounts the app makes itself (tests of other services need a usable account quickly).
 */
export async function createUser(overrides: { email?: string; name?: string; password?: string } = {}) {
  const input = { email: (overrides.email ?? uniqueEmail()).toLowerCase(), name: overrides.name ?? "Test Player", password: overrides.password ?? TEST_PASSWORD };
  const result = await registerUser(input, { isEmailVerified: true });
  if (!result.ok) throw new Error(`createUser: ${result.message}`);
  return result.user;
}

type Role = "ORGANISER" | "CO_ORGANISER" | "PLAYER" | "VIEWER";

/** A campaign started through the real service, so its organiser membership and activity exist. */
export async function createCampaignFor(organiser?: { id: string; name: string | null; email: string }, overrides: Partial<SmfCampaignInput> = {}) {
  const owner = organiser ?? (await createUser({ name: "Olive Organiser" }));
  const created = await createCampaign(owner, gameSystem(DEFAULT_GAME_SYSTEM_ID), { ...DEFAULT_SETTINGS, name: `Campaign ${randomBytes(3).toString("hex")}`, ...overrides });
  if (!created.ok) throw new Error(created.message);
  const { campaign } = created;
  return { campaign, organiser: owner };
}

/**
 * A campaign row's data for tests that write it directly (no service): the flat settings and the
 * game system's options in its settings JSON (Campaign.settings), as createCampaign writes them.
 */
export function campaignRowData(input: SmfCampaignInput) {
  const settings = settingsFromInput(gameSystem(DEFAULT_GAME_SYSTEM_ID), input);
  if (!settings.ok) throw new Error(`Bad test settings: ${JSON.stringify(settings.fieldErrors)}`);
  const { name, reportConfirmation, teamControl, appDiceOnly } = input;
  return { name, reportConfirmation, teamControl, appDiceOnly, settings: { ...settings.settings } };
}

/** Changes SMF options of a stored campaign directly (past the locks the service keeps), in its settings JSON. */
export async function setCampaignOptions(campaignId: string, patch: Partial<Omit<SmfCampaignSettings, "version">>) {
  const row = await db.campaign.findUniqueOrThrow({ where: { id: campaignId }, select: { gameSystem: true, settings: true } });
  await db.campaign.update({ where: { id: campaignId }, data: { settings: { ...readCampaignSettings(gameSystem(row.gameSystem), row), ...patch } } });
}

export const DEFAULT_SETTINGS: SmfCampaignInput = {
  name: "Test Campaign",
  storyPointGoal: 20,
  allowVehicles: false,
  allowAlternatePowerLevels: true,
  advancement: "RANDOM",
  socialScienceVariant: "CH2",
  reportConfirmation: "NONE",
  teamControl: "ANYONE",
  appDiceOnly: false,
};

/** A new user who is an active member with `role` (written directly: tests of other services need one quickly). */
export async function addMember(campaignId: string, role: Role, name = `${role.toLowerCase()} member`) {
  const user = await createUser({ name });
  await db.membership.create({ data: { campaignId, userId: user.id, role } });
  return user;
}

export async function createTeamFor(campaignId: string, owner: { id: string; name: string | null }, name = "The Test Team") {
  return db.team.create({ data: { campaignId, ownerId: owner.id, ownerName: owner.name ?? "Someone", name, alignment: "HEROES" } });
}

/** The CampaignAccess services take, obtained the way actions obtain it. */
export async function accessFor(userId: string, campaignId: string) {
  const result = await authorizeCampaign(userId, campaignId, "campaign:view");
  if (!result.ok) throw new Error(`${userId} is not a member of ${campaignId}`);
  return result.access;
}
