import "server-only";
import type { ActivityKind } from "@/lib/activity/activity-payload";
import type { Prisma } from "@/lib/generated/prisma/client";
import { ACTIVITY_PAYLOAD_SCHEMAS, type ActivityPayload } from "@/lib/activity/activity-payload";
import { isActivityKind } from "@/lib/activity/activity-kinds";

export interface ActivityInput<K extends ActivityKind> {
  campaignId: string;
  actor: { userId: string; actorName: string };
  kind: K;
  summary: string;
  payload: ActivityPayload<K>;
}

/**
 * Appends one "recent activity" line inside the caller's transaction, so it commits with the change.
 * ActivityEvent.kind is text: a kind neither generic nor declared by a game (activity-kinds.ts) is
 * refused here, and so rolls the caller's change back, rather than stored.
 */
export async function recordActivity<K extends ActivityKind>(tx: Prisma.TransactionClient, input: ActivityInput<K>) {
  if (!isActivityKind(input.kind)) throw new Error(`No game declares the activity kind “${String(input.kind)}”.`);
  const payload = ACTIVITY_PAYLOAD_SCHEMAS[input.kind].parse(input.payload) as Prisma.InputJsonValue;
  await tx.activityEvent.create({
    data: {
      campaignId: input.campaignId,
      actorId: input.actor.userId,
      actorName: input.actor.actorName,
      kind: input.kind,
      summary: input.summary,
      payload,
    },
  });
}
