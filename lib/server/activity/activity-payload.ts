import { z } from "zod";
import type { ActivityKind } from "@/lib/generated/prisma/enums";

/**
 * STORED AS JSON (ActivityEvent.payload). Changing a shape needs a data migration and a bump of
 * `v` for that kind. The summary line is stored beside it, so old payloads never need re-reading
 * to show the feed; the payload is for links and later features (filters, undo notes).
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
  TEAM_SHARED: z.object({ v: v1, teamId: z.string(), isPublic: z.boolean() }),
  CHARACTER_ADDED: z.object({ v: v1, teamId: z.string(), characterId: z.string(), name: z.string() }),
  CHARACTER_UPDATED: z.object({ v: v1, teamId: z.string(), characterId: z.string() }),
  CHARACTER_RETIRED: z.object({ v: v1, teamId: z.string(), characterId: z.string() }),
  CHARACTER_DELETED: z.object({ v: v1, teamId: z.string(), characterId: z.string(), name: z.string() }),
} as const satisfies Record<ActivityKind, z.ZodType>;

export type ActivityPayload<K extends ActivityKind> = z.infer<(typeof ACTIVITY_PAYLOAD_SCHEMAS)[K]>;
