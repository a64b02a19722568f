/**
 * Account links and sessions through the real Auth.js (loaded through Vitest as in
 * authz-actions.test.ts), with the request headers a hostile client chooses:
 * - a sign-in or confirmation link is built on the configured origin whatever Host and
 *   X-Forwarded-Host / X-Forwarded-Proto say (a forged header used to put the victim's token into a
 *   link to the forger's site);
 * - a session ends on the server: after sign-out, "sign out everywhere" or a password change, the
 *   old session cookie no longer signs anyone in.
 */
import { mkdtemp, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";

vi.mock("next/cache", () => import("../harness/next-cache-double"));
vi.mock("next/headers", () => import("../harness/next-headers-double"));
// @ts-expect-error -- a Vite query on a path: no type declarations, and none needed for a mock
vi.mock("next-auth", () => import("../../../node_modules/next-auth/index.js?inline"));
// @ts-expect-error -- a Vite query on a path: no type declarations, and none needed for a mock
vi.mock("../../../node_modules/next-auth/lib/env.js", () => import("../../../node_modules/next-auth/lib/env.js?inline"));
// @ts-expect-error -- a Vite query on a path: no type declarations, and none needed for a mock
vi.mock("../../../node_modules/next-auth/lib/index.js", () => import("../../../node_modules/next-auth/lib/index.js?inline"));
// @ts-expect-error -- a Vite query on a path: no type declarations, and none needed for a mock
vi.mock("../../../node_modules/next-auth/lib/actions.js", () => import("../../../node_modules/next-auth/lib/actions.js?inline"));

import { changePasswordAction } from "@/lib/actions/change-password-action";
import { magicLinkAction } from "@/lib/actions/magic-link-action";
import { signInAction } from "@/lib/actions/sign-in-action";
import { signOutAction } from "@/lib/actions/sign-out-action";
import { signOutEverywhereAction } from "@/lib/actions/sign-out-everywhere-action";
import { signUpAction } from "@/lib/actions/sign-up-action";
import { NextRequest } from "next/server";
import { GET as authGet, POST as authPost } from "@/app/api/auth/[...nextauth]/route";
import { auth } from "@/lib/server/auth/next-auth";
import { magicLinkOutboxPath } from "@/lib/server/auth/magic-link-mail";
import { db } from "@/lib/server/db";
import { MAX_EMAIL_REQUESTS } from "@/lib/server/auth/email-request-limit";
import { createUser, TEST_PASSWORD, uniqueEmail } from "../../integration/factories";
import { formOf, invoke } from "../harness/act-as";
import { cookies, headers } from "../harness/next-headers-double";

const SESSION_COOKIE = "authjs.session-token";
const FORGED = { host: "evil.example", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" };

let savedDataDir: string | undefined;
beforeAll(async () => {
  savedDataDir = process.env.LONGBOX_DATA_DIR;
  process.env.LONGBOX_DATA_DIR = await mkdtemp(path.join(tmpdir(), "longbox-links-"));
  vi.spyOn(console, "log").mockImplementation(() => undefined);
});
afterAll(() => {
  process.env.LONGBOX_DATA_DIR = savedDataDir;
  vi.restoreAllMocks();
});

beforeEach(async () => {
  const request = await headers();
  request.set("host", "localhost:3000");
  request.set("x-forwarded-proto", "http");
  request.delete("x-forwarded-host");
  request.delete("cookie");
  const jar = await cookies();
  for (const { name } of jar.getAll()) jar.delete(name);
});

async function forgeHeaders() {
  const request = await headers();
  for (const [name, value] of Object.entries(FORGED)) request.set(name, value);
}

async function outboxFor(email: string) {
  const lines = (await readFile(magicLinkOutboxPath(), "utf8").catch(() => "")).trim().split("\n").filter(Boolean);
  return lines.map((line) => JSON.parse(line) as { to: string; url: string; purpose: string }).filter((entry) => entry.to === email);
}

/** The session cookie the last action set, sent with the next request as a browser would. */
async function sendSessionCookie(value?: string) {
  const cookie = value ?? (await cookies()).get(SESSION_COOKIE)?.value;
  if (!cookie) throw new Error("no session cookie was set");
  (await headers()).set("cookie", `${SESSION_COOKIE}=${cookie}`);
  return cookie;
}

/** Who the current request's cookie signs in, as every page asks (auth()). */
async function signedInUserId() {
  const session = await auth();
  return session?.user?.id ?? null;
}

async function signInWithPassword(email: string, password = TEST_PASSWORD) {
  expect(await invoke(signInAction, formOf({ email, password }))).toEqual({ kind: "redirect", to: "/campaigns" });
  return sendSessionCookie();
}

describe("links are built on the configured origin, never from the request's headers", () => {
  test("a sign-in link asked for with a forged X-Forwarded-Host points at this site", async () => {
    const victim = await createUser();
    await forgeHeaders();
    expect(await invoke(magicLinkAction, formOf({ email: victim.email }))).toEqual({ kind: "redirect", to: "/sign-in/check-email" });

    const [sent] = await outboxFor(victim.email);
    expect(sent, "a link was written to the outbox").toBeDefined();
    const link = new URL(sent!.url);
    expect(link.origin).toBe(process.env.AUTH_URL ? new URL(process.env.AUTH_URL).origin : "http://localhost:3000");
    expect(link.href).not.toContain("evil.example");
    expect(link.pathname).toBe("/api/auth/callback/email");
  });

  test("so is the confirmation link a sign-up mails", async () => {
    const email = uniqueEmail("signup");
    await forgeHeaders();
    expect(await invoke(signUpAction, formOf({ email, password: "a long enough password" }))).toEqual({ kind: "redirect", to: "/sign-up/check-email" });
    const [sent] = await outboxFor(email);
    expect(sent).toMatchObject({ purpose: "confirm-email" });
    expect(sent!.url).not.toContain("evil.example");
    expect(new URL(sent!.url).pathname).toBe("/api/auth/callback/confirm-email");
  });
});

describe("what sign-up and the session endpoint tell (issue 23, item 7)", () => {
  test("sign-up answers the same whether or not the address has an account, and mails the owner instead of changing anything", async () => {
    const owner = await createUser({ name: "Olive Owner" });
    const before = await db.user.findUniqueOrThrow({ where: { id: owner.id }, select: { passwordHash: true, name: true, emailVerified: true } });
    const fresh = uniqueEmail("fresh-signup");

    const taken = await invoke(signUpAction, formOf({ name: "Someone Else", email: owner.email.toUpperCase(), password: "another long password" }));
    const free = await invoke(signUpAction, formOf({ name: "Someone Else", email: fresh, password: "another long password" }));
    expect(taken).toEqual({ kind: "redirect", to: "/sign-up/check-email" });
    expect(taken).toEqual(free);

    expect(await db.user.findUniqueOrThrow({ where: { id: owner.id }, select: { passwordHash: true, name: true, emailVerified: true } })).toEqual(before);
    expect(await db.user.count({ where: { email: owner.email } })).toBe(1);
    expect(await db.verificationToken.count({ where: { identifier: owner.email } })).toBe(0);
    const mailed = await outboxFor(owner.email);
    expect(mailed).toHaveLength(1);
    expect(mailed[0]).toMatchObject({ purpose: "sign-up-attempt" });
    expect(new URL(mailed[0]!.url).pathname).toBe("/sign-in");
  });

  test("/api/auth/session hands page scripts the name, email and expiry only: not the session row's token, not the account's id", async () => {
    const user = await createUser({ name: "Sid Session" });
    const cookie = await signInWithPassword(user.email);
    const response = await authGet(new NextRequest("http://localhost:3000/api/auth/session", { headers: { cookie: `${SESSION_COOKIE}=${cookie}` } }));
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ user: { name: "Sid Session", email: user.email }, expires: expect.any(String) });
    const rows = await db.session.findMany({ where: { userId: user.id }, select: { sessionToken: true } });
    expect(rows).toHaveLength(1);
    expect(text).not.toContain(rows[0]!.sessionToken);
    expect(text).not.toContain(user.id);

    const signedOut = await authGet(new NextRequest("http://localhost:3000/api/auth/session"));
    expect(await signedOut.json()).toBeNull();
  });
});

