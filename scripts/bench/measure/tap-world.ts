/**
 * The battles the tap-to-screen timing taps through, made through the app's services: a fresh
 * campaign organised by the bench user (the seeded account the browser signs in as), a rival who
 * joins through an invite, one team of four sample characters each, and a battle set up, its
 * pre-battle rolled (seeded dice) and its report filed, so the page opens on the post-battle's
 * first roll. Server code: load only after scripts/demo/allow-server-only.
 */
import { randomBytes } from "node:crypto";
import { seededDice } from "@/lib/rules/dice";
import { signUpSchema } from "@/lib/schemas/auth";
import { campaignSettingsSchema } from "@/lib/schemas/campaign";
import { teamDetailsSchema } from "@/lib/schemas/team";
import { registerUser } from "@/lib/server/accounts/register-user";
import { authorizeBattle, type CampaignAccess } from "@/lib/server/authz/authorize";
import { advanceBattle, loadRecordedFaces } from "@/lib/games/smf/server/battles/advance-battle";
import type { BattleProgress } from "@/lib/games/smf/battles/battle-progress";
import { slotFor } from "@/lib/games/smf/battles/battle-stages";
import { createBattle } from "@/lib/games/smf/server/battles/create-battle";
import { lockBattle } from "@/lib/games/smf/server/battles/load-battle";
import { lockPreBattleChoices } from "@/lib/games/smf/server/battles/lock-pre-battle-choices";
import { choosePostBattle } from "@/lib/games/smf/server/battles/post-battle-choices";
import { reportBattle } from "@/lib/games/smf/server/battles/report-battle";
import { throwDice } from "@/lib/games/smf/server/battles/throw-dice";
import { createCampaign } from "@/lib/server/campaigns/create-campaign";
import { db } from "@/lib/server/db";
import { createTeam } from "@/lib/server/teams/create-team";
import type { DemoLog } from "../../demo/demo-log";
import { accessOrThrow, ensurePlayerMember, ensureRoster, type DemoUser } from "../../demo/set-up-demo-campaign";
import { benchFailure } from "./apply-plan";
import { TAP_CAMPAIGN_PREFIX, TAP_RIVAL, TAP_SCENARIO, TAP_SPECIAL_EVENT, TAP_TEAMS, tapCampaignSettings, tapReport } from "./tap-plan";
import { DEFAULT_GAME_SYSTEM_ID, gameSystem } from "@/lib/games/registry";

const QUIET: DemoLog = { created: () => undefined };

export interface TapBattle {
  campaignId: string;
  battleId: string;
  issue: number;
  /** The bench user's right to play it, for the decision steps the bench confirms in-process. */
  access: CampaignAccess;
}

async function benchUser(email: string): Promise<DemoUser> {
  const user = await db.user.findUnique({ where: { email: email.toLowerCase() }, select: { id: true, email: true, name: true } });
  if (!user) throw new Error(`The bench user ${email} is not in this database: run npm run seed:large first.`);
  return { ...user, hasDemoPassword: false };
}

/** The rival's account, made once; its password is random and never used (nobody signs in as it). */
async function rivalUser(): Promise<DemoUser> {
  const input = signUpSchema.parse({ ...TAP_RIVAL, password: randomBytes(24).toString("base64url") });
  const registered = await registerUser(input, { isEmailVerified: true });
  const user = registered.ok ? registered.user : await db.user.findUniqueOrThrow({ where: { email: input.email }, select: { id: true, email: true, name: true } });
  return { ...user, hasDemoPassword: false };
}

/** The battle where it stands for `access` (read under the battle's lock, as the services do). */
export async function battleProgress(access: CampaignAccess, battleId: string): Promise<BattleProgress> {
  return db.$transaction(async (tx) => advanceBattle(tx, await lockBattle(tx, battleId), await loadRecordedFaces(tx, battleId), access));
}

