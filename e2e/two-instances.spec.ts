import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { Client } from "pg";
import { E2E_DATA_DIR, E2E_DATABASE_URL_FILE, projectRoot } from "../scripts/lib/data-dir";
import { productionServerEnv } from "../scripts/lib/server-env";
import { baseURL } from "../playwright.config";
import { PASSWORD, signIn, signOut, signUp, uniqueEmail } from "./fixtures/accounts";
import { createCampaign, createTeam, shareTeamPublicly } from "./fixtures/teams";

/*
 * Several instances (issue 27): a second production server (`next start` on the same build) joins
 * the e2e web server's database. Instance A is the e2e web server, instance B the second one. A
 * write through one is read through the other on the next request, because each read checks the
 * campaign's cache version in Postgres (lib/server/cache/read-cache.ts); sign-in throttling and
 * request keys live in Postgres too, so they hold across instances.
 */

const A = baseURL;
const SECOND_PORT = Number(process.env.E2E_SECOND_PORT ?? Number(new URL(baseURL).port) + 2);
const B = `http://localhost:${SECOND_PORT}`;

test.describe.configure({ mode: "serial" });

let second: ChildProcess | undefined;
let db: Client;

async function waitForHealth(origin: string, deadline: number) {
  for (;;) {
    try {
      const response = await fetch(`${origin}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${origin} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const dir = path.join(projectRoot, E2E_DATA_DIR);
  const databaseUrl = readFileSync(path.join(dir, E2E_DATABASE_URL_FILE), "utf8").trim();
  const { authSecret } = JSON.parse(readFileSync(path.join(dir, "secrets.json"), "utf8")) as { authSecret: string };
  // One AUTH_SECRET for every instance: a session signed by one is read by the other.
  const env = productionServerEnv({ ...process.env, DATABASE_URL: databaseUrl, AUTH_SECRET: process.env.AUTH_SECRET ?? authSecret, AUTH_URL: B, NEXT_TELEMETRY_DISABLED: "1" });
  second = spawn(path.join(projectRoot, "node_modules", ".bin", "next"), ["start", "--port", String(SECOND_PORT)], { cwd: projectRoot, env, stdio: "ignore" });
  db = new Client({ connectionString: databaseUrl });
  await db.connect();
  await waitForHealth(B, Date.now() + 240_000);
});

test.afterAll(async () => {
  await db?.end();
  if (second && second.exitCode === null) {
    const exited = new Promise((resolve) => second!.once("exit", resolve));
    second.kill("SIGTERM");
    await exited;
  }
});

/** A page's heading, from the server's HTML (no browser): what a request to that instance answers. */
async function headingOf(request: APIRequestContext, url: string): Promise<{ status: number; heading: string | null; htmlCache: string | undefined }> {
  const response = await request.get(url, { maxRedirects: 0 });
  const html = await response.text();
  const match = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html);
  // The heading's text: React's text separators and any inline element dropped.
  const heading = match
    ? match[1]!
        .replace(/<!--[\s\S]*?-->/g, "")
        .replace(/<[^>]+>/g, "")
        .trim()
    : null;
  return { status: response.status(), heading, htmlCache: response.headers()["x-longbox-html-cache"] };
}

async function renameTeam(page: Page, origin: string, teamPath: string, name: string) {
  await page.goto(`${origin}${teamPath}/edit`);
  const field = page.getByLabel("Team name");
  await expect(field).toBeEnabled();
  await field.fill(name);
  await page.getByRole("button", { name: "Save team" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
}

test("a write through one instance is read through the other on the next request: team page, dashboard, public link, a revoked link", async ({ page }) => {
  test.setTimeout(240_000);
  page.on("dialog", (dialog) => void dialog.accept());
  await signUp(page, { name: "Ida Instances", email: uniqueEmail("instances") });
  const campaignUrl = await createCampaign(page, `Two Servers ${uniqueEmail("c").slice(2, 8)}`);
  const teamUrl = await createTeam(page, campaignUrl, "First Name");
  const teamPath = new URL(teamUrl).pathname;
  const campaignPath = new URL(campaignUrl).pathname;
  const publicPath = await shareTeamPublicly(page, teamUrl);

  // B reads (and caches) the pages; the browser's session cookie is good on B (one AUTH_SECRET).
  const visitor = await page.context().browser()!.newContext();
  for (let i = 0; i < 2; i++) {
    expect(await headingOf(page.request, `${B}${teamPath}`)).toMatchObject({ status: 200, heading: "First Name" });
    expect((await headingOf(visitor.request, `${B}${publicPath}`)).heading).toBe("First Name");
  }
  // The public page is kept as HTML on B (lib/server/cache/serve-cached-html.ts): served again, not
  // rendered; so is the signed-in team page, kept for this reader.
  expect((await visitor.request.get(`${B}${publicPath}`)).headers()["x-longbox-html-cache"]).toBe("hit");
  expect((await headingOf(page.request, `${B}${teamPath}`)).htmlCache).toBe("hit");
  const dashboardB = await page.request.get(`${B}${campaignPath}`);
  expect(await dashboardB.text()).toContain("First Name");

  // Written through A; the very next request to B shows it.
  await renameTeam(page, A, teamPath, "Second Name");
  expect(await headingOf(page.request, `${B}${teamPath}`)).toMatchObject({ status: 200, heading: "Second Name" });
  expect((await headingOf(visitor.request, `${B}${publicPath}`)).heading).toBe("Second Name");
  expect(await (await page.request.get(`${B}${campaignPath}`)).text()).toContain("Second Name");
  expect((await visitor.request.get(`${B}${publicPath}`)).headers()["x-longbox-html-cache"]).toBe("hit");

  // And the other way round, in the browser on B.
  await renameTeam(page, B, teamPath, "Third Name");
  expect(await headingOf(page.request, `${A}${teamPath}`)).toMatchObject({ status: 200, heading: "Third Name" });

  // Withdrawn through A: gone on B at once.
  await page.goto(teamUrl);
  await page.getByRole("region", { name: "Share", exact: true }).getByRole("button", { name: "Stop sharing" }).click();
  await expect(page.getByRole("region", { name: "Share", exact: true })).toContainText("This team is private");
  expect((await visitor.request.get(`${B}${publicPath}`)).status()).toBe(404);
  await visitor.close();
});

test("1,000 random reads and writes across the two instances: no stale read", async ({ page }) => {
  test.setTimeout(900_000);
  await signUp(page, { name: "Rita Random", email: uniqueEmail("random") });
  const campaignUrl = await createCampaign(page, `Random Walk ${uniqueEmail("c").slice(2, 8)}`);
  const teamUrl = await createTeam(page, campaignUrl, "Walk 0");
  const teamPath = new URL(teamUrl).pathname;
  const publicPath = await shareTeamPublicly(page, teamUrl);
  const teamId = teamPath.split("/").pop()!;
  const visitor = await page.context().browser()!.newContext();

  // A small seeded generator: the same walk every run.
  let seed = 27;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  let latest = "Walk 0";
  let writes = 0;
  const kept = { public: 0, signedIn: 0 };
  const stale: string[] = [];
  for (let step = 1; step <= 1000; step++) {
    const origin = next() < 0.5 ? A : B;
    const roll = next();
    if (roll < 0.25) {
      latest = `Walk ${step}`;
      writes += 1;
      if (writes % 20 === 0) {
        // Through an instance's own form, now and then (each takes a browser round trip).
        await renameTeam(page, origin, teamPath, latest);
      } else {
        // A write committed by any instance: what every instance must see next is the database's.
        await db.query(`UPDATE "Team" SET "name" = $1 WHERE "id" = $2`, [latest, teamId]);
      }
    } else {
      const signedIn = roll < 0.65;
      const read = await headingOf(signedIn ? page.request : visitor.request, `${origin}${signedIn ? teamPath : publicPath}`);
      if (read.htmlCache === "hit") kept[signedIn ? "signedIn" : "public"] += 1;
      if (read.status !== 200 || read.heading !== latest)
        stale.push(`step ${step} on ${origin}${signedIn ? teamPath : publicPath}: ${read.status} ${read.heading} (expected ${latest})`);
    }
  }
  expect(writes).toBeGreaterThan(150);
  // Reads were served from kept HTML whenever nothing had changed since that instance rendered the
  // page (for the signed-in page: for this reader).
  expect(kept.public).toBeGreaterThan(20);
  expect(kept.signedIn).toBeGreaterThan(20);
  expect(stale).toEqual([]);
  await visitor.close();
});

test("sign-in throttling counts failures made on either instance", async ({ page }) => {
  test.setTimeout(180_000);
  const email = uniqueEmail("throttled");
  await signUp(page, { email });
  await signOut(page);
  const status = page.getByRole("region", { name: "With your password" }).getByRole("status");
  // Five failures, alternating instances, lock the email on both.
  for (let attempt = 1; attempt <= 5; attempt++) {
    await page.goto(`${attempt % 2 ? A : B}/sign-in`);
    await signIn(page, email, `wrong-${attempt}`);
    await expect(status).toHaveText("That email and password do not match an account.");
  }
  for (const origin of [A, B]) {
    await page.goto(`${origin}/sign-in`);
    await signIn(page, email, PASSWORD);
    await expect(status).toContainText("Too many failed attempts for this email.");
  }
});

test("a request retried on the other instance (the same request key) is written once", async ({ page }) => {
  test.setTimeout(180_000);
  await signUp(page, { name: "Rory Retry", email: uniqueEmail("retry") });
  const campaignUrl = await createCampaign(page, `Retries ${uniqueEmail("c").slice(2, 8)}`);
  const teamUrl = await createTeam(page, campaignUrl, "The Retriers");
  const ledgerPath = `${new URL(teamUrl).pathname}/ledger`;
  await page.goto(`${A}${ledgerPath}`);
  await expect(page.getByLabel("Change in story points")).toBeEnabled();
  await page.getByLabel("Change in story points").fill("3");
  const note = `Retried ${uniqueEmail("n").slice(2, 10)}`;
  await page.getByLabel("Why").fill(note);
  const posted = page.waitForRequest((request) => request.method() === "POST" && request.headers()["next-action"] !== undefined);
  await page.getByRole("button", { name: "Save correction" }).click();
  const request = await posted;
  await expect(page.getByRole("status").filter({ hasText: "Correction of +3 SP saved. The balance is now 4." })).toBeVisible();

  // The same request (its request key included) sent again, to B, as a phone whose answer was lost would.
  const headers = await request.allHeaders();
  const replayHeaders = Object.fromEntries(Object.entries(headers).filter(([name]) => ["next-action", "next-router-state-tree", "content-type", "accept"].includes(name)));
  const replay = await page.request.post(`${B}${ledgerPath}`, { headers: { ...replayHeaders, origin: B }, data: request.postDataBuffer() ?? undefined });
  expect(replay.status()).toBe(200);

  const { rows } = await db.query(`SELECT COUNT(*)::int AS "count" FROM "StoryPointEntry" WHERE "note" = $1`, [note]);
  expect(rows[0].count).toBe(1);
  await page.goto(`${B}${ledgerPath}`);
  await expect(page.locator('[data-story-points="Balance"]')).toHaveText("4");
});
