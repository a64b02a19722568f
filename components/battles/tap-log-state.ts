/**
 * The pure half of a battle tracker's tap log on the phone (useTapLog holds the React half). Every
 * tracker over the server's tap log (lib/server/battles/tap-log.ts) shows a tap at once as a
 * pending entry, sends it under a fresh request key (a retried send counts once), says in its live
 * region what was tracked or why not, and undoes a tap by striking its entry. The games keep their
 * own taps and words; this keeps the rest the same for all of them.
 */

/** An entry of the log as the page shows it: the server's rows, then this phone's pending taps. */
export interface TapLogEntry<P = unknown> {
  id: string;
  payload: P;
  actorName: string;
}

/** The undo of one entry: a tap of its own that names the entry it strikes. */
export interface StrikeTap {
  kind: "strike";
  entryId: string;
}

/** What a tap's action answers (an ActionResult); nothing at all is taken as a refusal without words. */
export type TapAnswer = { ok: true } | { ok: false; message?: string } | null | undefined;

/** The live region's line: what was tracked, or why not. */
export interface TapNote {
  text: string;
  isError: boolean;
}

/**
 * When the page is refreshed after an answer: only on a refusal (the tap shows already, but the
 * battle may have moved on), or after every answer (the page redraws from the server's log).
 */
export type RefreshAfter = "refusal" | "every-answer";

/** A pending entry's id starts with this; the rest is its request key. */
export const PENDING_PREFIX = "pending:";

/** The entry shown at once for a tap on its way: its payload is the tap's, in the log's version 1. */
export function pendingEntry<T extends { kind: string }, P>(requestKey: string, tap: T): TapLogEntry<P> {
  return { id: `${PENDING_PREFIX}${requestKey}`, payload: { v: 1, ...tap } as P, actorName: "you" };
}

/** A tap still on its way (not yet an entry of the server's log, so nothing to undo yet). */
export function isPendingEntry(entry: { id: string }): boolean {
  return entry.id.startsWith(PENDING_PREFIX);
}

/** The optimistic list: the log so far with one more tap at its end. */
export function withPendingTap<E>(current: readonly E[], entry: E): E[] {
  return [...current, entry];
}

/** The undo of an entry of the server's log. */
export function strikeOf(entry: { id: string }): StrikeTap {
  return { kind: "strike", entryId: entry.id };
}

/** The newest tap first, as the "so far" lists show them. */
export function newestFirst<E>(entries: readonly E[]): E[] {
  return [...entries].reverse();
}

/** The live region's line once the action answered: `done` when it was saved, the refusal's own words when not. */
export function answerNote(answer: TapAnswer, done: string): TapNote {
  if (answer?.ok) return { text: done, isError: false };
  return { text: answer?.message ?? "That tap was not saved.", isError: true };
}

/** The live region's line when no answer came (the phone lost the network): the tap is not saved. */
export function noAnswerNote(words: string): TapNote {
  return { text: `Not saved (no answer from the server): ${words}. Tap it again.`, isError: true };
}

/** Whether the page is refreshed after this answer. */
export function refreshesAfter(answer: TapAnswer, when: RefreshAfter): boolean {
  return when === "every-answer" || !answer?.ok;
}

/** What a tap says: `done` once it is saved, `words` (the tap itself) when no answer came. */
export interface TapSaying {
  done: string;
  words: string;
}

/** What one tap's run does to the page: the hook hands in React's state setters, the router and the game's action. */
export interface TapRunner<T, E> {
  /** Shows the pending entry at once (the optimistic list). */
  show: (entry: E) => void;
  /** Sends the tap under its request key: the game's own action and form. */
  submit: (tap: T, requestKey: string) => Promise<TapAnswer>;
  /** Puts a line in the live region. */
  say: (note: TapNote) => void;
  /** Redraws the page from the server. */
  refresh: () => void;
}

/**
 * One tap, start to end: shown at once as a pending entry whose id carries the request key it is
 * sent under, sent once, then told (saved, refused, or no answer). A refusal, or with
 * "every-answer" any answer, refreshes the page; no answer changes nothing but the line.
 */
export async function runTap<T extends { kind: string }, E>(tap: T, requestKey: string, saying: TapSaying, refreshAfter: RefreshAfter, runner: TapRunner<T, E>): Promise<void> {
  runner.show(pendingEntry(requestKey, tap) as E);
  let answer: TapAnswer;
  try {
    answer = await runner.submit(tap, requestKey);
  } catch {
    // No answer (the phone lost the network): the tap shows as not saved rather than breaking the page.
    runner.say(noAnswerNote(saying.words));
    return;
  }
  runner.say(answerNote(answer, saying.done));
  // After a refusal nothing changed here, but the battle may have moved on (another phone): show where it stands.
  if (refreshesAfter(answer, refreshAfter)) runner.refresh();
}

/** Fills a byte array with random values (the browser's crypto.getRandomValues). */
export type RandomFill = (bytes: Uint8Array) => void;

/**
 * A tap's one-time key: 32 hex digits. Not crypto.randomUUID: phones at the table often reach the
 * app over the local network by plain http, where browsers offer only getRandomValues.
 */
export function newTapKey(fill: RandomFill = (bytes) => void crypto.getRandomValues(bytes)): string {
  const bytes = new Uint8Array(16);
  fill(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** A tap as a form its action reads: the battle, the request key, then each field of the tap as text. */
export function flatTapForm(battleId: string, requestKey: string, tap: object): FormData {
  const form = new FormData();
  form.set("battleId", battleId);
  form.set("requestKey", requestKey);
  for (const [key, value] of Object.entries(tap)) form.set(key, String(value));
  return form;
}
