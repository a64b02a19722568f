import type { TeamAlignment } from "@/lib/schemas/team";
import {
  deriveCard,
  freshCampaignState,
  validateCharacter,
  type CharacterBuild,
  type CharacterCampaignState,
  type CharacterKind,
  type RosterOptions,
  type SmfCharacter,
} from "@/lib/rules/smf";
import { sidekickOwnerProblem } from "@/lib/games/smf/schemas/character-sidekick";
import { linkedStateIds } from "./character-links";
import { characterLabel, problemLine } from "./describe-problem";
import type { ReadableCharacter, TeamFileReading } from "./read-team-file";
import { CURRENT_RULES_EDITION } from "./rules-edition";
import { ALIGNMENT_TO_ROW } from "./stored-values";

/**
 * What an import would do, checked without writing: the preview a player reads and, when nothing
 * is wrong with the file, the plan the import writes.
 *
 * Every character is checked as the builder's server check does (validate-for-team.ts): the rules
 * library's validateCharacter with the importing campaign's options (alternate power levels,
 * vehicles, Social Science) and the file's roster (not retired) for Rapport, and a sidekick's
 * owner (character-sidekick.ts). One problem anywhere means nothing is imported.
 *
 * Campaign state (bumps, injuries, curses, status) is kept as the file has it when it fits the
 * format and its links to teammates name characters in the file; otherwise that character starts
 * with a fresh state and the preview says so. Story points are never imported (the new team gets
 * its starting 1 SP), and no imported character has fought in this campaign yet.
 */

export interface CardSummary {
  archetype: string;
  /** `Move 6" · Body 5 · Psyche 4`. */
  stats: string;
  majorPowers: string[];
  minorPowers: string[];
  backgrounds: string[];
}

export interface ImportCharacterPreview {
  number: number;
  name: string;
  kindLabel: string;
  isRetired: boolean;
  /** "Captured", "In memoriam" …; null for an active character. */
  statusLabel: string | null;
  summary: CardSummary | null;
  /** Each a full line: `Character 3 “Grey Rhino”: Minor powers: 2 minor picks to spend, 3 spent.` */
  problems: string[];
  /** What the import changes about this character (a fresh state). */
  notes: string[];
}

export interface TeamImportPreview {
  /** Problems with the file as a whole; when there are any, nothing else is shown. */
  fileErrors: string[];
  team: {
    name: string;
    alignment: TeamAlignment;
    notes: string;
    ownerName: string;
    exportedAt: string;
    storyPointsInFile: { balance: number; earned: number };
    rulesVersion: string;
    isOtherRulesVersion: boolean;
  } | null;
  characters: ImportCharacterPreview[];
  /** Reasons this member cannot import here, whatever the file (set by the server). */
  blockers: string[];
  canImport: boolean;
}

export interface PlannedCharacter {
  /** The id in the file, for remapping links (character-links.ts). */
  fileId: string;
  name: string;
  kind: CharacterKind;
  isRetired: boolean;
  build: CharacterBuild;
  state: CharacterCampaignState;
}

export interface TeamImportPlan {
  team: { name: string; alignment: TeamAlignment; notes: string };
  /** In roster order (the file's positions, ties in file order). */
  characters: PlannedCharacter[];
}

const KIND_LABELS: Record<CharacterKind, string> = { character: "Character", henchmen: "Henchmen group", sidekick: "Sidekick", thrall: "Thrall", vehicle: "Vehicle" };
const STATUS_LABELS: Record<CharacterCampaignState["status"], string | null> = { active: null, captured: "Captured", dead: "In memoriam", retired: "Retired" };

export const UNREADABLE_STATE_NOTE = "Its campaign state could not be read, so it starts fresh: no bumps, injuries or curses.";
export const DANGLING_LINK_NOTE = "Its campaign state names a character who is not in the file, so it starts fresh: no bumps, injuries or curses.";

function fileErrorsPreview(fileErrors: string[]): TeamImportPreview {
  return { fileErrors, team: null, characters: [], blockers: [], canImport: false };
}

/** The state the import will store, and why it is not the file's (if it is not). */
function importedState(character: ReadableCharacter, fileIds: ReadonlySet<string>): { state: CharacterCampaignState; note: string | null } {
  if (!character.state) return { state: freshCampaignState(), note: UNREADABLE_STATE_NOTE };
  if (linkedStateIds(character.state).some((id) => !fileIds.has(id))) return { state: freshCampaignState(), note: DANGLING_LINK_NOTE };
  return { state: character.state, note: null };
}

