-- Removal is remembered per person and campaign: a removed member rejoins only through an invite
-- made for them by name, and the links they made stop working (security issue 23, item 2).
ALTER TABLE "Membership" ADD COLUMN "removedAt" TIMESTAMP(3);

ALTER TABLE "Invite" ADD COLUMN "inviteeId" TEXT;
-- Serves the Cascade when the invited person's account is deleted.
CREATE INDEX "Invite_inviteeId_idx" ON "Invite"("inviteeId");
ALTER TABLE "Invite" ADD CONSTRAINT "Invite_inviteeId_fkey" FOREIGN KEY ("inviteeId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- People removed before this, from the activity feed: a membership that ended with a removal
-- (the person's last MEMBER_REMOVED in the campaign is not older than their last join).
UPDATE "Membership" m
SET "removedAt" = removed."at"
FROM (
  SELECT e."campaignId", e."payload"->>'userId' AS "userId", MAX(e."createdAt") AS "at"
  FROM "ActivityEvent" e
  WHERE e."kind" = 'MEMBER_REMOVED'
  GROUP BY e."campaignId", e."payload"->>'userId'
) removed
WHERE m."campaignId" = removed."campaignId" AND m."userId" = removed."userId"
  AND m."leftAt" IS NOT NULL AND removed."at" >= m."joinedAt";

-- The live links a removed member made go with them.
UPDATE "Invite" i
SET "revokedAt" = m."removedAt"
FROM "Membership" m
WHERE m."campaignId" = i."campaignId" AND m."userId" = i."createdById" AND m."removedAt" IS NOT NULL
  AND i."revokedAt" IS NULL;
