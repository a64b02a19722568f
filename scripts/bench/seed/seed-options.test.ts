import { describe, expect, test } from "vitest";
import { DEFAULT_SEED_OPTIONS, parseSeedArgs, seedDatabaseProblem } from "./seed-options";

describe("parseSeedArgs", () => {
  test("no arguments: the full dataset of issue 6", () => {
    expect(parseSeedArgs([])).toEqual({ ok: true, options: { campaigns: 100, battlesPerCampaign: 20, seed: 1, concurrency: 4, isReset: false } });
  });

  test.each([
    { label: "separate values", argv: ["--campaigns", "2", "--battles", "5", "--seed", "42", "--concurrency", "8", "--reset"] },
    { label: "inline values", argv: ["--campaigns=2", "--battles=5", "--seed=42", "--concurrency=8", "--reset"] },
  ])("reads every option ($label)", ({ argv }) => {
    expect(parseSeedArgs(argv)).toEqual({ ok: true, options: { campaigns: 2, battlesPerCampaign: 5, seed: 42, concurrency: 8, isReset: true } });
  });

  test("zero battles is allowed (accounts, campaigns and rosters only)", () => {
    expect(parseSeedArgs(["--battles", "0"])).toEqual({ ok: true, options: { ...DEFAULT_SEED_OPTIONS, battlesPerCampaign: 0 } });
  });

  test.each([
    { label: "an unknown flag", argv: ["--campaign", "2"], message: /^Unknown option --campaign\./ },
    { label: "a missing value", argv: ["--campaigns"], message: /^--campaigns takes a whole number from 1 to 1000 \(got nothing\)/ },
    { label: "zero campaigns", argv: ["--campaigns", "0"], message: /^--campaigns takes a whole number from 1 to 1000 \(got 0\)/ },
    { label: "a fraction", argv: ["--seed", "1.5"], message: /^--seed takes a whole number/ },
    { label: "not a number", argv: ["--concurrency", "many"], message: /^--concurrency takes a whole number from 1 to 32 \(got many\)/ },
    { label: "an empty inline value", argv: ["--battles="], message: /^--battles takes a whole number/ },
    { label: "a stray word", argv: ["reset"], message: /^Unknown option reset\./ },
  ])("refuses $label, with the usage line", ({ argv, message }) => {
    const parsed = parseSeedArgs(argv);
    expect(parsed).toMatchObject({ ok: false, message: expect.stringMatching(message) });
    expect(parsed.ok ? "" : parsed.message).toContain("Usage: npm run seed:large");
  });

  test("--help asks for the usage line only", () => {
    expect(parseSeedArgs(["--campaigns", "3", "--help"])).toEqual({ ok: false, isHelp: true, message: expect.stringMatching(/^Usage: npm run seed:large/) });
  });
});

describe("seedDatabaseProblem", () => {
  test.each(["postgresql://u:p@127.0.0.1:5490/longbox_bench", "postgresql://u:p@localhost/longbox_bench", "postgresql://u:p@[::1]:5432/x"])("accepts a local database (%s)", (url) => {
    expect(seedDatabaseProblem({ DATABASE_URL: url })).toBeNull();
  });

  test("refuses a remote database unless told it is a sandbox", () => {
    const env = { DATABASE_URL: "postgresql://u:p@db.example.com/longbox" };
    expect(seedDatabaseProblem(env)).toMatch(/^Refusing to seed db\.example\.com/);
    expect(seedDatabaseProblem({ ...env, LONGBOX_ALLOW_REMOTE_SEED: "1" })).toBeNull();
  });

  test.each([
    { label: "unset", env: {}, message: /DATABASE_URL is not set/ },
    { label: "not a URL", env: { DATABASE_URL: "nope" }, message: /not a valid URL/ },
  ])("refuses a missing or broken DATABASE_URL ($label)", ({ env, message }) => {
    expect(seedDatabaseProblem(env)).toMatch(message);
  });
});
