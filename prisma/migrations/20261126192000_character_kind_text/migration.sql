-- A roster entry's kind is its game system's word (SMF: thralls, henchmen groups, vehicles…),
-- checked by the system's code (lib/rules/smf/roster/character-kind-rows.ts), not a Postgres enum
-- of one game's words. Every existing row keeps its word as it was.

-- AlterTable
ALTER TABLE "Character" ALTER COLUMN "kind" SET DATA TYPE TEXT USING "kind"::TEXT;

-- DropEnum
DROP TYPE "CharacterKind";
