-- CreateEnum
CREATE TYPE "StoryPointReason" AS ENUM ('STARTING', 'REWARD', 'OBJECTIVE', 'EVENT', 'INSPIRED_RECOVERY', 'BASE_INCOME', 'BASE_LOST', 'ARTIFACT_UPKEEP', 'GUEST_STAR', 'VEHICLE', 'QUIVER', 'GRIMOIRE', 'CURSE_LIFT', 'CORRECTION');

-- AlterEnum
ALTER TYPE "ActivityKind" ADD VALUE 'CHARACTER_DELETED';

-- CreateTable
CREATE TABLE "StoryPointEntry" (
    "id" TEXT NOT NULL,
    "teamId" TEXT NOT NULL,
    "campaignId" TEXT NOT NULL,
    "delta" INTEGER NOT NULL,
    "reason" "StoryPointReason" NOT NULL,
    "note" TEXT NOT NULL DEFAULT '',
    "battleId" TEXT,
    "actorId" TEXT,
    "actorName" TEXT NOT NULL,
    "idempotencyKey" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "StoryPointEntry_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "StoryPointEntry_idempotencyKey_key" ON "StoryPointEntry"("idempotencyKey");

-- CreateIndex
CREATE INDEX "StoryPointEntry_campaignId_teamId_idx" ON "StoryPointEntry"("campaignId", "teamId");

-- CreateIndex
CREATE INDEX "StoryPointEntry_teamId_createdAt_idx" ON "StoryPointEntry"("teamId", "createdAt");

-- CreateIndex
CREATE INDEX "StoryPointEntry_actorId_idx" ON "StoryPointEntry"("actorId");

-- AddForeignKey
ALTER TABLE "StoryPointEntry" ADD CONSTRAINT "StoryPointEntry_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES "Team"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StoryPointEntry" ADD CONSTRAINT "StoryPointEntry_campaignId_fkey" FOREIGN KEY ("campaignId") REFERENCES "Campaign"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StoryPointEntry" ADD CONSTRAINT "StoryPointEntry_actorId_fkey" FOREIGN KEY ("actorId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- The story-point ledger is append-only (../shared/STYLE.md §4): a correction is a new entry,
-- never an edit. The one change allowed is the actor's SET NULL when their account is deleted.
CREATE FUNCTION "StoryPointEntry_refuse_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."actorId" IS NULL AND (to_jsonb(NEW) - 'actorId') = (to_jsonb(OLD) - 'actorId') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'StoryPointEntry % is append-only: record a CORRECTION entry instead', OLD.id;
END;
$$;

CREATE TRIGGER "StoryPointEntry_append_only" BEFORE UPDATE ON "StoryPointEntry"
  FOR EACH ROW EXECUTE FUNCTION "StoryPointEntry_refuse_update"();
