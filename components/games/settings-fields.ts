/**
 * What the campaign form hands a game system's own fields: the values to show (the stored or
 * default settings, or what was typed before a refusal, as the form sent them), the field errors,
 * and whether the first battle locked the options.
 */
export interface SettingsFieldsProps {
  /** One value per field name, as the form posts it: a string, or "on" for a ticked box. */
  value: (field: string) => string;
  isChecked: (field: string) => boolean;
  errors: Record<string, string[] | undefined>;
  isLocked: boolean;
  /** The stored settings once play began (a raise-only goal starts from the stored one). */
  stored: Record<string, unknown> | null;
}
