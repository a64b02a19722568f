import type { CharacterBuild } from "@/lib/rules/smf";
import { signUpSchema } from "@/lib/schemas/auth";
import { campaignSettingsSchema } from "@/lib/schemas/campaign";
import { characterDetailsSchema } from "@/lib/games/smf/schemas/character";
import { teamDetailsSchema } from "@/lib/schemas/team";
import { registerUser } from "@/lib/server/accounts/register-user";
import { verifyPassword } from "@/lib/server/auth/passwords";
import type { CampaignAction } from "@/lib/authz/permissions";
import { authorizeCampaign, authorizeTeam, type CampaignAccess } from "@/lib/server/authz/authorize";
import { createCampaign } from "@/lib/server/campaigns/create-campaign";
import { addCharacter } from "@/lib/games/smf/server/characters/add-character";
import { db } from "@/lib/server/db";
import { acceptInvite } from "@/lib/server/invites/accept-invite";
import { createInvite } from "@/lib/server/invites/create-invite";
import { revokeInvite } from "@/lib/server/invites/revoke-invite";
import { createTeam } from "@/lib/server/teams/create-team";
import { shareTeam } from "@/lib/server/teams/team-public-link";
import { sampleBuild } from "../lib/sample-build";
import { DEMO_BUILD_FIXES, DEMO_CAMPAIGN, DEMO_PASSWORD, type DemoTeamPlan } from "./demo-plan";
import { demoFailure, type DemoLog } from "./demo-log";
import { DEFAULT_GAME_SYSTEM_ID, gameSystem } from "@/lib/games/registry";

/**
 * The demo's accounts, campaign, membership, teams and rosters, each through the service the app
 * uses (so activity lines, the starting story point and the rules checks are all real). Every
 * step looks for what an earlier run made first and creates only what is missing.
 */

export interface DemoUser {
  id: string;
  email: string;
  name: string | null;
  /** False when the account existed before with another password: the demo never changes it. */
  hasDemoPassword: boolean;
}

export async function ensureAccount(account: { email: string; name: string }, log: DemoLog): Promise<DemoUser> {
  const input = signUpSchema.parse({ ...account, password: DEMO_PASSWORD });
  // The demo's own accounts: their address is ours to vouch for, so no confirmation link.
  const registered = await registerUser(input, { isEmailVerified: true });
  if (registered.ok) {
    log.created({ kind: "account", summary: `Created the account ${input.email}.` });
    return { ...registered.user, hasDemoPassword: true };
  }
  const user = await db.user.findUniqueOrThrow({ where: { email: input.email }, select: { id: true, email: true, name: true, passwordHash: true, emailVerified: true } });
  const hasDemoPassword = user.passwordHash ? await verifyPassword(user.passwordHash, DEMO_PASSWORD) : false;
  // Made by a demo run from before addresses were confirmed: still the demo's own, so vouch for it
  // now, or its printed password would ask for a link nobody receives.
  if (hasDemoPassword && !user.emailVerified) await db.user.update({ where: { id: user.id }, data: { emailVerified: new Date() } });
  return { id: user.id, email: user.email, name: user.name, hasDemoPassword };
}

/** The demo campaign: its name, run by the demo organiser, not archived (the oldest if several). */
export async function findDemoCampaign(organiserId: string) {
  return db.campaign.findFirst({
    where: { name: DEMO_CAMPAIGN.name, archivedAt: null, memberships: { some: { userId: organiserId, role: "ORGANISER", leftAt: null } } },
    orderBy: { createdAt: "asc" },
    select: { id: true, name: true },
  });
}

export async function ensureCampaign(organiser: DemoUser, log: DemoLog) {
  const found = await findDemoCampaign(organiser.id);
  if (found) return found;
  const created = await createCampaign(organiser, gameSystem(DEFAULT_GAME_SYSTEM_ID), campaignSettingsSchema.parse(DEMO_CAMPAIGN));
  if (!created.ok) throw new Error(created.message);
  const { campaign } = created;
  log.created({ kind: "campaign", summary: `Created the campaign “${campaign.name}”.` });
  return campaign;
}

