/**
 * The security line of issue 6 that needs no running server: passwords stored as argon2id hashes,
 * share and invite tokens of at least 128 random bits, sign-in attempts throttled per email
 * (through the real sign-in action, and under simultaneous attempts), the security headers and
 * body limit next.config.js sets. What needs the production server (cookies a browser receives,
 * headers on real responses, error pages) is in e2e/security.spec.ts.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, test, vi } from "vitest";
import { headers } from "next/headers";
import { signInAction } from "@/lib/actions/sign-in-action";
import { signUpAction } from "@/lib/actions/sign-up-action";
import { MAX_CAMPAIGN_UPLOAD_BYTES, MAX_IMPORT_BYTES } from "@/lib/export/import-limits";
import { hashPassword, verifyPassword } from "@/lib/server/auth/passwords";
import { MAX_CLIENT_FAILURES, MAX_FAILURES } from "@/lib/server/auth/sign-in-throttle";
import { verifyCredentials } from "@/lib/server/auth/verify-credentials";
import { NextRequest } from "next/server";
import { ACTION_BODY_LIMIT_BYTES, proxy } from "@/proxy";
import { accessFor, createUser } from "../../integration/factories";
import { rotateCampaignShare } from "@/lib/server/campaigns/campaign-public-link";
import { db } from "@/lib/server/db";
import { createInvite } from "@/lib/server/invites/create-invite";
import { newInviteToken } from "@/lib/server/invites/invite-token";
import { rotateTeamShare } from "@/lib/server/teams/team-public-link";
import { newPublicToken } from "@/lib/server/sharing/public-link";
import { actAs, formOf, invoke } from "../harness/act-as";
import { configured } from "../harness/fuzz-next-auth-double";
import { buildFuzzWorld, FUZZ_PASSWORD, type FuzzWorld } from "../harness/fuzz-world";

vi.mock("@/lib/server/auth/current-user", () => import("../harness/session-double"));
vi.mock("next/cache", () => import("../harness/next-cache-double"));
vi.mock("next/headers", () => import("../harness/next-headers-double"));
vi.mock("next-auth", () => import("../harness/fuzz-next-auth-double"));

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const uniqueEmail = (label: string) => `${label}-${Math.random().toString(36).slice(2, 10)}@example.test`;

let world: FuzzWorld;
beforeAll(async () => {
  world = await buildFuzzWorld();
});

describe("passwords", () => {
  test("sign-up stores an argon2id hash at OWASP strength or more, never the password", async () => {
    const email = uniqueEmail("hash");
    const password = "a password nobody guesses";
    actAs(null);
    expect(await invoke(signUpAction, formOf({ email, password }))).toEqual({ kind: "redirect", to: "/sign-up/check-email" });
    const { passwordHash } = await db.user.findUniqueOrThrow({ where: { email }, select: { passwordHash: true } });
    const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/.exec(passwordHash ?? "");
    expect(match, `stored: ${passwordHash}`).not.toBeNull();
    // OWASP's minimum for argon2id: 19 MiB of memory and 2 passes.
    expect(Number(match![1])).toBeGreaterThanOrEqual(19_456);
    expect(Number(match![2])).toBeGreaterThanOrEqual(2);
    const row = JSON.stringify(await db.user.findUniqueOrThrow({ where: { email } }));
    expect(row).not.toContain(password);
  });

  test("the same password hashes differently each time (salted), and only the right one verifies", async () => {
    const [first, second] = await Promise.all([hashPassword(FUZZ_PASSWORD), hashPassword(FUZZ_PASSWORD)]);
    expect(first).not.toBe(second);
    expect(await verifyPassword(first, FUZZ_PASSWORD)).toBe(true);
    expect(await verifyPassword(first, `${FUZZ_PASSWORD} `)).toBe(false);
    expect(await verifyPassword("not a hash", FUZZ_PASSWORD)).toBe(false);
  });
});

describe("share and invite tokens carry at least 128 random bits", () => {
  const BASE64URL_43 = /^[A-Za-z0-9_-]{43}$/;

  test.each([
    ["invite tokens", () => newInviteToken().token],
    ["public share tokens (teams and campaigns)", newPublicToken],
  ])("%s: 43 base64url characters (258 bits of room), all distinct, every symbol used", (_label, generate) => {
    const tokens = Array.from({ length: 3_000 }, generate);
    for (const token of tokens) expect(token).toMatch(BASE64URL_43);
    expect(43 * Math.log2(64)).toBeGreaterThanOrEqual(128);
    expect(new Set(tokens).size).toBe(tokens.length);
    // A generator with little randomness (a counter, a timestamp, a short seed) would leave most
    // symbols unused or pile onto a few; 129 000 random symbols spread evenly over all 64.
    const counts = new Map<string, number>();
    for (const token of tokens) for (const symbol of token.slice(0, 42)) counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
    const expected = (tokens.length * 42) / 64;
    expect(counts.size).toBe(64);
    for (const count of counts.values()) expect(Math.abs(count - expected) / expected).toBeLessThan(0.2);
  });

  test("each generator draws at least 16 bytes from the operating system's CSPRNG", () => {
    for (const file of ["lib/server/invites/invite-token.ts", "lib/server/sharing/public-link.ts"]) {
      const source = readFileSync(`${ROOT}${file}`, "utf8");
      const sizes = [...source.matchAll(/randomBytes\((\d+)\)/g)].map((m) => Number(m[1]));
      expect(sizes.length, file).toBeGreaterThan(0);
      for (const size of sizes) expect(size * 8, file).toBeGreaterThanOrEqual(128);
      expect(source, file).not.toMatch(/Math\.random/);
    }
  });

  test("an invite stores only the SHA-256 of its token; share links store a fresh 43-character token", async () => {
    const access = await accessFor(world.actor.id, world.home.campaignId);
    const created = await createInvite(access, { role: "VIEWER", expiresInDays: 1 });
    const row = await db.invite.findUniqueOrThrow({ where: { id: created.invite.id } });
    expect(row.tokenHash).toBe(createHash("sha256").update(created.token).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(created.token);

    const heroes = world.home.teams[1]!.id;
    const before = (await db.team.findUniqueOrThrow({ where: { id: heroes } })).publicToken;
    const rotated = await rotateTeamShare(access, heroes);
    const after = (await db.team.findUniqueOrThrow({ where: { id: heroes } })).publicToken;
    expect(rotated.ok).toBe(true);
    expect(after).toMatch(BASE64URL_43);
    expect(after).not.toBe(before);
    await rotateCampaignShare(access);
    expect((await db.campaign.findUniqueOrThrow({ where: { id: world.home.campaignId } })).publicShareToken).toMatch(BASE64URL_43);
  });

  test("email sign-in links keep Auth.js's own token (32 random bytes): the app does not replace it", () => {
    const email = configured.config?.providers.find((provider) => provider.id === "email") as Record<string, unknown> | undefined;
    expect(email).toBeDefined();
    expect(email!.generateVerificationToken).toBeUndefined();
  });
});

describe("sign-in attempts are throttled per email", () => {
  async function account() {
    const email = uniqueEmail("throttle");
    actAs(null);
    await createUser({ email, password: FUZZ_PASSWORD });
    return email;
  }
  const signIn = (email: string, password: string) => invoke(signInAction, formOf({ email, password }));

  test(`after ${MAX_FAILURES} wrong passwords the next attempt is refused even with the right one`, async () => {
    const email = await account();
    for (let attempt = 1; attempt <= MAX_FAILURES; attempt++) {
      expect(await signIn(email, `wrong ${attempt}`)).toMatchObject({ kind: "state", state: { ok: false, message: "That email and password do not match an account." } });
    }
    expect(await signIn(email, FUZZ_PASSWORD)).toMatchObject({ kind: "state", state: { ok: false, message: expect.stringContaining("Too many failed attempts for this email") } });
  });

  test("the email's other spellings (case, spaces) count towards the same lock", async () => {
    const email = await account();
    const spellings = [email.toUpperCase(), ` ${email} `, email.replace(/^./, (c) => c.toUpperCase())];
    for (let attempt = 0; attempt < MAX_FAILURES; attempt++) await signIn(spellings[attempt % spellings.length]!, "wrong");
    expect(await signIn(email, FUZZ_PASSWORD)).toMatchObject({ kind: "state", state: { ok: false, message: expect.stringContaining("Too many failed attempts") } });
  });

  test("the lock is per email: another account still signs in", async () => {
    const locked = await account();
    const other = await account();
    for (let attempt = 0; attempt < MAX_FAILURES + 2; attempt++) await signIn(locked, "wrong");
    expect(await signIn(other, FUZZ_PASSWORD)).toEqual({ kind: "redirect", to: "/campaigns" });
  });

  test(`behind a trusted proxy, ${MAX_CLIENT_FAILURES} failures from one address lock that address for every email, and the form says so`, async () => {
    const requestHeaders = await headers();
    const email = await account();
    try {
      process.env.LONGBOX_TRUSTED_PROXY_HOPS = "1";
      // The client's own entry comes first and is ignored; the proxy's (the last) is the address.
      requestHeaders.set("x-forwarded-for", "192.0.2.1, 203.0.113.200");
      for (let attempt = 0; attempt < MAX_CLIENT_FAILURES; attempt++) await signIn(uniqueEmail(`spray${attempt}`), "wrong");
      expect(await signIn(email, FUZZ_PASSWORD)).toMatchObject({
        kind: "state",
        state: { ok: false, message: expect.stringContaining("Too many failed attempts from your network") },
      });
      // A client that writes its own address first gains nothing.
      requestHeaders.set("x-forwarded-for", "192.0.2.99, 203.0.113.200");
      expect(await signIn(email, FUZZ_PASSWORD)).toMatchObject({ kind: "state", state: { ok: false, message: expect.stringContaining("from your network") } });
      // Another address signs the same account in.
      requestHeaders.set("x-forwarded-for", "203.0.113.201");
      expect(await signIn(email, FUZZ_PASSWORD)).toEqual({ kind: "redirect", to: "/campaigns" });
    } finally {
      delete process.env.LONGBOX_TRUSTED_PROXY_HOPS;
      requestHeaders.delete("x-forwarded-for");
      await db.signInFailure.deleteMany({ where: { clientAddress: { in: ["203.0.113.200", "203.0.113.201"] } } });
    }
  });

  test(`bursts of simultaneous attempts get no more than ${MAX_FAILURES} password checks between them`, async () => {
    const email = await account();
    let checked = 0;
    const count = (results: Awaited<ReturnType<typeof verifyCredentials>>[]) => results.filter((result) => !result.ok && result.code === "invalid-credentials").length;
    for (let burst = 0; burst < 3; burst++) {
      const results = await Promise.all(Array.from({ length: 3 * MAX_FAILURES }, (_, i) => verifyCredentials(email, `guess ${burst}-${i}`)));
      expect(results.every((result) => !result.ok)).toBe(true);
      checked += count(results);
    }
    // One at a time, the rest of the window's checks are used up, and then the email is locked.
    for (let attempt = 0; attempt < MAX_FAILURES; attempt++) checked += count([await verifyCredentials(email, `late guess ${attempt}`)]);
    expect(checked).toBe(MAX_FAILURES);
    expect(await verifyCredentials(email, FUZZ_PASSWORD)).toMatchObject({ ok: false, code: "throttled" });
  });
});

describe("proxy.ts: the per-response headers", () => {
  const answer = async (path = "/", init?: ConstructorParameters<typeof NextRequest>[1]) => proxy(new NextRequest(`http://localhost:3000${path}`, init));
  const scriptSources = (csp: string) =>
    csp
      .split(";")
      .map((d) => d.trim())
      .find((d) => d.startsWith("script-src"))!;

  test("production pages rendered per request send a CSP whose scripts need this response's nonce: no unsafe-inline, no eval", async () => {
    vi.stubEnv("NODE_ENV", "production");
    // The sign-in page renders per request in every build (prerendered pages: lib/http/page-policy.test.ts, e2e/security.spec.ts).
    const csp = (await answer("/sign-in")).headers.get("Content-Security-Policy") ?? "";
    vi.unstubAllEnvs();
    expect(scriptSources(csp)).toMatch(/^script-src 'self' 'nonce-[A-Za-z0-9+/]{22}==' 'strict-dynamic'$/);
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("default-src 'self'");
  });

  test("a new nonce for every response, handed to Next on the request so its scripts carry it", async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 50; i++) {
      const response = await answer();
      const csp = response.headers.get("Content-Security-Policy")!;
      // NextResponse.next({ request: { headers } }) passes the request headers on as x-middleware-request-*.
      expect(response.headers.get("x-middleware-request-content-security-policy")).toBe(csp);
      nonces.add(/'nonce-([^']+)'/.exec(csp)?.[1] ?? "");
    }
    expect(nonces.size).toBe(50);
  });

  test("refusals answered by the proxy itself carry the policy too", async () => {
    expect((await answer("/t/%E0%A4%A")).headers.get("Content-Security-Policy")).toContain("'strict-dynamic'");
  });

  test("the development server alone may eval (React's fast refresh needs it)", async () => {
    vi.stubEnv("NODE_ENV", "development");
    const csp = (await answer()).headers.get("Content-Security-Policy") ?? "";
    vi.unstubAllEnvs();
    expect(scriptSources(csp)).toContain("'unsafe-eval'");
  });

  test.each([
    { label: "https public origin (AUTH_URL)", env: { AUTH_URL: "https://longbox.example" }, isHsts: true },
    { label: "https public origin (APP_URL)", env: { APP_URL: "https://longbox.example/" }, isHsts: true },
    { label: "local http origin", env: { AUTH_URL: "http://localhost:3000" }, isHsts: false },
    { label: "no origin configured", env: {}, isHsts: false },
  ])("HSTS only when served over HTTPS: $label", async ({ env, isHsts }) => {
    vi.stubEnv("AUTH_URL", "");
    vi.stubEnv("APP_URL", "");
    for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value);
    const hsts = (await answer()).headers.get("Strict-Transport-Security");
    vi.unstubAllEnvs();
    if (isHsts) expect(hsts).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
    else expect(hsts).toBeNull();
  });
});

describe("next.config.js", () => {
  type Header = { key: string; value: string };
  type Config = {
    poweredByHeader?: boolean;
    experimental?: { serverActions?: { bodySizeLimit?: string | number } };
    headers: () => Promise<Array<{ source: string; headers: Header[] }>>;
  };
  // next.config.js is CommonJS and reads NODE_ENV when loaded: load it afresh with Node's require.
  const require = createRequire(import.meta.url);
  async function configFor(nodeEnv: "production" | "development") {
    const path = require.resolve("../../../next.config.js");
    delete require.cache[path];
    vi.stubEnv("NODE_ENV", nodeEnv);
    const config = (require(path) as (phase: string) => Config)("phase-production-build");
    vi.unstubAllEnvs();
    const rules = await config.headers();
    const everywhere = rules.find((rule) => rule.source === "/:path*")!.headers;
    return { config, header: (key: string) => everywhere.find((h) => h.key.toLowerCase() === key.toLowerCase())?.value };
  }

  test("the fixed security headers: referrer policy, no sniffing, no framing, no powered-by", async () => {
    const { config, header } = await configFor("production");
    expect(header("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(header("X-Content-Type-Options")).toBe("nosniff");
    expect(header("X-Frame-Options")).toBe("DENY");
    expect(config.poweredByHeader).toBe(false);
  });

  test("next start refuses to run without the public address (AUTH_URL or APP_URL), saying what to set", () => {
    const path = require.resolve("../../../next.config.js");
    delete require.cache[path];
    const load = require(path) as (phase: string) => Config;
    const saved = { AUTH_URL: process.env.AUTH_URL, APP_URL: process.env.APP_URL };
    try {
      delete process.env.AUTH_URL;
      delete process.env.APP_URL;
      expect(() => load("phase-production-server")).toThrow(/Set AUTH_URL \(or APP_URL\) to the address people use to reach Longbox/);
      // The build and the development server need no address.
      expect(() => load("phase-production-build")).not.toThrow();
      expect(() => load("phase-development-server")).not.toThrow();
      process.env.APP_URL = "https://longbox.example";
      expect(() => load("phase-production-server")).not.toThrow();
    } finally {
      for (const [key, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
    }
  });

  test("a server action body holds the largest import the forms send, with room for the other fields", async () => {
    const { config } = await configFor("production");
    // The parser Next itself applies to bodySizeLimit.
    const bytes = require("next/dist/compiled/bytes") as { parse: (value: string | number) => number };
    const limit = bytes.parse(config.experimental?.serverActions?.bodySizeLimit ?? "1mb");
    const room = 32 * 1024;
    expect(MAX_IMPORT_BYTES + room).toBeLessThanOrEqual(limit);
    expect(MAX_CAMPAIGN_UPLOAD_BYTES + room).toBeLessThanOrEqual(limit);
    // proxy.ts answers 413 itself for a declared length over the same limit (Next's own refusal is a 500).
    expect(ACTION_BODY_LIMIT_BYTES).toBe(limit);
  });
});

describe("proxy.ts: chunked server action posts (no Content-Length) over the body limit (issue 23, item 7)", () => {
  /** A body sent in 64 KB chunks, as a client streaming a post sends it: no length is declared. */
  const chunked = (bytes: number) => {
    let sent = 0;
    return new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= bytes) return controller.close();
        const size = Math.min(64 * 1024, bytes - sent);
        sent += size;
        controller.enqueue(new Uint8Array(size).fill(120));
      },
    });
  };
  const post = (bytes: number, headers: Record<string, string>) =>
    proxy(
      new NextRequest("http://localhost:3000/sign-in", {
        method: "POST",
        headers: { host: "localhost:3000", origin: "http://localhost:3000", ...headers },
        body: chunked(bytes),
        duplex: "half",
      } as never),
    );

  test.each([
    ["the client router's post (Next-Action)", { "next-action": "a".repeat(42), "content-type": "text/plain;charset=UTF-8" }],
    ["a no-JS form post (multipart)", { "content-type": "multipart/form-data; boundary=x" }],
  ])("3 MB is answered 413 without internals: %s", async (_label, headers) => {
    const response = await post(3 * 1024 * 1024, headers);
    expect(response.status).toBe(413);
    expect(await response.text()).toBe("The form sent more than this server accepts.");
    expect(response.headers.get("Content-Security-Policy")).toContain("'strict-dynamic'");
  });

  test("a chunked post within the limit is passed on to Next", async () => {
    const response = await post(ACTION_BODY_LIMIT_BYTES, { "next-action": "a".repeat(42), "content-type": "text/plain;charset=UTF-8" });
    expect(response.headers.get("x-middleware-next")).toBe("1");
  });

  test("a no-JS form post declaring a length over the limit is answered 413 too", async () => {
    const response = await proxy(
      new NextRequest("http://localhost:3000/sign-in", {
        method: "POST",
        headers: { host: "localhost:3000", "content-type": "multipart/form-data; boundary=x", "content-length": String(ACTION_BODY_LIMIT_BYTES + 1) },
      }),
    );
    expect(response.status).toBe(413);
  });
});

