-- The inverse of migration.sql, for going back by hand (Prisma never runs it): the cursor is only a
-- cache of what the roll log already holds, so dropping it loses nothing.
ALTER TABLE "Battle" DROP COLUMN "throwCursor";
