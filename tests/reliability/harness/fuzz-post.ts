/**
 * One hostile post to a server action, held to every property of the hostile-input tests:
 * - the action never throws (a throw is a 500 page); Next's redirect and notFound are answers;
 * - it never reaches the unexpected-error handler (hostile input is refused by validation, not
 *   by a crash the handler hides: its console.error is the sign);
 * - nothing it shows contains a stack trace, SQL, Prisma or database error text, or server paths;
 * - a redirect stays on this site (a path, never "//host" or "/\host": no open redirect);
 * - Object.prototype and Array.prototype gain no property ("__proto__" keys: no pollution);
 * - when it refuses (ok: false, or 404), no row of any table changed;
 * - with `untouchable`: those campaigns (ones the actor is not in) did not change at all (IDOR),
 *   whether the action refused or not.
 * Needs the act-as doubles hoisted by the test file (see act-as.ts).
 */
import { vi } from "vitest";
import { db } from "@/lib/server/db";
import { invoke, type Outcome } from "./act-as";
import { campaignRowsPrint, changedTables, databaseFingerprint, internalLeaks, shownText } from "./fuzz-checks";

/**
 * Tables an action may write to while refusing, by design:
 * SignInFailure — a refused password sign-in is recorded, which is what throttles the next ones;
 * SecurityEvent — and, for an existing account, logged for its owner (the account page shows it);
 * ImportAttempt — every file an import reads is counted, refused or not (import-rate-limit.ts);
 * EmailRequest — a request that names an address (a new account included) is counted before it is
 *   answered, so refusals such as "that address has an account" cannot be probed without limit
 *   (lib/server/auth/email-request-limit.ts).
 */
export const WRITTEN_ON_REFUSAL = ["SecurityEvent", "SignInFailure", "ImportAttempt", "EmailRequest"];

type ActionFn = (previous: never, form: FormData) => Promise<unknown>;

const errorLog: unknown[][] = [];
const prototypeKeys = () => [...Object.getOwnPropertyNames(Object.prototype), ...Object.getOwnPropertyNames(Array.prototype)].sort().join(",");
const cleanPrototypes = prototypeKeys();
let isCapturing = false;

/** Routes console.error (and the mail outbox's console.log) into a buffer for the rest of the file. */
export function captureConsole() {
  if (isCapturing) return;
  isCapturing = true;
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void errorLog.push(args));
  vi.spyOn(console, "log").mockImplementation(() => undefined);
}

function describeOutcome(outcome: Outcome): string {
  if (outcome.kind === "error") return `threw ${outcome.error instanceof Error ? `${outcome.error.name}: ${outcome.error.message}` : String(outcome.error)}`;
  if (outcome.kind === "state") return `returned ${JSON.stringify(outcome.state).slice(0, 300)}`;
  return outcome.kind === "redirect" ? `redirected to ${outcome.to}` : "answered 404";
}

/** Posts `form` to `action` and throws a readable message when any property fails; returns the outcome. */
export async function postAndCheck(label: string, action: ActionFn, form: FormData, { untouchable = [] }: { untouchable?: readonly string[] } = {}): Promise<Outcome> {
  captureConsole();
  errorLog.length = 0;
  // Hundreds of posts a minute from one actor: the import rate limit would answer most of them
  // before the file is read (it has its own tests in tests/integration/import-rate-limit.test.ts).
  await db.importAttempt.deleteMany({});
  const before = await databaseFingerprint(WRITTEN_ON_REFUSAL);
  const untouchableBefore = await Promise.all(untouchable.map(campaignRowsPrint));
  const outcome = await invoke(action, form, null);
  const problems: string[] = [];
  if (outcome.kind === "error") problems.push(`it threw (a 500 page): ${outcome.error instanceof Error ? (outcome.error.stack ?? outcome.error.message) : String(outcome.error)}`);
  if (errorLog.length > 0)
    problems.push(
      `it reached the unexpected-error handler: ${errorLog
        .map((args) => args.map((arg) => (arg instanceof Error ? (arg.stack ?? arg.message) : String(arg))).join(" "))
        .join(" | ")
        .slice(0, 1500)}`,
    );
  if (outcome.kind === "state") problems.push(...internalLeaks(shownText(outcome.state)).map((leak) => `it shows ${leak}`));
  if (outcome.kind === "redirect" && !/^\/(?![/\\])/.test(outcome.to)) problems.push(`it redirected off the site, to ${JSON.stringify(outcome.to)}`);
  const isRefusal = (outcome.kind === "state" && outcome.state?.ok === false) || outcome.kind === "not-found";
  if (isRefusal) {
    const changed = changedTables(before, await databaseFingerprint(WRITTEN_ON_REFUSAL));
    if (changed.length > 0) problems.push(`it refused but wrote to ${changed.join(", ")}`);
  }
  if (prototypeKeys() !== cleanPrototypes) problems.push(`it polluted a prototype: ${prototypeKeys()}`);
  const untouchableAfter = await Promise.all(untouchable.map(campaignRowsPrint));
  untouchable.forEach((campaignId, i) => {
    if (untouchableAfter[i] !== untouchableBefore[i]) problems.push(`it changed campaign ${campaignId}, which the actor is not a member of`);
  });
  if (problems.length > 0) throw new Error(`${label} ${describeOutcome(outcome)}\n- ${problems.join("\n- ")}`);
  return outcome;
}
