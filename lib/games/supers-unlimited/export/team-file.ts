import { z } from "zod";
import { MAX_IMPORT_BYTES, MAX_IMPORT_CHARACTERS } from "@/lib/export/import-limits";
import { CLASSES, GIMMICK_IDS, parseCard, SU_RULES_VERSION, validateGimmickPool, type SuCard, type SuGimmickPick } from "@/lib/rules/supers-unlimited";
import { supersUnlimited } from "../index";
import { nameField } from "@/lib/schemas/name-field";
import { cardLimitProblems, storedCardText } from "../card-limits";
import { suRosterSettings, type SuLeagueSettings } from "../campaign-settings";

export const SU_TEAM_FILE_FORMAT = "longbox.supers-unlimited.team";
export const SU_TEAM_FILE_VERSION = 1;

/**
 * A league team's file, exchanged as JSON: the team's name, side and notes, its cards (not
 * retired) in roster order, the owner's pick of a tied Team Leader by its place, and the Gimmick
 * pool with each pick's card by its place (optional within version 1: older files have none). CHANGING
 * THIS SHAPE NEEDS A NEW VERSION (and reading the old one). Cards carry their place as their id
 * ("card-1", …): no internal id leaves Longbox. VP are the league's record and are not in it.
 */
export interface SuTeamFile {
  format: typeof SU_TEAM_FILE_FORMAT;
  version: typeof SU_TEAM_FILE_VERSION;
  /** The rules the cards were checked with, for the reader's information. */
  rulesVersion: string;
  exportedAt: string;
  team: { name: string; alignment: "HEROES" | "VILLAINS"; notes: string };
  cards: SuCard[];
  /** The chosen leader's place in `cards` (0-based), or null. */
  leader: number | null;
  /** The Gimmick pool, each pick's card by its place in `cards` (0-based). */
  gimmickPool?: Array<Omit<SuGimmickPick, "cardId"> & { card: number }>;
}

const fileSchema = z.object({
  format: z.literal(SU_TEAM_FILE_FORMAT, { error: "This is not a Supers Unlimited team file from Longbox." }),
  version: z.literal(SU_TEAM_FILE_VERSION, { error: `This team file's version is not one Longbox reads (it reads version ${SU_TEAM_FILE_VERSION}).` }),
  team: z.object(
    {
      name: nameField("The team has no name.", 64),
      alignment: z.enum(["HEROES", "VILLAINS"], { error: "The team is neither heroes nor villains." }),
      notes: z.string({ error: "The team's notes are not text." }).max(2000, { error: "The team's notes are too long." }),
    },
    { error: "The file has no team." },
  ),
  cards: z.array(z.unknown(), { error: "The file has no list of cards." }).max(MAX_IMPORT_CHARACTERS, { error: `A team file holds at most ${MAX_IMPORT_CHARACTERS} cards.` }),
  leader: z.number().int().min(0).nullable().optional(),
  gimmickPool: z
    .array(
      z.object({
        card: z.number().int().min(0),
        class: z.enum(CLASSES.map((c) => c.id) as [SuGimmickPick["class"], ...SuGimmickPick["class"][]]),
        gimmick: z.enum(GIMMICK_IDS as [SuGimmickPick["gimmick"], ...SuGimmickPick["gimmick"][]]),
      }),
      { error: "The file's Gimmick pool is not a list of Gimmicks." },
    )
    .max(60)
    .optional(),
});