describe("proxy.ts: server action posts from another site", () => {
  const post = async (headers: Record<string, string>, path = "/campaigns/new") =>
    proxy(new NextRequest(`http://localhost:3000${path}`, { method: "POST", headers: { host: "localhost:3000", "next-action": "a".repeat(42), ...headers } }));

  test.each([
    ["another site", { origin: "https://evil.example" }],
    ["another port of this host", { origin: "http://localhost:4000" }],
    ["an opaque origin (a sandboxed frame)", { origin: "null" }],
    ["an origin that is not an address", { origin: "::::" }],
    ["a plain multipart form from another site", { origin: "https://evil.example", "next-action": "", "content-type": "multipart/form-data; boundary=x" }],
  ])("are refused 403 without internals: %s", async (_label, headers) => {
    const response = await post(headers);
    expect(response.status).toBe(403);
    expect(await response.text()).toBe("This form was sent from another site, so it was refused.");
  });

  test.each([
    ["this site", { origin: "http://localhost:3000" }],
    ["this site behind a reverse proxy", { origin: "https://longbox.example", "x-forwarded-host": "longbox.example" }],
    ["no Origin (not a browser on another site)", {}],
  ])("are passed on to Next: %s", async (_label, headers) => {
    expect((await post(headers)).headers.get("x-middleware-next")).toBe("1");
  });

  test("a cross-site post to a route handler that is not an action is left to it", async () => {
    const response = await proxy(
      new NextRequest("http://localhost:3000/api/auth/signout", {
        method: "POST",
        headers: { host: "localhost:3000", origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
      }),
    );
    expect(response.headers.get("x-middleware-next")).toBe("1");
  });
});
