-- A campaign's game system is a registry id (lib/games/registry.ts), not a Postgres type: a new
-- system is a module and a registry line, with no migration.
ALTER TABLE "Campaign" ALTER COLUMN "gameSystem" DROP DEFAULT;
ALTER TABLE "Campaign" ALTER COLUMN "gameSystem" TYPE TEXT USING "gameSystem"::text;
ALTER TABLE "Campaign" ALTER COLUMN "gameSystem" SET DEFAULT 'SUPER_MISSION_FORCE';
DROP TYPE "GameSystem";

-- The system's options as one JSON value with the version of its schema, filled from the SMF
-- columns (every campaign so far is SMF). Enum values are stored as their names.
ALTER TABLE "Campaign" ADD COLUMN "settings" JSONB;
UPDATE "Campaign" SET "settings" = jsonb_build_object(
  'version', 1,
  'storyPointGoal', "storyPointGoal",
  'allowVehicles', "allowVehicles",
  'allowAlternatePowerLevels', "allowAlternatePowerLevels",
  'advancement', "advancement"::text,
  'socialScienceVariant', "socialScienceVariant"::text
);
ALTER TABLE "Campaign" ALTER COLUMN "settings" SET NOT NULL;
