-- Invites get a maximum number of uses, and each use is recorded per person so that removing a
-- member revokes the link they came through (security issue, item 8).
ALTER TABLE "Invite" ADD COLUMN "maxUses" INTEGER NOT NULL DEFAULT 1;

-- Links made before this were open to anyone holding them: an unused one now admits one person,
-- a used one is spent (an organiser makes a new link for whoever still needs one).
UPDATE "Invite" SET "maxUses" = GREATEST("useCount", 1);

CREATE TABLE "InviteAcceptance" (
    "id" TEXT NOT NULL,
    "inviteId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "acceptedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "revokedAt" TIMESTAMP(3),

    CONSTRAINT "InviteAcceptance_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "InviteAcceptance_inviteId_userId_key" ON "InviteAcceptance"("inviteId", "userId");
CREATE INDEX "InviteAcceptance_userId_idx" ON "InviteAcceptance"("userId");

ALTER TABLE "InviteAcceptance" ADD CONSTRAINT "InviteAcceptance_inviteId_fkey" FOREIGN KEY ("inviteId") REFERENCES "Invite"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "InviteAcceptance" ADD CONSTRAINT "InviteAcceptance_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Past uses, from the activity feed (every accept recorded MEMBER_JOINED with the invite's id); a
-- use is revoked when the member was removed after it.
INSERT INTO "InviteAcceptance" ("id", "inviteId", "userId", "acceptedAt", "revokedAt")
SELECT DISTINCT ON (joined."payload"->>'inviteId', joined."payload"->>'userId')
       'backfill_' || joined."id",
       joined."payload"->>'inviteId',
       joined."payload"->>'userId',
       joined."createdAt",
       (SELECT MIN(removed."createdAt") FROM "ActivityEvent" removed
         WHERE removed."campaignId" = joined."campaignId" AND removed."kind" = 'MEMBER_REMOVED'
           AND removed."payload"->>'userId' = joined."payload"->>'userId' AND removed."createdAt" >= joined."createdAt")
FROM "ActivityEvent" joined
JOIN "Invite" i ON i."id" = joined."payload"->>'inviteId'
JOIN "User" u ON u."id" = joined."payload"->>'userId'
WHERE joined."kind" = 'MEMBER_JOINED'
ORDER BY joined."payload"->>'inviteId', joined."payload"->>'userId', joined."createdAt";
