-- A battle keeps the state its next throw needs (SMF's throw cursor), so a throw no longer re-reads
-- every recorded die. Existing battles start without one: their next throw folds them once from the
-- roll log and stores it.
ALTER TABLE "Battle" ADD COLUMN "throwCursor" JSONB;
