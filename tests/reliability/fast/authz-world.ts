/**
 * The world the authorization matrix runs in: one cast of people, and fresh campaigns staged for
 * each target so that one allowed call never changes what the next call sees.
 *
 * Each staged campaign has the same cast in the same roles: Olive organises it, Vera views it,
 * Pat plays in it with a team of his own (a player with rights on *some* team), Owen owns the team
 * that team-scoped calls aim at, and Rita owns the team Owen's battles are fought against. Oscar
 * is signed in but a member only of another campaign.
 */
import { randomBytes } from "node:crypto";
import { seededDice } from "@/lib/rules/dice";
import type { CampaignRole } from "@/lib/generated/prisma/enums";
import type { SmfCampaignInput } from "../../integration/factories";
import { freshCampaignState, SAMPLE_CHARACTERS, SMF_CHARACTER_FORMAT } from "@/lib/rules/smf";
import { type CampaignAccess, displayName } from "@/lib/server/authz/authorize";
import { createBattle } from "@/lib/games/smf/server/battles/create-battle";
import { lockPreBattleChoices } from "@/lib/games/smf/server/battles/lock-pre-battle-choices";
import { reportBattle, type ReportBattleInput } from "@/lib/games/smf/server/battles/report-battle";
import { throwDice } from "@/lib/games/smf/server/battles/throw-dice";
import { undoBattle } from "@/lib/games/smf/server/battles/undo-battle";
import { createInvite } from "@/lib/server/invites/create-invite";
import { db } from "@/lib/server/db";
import { campaignRowData, createCampaignFor, createUser, DEFAULT_SETTINGS, TEST_PASSWORD, uniqueEmail } from "../../integration/factories";
import { HEROES, key, playOn, progressOf, slotOf } from "../../integration/battles/battle-factory";
import type { Actor } from "../harness/act-as";

/** The six kinds of caller, in the order the matrix runs them: every refusal before the allowed calls. */
export const ROLES = ["anonymous", "non-member", "viewer", "player", "owner", "organiser"] as const;
export type Role = (typeof ROLES)[number];

export interface Cast {
  organiser: Actor;
  viewer: Actor;
  /** A player who owns a team, but never the one a call aims at. */
  player: Actor;
  /** The owner of the team (or of a team in the battle) a call aims at: a player. */
  owner: Actor;
  /** Owner of the other team in Owen's battles. */
  rival: Actor;
  /** Signed in, a member elsewhere, never of a staged campaign. */
  outsider: Actor;
  /** The campaign Oscar organises: his own ids to mix with others' (IDOR). */
  outsiderCampaignId: string;
  /** An account with a password, for the sign-in rows. */
  account: Actor & { password: string };
}

/** People written directly, without a password hash: only the sign-in account needs one. */
export async function person(name: string): Promise<Actor> {
  return db.user.create({ data: { email: uniqueEmail(name.toLowerCase()), name }, select: { id: true, email: true, name: true } });
}

export async function createCast(): Promise<Cast> {
  const [organiser, viewer, player, owner, rival, outsider] = await Promise.all(["Olive", "Vera", "Pat", "Owen", "Rita", "Oscar"].map(person));
  const account = await createUser({ name: "Sienna", password: TEST_PASSWORD });
  // Oscar belongs somewhere: a real user with a campaign of his own, just not these.
  const { campaign } = await createCampaignFor(outsider!);
  return {
    outsiderCampaignId: campaign.id,
    organiser: organiser!,
    viewer: viewer!,
    player: player!,
    owner: owner!,
    rival: rival!,
    outsider: outsider!,
    account: { id: account.id, email: account.email, name: account.name, password: TEST_PASSWORD },
  };
}

export function actorFor(cast: Cast, role: Role): Actor | null {
  switch (role) {
    case "anonymous":
      return null;
    case "non-member":
      return cast.outsider;
    default:
      return cast[role];
  }
}

export interface StagedTeam {
  id: string;
  name: string;
  /** Character ids in roster order. */
  characterIds: string[];
}

export interface Stage {
  campaignId: string;
  access: { organiser: CampaignAccess; owner: CampaignAccess; player: CampaignAccess; rival: CampaignAccess };
  /** Owen's team: the target of team-scoped calls, and one side of Owen's battles. */
  ownerTeam: StagedTeam;
  playerTeam: StagedTeam | null;
  rivalTeam: StagedTeam | null;
}

