import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { request as httpRequest } from "node:http";
import { expect, test, type APIResponse } from "@playwright/test";
import { latestMagicLink, PASSWORD, signIn, signUp, signOut, uniqueEmail } from "./fixtures/accounts";
import { createCampaign, createTeam, shareTeamPublicly } from "./fixtures/teams";

/**
 * The security line of issue 6 that needs the production server: the session cookie a browser
 * gets, links and redirects on the configured address whatever the forwarded headers say, the
 * security headers on real responses, and error
 * answers (unknown pages, unknown or oversize server action posts) that show no internals. What
 * needs no server (hashing, tokens, throttling, the config) is tests/reliability/fast/security.test.ts.
 */

const STACK_OR_INTERNALS = /\n\s+at\s|node_modules|\/work\/|\.next\/server|prisma|webpack-internal|TypeError|ReferenceError/i;

/**
 * Posts `bytes` to `path` in 64 KB chunks with no Content-Length (Transfer-Encoding: chunked), as
 * a client streaming its body does; resolves with the answer's status and text. The server may
 * answer before the whole body is sent: the rest is dropped.
 */
function postChunked(baseURL: string, path: string, headers: Record<string, string>, bytes: number): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, baseURL);
    const outgoing = httpRequest({ method: "POST", hostname: url.hostname, port: url.port, path: url.pathname, headers }, (incoming) => {
      let text = "";
      incoming.setEncoding("utf8");
      incoming.on("data", (chunk: string) => (text += chunk));
      incoming.on("end", () => resolve({ status: incoming.statusCode ?? 0, text }));
    });
    outgoing.on("error", reject);
    const chunk = Buffer.alloc(64 * 1024, "x");
    let sent = 0;
    const writeMore = () => {
      while (sent < bytes) {
        sent += chunk.length;
        if (!outgoing.write(chunk)) return void outgoing.once("drain", writeMore);
      }
      outgoing.end();
    };
    writeMore();
  });
}

function expectSecurityHeaders(response: APIResponse, label: string) {
  const headers = response.headers();
  const csp = headers["content-security-policy"] ?? "";
  expect(csp, label).toContain("default-src 'self'");
  expect(csp, label).toContain("frame-ancestors 'none'");
  expect(csp, label).not.toContain("unsafe-eval");
  expect(headers["referrer-policy"], label).toBe("strict-origin-when-cross-origin");
  expect(headers["x-content-type-options"], label).toBe("nosniff");
  expect(headers["x-frame-options"], label).toBe("DENY");
  expect(headers["x-powered-by"], label).toBeUndefined();
}

/** The build's framework chunks, which carry their integrity hash (next.config.js sri). */
function frameworkChunks(): Set<string> {
  return new Set((JSON.parse(readFileSync(path.join(process.cwd(), ".next", "build-manifest.json"), "utf8")) as { rootMainFiles: string[] }).rootMainFiles);
}

/**
 * An answer made ahead of the request (prerendered, or kept): its CSP allows scripts by hash, with
 * no nonce and no unsafe-inline, and names the hash of every inline script the HTML holds.
 */
async function expectScriptsAllowedByHash(answer: APIResponse, address: string, runtime: Set<string>) {
  const csp = answer.headers()["content-security-policy"] ?? "";
  const scriptSrc =
    csp
      .split(";")
      .map((d) => d.trim())
      .find((d) => d.startsWith("script-src")) ?? "";
  expect(scriptSrc, address).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/]{43}=')+$/);
  expect(csp, address).toContain("frame-ancestors 'none'");
  const html = await answer.text();
  // The same HTML for every response: nothing a nonce could have been stamped on.
  expect(html, address).not.toContain("nonce=");
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const [, attributes, text] = match as unknown as [string, string, string];
    const src = /\bsrc="([^"]+)"/.exec(attributes)?.[1];
    if (src) {
      // Script files: from this site only; the framework's own carry their integrity hash
      // (next.config.js sri). React names the chunks of client components without one: 'self' allows them.
      expect(src, address).toMatch(/^\/_next\/static\/chunks\/[\w.~-]+\.js$/);
      if (runtime.has(src.slice("/_next/".length))) expect(attributes, `${address} ${src}`).toMatch(/\bintegrity="sha256-[A-Za-z0-9+/]{43}="/);
    } else if (text.length > 0) {
      expect(scriptSrc, `${address}: ${text.slice(0, 60)}`).toContain(`'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`);
    }
  }
}

