import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { databaseLabel, readSeedManifest, seedManifestPath } from "./seed-manifest";

const projectRoot = path.resolve(__dirname, "..", "..");

describe("seedManifestPath", () => {
  test.each([
    { label: "no LONGBOX_DATA_DIR: the bench folder", env: {}, file: path.join(projectRoot, ".data/bench/seed.json") },
    { label: "a relative LONGBOX_DATA_DIR, from the project", env: { LONGBOX_DATA_DIR: ".data/elsewhere" }, file: path.join(projectRoot, ".data/elsewhere/seed.json") },
    { label: "an absolute LONGBOX_DATA_DIR", env: { LONGBOX_DATA_DIR: "/tmp/bench-data" }, file: "/tmp/bench-data/seed.json" },
  ])("$label", ({ env, file }) => {
    expect(seedManifestPath(env)).toBe(file);
  });
});

test("readSeedManifest: null before any seed finished, the manifest after", () => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "longbox-seed-")), "seed.json");
  expect(readSeedManifest(file)).toBeNull();
  writeFileSync(file, JSON.stringify({ seed: 3, counts: { users: 10 } }));
  expect(readSeedManifest(file)).toMatchObject({ seed: 3, counts: { users: 10 } });
});

test("databaseLabel keeps host, port and name, never the credentials", () => {
  expect(databaseLabel("postgresql://longbox:secret@127.0.0.1:5496/longbox_bench")).toBe("127.0.0.1:5496/longbox_bench");
});
