/**
 * A small but complete campaign for the hostile-input tests: an organiser (who the fuzzed actions
 * run as) with members of every role, three teams with characters, a battle waiting for its
 * pre-battle dice, an invite and public links; beside it a campaign of each other game system
 * with the same people (fuzz-world-games.ts, from each game's folder); and a second such table
 * the organiser is not in, so the fuzzer can hand one action the ids of another campaign (IDOR).
 *
 * Built through the real services where they carry rules (campaigns, battles, invites, sharing);
 * users and rosters are written directly. Passwords are hashed once per file: argon2 costs ~50 ms.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { SAMPLE_CHARACTERS, SMF_CHARACTER_FORMAT, freshCampaignState } from "@/lib/rules/smf";
import { hashPassword } from "@/lib/server/auth/passwords";
import { accessFor } from "../../integration/factories";
import { createBattle } from "@/lib/games/smf/server/battles/create-battle";
import { lockPreBattleChoices } from "@/lib/games/smf/server/battles/lock-pre-battle-choices";
import { createCampaign } from "@/lib/server/campaigns/create-campaign";
import { shareCampaign } from "@/lib/server/campaigns/campaign-public-link";
import { db } from "@/lib/server/db";
import { createInvite } from "@/lib/server/invites/create-invite";
import { shareTeam } from "@/lib/server/teams/team-public-link";
import { startingEntryKey } from "@/lib/server/teams/create-team";
import { otherSystemsAtTable } from "./fuzz-world-games";
import { superMissionForce } from "@/lib/games/smf";

export const FUZZ_PASSWORD = "correct horse battery";

let passwordHash: Promise<string> | undefined;

type Role = "ORGANISER" | "CO_ORGANISER" | "PLAYER" | "VIEWER";

/** Written directly with one shared hash (argon2 per person would slow the world down), email confirmed as createUser's are. */
async function user(label: string) {
  passwordHash ??= hashPassword(FUZZ_PASSWORD);
  return db.user.create({
    data: {
      email: `${label.toLowerCase().replace(/\W+/g, "-")}-${randomBytes(5).toString("hex")}@example.test`,
      name: label,
      passwordHash: await passwordHash,
      emailVerified: new Date(),
    },
    select: { id: true, email: true, name: true },
  });
}

async function member(campaignId: string, role: Role, label: string) {
  const row = await user(label);
  await db.membership.create({ data: { campaignId, userId: row.id, role } });
  return row;
}

/** A team with the named sample characters and its starting story point, as createTeam leaves it. */
async function team(campaignId: string, owner: { id: string; name: string | null }, name: string, samples: string[], alignment: "HEROES" | "VILLAINS" = "HEROES") {
  const row = await db.team.create({ data: { campaignId, ownerId: owner.id, ownerName: owner.name ?? "Someone", name, alignment } });
  const characters = await db.character.createManyAndReturn({
    data: samples.map((sampleName, position) => {
      const sample = SAMPLE_CHARACTERS.find((s) => s.character.name === sampleName)!.character;
      return {
        teamId: row.id,
        position,
        name: sample.name,
        kind: "CHARACTER" as const,
        build: sample.build as never,
        state: freshCampaignState() as never,
        formatVersion: SMF_CHARACTER_FORMAT,
      };
    }),
    select: { id: true, position: true },
  });
  await db.storyPointEntry.create({
    data: { teamId: row.id, campaignId, currency: "story-points", delta: 1, reason: "STARTING", actorName: "fuzz world", idempotencyKey: startingEntryKey(row.id) },
  });
  return { id: row.id, characterIds: characters.sort((a, b) => a.position - b.position).map((c) => c.id) };
}

async function campaignWithPlay(organiserLabel: string) {
  const organiser = await user(organiserLabel);
  const created = await createCampaign(organiser, superMissionForce, {
    name: `${organiserLabel}'s campaign`,
    storyPointGoal: 20,
    allowVehicles: true,
    allowAlternatePowerLevels: true,
    advancement: "RANDOM",
    socialScienceVariant: "CH2",
    reportConfirmation: "NONE",
    teamControl: "ANYONE",
    appDiceOnly: false,
  });
  if (!created.ok) throw new Error(created.message);
  const { campaign } = created;
  const [coOrganiser, alice, bob, viewer] = await Promise.all([
    member(campaign.id, "CO_ORGANISER", "Cora Co"),
    member(campaign.id, "PLAYER", "Alice"),
    member(campaign.id, "PLAYER", "Bob"),
    member(campaign.id, "VIEWER", "Vic Viewer"),
  ]);
  const [own, heroes, villains] = await Promise.all([
    team(campaign.id, organiser, "Organiser's Own", ["Tornado", "Bug-Man"]),
    team(campaign.id, alice, "Night Shift", ["White Rhino", "Deadeye", "Tornado", "Bug-Man"]),
    team(campaign.id, bob, "Iron Syndicate", ["The Commander", "Craniak", "Shatterer", "Prof. Weird"], "VILLAINS"),
  ]);

  const organiserAccess = await accessFor(organiser.id, campaign.id);
  const battle = await createBattle(organiserAccess, {
    teams: [
      { teamId: heroes.id, fieldedIds: heroes.characterIds },
      { teamId: villains.id, fieldedIds: villains.characterIds },
    ],
    scenarioChoice: "rooftop-rumble",
  });
  if (!battle.ok) throw new Error(`fuzz world: ${battle.message}`);
  const locked = await lockPreBattleChoices(organiserAccess, battle.battleId, []);
  if (!locked.ok) throw new Error(`fuzz world: ${locked.message}`);

  const [invite, teamShare, campaignShare] = await Promise.all([
    createInvite(organiserAccess, { role: "PLAYER", expiresInDays: 7, maxUses: 25 }),
    shareTeam(organiserAccess, heroes.id),
    shareCampaign(organiserAccess),
  ]);
  if (!teamShare.ok) throw new Error("fuzz world: team share refused");

  const table = { organiser, coOrganiser, alice, bob, viewer };
  const otherSystems = await otherSystemsAtTable(table, organiserLabel);

  return {
    campaignId: campaign.id,
    /** A campaign of each other game system (each game folder's part), played by the same people. */
    otherSystems,
    organiser,
    users: [organiser, coOrganiser, alice, bob, viewer],
    teams: [own, heroes, villains],
    battleId: battle.battleId,
    inviteId: invite.invite.id,
    tokens: [invite.token, teamShare.token, campaignShare.token],
  };
}

