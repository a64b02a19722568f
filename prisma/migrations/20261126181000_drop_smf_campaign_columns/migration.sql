-- SMF's campaign options live in "Campaign"."settings" (filled by 20261126180000_campaign_settings_json),
-- which every reader now uses: the columns that held them, and their enums, go.
ALTER TABLE "Campaign" DROP COLUMN "storyPointGoal";
ALTER TABLE "Campaign" DROP COLUMN "allowVehicles";
ALTER TABLE "Campaign" DROP COLUMN "advancement";
ALTER TABLE "Campaign" DROP COLUMN "allowAlternatePowerLevels";
ALTER TABLE "Campaign" DROP COLUMN "socialScienceVariant";
DROP TYPE "AdvancementMode";
DROP TYPE "SocialScienceVariant";
