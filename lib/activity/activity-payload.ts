import { z } from "zod";

/**
 * STORED AS JSON (ActivityEvent.payload). Changing a shape needs a data migration and a bump of
 * `v` for that kind. The summary line is stored beside it, so old payloads never need re-reading
 * to show the feed; the payload is for links and later features (filters, undo notes). A game's own
 * kind (GameSystem.activityKinds) has its shape here too: the feed reads every line of every game.
 */
const role = z.enum(["ORGANISER", "CO_ORGANISER", "PLAYER", "VIEWER"]);
const v1 = z.literal(1);

export const ACTIVITY_PAYLOAD_SCHEMAS = {
  CAMPAIGN_CREATED: z.object({ v: v1, name: z.string() }),
  CAMPAIGN_SETTINGS_CHANGED: z.object({ v: v1, changed: z.array(z.string()) }),
  STORY_POINT_GOAL_RAISED: z.object({ v: v1, from: z.number().int(), to: z.number().int() }),
  CAMPAIGN_ARCHIVED: z.object({ v: v1 }),
  INVITE_CREATED: z.object({ v: v1, inviteId: z.string(), role, expiresAt: z.iso.datetime() }),
  INVITE_REVOKED: z.object({ v: v1, inviteId: z.string() }),
  MEMBER_JOINED: z.object({ v: v1, userId: z.string(), role, inviteId: z.string().nullable() }),
  MEMBER_ROLE_CHANGED: z.object({ v: v1, userId: z.string(), memberName: z.string(), from: role, to: role }),
  MEMBER_REMOVED: z.object({ v: v1, userId: z.string(), memberName: z.string() }),
  MEMBER_LEFT: z.object({ v: v1, userId: z.string() }),
  TEAM_CREATED: z.object({ v: v1, teamId: z.string(), name: z.string() }),
  TEAM_UPDATED: z.object({ v: v1, teamId: z.string(), changed: z.array(z.string()) }),
  TEAM_ARCHIVED: z.object({ v: v1, teamId: z.string() }),
  // isNewLink (added, optional, so earlier v1 lines still parse): a new link replaced the old one.
  TEAM_SHARED: z.object({ v: v1, teamId: z.string(), isPublic: z.boolean(), isNewLink: z.boolean().optional() }),
  CHARACTER_ADDED: z.object({ v: v1, teamId: z.string(), characterId: z.string(), name: z.string() }),
  CHARACTER_UPDATED: z.object({ v: v1, teamId: z.string(), characterId: z.string() }),
  CHARACTER_RETIRED: z.object({ v: v1, teamId: z.string(), characterId: z.string() }),
  CHARACTER_DELETED: z.object({ v: v1, teamId: z.string(), characterId: z.string(), name: z.string() }),
  CAMPAIGN_SHARED: z.object({ v: v1, isPublic: z.boolean(), isNewLink: z.boolean().optional() }),
  CAMPAIGN_FINISHED: z.object({ v: v1, battleId: z.string(), winners: z.array(z.string()) }),
  CAMPAIGN_REOPENED: z.object({ v: v1, goal: z.number().int() }),
  BATTLE_CREATED: z.object({ v: v1, battleId: z.string(), issue: z.number().int() }),
  /** rollCount: the rolls made in it before the cancel (absent on lines written before it was recorded). */
  BATTLE_CANCELLED: z.object({ v: v1, battleId: z.string(), issue: z.number().int(), rollCount: z.number().int().optional() }),
  BATTLE_PRE_BATTLE_DONE: z.object({ v: v1, battleId: z.string(), issue: z.number().int() }),
  BATTLE_REPORTED: z.object({ v: v1, battleId: z.string(), issue: z.number().int() }),
  BATTLE_CONFIRMED: z.object({ v: v1, battleId: z.string(), issue: z.number().int(), isConfirmed: z.boolean() }),
  BATTLE_RESOLVED: z.object({ v: v1, battleId: z.string(), issue: z.number().int() }),
  BATTLE_UNDONE: z.object({ v: v1, battleId: z.string(), issue: z.number().int() }),
  SESSION_RECORDED: z.object({ v: v1, sessionId: z.string(), kind: z.string(), number: z.number().int() }),
  SESSION_UNDONE: z.object({ v: v1, sessionId: z.string(), kind: z.string(), number: z.number().int() }),
  BATTLE_REDONE: z.object({ v: v1, battleId: z.string(), issue: z.number().int() }),
  STORY_POINTS_SPENT: z.object({ v: v1, teamId: z.string(), delta: z.number().int(), reason: z.string() }),
  STORY_POINTS_CORRECTED: z.object({ v: v1, teamId: z.string(), delta: z.number().int(), note: z.string() }),
} as const satisfies Record<string, z.ZodType>;

/** One kind of activity line: a generic kind or a game's own (activity-kinds.ts says which). */
export type ActivityKind = keyof typeof ACTIVITY_PAYLOAD_SCHEMAS;

export type ActivityPayload<K extends ActivityKind> = z.infer<(typeof ACTIVITY_PAYLOAD_SCHEMAS)[K]>;
