import { afterEach, expect, test } from "vitest";
import { ensureChromium } from "./chromium";

afterEach(() => {
  delete process.env.CHROMIUM_PATH;
});

test("a missing Chromium named by CHROMIUM_PATH is reported with the exact install command", async () => {
  process.env.CHROMIUM_PATH = "/nonexistent/chromium";
  const lines: string[] = [];
  expect(await ensureChromium((line) => lines.push(line))).toBe(false);
  expect(lines.join("\n")).toContain("apt-get install -y chromium");
  expect(lines.join("\n")).toContain("/nonexistent/chromium");
});

test("an existing binary is accepted without installing anything", async () => {
  process.env.CHROMIUM_PATH = process.execPath;
  const lines: string[] = [];
  expect(await ensureChromium((line) => lines.push(line))).toBe(true);
  expect(lines).toEqual([]);
});
