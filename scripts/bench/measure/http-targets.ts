/**
 * The pages the bench loads and how each proves it rendered the real page (not a redirect to
 * sign-in, a 404 or an error page) before it is loaded. Plain code, tested in http-targets.test.ts.
 */
import type { BenchManifest } from "./manifest";
import type { HttpTargetId } from "./options";

export interface HttpTarget {
  id: HttpTargetId;
  label: string;
  path: string;
  /**
   * The app route it renders, as the first-load JS table names it; also how results name the page,
   * so the public page's token (a capability) never lands in a committed report.
   */
  route: string;
  isSignedIn: boolean;
  /** What it answers: a page, JSON for the reference route handler, or a page's data for the client router (RSC). */
  contentType: "text/html" | "application/json" | "text/x-component";
  /** Headers the request carries besides the session cookie (the client router's, for a page's data). */
  headers?: Record<string, string>;
  /** Strings the answer must contain. */
  expects: string[];
}

/** What the checks look for, read from the database: the names the pages print. */
export interface TargetNames {
  campaignName: string;
  teamName: string;
}

/** React's escaping of text in HTML, so a name with & or ' still matches the page. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");
}

const heading = (text: string) => `>${escapeHtml(text)}</h1>`;
/** The header names the signed-in user: proof the session cookie was honoured. */
const SIGNED_IN = 'aria-label="Signed in as"';

/** The home page's heading: the floor's proof that the prerendered page was served. */
export const HOME_HEADING = "Your superhero skirmish campaign, kept like a comic longbox.";

/**
 * The floor is the home page: prerendered at build time (the root layout reads no session), so
 * the server sends a file and renders nothing. Public pages are measured against it.
 *
 * The sign-in page seen anonymously is the cheapest dynamic page: rendered per request (it reads
 * the session to send a signed-in visitor on, and the return address), with no database query
 * and no session to decode. Signed-in pages are measured against it.
 *
 * The team page's data is what a tap on a link to it inside the app asks for: the client router's
 * request (the `RSC` header, an `_rsc` query), here without the state of a page it came from, so
 * the answer holds the whole tree, layouts included (a tap from another campaign page gets less).
 *
 * The health check is a reference below any page: a route handler that sends one `SELECT 1` and
 * answers JSON, with no React rendering. It shows what the server and the machine allow at this
 * concurrency before a page does any work of its own.
 */
export function httpTargets(manifest: BenchManifest, names: TargetNames): HttpTarget[] {
  const { campaignId, teamId, publicTeamToken } = manifest.bench;
  const page = { contentType: "text/html" } as const;
  return [
    { id: "floor", label: "Floor: home page (prerendered)", path: "/", route: "/", isSignedIn: false, ...page, expects: [heading(HOME_HEADING)] },
    { id: "sign-in", label: "Cheapest dynamic page: sign-in (anonymous)", path: "/sign-in", route: "/sign-in", isSignedIn: false, ...page, expects: [heading("Sign in")] },
    { id: "health", label: "Reference: health check (route handler, no React)", path: "/api/health", route: "/api/health", isSignedIn: false, contentType: "application/json", expects: ['"status":"ok"'] },
    { id: "public-team", label: "Team's public page (anonymous)", path: `/t/${encodeURIComponent(publicTeamToken)}`, route: "/t/[token]", isSignedIn: false, ...page, expects: [heading(names.teamName)] },
    { id: "dashboard", label: "Campaign dashboard", path: `/campaigns/${encodeURIComponent(campaignId)}`, route: "/campaigns/[campaignId]", isSignedIn: true, ...page, expects: [heading(names.campaignName), SIGNED_IN] },
    { id: "team", label: "Team page", path: `/campaigns/${encodeURIComponent(campaignId)}/teams/${encodeURIComponent(teamId)}`, route: "/campaigns/[campaignId]/teams/[teamId]", isSignedIn: true, ...page, expects: [heading(names.teamName), SIGNED_IN] },
    {
      id: "team-data",
      label: "Team page, as a tap inside the app asks for it (the client router's data, whole tree)",
      // With no router state sent, Next expects an empty cache-busting `_rsc` value.
      path: `/campaigns/${encodeURIComponent(campaignId)}/teams/${encodeURIComponent(teamId)}?_rsc=`,
      route: "/campaigns/[campaignId]/teams/[teamId]",
      isSignedIn: true,
      contentType: "text/x-component",
      headers: { rsc: "1" },
      // The name as the data writes it: a JSON string.
      expects: [JSON.stringify(names.teamName)],
    },
    { id: "rolls", label: "Roll log", path: `/campaigns/${encodeURIComponent(campaignId)}/rolls`, route: "/campaigns/[campaignId]/rolls", isSignedIn: true, ...page, expects: [heading("Roll log"), SIGNED_IN] },
  ];
}

const KIND = { "text/html": "HTML", "application/json": "JSON", "text/x-component": "the client router's data (RSC)" } as const;

/** Why a page is not fit to load, or null: it must answer 200 with its content type, holding every expected string. */
export function targetProblem(target: HttpTarget, status: number, contentType: string | null, body: string): string | null {
  if (status !== 200) return `${target.path} answered ${status}, not 200.`;
  if (!contentType?.includes(target.contentType)) return `${target.path} answered ${contentType ?? "no content type"}, not ${KIND[target.contentType]}.`;
  const missing = target.expects.filter((text) => !body.includes(text));
  if (missing.length > 0) return `${target.path} does not show ${missing.map((m) => JSON.stringify(m)).join(", ")}.`;
  return null;
}
