-- A battle's scenario and special event are SMF's words: they move from four columns of the
-- shared Battle table into its `details` JSON record, which each game system types for itself
-- (SMF: SmfBattleDetails in lib/rules/smf/battle-details.ts, version 1). Every battle gets every
-- key, null where the column was null, exactly as the app writes the record.

-- AlterTable
ALTER TABLE "Battle" ADD COLUMN "details" JSONB NOT NULL DEFAULT '{}';

UPDATE "Battle" SET "details" = jsonb_build_object(
  'v', 1,
  'scenarioChoice', "scenarioChoice",
  'specialEventChoice', "specialEventChoice",
  'scenarioId', "scenarioId",
  'specialEventId', "specialEventId"
);

-- The default filled the existing rows only: a new battle's game system writes its own record.
ALTER TABLE "Battle" ALTER COLUMN "details" DROP DEFAULT;

-- AlterTable
ALTER TABLE "Battle" DROP COLUMN "scenarioChoice",
DROP COLUMN "specialEventChoice",
DROP COLUMN "scenarioId",
DROP COLUMN "specialEventId";
