import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { STORAGE_STATE } from "./fixtures/storage-state";

test("the home page says what Longbox is and has the shell's landmarks", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("superhero skirmish campaign");
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeAttached();
  await expect(page.getByRole("main")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();

  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});

test("keyboard users can skip to the content and see focus", async ({ page }) => {
  await page.goto("/");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
});

test("the sign-in and sign-up pages pass an accessibility check", async ({ page }) => {
  for (const path of ["/sign-in", "/sign-up"]) {
    await page.goto(path);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${path} ${v.id}: ${v.help}`)).toEqual([]);
  }
});

test.describe("signed in", () => {
  test.use({ storageState: STORAGE_STATE });

  test("the header shows the signed-in user", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("banner")).toContainText("Shared Tester");
    await expect(page.getByRole("link", { name: "Go to my campaigns" })).toBeVisible();
  });
});

test("health reports the app and the database as JSON", async ({ request }) => {
  const response = await request.get("/api/health");
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ status: "ok", database: { status: "ok" } });
});

test("security headers are set", async ({ request }) => {
  const response = await request.get("/");
  const headers = response.headers();
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["content-security-policy"]).not.toContain("unsafe-eval");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["x-content-type-options"]).toBe("nosniff");
});