describe("sessions end on the server", () => {
  test("after sign-out, the old session cookie no longer signs in", async () => {
    const user = await createUser();
    const cookie = await signInWithPassword(user.email);
    expect(await signedInUserId()).toBe(user.id);

    const outcome = await invoke(signOutAction as never, formOf({}));
    expect(outcome).toMatchObject({ kind: "redirect" });
    // The browser forgot the cookie; whoever copied it sends it again.
    await sendSessionCookie(cookie);
    expect(await signedInUserId()).toBeNull();
  });

  test("sign out everywhere ends the user's other sessions too", async () => {
    const user = await createUser();
    const laptop = await signInWithPassword(user.email);
    const phone = await signInWithPassword(user.email);
    expect(await db.session.count({ where: { userId: user.id } })).toBe(2);

    await sendSessionCookie(phone);
    expect(await invoke(signOutEverywhereAction as never, formOf({}))).toMatchObject({ kind: "redirect" });
    expect(await db.session.count({ where: { userId: user.id } })).toBe(0);
    for (const cookie of [laptop, phone]) {
      await sendSessionCookie(cookie);
      expect(await signedInUserId()).toBeNull();
    }
  });

  test("a password change keeps this session and ends the others", async () => {
    const user = await createUser();
    const laptop = await signInWithPassword(user.email);
    const phone = await signInWithPassword(user.email);

    await sendSessionCookie(phone);
    const outcome = await invoke(changePasswordAction as never, formOf({ currentPassword: TEST_PASSWORD, newPassword: "a new long password" }));
    expect(outcome).toEqual({ kind: "state", state: { ok: true, data: { endedSessions: 1 } } });
    await sendSessionCookie(phone);
    expect(await signedInUserId()).toBe(user.id);
    await sendSessionCookie(laptop);
    expect(await signedInUserId()).toBeNull();
  });
});

