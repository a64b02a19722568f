-- Sessions: dated records of play that are not battles (a game's GameSystem.sessions).
CREATE TABLE "PlaySession" (
    "id" TEXT NOT NULL,
    "campaignId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "number" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "playedOn" DATE NOT NULL,
    "notes" TEXT NOT NULL DEFAULT '',
    "details" JSONB,
    "createdById" TEXT,
    "createdByName" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "undoneAt" TIMESTAMP(3),
    "undoneByName" TEXT,

    CONSTRAINT "PlaySession_pkey" PRIMARY KEY ("id"),
    -- The game owns the kinds; the table only keeps their shape.
    CONSTRAINT "PlaySession_kind_shape" CHECK ("kind" ~ '^[A-Z][A-Z0-9_]{0,39}$'),
    CONSTRAINT "PlaySession_number_positive" CHECK ("number" > 0)
);

CREATE UNIQUE INDEX "PlaySession_campaignId_kind_number_key" ON "PlaySession"("campaignId", "kind", "number");
CREATE INDEX "PlaySession_campaignId_playedOn_idx" ON "PlaySession"("campaignId", "playedOn" DESC);
CREATE INDEX "PlaySession_createdById_idx" ON "PlaySession"("createdById");

ALTER TABLE "PlaySession" ADD CONSTRAINT "PlaySession_campaignId_fkey" FOREIGN KEY ("campaignId") REFERENCES "Campaign"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "PlaySession" ADD CONSTRAINT "PlaySession_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
