import { describe, expect, test } from "vitest";
import { DEFAULT_OPTIONS, needsAppServer, parseBenchOptions, SECTIONS, wantsHttp } from "./options";

describe("parseBenchOptions", () => {
  test("no arguments give the defaults: 10 s at 20 connections, 30 apply runs, everything", () => {
    const options = parseBenchOptions([]);
    expect(options).toMatchObject({ durationSeconds: 10, warmupSeconds: 2, connections: 20, applyRuns: 30, taps: 60, restTaps: 10, tapLoadPercent: 50, keepTapData: false, skipBuild: false, outDir: "bench", manifestPath: null });
    expect([...options.only]).toEqual([...SECTIONS]);
  });

  test("reads every option, in both --flag value and --flag=value forms", () => {
    const options = parseBenchOptions([
      "--duration", "5", "--warmup=0", "--connections=8", "--skip-build", "--apply-runs", "3",
      "--battles-per-campaign", "2", "--manifest", "/tmp/m.json", "--out=/tmp/out", "--keep-apply-data", "--taps=45", "--keep-tap-data",
      "--rest-taps", "4", "--tap-load=30",
    ]);
    expect(options).toMatchObject({
      durationSeconds: 5,
      warmupSeconds: 0,
      connections: 8,
      skipBuild: true,
      applyRuns: 3,
      battlesPerCampaign: 2,
      manifestPath: "/tmp/m.json",
      outDir: "/tmp/out",
      keepApplyData: true,
      taps: 45,
      keepTapData: true,
      restTaps: 4,
      tapLoadPercent: 30,
    });
    expect(parseBenchOptions(["--tap-load", "0"]).tapLoadPercent).toBe(0);
  });

  test("--only adds the floor and sign-in pages to any HTTP target, since ratios are taken to them", () => {
    const options = parseBenchOptions(["--only", "dashboard,apply"]);
    expect([...options.only].sort()).toEqual(["apply", "dashboard", "floor", "sign-in"]);
    expect(wantsHttp(options)).toBe(true);
  });

  test("--only without HTTP targets loads no page", () => {
    const options = parseBenchOptions(["--only", "rules,first-load-js"]);
    expect([...options.only].sort()).toEqual(["first-load-js", "rules"]);
    expect(wantsHttp(options)).toBe(false);
    expect(needsAppServer(options)).toBe(false);
  });

  test("--only tap runs the app for the browser but loads no page over HTTP (and no floor)", () => {
    const options = parseBenchOptions(["--only", "tap"]);
    expect([...options.only]).toEqual(["tap"]);
    expect(wantsHttp(options)).toBe(false);
    expect(needsAppServer(options)).toBe(true);
  });

  test.each([
    { label: "an unknown flag", argv: ["--fast"], message: /Unknown option --fast/ },
    { label: "a missing number", argv: ["--duration"], message: /--duration needs a positive whole number/ },
    { label: "a zero duration", argv: ["--duration", "0"], message: /positive/ },
    { label: "a fractional connection count", argv: ["--connections", "2.5"], message: /whole number/ },
    { label: "a word for a number", argv: ["--apply-runs", "many"], message: /--apply-runs/ },
    { label: "no taps", argv: ["--taps", "0"], message: /--taps needs a positive whole number/ },
    { label: "a load past 95%", argv: ["--tap-load", "100"], message: /--tap-load is a percent of each core, at most 95/ },
    { label: "a negative load", argv: ["--tap-load", "-5"], message: /--tap-load needs a positive whole number/ },
    { label: "an unknown --only section", argv: ["--only", "dashboard,homepage"], message: /unknown homepage/ },
    { label: "an empty --only", argv: ["--only", ""], message: /--only needs a list/ },
    { label: "--manifest without a file", argv: ["--manifest"], message: /--manifest needs a file/ },
  ])("refuses $label", ({ argv, message }) => {
    expect(() => parseBenchOptions(argv)).toThrow(message);
  });

  test("the defaults object is not shared with a parsed result", () => {
    const options = parseBenchOptions(["--only", "rules"]);
    expect(options.only).not.toBe(DEFAULT_OPTIONS.only);
    expect(DEFAULT_OPTIONS.only.size).toBe(SECTIONS.length);
  });
});
