-- Table policy for battles: who rolls and chooses for each team, and whether typed dice are allowed.
CREATE TYPE "TeamControl" AS ENUM ('ANYONE', 'OWNERS');

ALTER TABLE "Campaign" ADD COLUMN "teamControl" "TeamControl" NOT NULL DEFAULT 'ANYONE',
ADD COLUMN "appDiceOnly" BOOLEAN NOT NULL DEFAULT false;
