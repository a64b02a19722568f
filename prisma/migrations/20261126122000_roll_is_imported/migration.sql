-- Rolls that came in with an imported campaign file are marked (security issue, weak point: an
-- import could pass off any faces as rolled by this Longbox's dice).
ALTER TABLE "Roll" ADD COLUMN "isImported" BOOLEAN NOT NULL DEFAULT false;

-- Rolls imported before this have the requestKey the import gives them.
UPDATE "Roll" SET "isImported" = true WHERE "requestKey" LIKE 'import:%';
