-- The ledger table is shared by every game system: its reason and currency are the system's own
-- words, checked by the system's code (lib/rules/smf/story-points/ledger-rows.ts for SMF), not a
-- Postgres enum of one game's words. Every existing row keeps its reason word as it was, and is
-- an SMF row (SMF was the only system), so its currency is SMF's one currency.
--
-- Neither statement fires the append-only trigger: ALTER TABLE rewrites rows without row triggers,
-- and the trigger (migration 20261121153231_teams_ledger) still refuses every later UPDATE.

-- AlterTable
ALTER TABLE "StoryPointEntry" ALTER COLUMN "reason" SET DATA TYPE TEXT USING "reason"::TEXT;

-- DropEnum
DROP TYPE "StoryPointReason";

-- AlterTable: the default fills the existing rows only; new rows must name their currency.
ALTER TABLE "StoryPointEntry" ADD COLUMN "currency" TEXT NOT NULL DEFAULT 'story-points';
ALTER TABLE "StoryPointEntry" ALTER COLUMN "currency" DROP DEFAULT;
