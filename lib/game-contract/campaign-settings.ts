import { z } from "zod";
import type { AnyGameSystem, VersionedSettings } from "./game-system";
import { gameSystem } from "@/lib/games/registry";

/**
 * A stored Campaign.settings that does not fit its system's schema (hand-edited, or written by a
 * version whose migration is missing). Thrown on read: the page shows an error rather than play
 * on with options nobody chose.
 */
export class CampaignSettingsError extends Error {
  constructor(
    readonly gameSystemId: string,
    readonly fieldErrors: Record<string, string[]>,
  ) {
    const fields = Object.entries(fieldErrors)
      .map(([field, messages]) => `${field}: ${messages.join(" ")}`)
      .join("; ");
    super(`The campaign's stored settings do not fit ${gameSystem(gameSystemId).name}: ${fields || "not an object"}.`);
    this.name = "CampaignSettingsError";
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

/** The campaign's settings, checked by its system's schema. Throws CampaignSettingsError for a bad stored value. */
export function readCampaignSettings<Settings extends VersionedSettings = VersionedSettings>(campaign: { gameSystem: string; settings: unknown }): Settings {
  const system = gameSystem(campaign.gameSystem);
  const parsed = system.settings.schema.safeParse(campaign.settings);
  if (!parsed.success) throw new CampaignSettingsError(campaign.gameSystem, fieldErrorsOf(parsed.error));
  return parsed.data as Settings;
}

export type SettingsFromInput = { ok: true; system: AnyGameSystem; settings: VersionedSettings } | { ok: false; fieldErrors: Record<string, string[]> };

/** The system's settings out of a flat form input, with the schema's field messages. */
export function settingsFromInput(gameSystemId: string, input: Record<string, unknown>): SettingsFromInput {
  const system = gameSystem(gameSystemId);
  const parsed = system.settings.fromInput(input);
  if (!parsed.success) return { ok: false, fieldErrors: fieldErrorsOf(parsed.error) };
  return { ok: true, system, settings: parsed.data };
}

/** A row's fields without those the system's settings hold (they are stored in Campaign.settings, not as columns). */
export function withoutSettingsFields<Row extends object>(row: Row, settings: VersionedSettings): Omit<Row, keyof typeof settings> {
  const owned = new Set(Object.keys(settings));
  return Object.fromEntries(Object.entries(row).filter(([field]) => !owned.has(field))) as Omit<Row, keyof typeof settings>;
}
