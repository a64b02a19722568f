import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import type { SeedManifest } from "../seed-manifest";
import { databaseMismatch, readManifest, type BenchManifest } from "./manifest";

const MANIFEST: BenchManifest = {
  seed: 42,
  createdAt: "2025-01-01T00:00:00.000Z",
  counts: { users: 500, campaigns: 100, teams: 400, characters: 2800, battles: 2000, rolls: 40000, ledgerEntries: 20000 },
  bench: { email: "bench@longbox.bench", password: "bench-password", campaignId: "c1", teamId: "t1", publicTeamToken: "tok" },
};

function fileWith(content: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), "longbox-manifest-"));
  const file = path.join(dir, "seed.json");
  writeFileSync(file, content);
  return file;
}

describe("readManifest", () => {
  test("reads a manifest as the seed writes it (its own type), keeping what the bench uses", () => {
    const written: SeedManifest = {
      ...MANIFEST,
      options: { campaigns: 100, battlesPerCampaign: 20, concurrency: 2 },
      durationMs: 1000,
      retriedThrows: 0,
      database: "127.0.0.1:5496/longbox_bench",
    };
    expect(readManifest(fileWith(JSON.stringify(written)))).toEqual({ ...MANIFEST, database: "127.0.0.1:5496/longbox_bench" });
  });

  test("a hand-made manifest without the database still reads", () => {
    expect(readManifest(fileWith(JSON.stringify(MANIFEST)))).toEqual(MANIFEST);
  });

  test("a missing manifest says to run the seed first", () => {
    expect(() => readManifest(path.join(tmpdir(), "no-such-dir", "seed.json"))).toThrow(/run npm run seed:large first/);
  });

  test("a file that is not JSON says to run the seed first", () => {
    expect(() => readManifest(fileWith("{ half"))).toThrow(/not JSON: run npm run seed:large first/);
  });

  test("a manifest without the bench user names what is missing", () => {
    const { bench: _bench, ...rest } = MANIFEST;
    expect(() => readManifest(fileWith(JSON.stringify(rest)))).toThrow(/lacks or misstates bench: run npm run seed:large first/);
  });

  test("a negative count is refused", () => {
    const bad = { ...MANIFEST, counts: { ...MANIFEST.counts, rolls: -1 } };
    expect(() => readManifest(fileWith(JSON.stringify(bad)))).toThrow(/counts\.rolls/);
  });
});

describe("databaseMismatch", () => {
  const seeded = { ...MANIFEST, database: "127.0.0.1:5496/longbox_bench" };

  test("the database the seed filled is the one the bench uses", () => {
    expect(databaseMismatch(seeded, "postgresql://u:secret@127.0.0.1:5496/longbox_bench")).toBeNull();
  });

  test("another database is refused, without printing credentials", () => {
    const message = databaseMismatch(seeded, "postgresql://u:secret@127.0.0.1:5490/longbox_bench_other");
    expect(message).toMatch(/describes 127\.0\.0\.1:5496\/longbox_bench, but the bench runs against 127\.0\.0\.1:5490\/longbox_bench_other/);
    expect(message).not.toContain("secret");
  });

  test("a manifest that does not name its database cannot be checked", () => {
    expect(databaseMismatch(MANIFEST, "postgresql://127.0.0.1:1/x")).toBeNull();
  });
});
