import { describe, expect, test } from "vitest";
import { SAMPLE_CHARACTERS } from "@/lib/rules/smf";
import { campaignSettingsSchema } from "@/lib/schemas/campaign";
import { browserCookies, summarizeTaps, TAP_CAMPAIGN_PREFIX, TAP_TEAMS, tapCampaignSettings, tapReport, tapTimings, type TapSample } from "./tap-plan";

function sample(overrides: Partial<TapSample> = {}): TapSample {
  return {
    battle: 0,
    slot: "post:injuries:0",
    label: "Injury roll",
    nextSlot: "post:injuries:1",
    clickAt: 1000,
    committedAt: 1150,
    paintedAt: 1165,
    lastThrowNamesRoll: true,
    requests: [{ startTime: 1002, responseStart: 1100, responseEnd: 1130, transferSize: 9000, decodedBodySize: 40_000 }],
    ...overrides,
  };
}

describe("tapTimings", () => {
  test("splits a tap into first byte, last byte, DOM and painted screen; first byte and what follows add up to the screen", () => {
    expect(tapTimings(sample())).toEqual({ screenMs: 165, domMs: 150, firstByteMs: 100, responseEndMs: 130, afterFirstByteMs: 65, payloadBytes: 40_000 });
  });

  test("a stream whose tail arrives after React committed still counts as the tap's", () => {
    const tail = sample({ requests: [{ startTime: 1002, responseStart: 1100, responseEnd: 1160, transferSize: 9000, decodedBodySize: 40_000 }] });
    expect(tapTimings(tail)).toMatchObject({ firstByteMs: 100, responseEndMs: 160, afterFirstByteMs: 65 });
  });

  test("two fetches (an action and a follow-up request) count from the first's first byte to the last's last byte", () => {
    const twoRequests = sample({
      requests: [
        { startTime: 1002, responseStart: 1060, responseEnd: 1070, transferSize: 100, decodedBodySize: 200 },
        { startTime: 1071, responseStart: 1120, responseEnd: 1140, transferSize: 9000, decodedBodySize: 40_000 },
      ],
    });
    expect(tapTimings(twoRequests)).toMatchObject({ firstByteMs: 60, responseEndMs: 140, afterFirstByteMs: 105, payloadBytes: 40_200 });
  });

  test("fetches before the click or started after the new DOM (a prefetch) are not the tap's", () => {
    const noisy = sample({
      requests: [
        { startTime: 900, responseStart: 950, responseEnd: 990, transferSize: 1, decodedBodySize: 1 },
        ...sample().requests,
        { startTime: 1151, responseStart: 1160, responseEnd: 1200, transferSize: 1, decodedBodySize: 1 },
      ],
    });
    expect(tapTimings(noisy)).toEqual(tapTimings(sample()));
  });

  test("without a fetch seen, only the page's own figures are given", () => {
    expect(tapTimings(sample({ requests: [] }))).toEqual({ screenMs: 165, domMs: 150, firstByteMs: null, responseEndMs: null, afterFirstByteMs: null, payloadBytes: 0 });
  });
});

describe("summarizeTaps", () => {
  test("percentiles of each measure over the taps, and the taps whose result card missed the roll", () => {
    const taps = Array.from({ length: 20 }, (_, i) => sample({ clickAt: 0, committedAt: 100 + i, paintedAt: 110 + i, lastThrowNamesRoll: i !== 7, requests: [{ startTime: 1, responseStart: 50, responseEnd: 90, transferSize: 1, decodedBodySize: 1000 + i }] }));
    const summary = summarizeTaps(taps);
    expect(summary.taps).toBe(20);
    expect(summary.screenMs).toMatchObject({ count: 20, p50: 119, p95: 128, max: 129 });
    expect(summary.domMs).toMatchObject({ p50: 109, p95: 118 });
    expect(summary.firstByteMs).toMatchObject({ p50: 50, max: 50 });
    expect(summary.afterFirstByteMs).toMatchObject({ p50: 69, p95: 78 });
    expect(summary.payloadBytes).toMatchObject({ p50: 1009, max: 1019 });
    expect(summary.lastThrowMismatches).toBe(1);
  });

  test("no taps give empty figures, not zeros", () => {
    expect(summarizeTaps([]).screenMs).toEqual({ count: 0, p50: null, p95: null, p99: null, max: null, mean: null });
  });
});

describe("the battles the taps play", () => {
  const lineUps = [
    { teamId: "heroes", fieldedIds: ["h1", "h2", "h3", "h4"] },
    { teamId: "villains", fieldedIds: ["v1", "v2", "v3", "v4"] },
  ];

  test("three KOs a side, one on each track, so every side makes three injury rolls", () => {
    const { teams } = tapReport(lineUps);
    expect(teams.map((t) => t.knockedOut.map((k) => `${k.characterId}:${k.track}:${k.furtherHarm}`))).toEqual([
      ["h1:body:0", "h2:psyche:0", "h3:both:1"],
      ["v1:body:0", "v2:psyche:0", "v3:both:1"],
    ]);
    expect(teams.map((t) => t.result)).toEqual(["won", "lost"]);
    expect(teams.map((t) => t.fieldedCharacterIds)).toEqual(lineUps.map((l) => l.fieldedIds));
  });

  test("the campaign is marked as the bench's, lets anyone playing roll for every team, and passes the settings schema", () => {
    const settings = tapCampaignSettings("2026-11-26T15:00:00Z", 1);
    expect(settings.name).toBe(`${TAP_CAMPAIGN_PREFIX} 2 · 2026-11-26T15:00:00Z`);
    expect(settings.teamControl).toBe("ANYONE");
    expect(settings.reportConfirmation).toBe("NONE");
    expect(campaignSettingsSchema.safeParse(settings).success).toBe(true);
  });

  test("both teams are four of the book's sample characters", () => {
    for (const team of TAP_TEAMS) {
      expect(team.samples).toHaveLength(4);
      for (const name of team.samples) expect(SAMPLE_CHARACTERS.some((s) => s.character.name === name)).toBe(true);
    }
  });
});

describe("browserCookies", () => {
  test("a Cookie header's pairs become cookies for the app's address; values keep their = signs", () => {
    expect(browserCookies("authjs.csrf-token=abc%7Cdef; authjs.session-token=eyJ.a=b", "http://localhost:4000")).toEqual([
      { name: "authjs.csrf-token", value: "abc%7Cdef", url: "http://localhost:4000" },
      { name: "authjs.session-token", value: "eyJ.a=b", url: "http://localhost:4000" },
    ]);
  });

  test("empty or nameless pieces are dropped", () => {
    expect(browserCookies("; =x; a=1", "http://localhost:4000")).toEqual([{ name: "a", value: "1", url: "http://localhost:4000" }]);
  });
});
