/**
 * The campaigns the post-battle apply timing plays in, made through the app's services (as the
 * demo does, reusing its steps): four bench accounts, a campaign run by the first, the others
 * joining through an invite, one team each of seven sample characters (addCharacter runs the
 * rules' build checks). Server code: load only after scripts/demo/allow-server-only.
 */
import { randomBytes } from "node:crypto";
import { signUpSchema } from "@/lib/schemas/auth";
import { campaignSettingsSchema } from "@/lib/schemas/campaign";
import { teamDetailsSchema } from "@/lib/schemas/team";
import { registerUser } from "@/lib/server/accounts/register-user";
import { createCampaign } from "@/lib/server/campaigns/create-campaign";
import { db } from "@/lib/server/db";
import { createTeam } from "@/lib/server/teams/create-team";
import type { DemoLog } from "../../demo/demo-log";
import { accessOrThrow, ensurePlayerMember, ensureRoster, type DemoUser } from "../../demo/set-up-demo-campaign";
import { APPLY_ACCOUNTS, APPLY_CAMPAIGN_PREFIX, APPLY_TEAM_NAMES, applyCampaignSettings, benchFailure, teamSamples } from "./apply-plan";
import { DEFAULT_GAME_SYSTEM_ID, gameSystem } from "@/lib/games/registry";

export interface ApplyWorld {
  campaignId: string;
  organiser: DemoUser;
  teamIds: string[];
}

const QUIET: DemoLog = { created: () => undefined };

/** The bench accounts, made once; their password is random and never used (nobody signs in as them). */
export async function ensureApplyAccounts(): Promise<DemoUser[]> {
  const users: DemoUser[] = [];
  for (const account of APPLY_ACCOUNTS) {
    const input = signUpSchema.parse({ ...account, password: randomBytes(24).toString("base64url") });
    const registered = await registerUser(input, { isEmailVerified: true });
    const user = registered.ok ? registered.user : await db.user.findUniqueOrThrow({ where: { email: input.email }, select: { id: true, email: true, name: true } });
    users.push({ ...user, hasDemoPassword: false });
  }
  return users;
}

export async function createApplyCampaign(accounts: readonly DemoUser[], runId: string, index: number, total: number): Promise<ApplyWorld> {
  const [organiser, ...players] = accounts;
  const created = await createCampaign(organiser!, gameSystem(DEFAULT_GAME_SYSTEM_ID), campaignSettingsSchema.parse(applyCampaignSettings(runId, index, total)));
  if (!created.ok) throw new Error(created.message);
  const { campaign } = created;
  for (const player of players) await ensurePlayerMember(organiser!, player, campaign.id, QUIET);
  const teamIds: string[] = [];
  for (const [t, owner] of accounts.entries()) {
    const name = APPLY_TEAM_NAMES[t]!;
    const access = await accessOrThrow(owner.id, campaign.id, "team:create");
    const created = await createTeam(access, gameSystem(access.gameSystem), teamDetailsSchema.parse({ name, alignment: t % 2 === 0 ? "HEROES" : "VILLAINS", notes: "Made by npm run bench." }));
    if (!created.ok) throw benchFailure(`creating ${name}`, created);
    await ensureRoster({ owner: "organiser", name, alignment: "HEROES", notes: "", samples: teamSamples(t) }, owner, created.team.id, QUIET);
    teamIds.push(created.team.id);
  }
  return { campaignId: campaign.id, organiser: organiser!, teamIds };
}

/**
 * Removes the bench's apply campaigns (every battle, roll, ledger entry and activity line goes
 * with them): by default after measuring, so repeated runs do not grow the dataset; `ids` null
 * removes every campaign the bench accounts organise that carries the bench prefix (leftovers of
 * an interrupted run).
 */
export async function deleteApplyCampaigns(ids: readonly string[] | null): Promise<number> {
  const where = ids
    ? { id: { in: [...ids] }, name: { startsWith: APPLY_CAMPAIGN_PREFIX } }
    : { name: { startsWith: APPLY_CAMPAIGN_PREFIX }, memberships: { some: { role: "ORGANISER" as const, user: { email: APPLY_ACCOUNTS[0]!.email } } } };
  const { count } = await db.campaign.deleteMany({ where });
  return count;
}