function summarise(character: SmfCharacter, options: RosterOptions): CardSummary | null {
  try {
    const card = deriveCard(character, options);
    const move = `Move ${card.move.value}"${card.flightMove ? `/${card.flightMove.value}"` : ""}`;
    const stats = [move, card.body ? `Body ${card.body.value}` : null, card.psyche ? `Psyche ${card.psyche.value}` : null, card.numbers ? `Numbers ${card.numbers.value}` : null];
    const archetype = character.kind === "sidekick" ? "Sidekick" : character.kind === "thrall" ? "Thrall" : card.archetype;
    return { archetype, stats: stats.filter(Boolean).join(" · "), majorPowers: card.majorPowers, minorPowers: card.minorPowers, backgrounds: card.backgrounds };
  } catch {
    // A build far outside the rules may not derive a card; its problems are listed instead.
    return null;
  }
}

export function planTeamImport(reading: TeamFileReading, options: Required<RosterOptions>): { preview: TeamImportPreview; plan: TeamImportPlan | null } {
  if (!reading.ok) return { preview: fileErrorsPreview(reading.errors), plan: null };

  const fileIds = new Set(reading.characters.flatMap((item) => (item.character ? [item.character.id] : [])));
  const planned = reading.characters.map((item) => {
    if (!item.character) return { item, character: null, note: null };
    const { state, note } = importedState(item.character, fileIds);
    const character: SmfCharacter = { id: item.character.id, name: item.character.name, kind: item.character.kind, build: item.character.build, state };
    return { item, character, note };
  });
  const onRoster = planned.flatMap(({ item, character }) => (character && !item.character?.isRetired ? [character] : []));

  const characters = planned.map(({ item, character, note }): ImportCharacterPreview => {
    if (!character || !item.character) {
      const label = characterLabel(item.number, item.name);
      return {
        number: item.number,
        name: item.name,
        kindLabel: "Unreadable entry",
        isRetired: false,
        statusLabel: null,
        summary: null,
        problems: item.errors.map((error) => `${label}: ${error}`),
        notes: [],
      };
    }
    const team = onRoster.includes(character) ? onRoster : [...onRoster, character];
    const validation = validateCharacter(character, { ...options, team });
    const rulesProblems = validation.ok ? [] : validation.problems.map((p) => problemLine(item.number, character.name, p, character.kind, character.build));
    // A retired sidekick is history, like the builder's roster: only those on the roster need their owner.
    const ownerProblem = item.character.isRetired ? null : sidekickOwnerProblem({ id: character.id, kind: character.kind, sidekickOf: character.state.sidekickOf }, onRoster);
    return {
      number: item.number,
      name: character.name,
      kindLabel: KIND_LABELS[character.kind],
      isRetired: item.character.isRetired,
      statusLabel: STATUS_LABELS[character.state.status],
      summary: summarise(character, options),
      problems: ownerProblem ? [`${characterLabel(item.number, character.name)}: Sidekick's owner: ${ownerProblem}`, ...rulesProblems] : rulesProblems,
      notes: note ? [note] : [],
    };
  });

  const alignment = ALIGNMENT_TO_ROW[reading.team.alignment];
  const preview: TeamImportPreview = {
    fileErrors: [],
    team: {
      name: reading.team.name,
      alignment,
      notes: reading.team.notes,
      ownerName: reading.team.ownerName,
      exportedAt: reading.exportedAt,
      storyPointsInFile: reading.team.storyPoints,
      rulesVersion: reading.rulesEdition.rulesVersion,
      isOtherRulesVersion: reading.rulesEdition.rulesVersion !== CURRENT_RULES_EDITION.rulesVersion,
    },
    characters,
    blockers: [],
    canImport: characters.every((c) => c.problems.length === 0),
  };
  if (!preview.canImport) return { preview, plan: null };

  const inRosterOrder = planned
    .flatMap(({ item, character }) =>
      character && item.character ? [{ character, position: item.character.position, number: item.number, isRetired: item.character.isRetired }] : [],
    )
    .sort((a, b) => a.position - b.position || a.number - b.number);
  const plan: TeamImportPlan = {
    team: { name: reading.team.name, alignment, notes: reading.team.notes },
    characters: inRosterOrder.map(({ character, isRetired }) => ({
      fileId: character.id,
      name: character.name,
      kind: character.kind,
      isRetired,
      build: character.build,
      state: character.state,
    })),
  };
  return { preview, plan };
}
