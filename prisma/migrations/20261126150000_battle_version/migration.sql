-- Live battle pages: every change to a battle bumps its version and says what it was in one line,
-- in the same transaction that notifies the open pages (lib/server/battles/battle-changed.ts).
ALTER TABLE "Battle" ADD COLUMN "version" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN "lastChange" TEXT;
