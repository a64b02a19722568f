-- Imports and their previews are rate-limited per user (security issue, item 5).
CREATE TABLE "ImportAttempt" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ImportAttempt_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "ImportAttempt_userId_createdAt_idx" ON "ImportAttempt"("userId", "createdAt");

ALTER TABLE "ImportAttempt" ADD CONSTRAINT "ImportAttempt_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
