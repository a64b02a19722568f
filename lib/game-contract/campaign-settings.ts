import { z } from "zod";
import type { AnyGameSystem, VersionedSettings } from "./game-system";

/**
 * A stored Campaign.settings that does not fit its system's schema (hand-edited, or written by a
 * version whose migration is missing). Thrown on read: the page shows an error rather than play
 * on with options nobody chose.
 */
export class CampaignSettingsError extends Error {
  readonly gameSystemId: string;
  constructor(
    system: Pick<AnyGameSystem, "id" | "name">,
    readonly fieldErrors: Record<string, string[]>,
  ) {
    const fields = Object.entries(fieldErrors)
      .map(([field, messages]) => `${field}: ${messages.join(" ")}`)
      .join("; ");
    super(`The campaign's stored settings do not fit ${system.name}: ${fields || "not an object"}.`);
    this.name = "CampaignSettingsError";
    this.gameSystemId = system.id;
  }
}

function fieldErrorsOf(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.join(".") : "settings";
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

/**
 * The campaign's settings, checked by its system's schema. The caller hands the campaign's game
 * (the catalog is read at the top, by the route, loader or action; a game's own code passes its
 * own manifest). Throws CampaignSettingsError for a bad stored value, and an Error when the game
 * handed is not the campaign's (a programmer error: another game's schema would read it wrongly).
 */
export function readCampaignSettings<Settings extends VersionedSettings = VersionedSettings>(system: AnyGameSystem, campaign: { gameSystem: string; settings: unknown }): Settings {
  if (campaign.gameSystem !== system.id) throw new Error(`A campaign of “${campaign.gameSystem}” was read with the settings of “${system.id}”.`);
  const parsed = system.settings.schema.safeParse(campaign.settings);
  if (!parsed.success) throw new CampaignSettingsError(system, fieldErrorsOf(parsed.error));
  return parsed.data as Settings;
}

export type SettingsFromInput = { ok: true; system: AnyGameSystem; settings: VersionedSettings } | { ok: false; fieldErrors: Record<string, string[]> };

/** The system's settings out of a flat form input, with the schema's field messages. */
export function settingsFromInput(system: AnyGameSystem, input: Record<string, unknown>): SettingsFromInput {
  const parsed = system.settings.fromInput(input);
  if (!parsed.success) return { ok: false, fieldErrors: fieldErrorsOf(parsed.error) };
  return { ok: true, system, settings: parsed.data };
}

/** A row's fields without those the system's settings hold (they are stored in Campaign.settings, not as columns). */
export function withoutSettingsFields<Row extends object>(row: Row, settings: VersionedSettings): Omit<Row, keyof typeof settings> {
  const owned = new Set(Object.keys(settings));
  return Object.fromEntries(Object.entries(row).filter(([field]) => !owned.has(field))) as Omit<Row, keyof typeof settings>;
}
