import { readdirSync, readFileSync, existsSync } from "node:fs";
import path from "node:path";
import semver from "semver";
import { describe, expect, test } from "vitest";

const root = path.resolve(__dirname, "..");
const declared = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { engines: { node: string } };

/** Every installed package's `engines.node`, walking nested node_modules too. */
function installedEngines(dir: string, found: Array<{ name: string; node: string }> = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith(".")) continue;
    const at = path.join(dir, entry.name);
    if (entry.name.startsWith("@")) {
      installedEngines(at, found);
      continue;
    }
    const manifest = path.join(at, "package.json");
    if (existsSync(manifest)) {
      const pkg = JSON.parse(readFileSync(manifest, "utf8")) as { name?: string; version?: string; engines?: { node?: unknown } };
      if (typeof pkg.engines?.node === "string") found.push({ name: `${pkg.name}@${pkg.version}`, node: pkg.engines.node });
    }
    if (existsSync(path.join(at, "node_modules"))) installedEngines(path.join(at, "node_modules"), found);
  }
  return found;
}

describe("the Node version the README promises", () => {
  test("every installed dependency accepts the oldest Node that package.json declares", () => {
    const oldest = semver.minVersion(declared.engines.node)!.version;
    const refusing = installedEngines(path.join(root, "node_modules")).filter((p) => !semver.satisfies(oldest, p.node, { includePrerelease: true }));
    expect(refusing, `packages refusing Node ${oldest}`).toEqual([]);
  });
});
