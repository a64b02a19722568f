import { z } from "zod";
import { BACKGROUNDS, BUMP_TABLES, NON_COMBAT_POOLS, POOLS, POWER_IDS, type CharacterCampaignState } from "@/lib/rules/smf";

/**
 * The shape of a CharacterCampaignState (lib/rules/smf/character.ts) as an export carries it.
 * Like characterBuildSchema it checks only the shape, with sane bounds; a change to the rules'
 * type fails the `satisfies` below until this follows (and SMF_CHARACTER_FORMAT goes up).
 */
const id = z.string().min(1).max(64);
const teamLink = z.strictObject({ teamId: id, teamName: z.string().max(80) });
const dieRow = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5), z.literal(6)]);

const bumpSchema = z.strictObject({
  table: z.enum(BUMP_TABLES),
  row: dieRow,
  background: z.enum(BACKGROUNDS).optional(),
  power: z.enum(POWER_IDS).optional(),
  pool: z.enum(POOLS).optional(),
  issue: z.number().int().min(0).max(10_000),
});

export const characterCampaignStateSchema = z.strictObject({
  status: z.enum(["active", "captured", "dead", "retired"]),
  capturedBy: teamLink.optional(),
  bumps: z.array(bumpSchema).max(100),
  curses: z.number().int().min(0).max(99),
  nextBattle: z.strictObject({
    missesBattle: z.boolean(),
    moveLoss: z.number().int().min(0).max(99),
    attackDiceLoss: z.number().int().min(0).max(99),
    arrivesRound: z.union([z.literal(2), z.literal(3)]).optional(),
  }),
  settleScoreAgainst: z.array(teamLink).max(50),
  hasSpaceGodBonus: z.boolean(),
  marchOfScienceRerolls: z.array(z.enum([...POOLS, ...NON_COMBAT_POOLS])).max(50),
  weirdBumpsActive: z.boolean().optional(),
  thrallOf: id.optional(),
  sidekickOf: id.optional(),
}) satisfies z.ZodType<CharacterCampaignState>;
