/**
 * Calling a route handler (app/.../route.ts) the way Next does: a Request and a promise of the
 * dynamic params. A handler answers with a Response, or throws Next's redirect or 404 signal
 * (requireUser, notFound), which Next turns into a response; both are classified here.
 * Use with the same doubles as act-as.ts (the signed-in user comes from actAs).
 */
import { isRedirectError } from "next/dist/client/components/redirect-error";
import { getURLFromRedirectError } from "next/dist/client/components/redirect";
import { isHTTPAccessFallbackError } from "next/dist/client/components/http-access-fallback/http-access-fallback";

export type RouteOutcome = { kind: "response"; response: Response } | { kind: "redirect"; to: string } | { kind: "not-found" } | { kind: "error"; error: unknown };

type Handler<P> = (request: Request, context: { params: Promise<P> }) => Promise<Response>;

export const ORIGIN = "http://localhost:3000";

export async function callRoute<P>(handler: Handler<P>, pathname: string, params: P, init?: RequestInit): Promise<RouteOutcome> {
  try {
    return { kind: "response", response: await handler(new Request(new URL(pathname, ORIGIN), init), { params: Promise.resolve(params) }) };
  } catch (error) {
    if (isRedirectError(error)) return { kind: "redirect", to: getURLFromRedirectError(error) };
    if (isHTTPAccessFallbackError(error)) return { kind: "not-found" };
    return { kind: "error", error };
  }
}
