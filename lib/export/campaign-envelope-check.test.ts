import { describe, expect, test } from "vitest";
import { CAMPAIGN_FILE_ENVELOPE_FORMAT, type CampaignFileEnvelope } from "@/lib/schemas/campaign-file-envelope";
import { campaignEnvelopeCheck, checkEnvelope, type CampaignRecordsCheck } from "./campaign-envelope-check";

const AT = "2026-11-28T10:00:00.000Z";

/** The smallest sound file: one team, one ledger line reversed, one roll in a battle the game defines. */
function envelope(overrides: Partial<CampaignFileEnvelope> = {}): CampaignFileEnvelope {
  return {
    format: CAMPAIGN_FILE_ENVELOPE_FORMAT,
    formatVersion: 1,
    gameSystem: "COIN_TOSS",
    exportedAt: AT,
    campaign: {
      name: "Heads",
      settings: { version: 1 },
      reportConfirmation: "NONE",
      teamControl: "ANYONE",
      appDiceOnly: false,
      optionsLockedAt: null,
      archivedAt: null,
      createdAt: AT,
      finished: null,
    },
    people: [{ name: "Olive", role: "ORGANISER", joinedAt: AT }],
    teams: [{ ref: "team-1", name: "Red", ownerName: "Olive", alignment: null, notes: "", state: {}, archivedAt: null, createdAt: AT }],
    ledger: [
      { ref: "entry-1", team: "team-1", currency: "coins", delta: 2, reason: "WON", note: "", battle: "battle-1", reverses: null, actorName: "Olive", createdAt: AT },
      { ref: "entry-2", team: "team-1", currency: "coins", delta: -2, reason: "UNDONE", note: "", battle: "battle-1", reverses: "entry-1", actorName: "Olive", createdAt: AT },
    ],
    rollLog: [
      {
        sequence: 1,
        battle: "battle-1",
        slot: "toss",
        purpose: "toss",
        label: "Toss",
        sides: 2,
        faces: [1],
        source: "APP",
        team: "team-1",
        teamName: "Red",
        character: null,
        characterName: null,
        actorName: "Olive",
        createdAt: AT,
      },
    ],
    journal: [{ kind: "CAMPAIGN_CREATED", actorName: "Olive", summary: "Olive started it.", payload: { v: 1, name: "Heads" }, createdAt: AT }],
    sessions: [],
    game: { tosses: ["battle-1"] },
    ...overrides,
  };
}

/** A test game's records: the battles it tossed, each a reference the generic rows may name. */
const coinToss: CampaignRecordsCheck<string[]> = {
  gameSystem: "COIN_TOSS",
  read(json) {
    const tosses = (json as { tosses?: unknown } | null)?.tosses;
    if (!Array.isArray(tosses) || !tosses.every((toss) => typeof toss === "string")) return { ok: false, problems: ["game.tosses: a list of battle references"] };
    return { ok: true, reading: { records: tosses, battleRefs: tosses, characterRefs: [], battles: tosses.length, members: { noun: "coin", byTeam: { "team-1": 1 } } } };
  },
};

describe("the shared campaign file's check (on an import reading thread)", () => {
  test("a sound file reads into its generic parts and the game's records, and its preview counts them", () => {
    const check = campaignEnvelopeCheck([coinToss]);
    expect(check.read(envelope())).toEqual({ ok: true, file: { envelope: envelope(), records: ["battle-1"] } });
    expect(check.preview(envelope())).toMatchObject({
      canImport: true,
      campaign: { name: "Heads", systemName: "COIN_TOSS" },
      teams: [{ name: "Red", ownerLabel: "Olive", memberCount: 1, memberNoun: "coin" }],
      counts: { battles: 1, ledgerEntries: 2, rolls: 1, journalEntries: 1 },
    });
  });

  test("each broken reference is named where it is", () => {
    const broken = envelope({
      ledger: [{ ...envelope().ledger[1]!, reverses: "entry-7", team: "team-2", battle: "battle-9" }],
      rollLog: [{ ...envelope().rollLog[0]!, character: "character-1", battle: "battle-3" }],
      campaign: { ...envelope().campaign, finished: { at: AT, byBattle: "battle-4", winners: [{ team: "team-5", teamName: "Gone", balance: 1 }] } },
    });
    const checked = checkEnvelope(broken, [coinToss]);
    expect(checked.ok ? [] : checked.problems).toEqual([
      "ledger[0].team: no team “team-2” in this file.",
      "ledger[0].battle: no battle “battle-9” in this file.",
      "ledger[0].reverses: no earlier entry “entry-7” in this file.",
      "campaign.finished.byBattle: no battle “battle-4” in this file.",
      "campaign.finished.winners[0].team: no team “team-5” in this file.",
      "rollLog[0].battle: no battle “battle-3” in this file.",
      "rollLog[0].character: no character “character-1” in this file.",
    ]);
  });

  test("the shape is strict, the journal's kinds and payloads are Longbox's, and the game's records are its own to refuse", () => {
    const problems = (json: unknown, checks = [coinToss]) => {
      const checked = checkEnvelope(json, checks);
      return checked.ok ? [] : checked.problems;
    };
    expect(problems({ ...envelope(), extra: 1 })).toEqual([expect.stringMatching(/extra/i)]);
    expect(problems({ ...envelope(), teams: [{ ...envelope().teams[0]!, alignment: "heroes" }] })).toEqual([expect.stringMatching(/^teams\[0\]\.alignment: /)]);
    expect(problems({ ...envelope(), journal: [{ ...envelope().journal[0]!, payload: { v: 2 } }] })).toEqual([
      "journal[0].payload: does not fit a line of the kind “CAMPAIGN_CREATED”.",
    ]);
    expect(problems({ ...envelope(), game: { tosses: 3 } })).toEqual(["game.tosses: a list of battle references"]);
    // A game with no check of its records keeps none: a file that holds some is refused, and one without its battles' records names them.
    expect(problems(envelope(), [])).toEqual(["game: this game keeps no records of its own in a campaign file, but the file holds some."]);
    expect(problems({ ...envelope(), game: null }, [])).toContain("rollLog[0].battle: no battle “battle-1” in this file.");
  });
});
