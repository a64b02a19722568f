import "server-only";
import type { ActivityKind } from "@/lib/generated/prisma/enums";
import type { Prisma } from "@/lib/generated/prisma/client";
import { ACTIVITY_PAYLOAD_SCHEMAS, type ActivityPayload } from "@/lib/activity/activity-payload";

export interface ActivityInput<K extends ActivityKind> {
  campaignId: string;
  actor: { userId: string; actorName: string };
  kind: K;
  summary: string;
  payload: ActivityPayload<K>;
}

/** Appends one "recent activity" line inside the caller's transaction, so it commits with the change. */
export async function recordActivity<K extends ActivityKind>(tx: Prisma.TransactionClient, input: ActivityInput<K>) {
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
