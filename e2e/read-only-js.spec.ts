import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { ourClientComponents, pageRoutes, readClientReferenceManifest } from "../scripts/bench/measure/first-load-js";

/**
 * Read-only pages ship no client component of ours (issue 27): the build's client reference
 * manifest of each lists none of this project's "use client" modules, so their first load is the
 * framework's runtime alone. Read from the build the e2e server runs (.next); no browser needed.
 * A page added here that draws a button, a live time or a game's client.ts fails with its list.
 */
const READ_ONLY_ROUTES = [
  "/t/[token]", // every game's public team (or hero) page
  "/c/[token]", // every game's public campaign (or series) page
  "/campaigns/[campaignId]/rolls",
  "/campaigns/[campaignId]/journal", // every game's journal, loaded alone (components/games/journal-registry.ts)
];

const nextDir = path.join(process.cwd(), ".next");

test("read-only pages list no client component of ours in their client reference manifest", () => {
  const routes = pageRoutes(JSON.parse(readFileSync(path.join(nextDir, "app-path-routes-manifest.json"), "utf8")) as Record<string, string>);
  const found = Object.fromEntries(
    READ_ONLY_ROUTES.map((route) => {
      const entry = routes.find((r) => r.route === route)?.entry;
      expect(entry, `${route} is a page of the build`).toBeDefined();
      const file = path.join(nextDir, "server", "app", `${entry}_client-reference-manifest.js`);
      expect(existsSync(file), file).toBe(true);
      return [route, ourClientComponents(readClientReferenceManifest(file, entry!))];
    }),
  );
  expect(found).toEqual(Object.fromEntries(READ_ONLY_ROUTES.map((route) => [route, []])));
});

test("the check sees a client component where there is one: the team page draws forms", () => {
  const routes = pageRoutes(JSON.parse(readFileSync(path.join(nextDir, "app-path-routes-manifest.json"), "utf8")) as Record<string, string>);
  const entry = routes.find((r) => r.route === "/campaigns/[campaignId]/teams/[teamId]")!.entry;
  const components = ourClientComponents(readClientReferenceManifest(path.join(nextDir, "server", "app", `${entry}_client-reference-manifest.js`), entry));
  expect(components.length).toBeGreaterThan(0);
});
