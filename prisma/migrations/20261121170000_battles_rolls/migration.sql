-- CreateEnum
CREATE TYPE "BattleStatus" AS ENUM ('SETUP', 'PRE_BATTLE', 'REPORTING', 'AWAITING_CONFIRMATION', 'POST_BATTLE', 'RESOLVED', 'UNDONE', 'CANCELLED');

-- CreateEnum
CREATE TYPE "BattleResult" AS ENUM ('WON', 'LOST', 'DRAW');

-- CreateEnum
CREATE TYPE "RollSource" AS ENUM ('APP', 'PHYSICAL');

-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "ActivityKind" ADD VALUE 'CAMPAIGN_SHARED';
ALTER TYPE "ActivityKind" ADD VALUE 'CAMPAIGN_FINISHED';
ALTER TYPE "ActivityKind" ADD VALUE 'CAMPAIGN_REOPENED';
ALTER TYPE "ActivityKind" ADD VALUE 'BATTLE_CREATED';
ALTER TYPE "ActivityKind" ADD VALUE 'BATTLE_CANCELLED';
ALTER TYPE "ActivityKind" ADD VALUE 'BATTLE_PRE_BATTLE_DONE';
ALTER TYPE "ActivityKind" ADD VALUE 'BATTLE_REPORTED';
ALTER TYPE "ActivityKind" ADD VALUE 'BATTLE_CONFIRMED';
ALTER TYPE "ActivityKind" ADD VALUE 'BATTLE_RESOLVED';
ALTER TYPE "ActivityKind" ADD VALUE 'BATTLE_UNDONE';
ALTER TYPE "ActivityKind" ADD VALUE 'BATTLE_REDONE';
ALTER TYPE "ActivityKind" ADD VALUE 'STORY_POINTS_SPENT';
ALTER TYPE "ActivityKind" ADD VALUE 'STORY_POINTS_CORRECTED';

-- AlterTable
ALTER TABLE "Campaign" ADD COLUMN     "finishedAt" TIMESTAMP(3),
ADD COLUMN     "finishedByBattleId" TEXT,
ADD COLUMN     "rollSequence" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "winners" JSONB;

-- AlterTable
ALTER TABLE "StoryPointEntry" ADD COLUMN     "reversesEntryId" TEXT;

-- AlterTable
ALTER TABLE "Team" ADD COLUMN     "counters" JSONB NOT NULL DEFAULT '{}';

-- CreateTable
CREATE TABLE "Battle" (
    "id" TEXT NOT NULL,
    "campaignId" TEXT NOT NULL,
    "issue" INTEGER NOT NULL,
    "status" "BattleStatus" NOT NULL DEFAULT 'SETUP',
    "scenarioChoice" TEXT,
    "specialEventChoice" TEXT,
    "scenarioId" TEXT,
    "specialEventId" TEXT,
    "snapshot" JSONB,
    "preBattleChoices" JSONB,
    "preBattle" JSONB,
    "report" JSONB,
    "reportedById" TEXT,
    "reportedByName" TEXT,
    "reportedAt" TIMESTAMP(3),
    "confirmedById" TEXT,
    "confirmedByName" TEXT,
    "confirmedAt" TIMESTAMP(3),
    "postBattleChoices" JSONB NOT NULL DEFAULT '{}',
    "postBattleStep" INTEGER NOT NULL DEFAULT 0,
    "postBattleState" JSONB,
    "postBattleEvents" JSONB NOT NULL DEFAULT '[]',
    "applyCount" INTEGER NOT NULL DEFAULT 0,
    "createdById" TEXT,
    "createdByName" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "resolvedAt" TIMESTAMP(3),
    "undoneAt" TIMESTAMP(3),
    "undoneById" TEXT,
    "undoneByName" TEXT,
    "cancelledAt" TIMESTAMP(3),

    CONSTRAINT "Battle_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BattleTeam" (
    "id" TEXT NOT NULL,
    "battleId" TEXT NOT NULL,
    "teamId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "teamName" TEXT NOT NULL,
    "ownerId" TEXT,
    "ownerName" TEXT NOT NULL,
    "lineUp" JSONB NOT NULL,
    "result" "BattleResult",

    CONSTRAINT "BattleTeam_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Roll" (
    "id" TEXT NOT NULL,
    "campaignId" TEXT NOT NULL,
    "battleId" TEXT,
    "sequence" INTEGER NOT NULL,
    "slot" TEXT NOT NULL,
    "requestKey" TEXT NOT NULL,
    "purpose" TEXT NOT NULL,
    "label" TEXT NOT NULL,
    "sides" INTEGER NOT NULL,
    "faces" INTEGER[],
    "source" "RollSource" NOT NULL,
    "teamId" TEXT,
    "teamName" TEXT,
    "characterId" TEXT,
    "characterName" TEXT,
    "actorId" TEXT,
    "actorName" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Roll_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Battle_campaignId_status_idx" ON "Battle"("campaignId", "status");

-- CreateIndex
CREATE UNIQUE INDEX "Battle_campaignId_issue_key" ON "Battle"("campaignId", "issue");

-- CreateIndex
CREATE INDEX "BattleTeam_teamId_idx" ON "BattleTeam"("teamId");

-- CreateIndex
CREATE UNIQUE INDEX "BattleTeam_battleId_teamId_key" ON "BattleTeam"("battleId", "teamId");

-- CreateIndex
CREATE UNIQUE INDEX "Roll_requestKey_key" ON "Roll"("requestKey");

-- CreateIndex
CREATE UNIQUE INDEX "Roll_campaignId_sequence_key" ON "Roll"("campaignId", "sequence");

-- CreateIndex
CREATE UNIQUE INDEX "Roll_battleId_slot_key" ON "Roll"("battleId", "slot");

-- CreateIndex
CREATE UNIQUE INDEX "StoryPointEntry_reversesEntryId_key" ON "StoryPointEntry"("reversesEntryId");

-- CreateIndex
CREATE INDEX "StoryPointEntry_battleId_idx" ON "StoryPointEntry"("battleId");

-- AddForeignKey
ALTER TABLE "StoryPointEntry" ADD CONSTRAINT "StoryPointEntry_battleId_fkey" FOREIGN KEY ("battleId") REFERENCES "Battle"("id") ON DELETE NO ACTION ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Battle" ADD CONSTRAINT "Battle_campaignId_fkey" FOREIGN KEY ("campaignId") REFERENCES "Campaign"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BattleTeam" ADD CONSTRAINT "BattleTeam_battleId_fkey" FOREIGN KEY ("battleId") REFERENCES "Battle"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BattleTeam" ADD CONSTRAINT "BattleTeam_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES "Team"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Roll" ADD CONSTRAINT "Roll_campaignId_fkey" FOREIGN KEY ("campaignId") REFERENCES "Campaign"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Roll" ADD CONSTRAINT "Roll_battleId_fkey" FOREIGN KEY ("battleId") REFERENCES "Battle"("id") ON DELETE NO ACTION ON UPDATE CASCADE;

