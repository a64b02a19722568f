-- CreateEnum
CREATE TYPE "GameSystem" AS ENUM ('SUPER_MISSION_FORCE');

-- CreateEnum
CREATE TYPE "AdvancementMode" AS ENUM ('RANDOM', 'CHOSEN');

-- CreateEnum
CREATE TYPE "SocialScienceVariant" AS ENUM ('CH2', 'CH5_TABLE');

-- CreateEnum
CREATE TYPE "ReportConfirmation" AS ENUM ('NONE', 'OPPONENT', 'ORGANISER');

-- CreateEnum
CREATE TYPE "CampaignRole" AS ENUM ('ORGANISER', 'CO_ORGANISER', 'PLAYER', 'VIEWER');

-- CreateEnum
CREATE TYPE "TeamAlignment" AS ENUM ('HEROES', 'VILLAINS');

-- CreateEnum
CREATE TYPE "CharacterKind" AS ENUM ('CHARACTER', 'HENCHMEN', 'SIDEKICK', 'THRALL', 'VEHICLE');

-- CreateEnum
CREATE TYPE "ActivityKind" AS ENUM ('CAMPAIGN_CREATED', 'CAMPAIGN_SETTINGS_CHANGED', 'STORY_POINT_GOAL_RAISED', 'CAMPAIGN_ARCHIVED', 'INVITE_CREATED', 'INVITE_REVOKED', 'MEMBER_JOINED', 'MEMBER_ROLE_CHANGED', 'MEMBER_REMOVED', 'MEMBER_LEFT', 'TEAM_CREATED', 'TEAM_UPDATED', 'TEAM_ARCHIVED', 'TEAM_SHARED', 'CHARACTER_ADDED', 'CHARACTER_UPDATED', 'CHARACTER_RETIRED');

-- CreateTable
CREATE TABLE "Campaign" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "gameSystem" "GameSystem" NOT NULL DEFAULT 'SUPER_MISSION_FORCE',
    "storyPointGoal" INTEGER NOT NULL DEFAULT 20,
    "allowVehicles" BOOLEAN NOT NULL DEFAULT false,
    "advancement" "AdvancementMode" NOT NULL DEFAULT 'RANDOM',
    "allowAlternatePowerLevels" BOOLEAN NOT NULL DEFAULT true,
    "socialScienceVariant" "SocialScienceVariant" NOT NULL DEFAULT 'CH2',
    "reportConfirmation" "ReportConfirmation" NOT NULL DEFAULT 'NONE',
    "optionsLockedAt" TIMESTAMP(3),
    "publicShareToken" TEXT,
    "archivedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Campaign_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Membership" (
    "id" TEXT NOT NULL,
    "campaignId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "role" "CampaignRole" NOT NULL,
    "joinedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "leftAt" TIMESTAMP(3),

    CONSTRAINT "Membership_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Invite" (
    "id" TEXT NOT NULL,
    "campaignId" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "role" "CampaignRole" NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "revokedAt" TIMESTAMP(3),
    "createdById" TEXT,
    "useCount" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Invite_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Team" (
    "id" TEXT NOT NULL,
    "campaignId" TEXT NOT NULL,
    "ownerId" TEXT,
    "ownerName" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "alignment" "TeamAlignment" NOT NULL,
    "notes" TEXT NOT NULL DEFAULT '',
    "publicToken" TEXT,
    "archivedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Team_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Character" (
    "id" TEXT NOT NULL,
    "teamId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "kind" "CharacterKind" NOT NULL,
    "build" JSONB NOT NULL,
    "state" JSONB NOT NULL,
    "formatVersion" INTEGER NOT NULL,
    "retiredAt" TIMESTAMP(3),
    "hasFought" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Character_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ActivityEvent" (
    "id" TEXT NOT NULL,
    "campaignId" TEXT NOT NULL,
    "actorId" TEXT,
    "actorName" TEXT NOT NULL,
    "kind" "ActivityKind" NOT NULL,
    "summary" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ActivityEvent_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Campaign_publicShareToken_key" ON "Campaign"("publicShareToken");

-- CreateIndex
CREATE INDEX "Membership_userId_idx" ON "Membership"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "Membership_campaignId_userId_key" ON "Membership"("campaignId", "userId");

-- CreateIndex
CREATE UNIQUE INDEX "Invite_tokenHash_key" ON "Invite"("tokenHash");

-- CreateIndex
CREATE INDEX "Invite_campaignId_createdAt_idx" ON "Invite"("campaignId", "createdAt");

-- CreateIndex
CREATE INDEX "Invite_createdById_idx" ON "Invite"("createdById");

-- CreateIndex
CREATE UNIQUE INDEX "Team_publicToken_key" ON "Team"("publicToken");

-- CreateIndex
CREATE INDEX "Team_campaignId_archivedAt_idx" ON "Team"("campaignId", "archivedAt");

-- CreateIndex
CREATE INDEX "Team_ownerId_idx" ON "Team"("ownerId");

-- CreateIndex
CREATE INDEX "Character_teamId_position_idx" ON "Character"("teamId", "position");

-- CreateIndex
CREATE INDEX "ActivityEvent_campaignId_createdAt_idx" ON "ActivityEvent"("campaignId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "ActivityEvent_actorId_idx" ON "ActivityEvent"("actorId");

-- AddForeignKey
ALTER TABLE "Membership" ADD CONSTRAINT "Membership_campaignId_fkey" FOREIGN KEY ("campaignId") REFERENCES "Campaign"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Membership" ADD CONSTRAINT "Membership_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Invite" ADD CONSTRAINT "Invite_campaignId_fkey" FOREIGN KEY ("campaignId") REFERENCES "Campaign"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Invite" ADD CONSTRAINT "Invite_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Team" ADD CONSTRAINT "Team_campaignId_fkey" FOREIGN KEY ("campaignId") REFERENCES "Campaign"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Team" ADD CONSTRAINT "Team_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Character" ADD CONSTRAINT "Character_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES "Team"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ActivityEvent" ADD CONSTRAINT "ActivityEvent_campaignId_fkey" FOREIGN KEY ("campaignId") REFERENCES "Campaign"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ActivityEvent" ADD CONSTRAINT "ActivityEvent_actorId_fkey" FOREIGN KEY ("actorId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