export interface StageOptions {
  settings?: Partial<SmfCampaignInput>;
  /** Pat leads a team of his own (default true); false for rows where leading one matters (create, import). */
  playerTeam?: boolean;
  /** Rita's team, for battles (default false). */
  rivalTeam?: boolean;
  /** A second organiser, so that Olive may leave. */
  secondOrganiser?: boolean;
  /** Owen's roster (sample characters); default the four heroes. */
  ownerRoster?: string[];
}

/** Two a side: a battle's dice grow with its line-ups, and two are enough to play one. */
const BATTLE_ROSTERS = { owner: ["White Rhino", "Deadeye"], rival: ["The Commander", "Craniak"] };

/**
 * A team of sample characters and its starting story point, in one insert (as
 * battle-factory's teamWithSamples writes them, which takes a query per character).
 */
async function stagedTeam(campaignId: string, owner: Actor, name: string, samples: string[], alignment: "HEROES" | "VILLAINS"): Promise<StagedTeam> {
  const id = `t${randomBytes(12).toString("hex")}`;
  const team = await db.team.create({
    data: {
      id,
      campaignId,
      ownerId: owner.id,
      ownerName: owner.name ?? "Someone",
      name,
      alignment,
      characters: {
        create: samples.map((sample, position) => ({
          position,
          name: sample,
          kind: "CHARACTER" as const,
          build: SAMPLE_CHARACTERS.find((s) => s.character.name === sample)!.character.build as never,
          state: freshCampaignState() as never,
          formatVersion: SMF_CHARACTER_FORMAT,
        })),
      },
      storyPointEntries: { create: [{ campaignId, currency: "story-points", delta: 1, reason: "STARTING", actorName: "test", idempotencyKey: `team:${id}:starting` }] },
    },
    select: { characters: { select: { id: true }, orderBy: { position: "asc" } } },
  });
  return { id, name, characterIds: team.characters.map((c) => c.id) };
}

/** A fresh campaign with the whole cast in their roles, and Owen's team. Written directly: a handful of inserts. */
/** The cast's memberships in every staged campaign, of any game: outsiders and the anonymous have none. */
export function castMemberships(cast: Cast): Array<[Actor, CampaignRole]> {
  return [
    [cast.organiser, "ORGANISER"],
    [cast.viewer, "VIEWER"],
    [cast.player, "PLAYER"],
    [cast.owner, "PLAYER"],
    [cast.rival, "PLAYER"],
  ];
}

export async function stageCampaign(cast: Cast, options: StageOptions = {}): Promise<Stage> {
  const tag = randomBytes(3).toString("hex");
  const members = castMemberships(cast);
  if (options.secondOrganiser) members.push([await person("Ola"), "ORGANISER"]);
  const campaign = await db.campaign.create({
    data: {
      ...campaignRowData({ ...DEFAULT_SETTINGS, name: `Matrix ${tag}`, ...options.settings }),
      memberships: { create: members.map(([user, role]) => ({ userId: user.id, role })) },
    },
    select: { id: true, gameSystem: true, memberships: { select: { id: true, userId: true, role: true } } },
  });
  const accessOf = (user: Actor): CampaignAccess => {
    const membership = campaign.memberships.find((m) => m.userId === user.id)!;
    return { campaignId: campaign.id, membershipId: membership.id, userId: user.id, role: membership.role, actorName: displayName(user), gameSystem: campaign.gameSystem };
  };

  const [ownerTeam, playerTeam, rivalTeam] = await Promise.all([
    stagedTeam(campaign.id, cast.owner, `Owen's Night Shift ${tag}`, options.ownerRoster ?? HEROES, "HEROES"),
    options.playerTeam === false ? null : stagedTeam(campaign.id, cast.player, `Pat's Patrol ${tag}`, ["Deadeye", "Tornado"], "HEROES"),
    options.rivalTeam ? stagedTeam(campaign.id, cast.rival, `Rita's Syndicate ${tag}`, BATTLE_ROSTERS.rival, "VILLAINS") : null,
  ]);
  return {
    campaignId: campaign.id,
    access: { organiser: accessOf(cast.organiser), owner: accessOf(cast.owner), player: accessOf(cast.player), rival: accessOf(cast.rival) },
    ownerTeam,
    playerTeam,
    rivalTeam,
  };
}

export async function stageInvite(stage: Stage, role: "PLAYER" | "VIEWER" = "PLAYER") {
  const { invite, token } = await createInvite(stage.access.organiser, { role, expiresInDays: 7 });
  return { inviteId: invite.id, token };
}