/** A fresh campaign and a battle in it waiting for its first post-battle throw. */
export async function prepareTapBattle(email: string, runId: string, index: number): Promise<TapBattle> {
  const organiser = await benchUser(email);
  const rival = await rivalUser();
  const made = await createCampaign(organiser, gameSystem(DEFAULT_GAME_SYSTEM_ID), campaignSettingsSchema.parse(tapCampaignSettings(runId, index)));
  if (!made.ok) throw new Error(made.message);
  const { campaign } = made;
  await ensurePlayerMember(organiser, rival, campaign.id, QUIET);
  const lineUps: Array<{ teamId: string; fieldedIds: string[] }> = [];
  for (const [t, owner] of [organiser, rival].entries()) {
    const plan = TAP_TEAMS[t]!;
    const access = await accessOrThrow(owner.id, campaign.id, "team:create");
    const created = await createTeam(access, gameSystem(access.gameSystem), teamDetailsSchema.parse({ name: plan.name, alignment: plan.alignment, notes: "Made by npm run bench." }));
    if (!created.ok) throw benchFailure(`creating ${plan.name}`, created);
    await ensureRoster(plan, owner, created.team.id, QUIET);
    const roster = await db.character.findMany({ where: { teamId: created.team.id }, orderBy: { position: "asc" }, select: { id: true } });
    lineUps.push({ teamId: created.team.id, fieldedIds: roster.map((c) => c.id) });
  }

  const createAccess = await accessOrThrow(organiser.id, campaign.id, "battle:create");
  const created = await createBattle(createAccess, { teams: lineUps, scenarioChoice: TAP_SCENARIO, specialEventChoice: TAP_SPECIAL_EVENT });
  if (!created.ok) throw benchFailure("setting up a battle", created);
  const authorized = await authorizeBattle(organiser.id, created.battleId, "battle:play");
  if (!authorized.ok) throw benchFailure("opening the battle", authorized);
  const { access } = authorized;
  const locked = await lockPreBattleChoices(access, created.battleId, []);
  if (!locked.ok) throw benchFailure("locking the pre-battle", locked);
  let progress = locked.progress;
  const dice = seededDice(30_000 + index);
  while (progress.kind === "needs-dice") {
    const slot = slotFor(progress.stage, progress.request.index);
    const thrown = await throwDice(access, created.battleId, { slot, requestKey: `bench-tap:${created.battleId}:${slot}`, source: "app", rollRest: true }, dice);
    if (!thrown.ok) throw benchFailure("rolling the pre-battle", thrown);
    progress = thrown.progress;
  }
  if (progress.kind !== "reporting") throw new Error(`Issue #${created.issue} waits for ${progress.kind}, not its report.`);
  const reported = await reportBattle(access, created.battleId, tapReport(lineUps));
  if (!reported.ok) throw benchFailure("reporting the battle", reported);
  return { campaignId: campaign.id, battleId: created.battleId, issue: created.issue, access };
}

/**
 * Confirms decision steps with their default choices (as the "Confirm" button does) until the
 * battle waits for dice again or is finished; the page is then reloaded by the caller.
 */
export async function decideUntilDice(battle: TapBattle): Promise<BattleProgress> {
  let progress = await battleProgress(battle.access, battle.battleId);
  for (let i = 0; i < 20 && progress.kind === "needs-decision"; i++) {
    const result = await choosePostBattle(battle.access, battle.battleId, progress.step, {});
    if (!result.ok) throw benchFailure(`confirming ${progress.step} in issue #${battle.issue}`, result);
    progress = result.progress;
  }
  return progress;
}

/** How many throws a battle's roll log holds. */
export async function rollsOf(battleId: string): Promise<number> {
  return db.roll.count({ where: { battleId } });
}

/** Removes the tap campaigns (battles, rolls, ledgers go with them): `ids`, or every one the bench user organises under the prefix. */
export async function deleteTapCampaigns(email: string, ids: readonly string[] | null): Promise<number> {
  const where = ids
    ? { id: { in: [...ids] }, name: { startsWith: TAP_CAMPAIGN_PREFIX } }
    : { name: { startsWith: TAP_CAMPAIGN_PREFIX }, memberships: { some: { role: "ORGANISER" as const, user: { email: email.toLowerCase() } } } };
  const { count } = await db.campaign.deleteMany({ where });
  return count;
}
