import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { DateTime } from "./date-time";
import { formatInstant } from "./date-time-format";

const AT = new Date("2026-11-26T12:41:00Z");

describe("DateTime", () => {
  test.each([
    { label: "date and time", style: "date-time" as const, expected: "26 Nov 2026, 12:41 UTC" },
    { label: "date", style: "date" as const, expected: "26 Nov 2026" },
    { label: "time", style: "time" as const, expected: "12:41 UTC" },
  ])("the server writes $label in UTC, in a <time> with the exact instant", ({ style, expected }) => {
    expect(renderToStaticMarkup(createElement(DateTime, { at: AT, style }))).toBe(`<time dateTime="2026-11-26T12:41:00.000Z">${expected}</time>`);
  });

  test("in the viewer's zone the same format names that zone", () => {
    expect(formatInstant(AT, "date-time", "Europe/Paris")).toBe("26 Nov 2026, 13:41 CET");
    expect(formatInstant(AT, "time", "America/New_York")).toMatch(/^07:41 (EST|GMT-5)$/);
  });
});

describe("one date-time formatter for the whole app", () => {
  const root = fileURLToPath(new URL("../..", import.meta.url));
  const files = (dir: string): string[] =>
    readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === "generated" ? [] : files(path);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
    });

  test("pages and components format instants only through components/ui/date-time-format.ts", () => {
    const offenders = ["app", "components", "lib"]
      .flatMap(files)
      .filter((path) => relative(root, join(root, path)) !== join("components", "ui", "date-time-format.ts"))
      .filter((path) => /new Intl\.DateTimeFormat\(|\.toLocale(Date|Time)?String\(|toISOString\(\)\.slice\(0, 16\)/.test(readFileSync(join(root, path), "utf8")));
    expect(offenders).toEqual([]);
  });
});
