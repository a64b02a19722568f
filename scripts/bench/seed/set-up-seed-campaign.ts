import { signUpSchema } from "@/lib/schemas/auth";
import { campaignSettingsSchema } from "@/lib/schemas/campaign";
import { characterDetailsSchema } from "@/lib/games/smf/schemas/character";
import { teamDetailsSchema } from "@/lib/schemas/team";
import { registerUser } from "@/lib/server/accounts/register-user";
import type { CampaignAction } from "@/lib/authz/permissions";
import { authorizeCampaign, authorizeTeam, type CampaignAccess } from "@/lib/server/authz/authorize";
import { createCampaign } from "@/lib/server/campaigns/create-campaign";
import { addCharacter } from "@/lib/games/smf/server/characters/add-character";
import { acceptInvite } from "@/lib/server/invites/accept-invite";
import { createInvite } from "@/lib/server/invites/create-invite";
import { revokeInvite } from "@/lib/server/invites/revoke-invite";
import { createTeam } from "@/lib/server/teams/create-team";
import { shareTeam } from "@/lib/server/teams/team-public-link";
import { SEED_PASSWORD, type SeedCampaignPlan, type SeedMemberPlan, type SeedRole } from "./seed-plan";
import { DEFAULT_GAME_SYSTEM_ID, gameSystem } from "@/lib/games/registry";

/**
 * One seeded campaign made the way people make one, each step through the app's own service:
 * accounts registered (argon2 hashes), the campaign started, members joined by invite links
 * (then withdrawn), teams founded with their starting story point, rosters filled through the
 * builder's schema and addCharacter (validateCharacter), some teams shared on a public page.
 */

export interface SeedUser {
  id: string;
  email: string;
  name: string | null;
}

export interface SeedTeam {
  id: string;
  name: string;
  owner: SeedUser;
  publicToken: string | null;
}

export interface SeededCampaign {
  id: string;
  organiser: SeedUser;
  teams: SeedTeam[];
  /** How long the five sign-ups took (argon2 hashing, mostly). */
  registerMs: number;
}

/** A service refused a step the seed needs: stop with its message (a bug, or a changed rule). */
export function seedFailure(step: string, failure: { code: string; message: string; problems?: unknown }): Error {
  const problems = failure.problems ? ` ${JSON.stringify(failure.problems)}` : "";
  return new Error(`The seed stopped while ${step}: ${failure.message} (${failure.code})${problems}`);
}

export async function accessOrThrow(userId: string, campaignId: string, action: CampaignAction, grantsRole?: SeedRole): Promise<CampaignAccess> {
  const result = await authorizeCampaign(userId, campaignId, action, grantsRole ? { grantsRole } : {});
  if (!result.ok) throw seedFailure(`authorizing ${action}`, result);
  return result.access;
}

async function register(member: SeedMemberPlan): Promise<SeedUser> {
  const registered = await registerUser(signUpSchema.parse({ email: member.email, name: member.name, password: SEED_PASSWORD }), { isEmailVerified: true });
  if (!registered.ok) throw seedFailure(`registering ${member.email}`, registered);
  return registered.user;
}

export async function setUpSeedCampaign(plan: SeedCampaignPlan): Promise<SeededCampaign> {
  // argon2 runs on libuv's thread pool, so the five hashes overlap.
  const registering = Date.now();
  const users = await Promise.all(plan.members.map(register));
  const registerMs = Date.now() - registering;
  const organiser = users[0]!;
  const created = await createCampaign(organiser, gameSystem(DEFAULT_GAME_SYSTEM_ID), campaignSettingsSchema.parse(plan.settings));
  if (!created.ok) throw new Error(created.message);
  const { campaign } = created;

  await joinByInvite(organiser, campaign.id, "PLAYER", plan.members.flatMap((m, i) => (i > 0 && m.role === "PLAYER" ? [users[i]!] : [])));
  await joinByInvite(organiser, campaign.id, "VIEWER", plan.members.flatMap((m, i) => (m.role === "VIEWER" ? [users[i]!] : [])));

  const teams: SeedTeam[] = [];
  for (const [index, member] of plan.members.entries()) {
    if (!member.team) continue;
    teams.push(await foundTeam(users[index]!, campaign.id, member));
  }
  return { id: campaign.id, organiser, teams, registerMs };
}

/** One link per role, as an organiser shares it in a group chat: everyone joins with it, then it is withdrawn. */
async function joinByInvite(organiser: SeedUser, campaignId: string, role: "PLAYER" | "VIEWER", joiners: SeedUser[]) {
  if (joiners.length === 0) return;
  const access = await accessOrThrow(organiser.id, campaignId, "invite:create", role);
  const { invite, token } = await createInvite(access, { role, expiresInDays: 7, maxUses: joiners.length });
  for (const user of joiners) {
    const accepted = await acceptInvite(user, token);
    if (!accepted.ok) throw seedFailure(`accepting an invite as ${user.email}`, accepted);
  }
  const revoked = await revokeInvite(access, invite.id);
  if (!revoked.ok) throw seedFailure("withdrawing an invite", revoked);
}

async function foundTeam(owner: SeedUser, campaignId: string, member: SeedMemberPlan): Promise<SeedTeam> {
  const plan = member.team!;
  const access = await accessOrThrow(owner.id, campaignId, "team:create");
  const created = await createTeam(access, gameSystem(access.gameSystem), teamDetailsSchema.parse({ name: plan.name, alignment: plan.alignment, notes: plan.notes }));
  if (!created.ok) throw seedFailure(`founding ${plan.name}`, created);
  const teamId = created.team.id;

  const editor = await authorizeTeam(owner.id, teamId, "character:edit");
  if (!editor.ok) throw seedFailure(`editing ${plan.name}`, editor);
  for (const character of plan.characters) {
    const input = characterDetailsSchema.parse({ name: character.name, kind: "character", build: JSON.stringify(character.build) });
    const added = await addCharacter(editor.access, teamId, input);
    if (!added.ok) throw seedFailure(`adding ${character.name} to ${plan.name}`, added);
  }

  let publicToken: string | null = null;
  if (plan.isShared) {
    const sharer = await authorizeTeam(owner.id, teamId, "team:share-publicly");
    if (!sharer.ok) throw seedFailure(`sharing ${plan.name}`, sharer);
    const shared = await shareTeam(sharer.access, teamId);
    if (!shared.ok) throw seedFailure(`sharing ${plan.name}`, shared);
    publicToken = shared.token;
  }
  return { id: teamId, name: created.team.name, owner, publicToken };
}