export async function accessOrThrow(userId: string, campaignId: string, action: CampaignAction): Promise<CampaignAccess> {
  const result = await authorizeCampaign(userId, campaignId, action);
  if (!result.ok) throw demoFailure(`authorizing ${action}`, result);
  return result.access;
}

/**
 * The rival joins as a player the way a person would: the organiser makes an invite link, the
 * rival accepts it, and the organiser withdraws the link so no open invite is left behind.
 */
export async function ensurePlayerMember(organiser: DemoUser, player: DemoUser, campaignId: string, log: DemoLog) {
  if ((await authorizeCampaign(player.id, campaignId, "campaign:view")).ok) return;
  const granted = await authorizeCampaign(organiser.id, campaignId, "invite:create", { grantsRole: "PLAYER" });
  if (!granted.ok) throw demoFailure("inviting the rival", granted);
  const { invite, token } = await createInvite(granted.access, { role: "PLAYER", expiresInDays: 1 });
  const accepted = await acceptInvite(player, token);
  if (!accepted.ok) throw demoFailure("accepting the invite", accepted);
  const revoked = await revokeInvite(granted.access, invite.id);
  if (!revoked.ok) throw demoFailure("withdrawing the invite", revoked);
  log.created({ kind: "member", summary: `${player.email} joined the campaign as a player.` });
}

/** The owner's active team in the campaign (one per member), created if missing. */
export async function ensureTeam(plan: DemoTeamPlan, owner: DemoUser, campaignId: string, log: DemoLog) {
  const found = await db.team.findFirst({ where: { campaignId, ownerId: owner.id, archivedAt: null }, select: { id: true, name: true } });
  if (found) return found;
  const access = await accessOrThrow(owner.id, campaignId, "team:create");
  const created = await createTeam(access, gameSystem(access.gameSystem), teamDetailsSchema.parse({ name: plan.name, alignment: plan.alignment, notes: plan.notes }));
  if (!created.ok) throw demoFailure(`creating ${plan.name}`, created);
  log.created({ kind: "team", summary: `Created the team “${created.team.name}”.` });
  return created.team;
}

/** A sample character's build as the book prints it, with the fixes DEMO_BUILD_FIXES names. */
export function demoBuild(sampleName: string): CharacterBuild {
  return sampleBuild(sampleName, DEMO_BUILD_FIXES);
}

/**
 * Adds the plan's sample characters the team does not have yet, through the builder's own input
 * schema and addCharacter (which runs validateCharacter with the campaign's options).
 */
export async function ensureRoster(plan: DemoTeamPlan, owner: DemoUser, teamId: string, log: DemoLog) {
  const have = new Set((await db.character.findMany({ where: { teamId }, select: { name: true } })).map((c) => c.name));
  const missing = plan.samples.filter((name) => !have.has(name));
  if (missing.length === 0) return;
  const authorized = await authorizeTeam(owner.id, teamId, "character:edit");
  if (!authorized.ok) throw demoFailure(`editing ${plan.name}`, authorized);
  for (const name of missing) {
    const input = characterDetailsSchema.parse({ name, kind: "character", build: JSON.stringify(demoBuild(name)) });
    const added = await addCharacter(authorized.access, teamId, input);
    if (!added.ok) throw demoFailure(`adding ${name} to ${plan.name}`, added);
    log.created({ kind: "character", summary: `Added ${name} to “${plan.name}”.` });
  }
}

/** The team's public read-only link token (shareTeam keeps an existing one). */
export async function ensureShared(owner: DemoUser, teamId: string, log: DemoLog): Promise<string> {
  const authorized = await authorizeTeam(owner.id, teamId, "team:share-publicly");
  if (!authorized.ok) throw demoFailure("sharing the demo team", authorized);
  const shared = await shareTeam(authorized.access, teamId);
  if (!shared.ok) throw demoFailure("sharing the demo team", shared);
  if (!shared.wasAlreadyShared) log.created({ kind: "share", summary: "Shared the demo team on a public page." });
  return shared.token;
}
