-- The generic tables hold no game's words (issue 24). A battle's status, a team's result in it, an
-- activity line's kind and a team's alignment become text, each checked by the code that owns the
-- word (lib/activity/activity-kinds.ts for the generic activity kinds, the game's GameSystem for its
-- own activity kinds and battle statuses), not a Postgres enum: a new game's word needs no migration.
-- The database keeps only the words' shape. Every existing row keeps its word as it was.
-- A game without alignment stores none: Team.alignment becomes nullable.
-- The inverse, run by hand only, is down.sql beside this file.

-- AlterTable: the default is the enum's, so it is dropped before the type changes and set again as text.
ALTER TABLE "Battle" ALTER COLUMN "status" DROP DEFAULT;
ALTER TABLE "Battle" ALTER COLUMN "status" SET DATA TYPE TEXT USING "status"::TEXT;
ALTER TABLE "Battle" ALTER COLUMN "status" SET DEFAULT 'SETUP';
ALTER TABLE "Battle" ADD CONSTRAINT "Battle_status_word" CHECK ("status" ~ '^[A-Z][A-Z0-9_]{0,39}$');

ALTER TABLE "BattleTeam" ALTER COLUMN "result" SET DATA TYPE TEXT USING "result"::TEXT;
ALTER TABLE "BattleTeam" ADD CONSTRAINT "BattleTeam_result_word" CHECK ("result" ~ '^[A-Z][A-Z0-9_]{0,39}$');

ALTER TABLE "ActivityEvent" ALTER COLUMN "kind" SET DATA TYPE TEXT USING "kind"::TEXT;
ALTER TABLE "ActivityEvent" ADD CONSTRAINT "ActivityEvent_kind_word" CHECK ("kind" ~ '^[A-Z][A-Z0-9_]{0,39}$');

ALTER TABLE "Team" ALTER COLUMN "alignment" SET DATA TYPE TEXT USING "alignment"::TEXT;
ALTER TABLE "Team" ALTER COLUMN "alignment" DROP NOT NULL;
ALTER TABLE "Team" ADD CONSTRAINT "Team_alignment_word" CHECK ("alignment" ~ '^[A-Z][A-Z0-9_]{0,39}$');

-- DropEnum
DROP TYPE "BattleStatus";
DROP TYPE "BattleResult";
DROP TYPE "ActivityKind";
DROP TYPE "TeamAlignment";