export type PlayedCampaign = Awaited<ReturnType<typeof campaignWithPlay>>;

/** Ids by kind, own campaign first: the values the fuzzer picks for id-like fields. */
export interface IdPools {
  campaign: string[];
  team: string[];
  character: string[];
  battle: string[];
  user: string[];
  invite: string[];
  token: string[];
}

export interface FuzzWorld {
  actor: { id: string; email: string; name: string | null };
  home: PlayedCampaign;
  foreign: PlayedCampaign;
  pools: IdPools;
  requestKey: string;
}

/** The campaign the organiser is not in: nothing they post may change it, so one serves a whole file. */
export function buildForeignCampaign(): Promise<PlayedCampaign> {
  return campaignWithPlay("Frank Foreign");
}

export async function buildFuzzWorld(foreign?: PlayedCampaign): Promise<FuzzWorld> {
  const [home, other] = await Promise.all([campaignWithPlay("Olive Organiser"), foreign ?? buildForeignCampaign()]);
  const both = [home, other];
  const everyCampaign = both.flatMap((c) => [c, ...c.otherSystems]);
  const pools: IdPools = {
    campaign: everyCampaign.map((c) => c.campaignId),
    team: everyCampaign.flatMap((c) => c.teams.map((t) => t.id)),
    character: everyCampaign.flatMap((c) => c.teams.flatMap((t) => t.characterIds)),
    battle: everyCampaign.flatMap((c) => (c.battleId ? [c.battleId] : [])),
    user: both.flatMap((c) => c.users.map((u) => u.id)),
    invite: both.map((c) => c.inviteId),
    token: both.flatMap((c) => c.tokens),
  };
  return { actor: home.organiser, home, foreign: other, pools, requestKey: randomUUID() };
}

/** Every campaign of one side of the world: the SMF campaign, then the other systems' beside it. */
export function campaignIdsOf(played: PlayedCampaign): string[] {
  return [played.campaignId, ...played.otherSystems.map((c) => c.campaignId)];
}

/** campaignDigest of each campaign of one side of the world, as one value. */
export async function worldSideDigest(played: PlayedCampaign): Promise<string> {
  return (await Promise.all(campaignIdsOf(played).map(campaignDigest))).join("\n");
}

/**
 * The rows that make a campaign what the fuzzer expects (memberships and roles, teams, rosters,
 * the battle's stage, the invite, the campaign itself), as one comparable value. When an action
 * legitimately changed them (the organiser stepped down, the battle was cancelled, the organiser
 * joined the other campaign with its invite), the next action gets a fresh world; other writes
 * (activity lines, a renamed team) do not matter.
 */
export async function campaignDigest(campaignId: string): Promise<string> {
  const [campaign, memberships, teams, characters, battle, invites] = await Promise.all([
    db.campaign.findUnique({ where: { id: campaignId }, select: { archivedAt: true, finishedAt: true, optionsLockedAt: true, publicShareToken: true } }),
    db.membership.findMany({ where: { campaignId }, select: { userId: true, role: true, leftAt: true }, orderBy: { userId: "asc" } }),
    db.team.findMany({ where: { campaignId }, select: { id: true, archivedAt: true, ownerId: true, publicToken: true }, orderBy: { id: "asc" } }),
    db.character.findMany({ where: { team: { campaignId } }, select: { id: true, retiredAt: true, position: true }, orderBy: { id: "asc" } }),
    db.battle.findMany({ where: { campaignId }, select: { id: true, status: true, updatedAt: true }, orderBy: { id: "asc" } }),
    db.invite.findMany({ where: { campaignId }, select: { id: true, revokedAt: true }, orderBy: { id: "asc" } }),
  ]);
  return JSON.stringify({ campaign, memberships, teams, characters, battle, invites });
}
