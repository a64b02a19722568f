import type { CampaignRole } from "@/lib/generated/prisma/enums";

/**
 * The one table of who may do what in a campaign (../shared/STYLE.md §3). Pages, actions and
 * services ask `can(...)` (through lib/server/authz/authorize.ts); nothing else compares roles.
 *
 * `roles`: the roles that may always do it. `ownerRoles`: the roles that may do it to a team they
 * own (team-scoped actions only; ownership is checked against the stored team, never the input).
 */
interface Permission {
  roles: readonly CampaignRole[];
  ownerRoles?: readonly CampaignRole[];
}

const EVERYONE = ["ORGANISER", "CO_ORGANISER", "PLAYER", "VIEWER"] as const satisfies readonly CampaignRole[];
const RUNNERS = ["ORGANISER", "CO_ORGANISER"] as const satisfies readonly CampaignRole[];
const PLAYERS = ["ORGANISER", "CO_ORGANISER", "PLAYER"] as const satisfies readonly CampaignRole[];

export const PERMISSIONS = {
  "campaign:view": { roles: EVERYONE },
  "campaign:edit-settings": { roles: RUNNERS },
  "campaign:raise-goal": { roles: RUNNERS },
  "campaign:share-publicly": { roles: RUNNERS },
  "campaign:archive": { roles: ["ORGANISER"] },
  "campaign:leave": { roles: EVERYONE },
  "member:view": { roles: EVERYONE },
  // Which members and which roles is narrowed further by canManageMember / canGrantRole below.
  "member:change-role": { roles: RUNNERS },
  "member:remove": { roles: RUNNERS },
  "invite:view": { roles: RUNNERS },
  "invite:create": { roles: RUNNERS },
  "invite:revoke": { roles: RUNNERS },
  "activity:view": { roles: EVERYONE },
  "team:view": { roles: EVERYONE },
  "team:create": { roles: PLAYERS },
  "team:edit": { roles: RUNNERS, ownerRoles: PLAYERS },
  "team:archive": { roles: RUNNERS, ownerRoles: PLAYERS },
  "team:share-publicly": { roles: RUNNERS, ownerRoles: PLAYERS },
  "character:edit": { roles: RUNNERS, ownerRoles: PLAYERS },
  // Battles. "Owner" of a battle = owner of one of its teams (authorizeBattle in lib/server/authz/authorize.ts).
  "battle:view": { roles: EVERYONE },
  "battle:create": { roles: PLAYERS },
  /** Pre-battle choices, the report, rolls and post-battle choices. */
  "battle:play": { roles: RUNNERS, ownerRoles: PLAYERS },
  /**
   * One team's own dice and choices in a battle, where the campaign has each team's owner roll and
   * choose for it (Campaign.teamControl OWNERS; lib/games/smf/server/battles/team-control.ts). Owner = the
   * owner of that very team, not of any team in the battle. With ANYONE, "battle:play" is enough.
   */
  "battle:play-team": { roles: RUNNERS, ownerRoles: PLAYERS },
  /** Confirming a report: an organiser, or the owner of a team that did not report it. */
  "battle:confirm": { roles: RUNNERS, ownerRoles: PLAYERS },
  /** Cancelling before any die of the battle is thrown. */
  "battle:cancel": { roles: RUNNERS, ownerRoles: PLAYERS },
  /**
   * Cancelling once a die of the battle is thrown: only the people running the campaign, or a
   * player could cancel a battle whose dice went against them and set up one with fresh dice.
   * cancelBattle picks this one over "battle:cancel" from the rolls it reads under the battle's lock.
   */
  "battle:cancel-after-dice": { roles: RUNNERS },
  "battle:undo": { roles: RUNNERS },
  // Sessions: dated records of play that are not battles (GameSystem.sessions), kept by the people running the campaign.
  "session:view": { roles: EVERYONE },
  "session:record": { roles: RUNNERS },
  "session:undo": { roles: RUNNERS },
  "roll:view": { roles: EVERYONE },
  "story-points:view": { roles: EVERYONE },
  /** Spending between battles (guest stars, vehicle, quiver, grimoire, curse lifts). */
  "story-points:spend": { roles: RUNNERS, ownerRoles: PLAYERS },
  /** An organiser's correction with a note (Ruling R8). */
  "story-points:correct": { roles: RUNNERS },
} as const satisfies Record<string, Permission>;

export type CampaignAction = keyof typeof PERMISSIONS;
export const CAMPAIGN_ACTIONS = Object.keys(PERMISSIONS) as CampaignAction[];

/** Actions about one team: their check needs to know whether the member owns it. */
export function isTeamAction(action: CampaignAction): boolean {
  return "ownerRoles" in PERMISSIONS[action];
}

export function can(role: CampaignRole, action: CampaignAction, { isOwner = false }: { isOwner?: boolean } = {}): boolean {
  const permission: Permission = PERMISSIONS[action];
  if (permission.roles.includes(role)) return true;
  return isOwner && (permission.ownerRoles?.includes(role) ?? false);
}

/** Higher rank = more say. A member manages only members ranked below them; organisers manage everyone. */
const RANK: Record<CampaignRole, number> = { ORGANISER: 3, CO_ORGANISER: 2, PLAYER: 1, VIEWER: 0 };

/** May `actor` change the role of, or remove, a member who has `target`? (Not themselves: see leave.) */
export function canManageMember(actor: CampaignRole, target: CampaignRole): boolean {
  return actor === "ORGANISER" || RANK[actor] > RANK[target];
}

/**
 * May `actor` hand out `role` (by invite or role change)? Organisers grant any role, so a campaign
 * can have several organisers; a co-organiser grants only Player and Viewer. Invites never make
 * organisers (`inviteRoles`): that takes a promotion by an organiser who knows the person.
 */
export function canGrantRole(actor: CampaignRole, role: CampaignRole): boolean {
  return actor === "ORGANISER" || RANK[actor] > RANK[role];
}
