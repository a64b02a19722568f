import type { CampaignRole } from "@/lib/generated/prisma/enums";

/**
 * Who may do what in a campaign (../shared/STYLE.md §3): the generic verbs below, which every game
 * shares, and each game's own verbs, which it declares in its manifest (GameSystem.permissions,
 * `<prefix>:<verb>`). Pages, actions and services ask `can(...)` (through
 * lib/server/authz/authorize.ts); nothing else compares roles.
 *
 * `roles`: the roles that may always do it. `ownerRoles`: the roles that may do it to a team they
 * own (team-scoped actions only; ownership is checked against the stored team, never the input).
 */
export interface Permission {
  roles: readonly CampaignRole[];
  ownerRoles?: readonly CampaignRole[];
}

/** The role groups a verb is granted to, generic or a game's. */
export const EVERYONE = ["ORGANISER", "CO_ORGANISER", "PLAYER", "VIEWER"] as const satisfies readonly CampaignRole[];
/** The people running the campaign. */
export const RUNNERS = ["ORGANISER", "CO_ORGANISER"] as const satisfies readonly CampaignRole[];
/** Everyone who plays: the runners and the players (not viewers). */
export const PLAYERS = ["ORGANISER", "CO_ORGANISER", "PLAYER"] as const satisfies readonly CampaignRole[];

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
  // The append-only points ledger every game's currency uses (story points, VP, defeated figures).
  "ledger:view": { roles: EVERYONE },
  /** Spending a team's points through the generic ledger (a game with a spend of its own declares its own verb). */
  "ledger:spend": { roles: RUNNERS, ownerRoles: PLAYERS },
  /** An organiser's correction with a note (SMF Ruling R8; a league's VP, a series' points). */
  "ledger:correct": { roles: RUNNERS },
} as const satisfies Record<string, Permission>;

/** A generic verb: one every game shares. */
export type CampaignAction = keyof typeof PERMISSIONS;
export const CAMPAIGN_ACTIONS = Object.keys(PERMISSIONS) as CampaignAction[];

/**
 * A game's own verbs (GameSystem.permissions): each `<prefix>:<verb>`, its prefix the game's and no
 * generic verb's (checkGameVerbs, run where games are registered).
 */
export interface GamePermissions {
  /** The part before the colon of every verb of this game ("smf", "su"). */
  prefix: string;
  verbs: Readonly<Record<string, Permission>>;
}

/** What the check needs of a game: its id (Campaign.gameSystem) and the verbs it declares. */
export interface GameVerbs {
  id: string;
  permissions?: GamePermissions;
}

/** The verbs a game declares, as a type: its manifest's keys when written as a literal, any text for a game only known at run time. */
export type VerbOf<G extends GameVerbs> = [G] extends [never]
  ? never
  : G extends { permissions?: infer P }
    ? NonNullable<P> extends { verbs: infer V }
      ? keyof V & string
      : never
    : never;

/** A verb a caller may ask about: a generic one, or one of the game it hands down. */
export type Verb<G extends GameVerbs = never> = CampaignAction | VerbOf<G>;

/** The generic verbs' prefixes ("campaign", "battle", "ledger"…): no game's verb may use one. */
export const GENERIC_PREFIXES: readonly string[] = [...new Set(CAMPAIGN_ACTIONS.map((action) => action.split(":")[0]!))];

export function isGenericVerb(action: string): action is CampaignAction {
  return Object.hasOwn(PERMISSIONS, action);
}

/** A verb that is neither generic nor one of the game handed down: a programming error, never a denial. */
export class UnknownVerbError extends Error {
  constructor(
    readonly verb: string,
    readonly gameSystemId: string | null,
  ) {
    super(gameSystemId ? `“${verb}” is neither a generic verb nor one ${gameSystemId} declares.` : `“${verb}” is not a generic verb, and no game was handed down to declare it.`);
    this.name = "UnknownVerbError";
  }
}

/** The permission of a verb: the generic table's, or the game's own. Throws UnknownVerbError for any other. */
export function permissionOf(action: string, game?: GameVerbs): Permission {
  if (isGenericVerb(action)) return PERMISSIONS[action];
  const verbs = game?.permissions?.verbs;
  if (verbs && Object.hasOwn(verbs, action)) return verbs[action]!;
  throw new UnknownVerbError(action, game?.id ?? null);
}

/** Actions about one team: their check needs to know whether the member owns it. */
export function isTeamAction<G extends GameVerbs = never>(action: Verb<G>, game?: G): boolean {
  return permissionOf(action, game).ownerRoles !== undefined;
}

/**
 * The one check: may `role` do `action`? `action` is a generic verb, or a verb of `game` (the
 * campaign's game, handed down by the caller: nothing here reads the registry). Another game's verb,
 * or a verb no one declares, throws UnknownVerbError.
 */
export function can<G extends GameVerbs = never>(role: CampaignRole, action: Verb<G>, { isOwner = false, game }: { isOwner?: boolean; game?: G } = {}): boolean {
  const permission = permissionOf(action, game);
  if (permission.roles.includes(role)) return true;
  return isOwner && (permission.ownerRoles?.includes(role) ?? false);
}

/**
 * The problems with a game's declared verbs, for the registry to refuse it (lib/games/registry.ts):
 * a prefix that is a generic one or not a plain word, a verb without the game's prefix, a verb that
 * is a generic one, a verb granted to no one. `taken`: the prefixes of the games already registered.
 */
export function gameVerbProblems(game: GameVerbs, taken: readonly string[] = []): string[] {
  const permissions = game.permissions;
  if (!permissions) return [];
  const { prefix, verbs } = permissions;
  const problems: string[] = [];
  if (!/^[a-z][a-z0-9-]*$/.test(prefix)) problems.push(`${game.id}: the verb prefix “${prefix}” is not lower-case letters, digits and hyphens.`);
  if (GENERIC_PREFIXES.includes(prefix)) problems.push(`${game.id}: the verb prefix “${prefix}” is a generic one.`);
  if (taken.includes(prefix)) problems.push(`${game.id}: the verb prefix “${prefix}” is another game's.`);
  for (const [verb, permission] of Object.entries(verbs)) {
    if (isGenericVerb(verb)) problems.push(`${game.id}: “${verb}” shadows a generic verb.`);
    else if (!verb.startsWith(`${prefix}:`) || !/^[a-z0-9-]+$/.test(verb.slice(prefix.length + 1)))
      problems.push(`${game.id}: “${verb}” is not “${prefix}:<verb>” (lower-case letters, digits and hyphens).`);
    if (permission.roles.length === 0 && (permission.ownerRoles?.length ?? 0) === 0) problems.push(`${game.id}: “${verb}” is granted to no one.`);
  }
  return problems;
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
