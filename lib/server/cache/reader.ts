import { createHash } from "node:crypto";
import { getToken } from "next-auth/jwt";
import { configuredOrigin } from "@/lib/app-origin";
import { db } from "@/lib/server/db";

/**
 * Who is reading a signed-in page that may be served as kept HTML (serve-cached-html.ts), read
 * before Next renders anything: the session cookie's JWT, and then, in one query, everything a kept
 * page of a campaign depends on besides the campaign itself.
 */

export interface Reader {
  userId: string;
  /** The Session row the JWT names (lib/server/auth/sessions.ts): checked live with the version. */
  sessionToken: string;
}

/**
 * The reader the request's session cookie names, or null (no cookie, a cookie this server did not
 * seal, an expired one). Only the cookie is read, as the page's own `auth()` reads it: a bearer
 * header would name a reader the render would not see. The cookie's name follows the origin's
 * scheme as Auth.js's does (`__Secure-` on https). Whether the session is still live is asked with
 * the version (readerCampaignVersion), not here.
 */
export async function readerOf(headers: Headers): Promise<Reader | null> {
  const secret = process.env.AUTH_SECRET;
  const cookie = headers.get("cookie");
  if (!secret || !cookie) return null;
  const origin = process.env.AUTH_URL?.trim() || configuredOrigin() || "";
  try {
    const token = await getToken({ req: { headers: { cookie } }, secret, secureCookie: origin.startsWith("https:") });
    if (!token || typeof token.sub !== "string" || typeof token.sid !== "string") return null;
    return { userId: token.sub, sessionToken: token.sid };
  } catch {
    return null; // a cookie that does not open: the page renders per request and says so itself
  }
}

/**
 * The version of what a campaign page shows this reader, or null when it must not be served from
 * memory: the session ended (signed out, or out everywhere), or the reader is not an active member
 * of the campaign (the page then renders per request, as its 404 or redirect). One query: the live
 * session, the membership, the campaign's cache version (raised by every write to what its pages
 * show, roles included) and the reader's own name and email, which the page's header shows.
 */
export async function readerCampaignVersion(reader: Reader, campaignId: string): Promise<string | null> {
  const [row] = await db.$queryRaw<Array<{ version: bigint | null; name: string | null; email: string }>>`
    SELECT t."version", u."name", u."email"
    FROM "Session" s
    JOIN "User" u ON u."id" = s."userId"
    JOIN "Membership" m ON m."userId" = s."userId" AND m."campaignId" = ${campaignId} AND m."leftAt" IS NULL
    LEFT JOIN "CacheTag" t ON t."tag" = 'campaign:' || m."campaignId"
    WHERE s."sessionToken" = ${reader.sessionToken} AND s."userId" = ${reader.userId} AND s."expires" > now()
    LIMIT 1`;
  if (!row) return null;
  const header = createHash("sha256")
    .update(JSON.stringify([row.name, row.email]))
    .digest("base64url")
    .slice(0, 16);
  return `${String(row.version ?? 0)}:${header}`;
}
