import { z } from "zod";
import { characterBuildSchema } from "@/lib/games/smf/schemas/character";
import { nameField, recordedNameField } from "@/lib/schemas/name-field";
import { MAX_TEAM_NOTES_LENGTH } from "@/lib/schemas/team";
import { characterCampaignStateSchema } from "./character-state-schema";
import { MAX_IMPORT_CHARACTERS } from "@/lib/export/import-limits";
import { rulesEditionSchema } from "./rules-edition";
import { ALIGNMENTS, CHARACTER_KINDS } from "./stored-values";

/**
 * The team export ("longbox.team", version 1): one team and its roster, as a player downloads it
 * from the team page and imports it into another campaign. The campaign export carries its teams
 * in the same shape (exportedTeamSchema).
 *
 * A FILE FORMAT: files already downloaded must stay readable. A change that an older reader
 * would misread needs a formatVersion bump and a reader for the old version.
 *
 * Ids are the source campaign's. They are kept so references inside a file resolve: a Rapport
 * partner (build), a thrall's vampire and a sidekick's owner (state), ledger lines' teams in a
 * campaign export. An import never reuses them: it creates new rows and remaps the references.
 */
export const TEAM_EXPORT_FORMAT = "longbox.team";
export const TEAM_EXPORT_VERSION = 1;

const id = z.string().min(1).max(64);
const name = nameField("A name is missing.");
export const isoDateTime = z.iso.datetime({ offset: true });

export const exportedCharacterSchema = z.strictObject({
  id,
  name,
  kind: z.enum(CHARACTER_KINDS),
  /** Roster order, 0-based (Character.position). */
  position: z.number().int().min(0).max(10_000),
  isRetired: z.boolean(),
  build: characterBuildSchema,
  state: characterCampaignStateSchema,
});
export type ExportedCharacter = z.infer<typeof exportedCharacterSchema>;

export const exportedTeamSchema = z.strictObject({
  id,
  name,
  alignment: z.enum(ALIGNMENTS),
  notes: z.string().max(MAX_TEAM_NOTES_LENGTH),
  /** The leader's display name when exported; never an email address. */
  ownerName: recordedNameField(),
  isArchived: z.boolean(),
  createdAt: isoDateTime,
  /** Ruling R8's two counters when exported, for the reader's information: an import starts at 1 SP. */
  storyPoints: z.strictObject({ balance: z.number().int(), earned: z.number().int().min(0) }),
  characters: z.array(exportedCharacterSchema).max(MAX_IMPORT_CHARACTERS),
});
export type ExportedTeam = z.infer<typeof exportedTeamSchema>;

export const teamExportSchema = z.strictObject({
  format: z.literal(TEAM_EXPORT_FORMAT),
  formatVersion: z.literal(TEAM_EXPORT_VERSION),
  rulesEdition: rulesEditionSchema,
  exportedAt: isoDateTime,
  team: exportedTeamSchema,
});
export type TeamExport = z.infer<typeof teamExportSchema>;