describe("cookies follow the configured address", () => {
  const setCookies = (response: Response) => response.headers.getSetCookie();

  test("with an https address (behind the operator's TLS proxy), the CSRF and session cookies are Secure with their prefixes", async () => {
    const saved = process.env.AUTH_URL;
    process.env.AUTH_URL = "https://longbox.example";
    try {
      const user = await createUser();
      // What reaches Next from the proxy: plain http on the inside.
      const csrf = await authGet(new NextRequest("http://localhost:3000/api/auth/csrf"));
      const { csrfToken } = (await csrf.json()) as { csrfToken: string };
      const csrfCookie = setCookies(csrf).find((c) => c.includes("csrf-token"))!;
      expect(csrfCookie).toMatch(/^__Host-authjs\.csrf-token=/);
      expect(csrfCookie).toMatch(/;\s*Secure/i);

      const signedIn = await authPost(
        new NextRequest("http://localhost:3000/api/auth/callback/credentials", {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", cookie: csrfCookie.split(";")[0]! },
          body: new URLSearchParams({ csrfToken, email: user.email, password: TEST_PASSWORD, callbackUrl: "https://longbox.example/account" }),
        }),
      );
      expect(signedIn.status).toBe(302);
      expect(signedIn.headers.get("location")).toBe("https://longbox.example/account");
      const session = setCookies(signedIn).find((c) => c.includes("session-token"))!;
      expect(session).toMatch(/^__Secure-authjs\.session-token=/);
      expect(session).toMatch(/;\s*Secure/i);
      expect(session).toMatch(/;\s*HttpOnly/i);
    } finally {
      process.env.AUTH_URL = saved;
    }
  });
});

describe("email links: one live link per email, and a limit on asking", () => {
  const follow = (link: string) => authGet(new NextRequest(link));

  test("a new link replaces the old one: the old link is refused, the new one signs in", async () => {
    const user = await createUser();
    expect(await invoke(magicLinkAction, formOf({ email: user.email }))).toEqual({ kind: "redirect", to: "/sign-in/check-email" });
    expect(await invoke(magicLinkAction, formOf({ email: user.email }))).toEqual({ kind: "redirect", to: "/sign-in/check-email" });
    expect(await db.verificationToken.count({ where: { identifier: user.email } })).toBe(1);
    const [first, second] = await outboxFor(user.email);

    const old = await follow(first!.url);
    expect(new URL(old.headers.get("location")!).searchParams.get("error")).toBe("Verification");
    const fresh = await follow(second!.url);
    expect(new URL(fresh.headers.get("location")!).pathname).toBe("/campaigns");
    expect(fresh.headers.getSetCookie().some((c) => c.startsWith(`${SESSION_COOKIE}=`))).toBe(true);
  });

  test(`after ${MAX_EMAIL_REQUESTS} requests for one email within the hour the next is refused with a message, and nothing is mailed`, async () => {
    const email = uniqueEmail("flooded");
    for (let i = 0; i < MAX_EMAIL_REQUESTS; i++) await invoke(magicLinkAction, formOf({ email }));
    expect(await outboxFor(email)).toHaveLength(MAX_EMAIL_REQUESTS);
    const refused = await invoke(magicLinkAction, formOf({ email }));
    expect(refused).toEqual({ kind: "state", state: { ok: false, message: "Too many requests for this email. Try again in 60 minutes.", values: { email } } });
    expect(await outboxFor(email)).toHaveLength(MAX_EMAIL_REQUESTS);
  });

  test("Auth.js's own sign-in endpoint, which would skip those limits, is closed", async () => {
    const email = uniqueEmail("direct");
    const response = await authPost(
      new NextRequest("http://localhost:3000/api/auth/signin/email", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ email, callbackUrl: "/account" }),
      }),
    );
    expect(response.status).toBe(404);
    expect(await db.verificationToken.count({ where: { identifier: email } })).toBe(0);
  });
});
