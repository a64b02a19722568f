-- The inverse of migration.sql, for going back by hand (Prisma never runs it): the four enums come
-- back with their values in their old order, and each column goes back into its enum by its text.
-- It refuses, changing nothing, when a row holds a word the old enum never had (a later game's
-- status or activity kind) or a team has no alignment: going back would lose or invent data.
-- tests/reliability/fast/data-migration.test.ts runs it after the migration and compares the schema.

DO $$
DECLARE
  offending TEXT;
BEGIN
  SELECT string_agg(DISTINCT w, ', ') INTO offending FROM (
    SELECT 'Battle.status ' || "status" AS w FROM "Battle"
      WHERE "status" NOT IN ('SETUP', 'PRE_BATTLE', 'REPORTING', 'AWAITING_CONFIRMATION', 'POST_BATTLE', 'RESOLVED', 'UNDONE', 'CANCELLED')
    UNION ALL SELECT 'BattleTeam.result ' || "result" FROM "BattleTeam" WHERE "result" NOT IN ('WON', 'LOST', 'DRAW')
    UNION ALL SELECT 'ActivityEvent.kind ' || "kind" FROM "ActivityEvent"
      WHERE "kind" NOT IN ('CAMPAIGN_CREATED', 'CAMPAIGN_SETTINGS_CHANGED', 'STORY_POINT_GOAL_RAISED', 'CAMPAIGN_ARCHIVED', 'INVITE_CREATED',
        'INVITE_REVOKED', 'MEMBER_JOINED', 'MEMBER_ROLE_CHANGED', 'MEMBER_REMOVED', 'MEMBER_LEFT', 'TEAM_CREATED', 'TEAM_UPDATED',
        'TEAM_ARCHIVED', 'TEAM_SHARED', 'CHARACTER_ADDED', 'CHARACTER_UPDATED', 'CHARACTER_RETIRED', 'CHARACTER_DELETED',
        'CAMPAIGN_SHARED', 'CAMPAIGN_FINISHED', 'CAMPAIGN_REOPENED', 'BATTLE_CREATED', 'BATTLE_CANCELLED', 'BATTLE_PRE_BATTLE_DONE',
        'BATTLE_REPORTED', 'BATTLE_CONFIRMED', 'BATTLE_RESOLVED', 'BATTLE_UNDONE', 'BATTLE_REDONE', 'STORY_POINTS_SPENT', 'STORY_POINTS_CORRECTED')
    UNION ALL SELECT 'Team.alignment ' || coalesce("alignment", 'none') FROM "Team" WHERE "alignment" IS NULL OR "alignment" NOT IN ('HEROES', 'VILLAINS')
  ) words;
  IF offending IS NOT NULL THEN
    RAISE EXCEPTION 'Cannot go back to the enums: rows hold %', offending;
  END IF;
END $$;

CREATE TYPE "BattleStatus" AS ENUM ('SETUP', 'PRE_BATTLE', 'REPORTING', 'AWAITING_CONFIRMATION', 'POST_BATTLE', 'RESOLVED', 'UNDONE', 'CANCELLED');
CREATE TYPE "BattleResult" AS ENUM ('WON', 'LOST', 'DRAW');
CREATE TYPE "ActivityKind" AS ENUM ('CAMPAIGN_CREATED', 'CAMPAIGN_SETTINGS_CHANGED', 'STORY_POINT_GOAL_RAISED', 'CAMPAIGN_ARCHIVED', 'INVITE_CREATED',
  'INVITE_REVOKED', 'MEMBER_JOINED', 'MEMBER_ROLE_CHANGED', 'MEMBER_REMOVED', 'MEMBER_LEFT', 'TEAM_CREATED', 'TEAM_UPDATED',
  'TEAM_ARCHIVED', 'TEAM_SHARED', 'CHARACTER_ADDED', 'CHARACTER_UPDATED', 'CHARACTER_RETIRED', 'CHARACTER_DELETED',
  'CAMPAIGN_SHARED', 'CAMPAIGN_FINISHED', 'CAMPAIGN_REOPENED', 'BATTLE_CREATED', 'BATTLE_CANCELLED', 'BATTLE_PRE_BATTLE_DONE',
  'BATTLE_REPORTED', 'BATTLE_CONFIRMED', 'BATTLE_RESOLVED', 'BATTLE_UNDONE', 'BATTLE_REDONE', 'STORY_POINTS_SPENT', 'STORY_POINTS_CORRECTED');
CREATE TYPE "TeamAlignment" AS ENUM ('HEROES', 'VILLAINS');

ALTER TABLE "Battle" DROP CONSTRAINT "Battle_status_word";
ALTER TABLE "Battle" ALTER COLUMN "status" DROP DEFAULT;
ALTER TABLE "Battle" ALTER COLUMN "status" SET DATA TYPE "BattleStatus" USING "status"::"BattleStatus";
ALTER TABLE "Battle" ALTER COLUMN "status" SET DEFAULT 'SETUP';

ALTER TABLE "BattleTeam" DROP CONSTRAINT "BattleTeam_result_word";
ALTER TABLE "BattleTeam" ALTER COLUMN "result" SET DATA TYPE "BattleResult" USING "result"::"BattleResult";

ALTER TABLE "ActivityEvent" DROP CONSTRAINT "ActivityEvent_kind_word";
ALTER TABLE "ActivityEvent" ALTER COLUMN "kind" SET DATA TYPE "ActivityKind" USING "kind"::"ActivityKind";

ALTER TABLE "Team" DROP CONSTRAINT "Team_alignment_word";
ALTER TABLE "Team" ALTER COLUMN "alignment" SET DATA TYPE "TeamAlignment" USING "alignment"::"TeamAlignment";
ALTER TABLE "Team" ALTER COLUMN "alignment" SET NOT NULL;
