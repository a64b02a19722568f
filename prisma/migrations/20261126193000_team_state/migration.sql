-- A team's JSON record holds its game system's own state (SMF: milestones, base, carried subplot
-- dice, guest stars pending…), so the shared Team table names it for what it is to every game,
-- not by SMF's "counters". The values are untouched.

-- AlterTable
ALTER TABLE "Team" RENAME COLUMN "counters" TO "state";