/** The file of a team: its cards in order (retired ones left out), each known by its place. */
export function buildSuTeamFile(
  team: { name: string; alignment: "HEROES" | "VILLAINS"; notes: string | null },
  cards: readonly SuCard[],
  leaderId: string | null,
  exportedAt: Date,
  gimmickPool: readonly SuGimmickPick[] = [],
): SuTeamFile {
  const leader = cards.findIndex((card) => card.id === leaderId);
  // A pick whose card is retired has no place in the file: it is left out.
  const pool = gimmickPool.map(({ cardId, ...pick }) => ({ ...pick, card: cards.findIndex((card) => card.id === cardId) })).filter((pick) => pick.card >= 0);
  return {
    format: SU_TEAM_FILE_FORMAT,
    version: SU_TEAM_FILE_VERSION,
    rulesVersion: SU_RULES_VERSION,
    exportedAt: exportedAt.toISOString(),
    team: { name: team.name, alignment: team.alignment, notes: team.notes ?? "" },
    cards: cards.map((card, i) => ({ ...card, id: `card-${i + 1}` })),
    leader: leader >= 0 ? leader : null,
    ...(pool.length > 0 ? { gimmickPool: pool } : {}),
  };
}

export interface SuTeamImportPlan {
  team: { name: string; alignment: "HEROES" | "VILLAINS"; notes: string };
  /** In roster order, each under its place's id ("card-1"); the writer gives each its row's id. */
  cards: SuCard[];
  leader: number | null;
  /** Picks by the card's place id ("card-1"), checked against the cards and the league. */
  gimmickPool: SuGimmickPick[];
}

export type SuTeamFileReading = { ok: true; plan: SuTeamImportPlan } | { ok: false; problems: string[] };

export const EMPTY_TEAM_FILE_MESSAGE = "Choose a team file, or paste its text.";

/**
 * Reads a team file for a league: its shape, then each card as the card builder would save it
 * into this league (its shape, its rules and sizes, and the Levels budget with the cards before
 * it: the league's roster hook). Every problem is listed, each naming its card. Formation and
 * Faction or Alignment are the team page's, as for a team built by hand.
 */
export function readSuTeamFile(text: string, settings: SuLeagueSettings): SuTeamFileReading {
  if (text.trim() === "") return { ok: false, problems: [EMPTY_TEAM_FILE_MESSAGE] };
  if (new TextEncoder().encode(text).length > MAX_IMPORT_BYTES)
    return { ok: false, problems: [`The file is larger than ${MAX_IMPORT_BYTES / 1024} KB; a team file is far smaller.`] };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, problems: ["The file is not JSON: choose the team file Longbox exported."] };
  }
  const file = fileSchema.safeParse(json);
  if (!file.success) return { ok: false, problems: [...new Set(file.error.issues.map((issue) => issue.message))] };

  const problems: string[] = [];
  const cards: SuCard[] = [];
  file.data.cards.forEach((posted, i) => {
    const place = `card-${i + 1}`;
    const withId = posted !== null && typeof posted === "object" && !Array.isArray(posted) ? { ...posted, id: place } : posted;
    const parsed = parseCard(withId);
    const label = (name: string) => `Card ${i + 1}${name.trim() ? ` (${name.trim()})` : ""}`;
    if (!parsed.ok) {
      problems.push(...parsed.problems.map((p) => `${label("")}: ${p.field ? `${p.field}: ` : ""}${p.message}`));
      return;
    }
    const checked = supersUnlimited.roster.validateEntry(settings, parsed.card, cards);
    const cardProblems = [...cardLimitProblems(parsed.card), ...(checked.ok ? [] : checked.problems)];
    problems.push(...cardProblems.map((p) => `${label(parsed.card.name)}: ${p.message}`));
    cards.push({ ...parsed.card, name: storedCardText(parsed.card.name) });
  });
  const leader = file.data.leader ?? null;
  if (leader !== null && leader >= file.data.cards.length) problems.push("The Team Leader the file names is not one of its cards.");
  const gimmickPool = (file.data.gimmickPool ?? []).map(({ card, ...pick }) => ({ ...pick, cardId: `card-${card + 1}` }));
  if (problems.length === 0 && gimmickPool.length > 0) {
    const pool = validateGimmickPool(suRosterSettings(settings), cards, gimmickPool);
    if (!pool.ok) problems.push(...pool.problems.map((p) => `Gimmick pool: ${p.message}`));
  }
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, plan: { team: file.data.team, cards, leader, gimmickPool } };
}
