/** What every server action returns to its form (../shared/STYLE.md §3). */
export type ActionResult<T = undefined> =
  | { ok: true; data: T }
  | {
      ok: false;
      message: string;
      fieldErrors?: Record<string, string[] | undefined>;
      values?: Record<string, string>;
      /** A refusal the form answers with more than the message (sign-in: "unverified" offers a new confirmation link). */
      reason?: string;
      /** Each rule the input broke, by a stable code a program can test (a game's roster check: "unknown-talent", "invalid-level"). */
      problems?: ReadonlyArray<{ code: string; field: string; message: string }>;
    };

/** The state a form starts from, before its first submit. */
export const initialActionState = null;
export type ActionState<T = undefined> = ActionResult<T> | null;

/** Echo safe text fields back so a refused form keeps what was typed (never passwords). */
export function formValues(formData: FormData, fields: string[]): Record<string, string> {
  return Object.fromEntries(fields.map((field) => [field, String(formData.get(field) ?? "")]));
}

export const UNEXPECTED_ERROR_MESSAGE = "Something went wrong on our side. Try again in a moment.";

/** An error no one planned for: logged on the server, never shown; the form gets a generic message. */
export function unexpectedError(action: string, error: unknown): { ok: false; message: string } {
  console.error(`[longbox] ${action} failed`, error);
  return { ok: false, message: UNEXPECTED_ERROR_MESSAGE };
}

export const CHECK_FIELDS_MESSAGE = "Check the highlighted fields.";

/** What a one-click button answers when its hidden id does not parse: the record is gone (or never was). */
export const TEAM_NOT_FOUND_MESSAGE = "That team could not be found.";
export const CAMPAIGN_NOT_FOUND_MESSAGE = "That campaign could not be found.";
export const CHARACTER_NOT_FOUND_MESSAGE = "That character could not be found.";