/** A member added to be changed or removed: not one of the cast. */
export async function stageMember(stage: Stage, role: CampaignRole) {
  const member = await person("Milo");
  await db.membership.create({ data: { campaignId: stage.campaignId, userId: member.id, role } });
  return member;
}

// ---------------------------------------------------------------------------------------------
// Battles: Owen's team against Rita's, set up by Owen, driven through the real services.

export type BattlePoint =
  /** Set up, pre-battle choices not locked. */
  | "setup"
  /** Choices locked; the pre-battle dice wait. */
  | "rolling"
  /** Pre-battle done; the report waits. */
  | "reporting"
  /** Reported by Rita; waits for the opponent (Owen) or an organiser (campaign setting OPPONENT). */
  | "awaiting-confirmation"
  /** Reported; the post-battle sequence waits for a decision step. */
  | "deciding"
  | "resolved"
  | "undone";

export interface StagedBattle {
  stage: Stage;
  battleId: string;
}

/** Owen's team wins; nobody is knocked out (the fewest dice). */
export function winReport(stage: Stage): ReportBattleInput {
  const rival = stage.rivalTeam!;
  return {
    teams: [
      { teamId: stage.ownerTeam.id, result: "won", fieldedCharacterIds: stage.ownerTeam.characterIds, knockedOut: [] },
      { teamId: rival.id, result: "lost", fieldedCharacterIds: rival.characterIds, knockedOut: [] },
    ],
  };
}

function must<T extends { ok: boolean }>(result: T, what: string): Extract<T, { ok: true }> {
  if (!result.ok) throw new Error(`${what}: ${JSON.stringify(result)}`);
  return result as Extract<T, { ok: true }>;
}

/** A campaign ready for a battle: Owen's and Rita's teams of two. */
export function stageBattleCampaign(cast: Cast, settings: Partial<SmfCampaignInput> = {}): Promise<Stage> {
  return stageCampaign(cast, { rivalTeam: true, ownerRoster: BATTLE_ROSTERS.owner, settings });
}

/** `confirmation` (awaiting-confirmation only): who the campaign asks to confirm reports. */
export async function stageBattle(cast: Cast, point: BattlePoint, confirmation: "OPPONENT" | "ORGANISER" = "OPPONENT"): Promise<StagedBattle> {
  const stage = await stageBattleCampaign(cast, point === "awaiting-confirmation" ? { reportConfirmation: confirmation } : {});
  const owner = stage.access.owner;
  const created = must(
    await createBattle(owner, {
      teams: [
        { teamId: stage.ownerTeam.id, fieldedIds: stage.ownerTeam.characterIds },
        { teamId: stage.rivalTeam!.id, fieldedIds: stage.rivalTeam!.characterIds },
      ],
      scenarioChoice: "rooftop-rumble",
    }),
    "createBattle",
  );
  const battleId = created.battleId;
  const staged = { stage, battleId };
  if (point === "setup") return staged;
  must(await lockPreBattleChoices(owner, battleId, []), "lockPreBattleChoices");
  if (point === "rolling") return staged;
  const reporting = await playOn(owner, battleId, seededDice(7));
  if (reporting.kind !== "reporting") throw new Error(`Expected the report to wait, got ${JSON.stringify(reporting)}`);
  if (point === "reporting") return staged;

  if (point === "awaiting-confirmation") {
    must(await reportBattle(stage.access.rival, battleId, winReport(stage)), "reportBattle");
    return staged;
  }
  must(await reportBattle(owner, battleId, winReport(stage)), "reportBattle");
  if (point === "deciding") {
    let progress = await progressOf(owner, battleId);
    for (let seed = 11; progress.kind === "needs-dice"; seed++) {
      progress = must(await throwDice(owner, battleId, { slot: slotOf(progress), requestKey: key(), source: "app", rollRest: true }, seededDice(seed)), "throwDice").progress;
    }
    if (progress.kind !== "needs-decision") throw new Error(`Expected a decision step, got ${JSON.stringify(progress)}`);
    return staged;
  }
  const finished = await playOn(owner, battleId, seededDice(8));
  if (finished.kind !== "finished") throw new Error(`Expected the battle to resolve, got ${JSON.stringify(finished)}`);
  if (point === "resolved") return staged;
  must(await undoBattle(stage.access.organiser, battleId), "undoBattle");
  return staged;
}

/** What the battle waits for now, seen by Owen. */
export const battleProgress = (staged: StagedBattle) => progressOf(staged.stage.access.owner, staged.battleId);
