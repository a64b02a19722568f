/**
 * Calling the app's server actions from Vitest as a chosen user, the way Next would: the action
 * module is the real one; only the edges Next provides at request time are replaced.
 *
 * Each test file that uses it must hoist the doubles itself (Vitest only hoists `vi.mock` written
 * in the test file):
 *
 *   vi.mock("@/lib/server/auth/current-user", () => import("../harness/session-double"));
 *   vi.mock("next/cache", () => import("../harness/next-cache-double"));
 *   vi.mock("next/headers", () => import("../harness/next-headers-double"));
 *
 * then `actAs(user)` picks who is signed in and `invoke(action, form)` runs an action and says how
 * it ended: a returned state, a redirect, a 404, or a thrown error (which a page would show as a 500).
 */
import { isRedirectError } from "next/dist/client/components/redirect-error";
import { getURLFromRedirectError } from "next/dist/client/components/redirect";
import { isHTTPAccessFallbackError } from "next/dist/client/components/http-access-fallback/http-access-fallback";
import type { ActionState } from "@/lib/actions/action-result";
import { signedIn } from "./session-double";
import { revalidations } from "./next-cache-double";

export interface Actor {
  id: string;
  email: string;
  name: string | null;
}

/** Who the next action calls run as; null is signed out. */
export function actAs(actor: Actor | null) {
  signedIn.user = actor;
}

export type Outcome =
  { kind: "state"; state: ActionState & Record<string, unknown> } | { kind: "redirect"; to: string } | { kind: "not-found" } | { kind: "error"; error: unknown };

type ActionFn = (previous: never, form: FormData) => Promise<unknown>;

export function formOf(fields: Record<string, string | string[] | Blob> | Array<[string, string | Blob]>): FormData {
  const form = new FormData();
  const entries = Array.isArray(fields)
    ? fields
    : Object.entries(fields).flatMap(([k, v]) => (Array.isArray(v) ? v.map((x): [string, string] => [k, x]) : [[k, v] as [string, string | Blob]]));
  for (const [name, value] of entries) form.append(name, value);
  return form;
}

/** Runs a `useActionState`-style action (previous state, form data) and classifies how it ended. */
export async function invoke(action: ActionFn, form: FormData, previous: unknown = { ok: false }): Promise<Outcome> {
  revalidations.length = 0;
  try {
    const state = await action(previous as never, form);
    return { kind: "state", state: (state ?? { ok: true }) as Outcome extends { state: infer S } ? S : never };
  } catch (error) {
    if (isRedirectError(error)) return { kind: "redirect", to: getURLFromRedirectError(error) };
    if (isHTTPAccessFallbackError(error)) return { kind: "not-found" };
    return { kind: "error", error };
  }
}

/** A sign-in redirect: what a signed-out caller gets from every account-only action. */
export function isSignInRedirect(outcome: Outcome): boolean {
  return outcome.kind === "redirect" && outcome.to.startsWith("/sign-in");
}