test.describe("security", () => {
  test("the session cookie after a real sign-in is HttpOnly and SameSite=Lax", async ({ page, context }) => {
    const email = uniqueEmail("cookie");
    await signUp(page, { email });
    await signOut(page);
    await page.goto("/sign-in");
    await signIn(page, email);
    await expect(page).toHaveURL(/\/campaigns$/);

    const session = (await context.cookies()).find((cookie) => /authjs\.session-token$/.test(cookie.name));
    expect(session, "an Auth.js session cookie").toBeDefined();
    expect(session!.httpOnly).toBe(true);
    expect(session!.sameSite).toBe("Lax");
    // Plain http on localhost here: Secure is for HTTPS (next test). The value is a JWE, not an id.
    expect(session!.value.split(".")).toHaveLength(5);
    expect(await page.evaluate(() => document.cookie)).not.toContain("session-token");
  });

  test("a sign-in link asked for with forged X-Forwarded-Host and X-Forwarded-Proto still points at this site", async ({ page, request, baseURL }) => {
    // The account takeover the probe found: the forger posts the email-link form for the victim's
    // address with these headers (from a script, so no Origin header), and the link carrying the
    // victim's token was built from them. The form's real request is captured and replayed.
    const placeholder = uniqueEmail("placeholder");
    await page.goto("/sign-in");
    const posted = page.waitForRequest((r) => r.method() === "POST" && r.headers()["next-action"] !== undefined);
    await page.getByLabel("Email for a sign-in link").fill(placeholder);
    await page.getByRole("button", { name: "Email me a sign-in link" }).click();
    const form = await posted;

    const victim = uniqueEmail("victim");
    const replayed = await request.post("/sign-in", {
      headers: {
        "next-action": form.headers()["next-action"]!,
        "content-type": form.headers()["content-type"]!,
        "x-forwarded-host": "evil.example",
        "x-forwarded-proto": "https",
      },
      data: form.postDataBuffer()!.toString("utf8").replace(placeholder, victim),
      maxRedirects: 0,
    });
    expect(replayed.status()).toBeLessThan(400);

    const link = new URL(await latestMagicLink(victim, "sign-in"));
    expect(link.origin).toBe(new URL(baseURL!).origin);
    expect(link.href).not.toContain("evil.example");
  });

  test("forwarded headers do not choose the session cookie or the redirect: both follow the configured address", async ({ page, request, baseURL }) => {
    const email = uniqueEmail("https");
    await signUp(page, { email });
    const forged = { "x-forwarded-proto": "https", "x-forwarded-host": "evil.example" };

    const csrf = await request.get("/api/auth/csrf", { headers: forged });
    expect(csrf.ok()).toBe(true);
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const csrfCookie = csrf.headersArray().find((h) => h.name.toLowerCase() === "set-cookie" && h.value.includes("csrf-token"))!.value;

    const signedIn = await request.post("/api/auth/callback/credentials", {
      headers: { ...forged, cookie: csrfCookie.split(";")[0]! },
      form: { csrfToken, email, password: PASSWORD },
      maxRedirects: 0,
    });
    expect(signedIn.status()).toBe(302);
    expect(new URL(signedIn.headers()["location"]!).origin).toBe(new URL(baseURL!).origin);
    const session = signedIn.headersArray().find((h) => h.name.toLowerCase() === "set-cookie" && h.value.includes("session-token"));
    expect(session, "a session cookie is set").toBeDefined();
    // Plain http here, as configured; an HTTPS address (AUTH_URL=https://…) gives __Secure- cookies (tests/reliability/fast/account-links.test.ts).
    expect(session!.value).toMatch(/^authjs\.session-token=/);
    expect(session!.value).toMatch(/;\s*HttpOnly/i);
    expect(session!.value).toMatch(/;\s*SameSite=Lax/i);
  });

  test("pages, API answers and 404s carry the security headers, with a CSP that does not allow eval", async ({ request }) => {
    for (const path of ["/", "/sign-in", "/sign-up", "/api/health", "/no-such-page", "/t/not-a-real-token"]) {
      expectSecurityHeaders(await request.get(path), path);
    }
  });

  test("every script on a page carries that response's nonce, and the page runs without a CSP refusal", async ({ page, request }) => {
    const first = await request.get("/sign-in");
    const nonce = /'nonce-([^']+)'/.exec(first.headers()["content-security-policy"] ?? "")?.[1];
    expect(nonce, "the CSP names a nonce").toBeTruthy();
    const html = await first.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    const second = await request.get("/sign-in");
    expect(second.headers()["content-security-policy"]).not.toContain(nonce);

    const refusals: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) refusals.push(message.text());
    });
    // The builder is client-side React: it only answers a pick if its scripts were allowed to run.
    await page.goto("/rules/builder");
    await page.getByLabel("Name", { exact: true }).fill("Nonce Check");
    await expect(page.getByRole("region", { name: "Card preview" }).getByRole("heading", { name: "Nonce Check" })).toBeVisible();
    expect(refusals).toEqual([]);
  });

  test("prerendered pages are sent with their inline scripts' hashes (no nonce, no unsafe-inline), and every script on them runs without a CSP refusal", async ({
    page,
    request,
    baseURL,
  }) => {
    // Prerendered at build time (○ in `next build`), and an address no route matches (the prerendered not-found page).
    const runtime = frameworkChunks();
    const STATIC_PAGES = [
      "/",
      "/rules/samples",
      "/try/supers-unlimited",
      "/try/vsgmr",
      "/forgot-password",
      "/sign-in/check-email",
      "/sign-up/check-email",
      "/account-deleted",
      "/no-such-page",
    ];
    const violations: string[] = [];
    await page.exposeFunction("reportCspViolation", (text: string) => void violations.push(text));
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        void (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
      });
    });
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    for (const address of STATIC_PAGES) {
      const answer = await request.get(address);
      expect(answer.status(), address).toBe(address === "/no-such-page" ? 404 : 200);
      await expectScriptsAllowedByHash(answer, address, runtime);
      await page.goto(new URL(address, baseURL).toString());
      await page.waitForLoadState("networkidle");
    }
    // The home page's island ran: it asked who is signed in and drew the sign-in links.
    await page.goto("/");
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Create an account" })).toBeVisible();
    // The forgot-password form is client-side React: it answers only if its scripts ran.
    await page.goto("/forgot-password");
    await expect(page.getByRole("heading", { level: 1, name: "Forgot your password?" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    // zod (the builders' schemas) probes whether `new Function` may run, catches the refusal and
    // validates without it: the policy refusing eval, as it does on every page. Nothing else may be refused.
    const isZodEvalProbe = (text: string) => text === "script-src eval ";
    expect(violations.filter((text) => !isZodEvalProbe(text))).toEqual([]);
  });

  test("pages behind public links are served as kept HTML without scripts, under a policy that runs none: rendered once, fresh after a write, gone when withdrawn", async ({
    page,
    browser,
  }) => {
    page.on("dialog", (dialog) => void dialog.accept());
    await signUp(page, { name: "Hana Hashes", email: uniqueEmail("kepthtml") });
    const campaignUrl = await createCampaign(page, `Kept Pages ${uniqueEmail("c").slice(2, 8)}`);
    const teamUrl = await createTeam(page, campaignUrl, "The Kept");
    const publicPath = await shareTeamPublicly(page, teamUrl);
    const visitor = await browser.newContext();

    const first = await visitor.request.get(publicPath);
    const second = await visitor.request.get(publicPath);
    expect(first.headers()["x-longbox-html-cache"]).toBe("fill");
    expect(second.headers()["x-longbox-html-cache"]).toBe("hit");
    expect(await second.text()).toBe(await first.text());
    // Read-only and whole in its HTML: a plain document, with no script of any kind, under a policy that runs none.
    expect(await second.text()).not.toMatch(/<script|as="script"|modulepreload/i);
    expect(second.headers()["content-security-policy"]).toContain("script-src 'none'");
    expect(second.headers()["content-security-policy"]).not.toContain("nonce-");
    expectSecurityHeaders(second, publicPath);

    // In a browser: the whole page is there, nothing tried to run, nothing was refused.
    const reader = await visitor.newPage();
    const violations: string[] = [];
    await reader.exposeFunction("reportCspViolation", (text: string) => void violations.push(text));
    await reader.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        void (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    await reader.goto(publicPath);
    await expect(reader.getByRole("heading", { level: 1, name: "The Kept" })).toBeVisible();
    await reader.waitForLoadState("networkidle");
    expect(await reader.evaluate(() => document.scripts.length)).toBe(0);
    expect(violations).toEqual([]);
    // Its links are ordinary page loads: the sign-in link still leads to a working sign-in page.
    await reader.getByRole("banner").getByRole("link", { name: "Sign in" }).click();
    await expect(reader.getByRole("heading", { level: 1, name: /sign in/i })).toBeVisible();

    // A write is on the next request: the page is rendered again at the new version.
    await page.goto(`${teamUrl}/edit`);
    await expect(page.getByLabel("Team name")).toBeEnabled();
    await page.getByLabel("Team name").fill("The Kept Renamed");
    await page.getByRole("button", { name: "Save team" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "The Kept Renamed" })).toBeVisible();
    const afterWrite = await visitor.request.get(publicPath);
    expect(afterWrite.headers()["x-longbox-html-cache"]).toBe("fill");
    expect(await afterWrite.text()).toContain("The Kept Renamed");

    // A forged fill mark is an ordinary request: the kept page, never one rendered without a nonce for the asker.
    const forged = await visitor.request.get(publicPath, { headers: { "x-longbox-html-fill": "guess" } });
    expect(forged.headers()["x-longbox-html-cache"]).toBe("hit");

    // Withdrawn: the very next request is the 404 page, though the HTML is still in memory.
    await page.goto(teamUrl);
    await page.getByRole("region", { name: "Share", exact: true }).getByRole("button", { name: "Stop sharing" }).click();
    await expect(page.getByRole("region", { name: "Share", exact: true })).toContainText("This team is private");
    const gone = await visitor.request.get(publicPath);
    expect(gone.status()).toBe(404);
    expect(gone.headers()["x-longbox-html-cache"]).toBeUndefined();
    await visitor.close();
  });

  test("signed-in campaign pages are kept for their reader: served again with a fresh nonce on every script, they work as when rendered, and never reach another reader", async ({
    page,
    browser,
  }) => {
    await signUp(page, { name: "Kira Kept", email: uniqueEmail("keptreader") });
    const campaignUrl = await createCampaign(page, `Kept Reader ${uniqueEmail("c").slice(2, 8)}`);
    const teamUrl = await createTeam(page, campaignUrl, "The Readers");
    const campaignPath = new URL(campaignUrl).pathname;

    await page.request.get(campaignPath);
    const answers = [await page.request.get(campaignPath), await page.request.get(campaignPath)];
    const nonces = answers.map((answer) => /'nonce-([^']+)'/.exec(answer.headers()["content-security-policy"] ?? "")?.[1]);
    expect(nonces[0]).toBeTruthy();
    expect(nonces[1]).not.toBe(nonces[0]);
    for (const [i, answer] of answers.entries()) {
      expect(answer.headers()["x-longbox-html-cache"]).toBe("hit");
      expect(answer.headers()["content-security-policy"]).toContain("'strict-dynamic'");
      expect(answer.headers()["cache-control"]).toContain("no-store");
      expectSecurityHeaders(answer, campaignPath);
      const html = await answer.text();
      expect(html).toContain("Kira Kept");
      const scripts = html.match(/<script\b[^>]*>/g) ?? [];
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag).toContain(`nonce="${nonces[i]}"`);
      expect(html).not.toContain(nonces[1 - i]!);
    }

    // In the browser, the kept page runs: nothing refused, and its links are the client router's (no new document).
    const violations: string[] = [];
    await page.exposeFunction("reportCspViolation", (text: string) => void violations.push(text));
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        void (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    const loaded = await page.goto(teamUrl);
    await page.goto(campaignUrl);
    const again = await page.goto(teamUrl);
    expect(loaded?.headers()["x-longbox-html-cache"]).toBeDefined();
    expect(again?.headers()["x-longbox-html-cache"]).toBe("hit");
    await expect(page.getByRole("heading", { level: 1, name: "The Readers" })).toBeVisible();
    // Once the client router runs (the link is React's, the page hydrated from kept HTML): its
    // navigation fetches the next page's data, which is never answered with kept HTML.
    await page.waitForFunction(() => Object.keys(document.querySelector("h1") ?? {}).some((key) => key.startsWith("__react")));
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const tabs = page.getByRole("navigation", { name: "Campaign" });
    /** A tap on a tab: the client router's request for that page's data, and how it was answered. */
    const tapTab = async (name: string, heading: RegExp) => {
      const answered = page.waitForResponse(
        (response) => response.url().includes("_rsc=") && !response.request().headers()["next-router-prefetch"] && response.request().method() === "GET",
      );
      await tabs.getByRole("link", { name, exact: true }).click();
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      const response = await answered;
      return { how: response.headers()["x-longbox-html-cache"], type: response.headers()["content-type"] };
    };
    await tapTab("Roll log", /Roll log/);
    await tapTab("Overview", /Kept Reader/);
    await tapTab("Roll log", /Roll log/);
    // Asked again from the same page: the data answer kept for this reader, not a render (and never HTML).
    expect(await tapTab("Overview", /Kept Reader/)).toEqual({ how: "hit", type: expect.stringContaining("text/x-component") });
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(violations).toEqual([]);

    // Another reader (signed out, or a member of nothing here) never gets it.
    const stranger = await browser.newContext();
    const signedOut = await stranger.request.get(campaignPath, { maxRedirects: 0 });
    expect(signedOut.headers()["x-longbox-html-cache"]).toBeUndefined();
    expect(await signedOut.text()).not.toContain("Kira Kept");
    await signUp(await stranger.newPage(), { name: "Nina Notmember", email: uniqueEmail("notmember") });
    const nonMember = await stranger.request.get(campaignPath, { maxRedirects: 0 });
    expect(nonMember.status()).toBe(404);
    expect(nonMember.headers()["x-longbox-html-cache"]).toBeUndefined();
    expect(await nonMember.text()).not.toContain("Kira Kept");
    await stranger.close();
  });

  test("unknown pages and addresses answer 404 without internals", async ({ page }) => {
    await signUp(page, { email: uniqueEmail("notfound") });
    for (const path of ["/no-such-page", "/campaigns/not-a-campaign", "/campaigns/%00", "/t/not-a-real-token", "/campaigns/x/teams/y/characters/z"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      expect(await page.locator("body").innerText(), path).not.toMatch(STACK_OR_INTERNALS);
    }
  });

  test("a signed-in page's scripts get no session token from /api/auth/session, and a battle stream for an impossible id is a 404 (issue 23, items 5 and 7)", async ({ page }) => {
    const email = uniqueEmail("session-json");
    await signUp(page, { name: "Sam Script", email });
    const session = await page.evaluate(async () => (await fetch("/api/auth/session")).text());
    expect(JSON.parse(session)).toEqual({ user: { name: "Sam Script", email }, expires: expect.any(String) });
    expect(session).not.toMatch(/sessionId|"id"/);

    for (const path of ["/api/battles/%00/events", "/api/battles/a%00b/events"]) {
      const stream = await page.request.get(path);
      expect(stream.status(), path).toBe(404);
      expect(await stream.text(), path).toBe("Not found");
    }
  });

  test("an address with broken percent-encoding is a 400, not a server error", async ({ request }) => {
    for (const path of ["/t/%E0%A4%A", "/campaigns/%", "/c/abc%2", "/invite/%C0%AF"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(400);
      expect(await response.text(), path).not.toMatch(STACK_OR_INTERNALS);
      expectSecurityHeaders(response, path);
    }
  });

  test("server action posts with an unknown id, over the body limit or from another site, are refused without internals", async ({ page, request }) => {
    // A real action's id, taken from the request the sign-in form makes.
    await page.goto("/sign-in");
    const posted = page.waitForRequest((r) => r.method() === "POST" && r.headers()["next-action"] !== undefined);
    await signIn(page, uniqueEmail("nobody"), "wrong password");
    const actionId = (await posted).headers()["next-action"]!;

    const unknown = await request.post("/sign-in", { headers: { "next-action": "0".repeat(actionId.length), "content-type": "text/plain;charset=UTF-8" }, data: "[]" });
    expect(unknown.status()).toBeGreaterThanOrEqual(400);
    expect(unknown.status()).toBeLessThan(500);
    expect(await unknown.text()).not.toMatch(STACK_OR_INTERNALS);

    const oversize = await request.post("/sign-in", {
      headers: { "next-action": actionId, origin: new URL(page.url()).origin },
      multipart: { email: "someone@example.test", password: "x".repeat(1024 * 1024 + 1) },
    });
    expect(oversize.status()).toBe(413);
    expect(await oversize.text()).not.toMatch(STACK_OR_INTERNALS);
    expectSecurityHeaders(oversize, "the 413 answer");

    // A chunked post declares no length: proxy.ts counts it as it comes (issue 23, item 7). Next
    // answered the client router's with an error digest and the no-JS form's with a bare 500.
    const origin = new URL(page.url()).origin;
    for (const [label, headers] of [
      ["client router", { "next-action": actionId, origin, "content-type": "text/plain;charset=UTF-8" }],
      ["no-JS form", { origin, "content-type": "multipart/form-data; boundary=----longbox" }],
    ] as const) {
      const chunked = await postChunked(origin, "/sign-in", headers, 3 * 1024 * 1024);
      expect(chunked.status, label).toBe(413);
      expect(chunked.text, label).toBe("The form sent more than this server accepts.");
    }

    // Next refuses a post from another site as a 500; proxy.ts answers 403.
    const crossSite = await request.post("/sign-in", {
      headers: { "next-action": actionId, origin: "https://evil.example" },
      multipart: { email: "someone@example.test", password: "x" },
    });
    expect(crossSite.status()).toBe(403);
    expect(await crossSite.text()).not.toMatch(STACK_OR_INTERNALS);
    expectSecurityHeaders(crossSite, "the 403 answer");
  });
});
