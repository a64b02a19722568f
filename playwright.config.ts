import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://localhost:${PORT}`; // localhost, not 127.0.0.1: Auth.js cookies (STACK.md)

// Debian's Chromium; Playwright's own browser download is not reachable from here.
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-quic",
  ],
};

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // CI runs on a loaded 2-core machine (two browsers, the app and Postgres share it): short tests get
  // a minute, and journeys that sign up several accounts or scan pages set a budget of their own.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : [["list"]],
  use: {
    baseURL,
    trace: "on-first-retry",
    launchOptions: chromium,
  },
  projects: [
    { name: "setup", testMatch: /.*\.setup\.ts/ },
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], launchOptions: chromium },
      dependencies: ["setup"],
      testIgnore: /.*\.phone\.spec\.ts/,
    },
    {
      name: "phone",
      // A phone-sized viewport in the same Chromium (Pixel 7 metrics, touch enabled).
      use: { ...devices["Pixel 7"], launchOptions: chromium },
      dependencies: ["setup"],
      testMatch: /.*\.phone\.spec\.ts/,
    },
  ],
  webServer: {
    // The same launcher as `npm start`, with its own data folder, Postgres port and a fresh database.
    command: "npx tsx scripts/launch.ts serve-e2e",
    url: `${baseURL}/api/health`,
    // The launcher builds the app first when the sources changed: 1–2 minutes on an idle 2-core
    // machine, over 4 on a loaded one. Playwright waits for it rather than fail the whole suite.
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: { PORT: String(PORT), LONGBOX_PG_PORT: process.env.E2E_PG_PORT ?? "5497" },
  },
});
