import { describe, expect, test, vi } from "vitest";
import { buildCampaignExport } from "./build-campaign-export";
import type { CampaignExport } from "./campaign-export-schema";
import { campaignTotals } from "./campaign-totals";
import { MAX_CAMPAIGN_IMPORT_BYTES, MAX_CAMPAIGN_IMPORT_ITEMS, MAX_CAMPAIGN_ROLLS, MAX_JSON_DEPTH } from "@/lib/export/import-limits";
import { isNestedDeeperThan, textShapeProblem, TOO_MANY_ITEMS_MESSAGE } from "@/lib/export/json-depth";
import { EMPTY_CAMPAIGN_FILE_MESSAGE, NOT_JSON_CAMPAIGN_MESSAGE, readCampaignFile, TEAM_FILE_MESSAGE, TOO_DEEP_MESSAGE, VERSION_1_MESSAGE } from "./read-campaign-file";
import { campaignSource, ID } from "./testing/campaign-source";
import { EXPORTED_AT } from "./testing/team-source";

const file = () => JSON.parse(JSON.stringify(buildCampaignExport(campaignSource(), EXPORTED_AT))) as CampaignExport;
const text = (change: (f: CampaignExport) => void = () => undefined) => {
  const f = file();
  change(f);
  return JSON.stringify(f);
};
const GHOST_TEAM = "cteam00000000000000000099";

describe("readCampaignFile", () => {
  test("reads a built export", () => {
    const reading = readCampaignFile(text());
    expect(reading.ok).toBe(true);
    expect(reading.ok && reading.file.battles[0]!.id).toBe(ID.battle);
  });

  const refusals: [string, () => string, string][] = [
    ["empty text", () => "   ", EMPTY_CAMPAIGN_FILE_MESSAGE],
    ["not JSON", () => "{", NOT_JSON_CAMPAIGN_MESSAGE],
    ["too large", () => " ".repeat(MAX_CAMPAIGN_IMPORT_BYTES + 1), "Longbox reads campaign exports of up to 32 MB"],
    ["too deep", () => `${"[".repeat(MAX_JSON_DEPTH + 1)}${"]".repeat(MAX_JSON_DEPTH + 1)}`, TOO_DEEP_MESSAGE],
    ["a team export", () => JSON.stringify({ format: "longbox.team", formatVersion: 1 }), TEAM_FILE_MESSAGE],
    ["version 1", () => text((f) => void ((f as { formatVersion: number }).formatVersion = 1)), VERSION_1_MESSAGE],
    ["another game", () => text((f) => void ((f.rulesEdition as { game: string }).game = "chess")), "another game"],
    ["a shape problem, named by its path", () => text((f) => void ((f.battles[0] as { issue: number }).issue = 0)), "battles[0].issue:"],
    ["a ledger entry of an unknown team", () => text((f) => void (f.storyPointLedger[0]!.teamId = GHOST_TEAM)), "Ledger entry 1: names a team that is not in the file."],
    ["a reversal of another team's entry", () => text((f) => void (f.storyPointLedger[3]!.teamId = ID.syndicate)), "does not exactly cancel the entry it reverses."],
    [
      "an entry reversed twice",
      () => text((f) => f.storyPointLedger.push({ ...f.storyPointLedger[3]!, id: "centry0000000000000000005" })),
      "reverses an entry that another entry already reverses.",
    ],
    [
      "a line-up of an unknown character",
      () => text((f) => void (f.battles[0]!.teams[0]!.lineUp[0]!.characterId = "cchar00000000000000000077")),
      "Issue #1: The Night Shift's line-up names a character",
    ],
    [
      "records naming an unknown team",
      () => text((f) => void (f.battles[0]!.snapshot!.teams[0]!.teamId = GHOST_TEAM)),
      "Issue #1: its records name a team that is not in the file.",
    ],
    ["a report of a team that did not play", () => text((f) => f.battles[0]!.teams.pop()), "Issue #1: its report names a team that did not play it."],
    [
      "a roll of a character no record names",
      () => text((f) => void (f.rolls[0]!.characterId = "cchar00000000000000000077")),
      "Roll 1: names a character who is neither in the file nor in its battle's records.",
    ],
    ["a roll of an unknown team", () => text((f) => void (f.rolls[0]!.teamId = GHOST_TEAM)), "Roll 1: names a team that is not in the file."],
    ["a face the die cannot show (a 7 on a D6)", () => text((f) => void (f.rolls[0]!.faces = [3, 7])), "Roll 1: a 7 cannot come up on the D6 it names."],
    ["faces a D3 cannot show", () => text((f) => void Object.assign(f.rolls[0]!, { sides: 3, faces: [4, 2, 6] })), "Roll 1: faces of 4, 6 cannot come up on the D3 it names."],
    [
      "two rolls in one place of a battle's dice",
      () => text((f) => f.rolls.push({ ...f.rolls[0]!, id: "croll00000000000000000002", sequence: 2 })),
      "fill the same place in a battle's dice (post:injuries:0)",
    ],
    ["an archived flag that disagrees", () => text((f) => void (f.teams[1]!.archivedAt = null)), "Team “The Syndicate”: isArchived and archivedAt disagree."],
    ["a retired flag that disagrees", () => text((f) => void (f.teams[1]!.characters[1]!.retiredAt = null)), "isRetired and retiredAt disagree."],
    [
      "an end in an unknown battle",
      () => text((f) => void (f.campaign.finished = { finishedAt: f.exportedAt, winners: [], battleId: "cbattle000000000000000077" })),
      "The campaign ended in a battle that is not in the file.",
    ],
  ];
  test.each(refusals)("refuses %s", (_label, make, message) => {
    const reading = readCampaignFile(make());
    expect(reading.ok).toBe(false);
    expect(reading.ok ? "" : reading.errors.join("\n")).toContain(message);
  });

  test("a roll may name a character that only its battle's records still hold (deleted since)", () => {
    expect(readCampaignFile(text()).ok).toBe(true);
    expect(readCampaignFile(text((f) => void (f.rolls[0]!.battleId = null))).ok).toBe(false);
  });

  test("a cancelled battle's line-up may name a character deleted since", () => {
    const cancelled = (f: CampaignExport) => {
      f.battles[0]!.status = "cancelled";
      f.battles[0]!.teams[0]!.lineUp[0]!.characterId = "cchar00000000000000000077";
    };
    expect(readCampaignFile(text(cancelled)).ok).toBe(true);
  });

  test("many problems are listed up to twenty, then counted", () => {
    const reading = readCampaignFile(
      text(
        (f) => void (f.storyPointLedger = Array.from({ length: 30 }, (_, n) => ({ ...f.storyPointLedger[0]!, id: `centry${String(n).padStart(19, "0")}`, teamId: GHOST_TEAM }))),
      ),
    );
    expect(reading.ok ? [] : reading.errors).toHaveLength(21);
    expect(reading.ok ? "" : reading.errors.at(-1)).toMatch(/^…and \d+ more\.$/);
  });
});

describe("isNestedDeeperThan", () => {
  test.each([
    ["a scalar", 1, 0, false],
    ["an object at the limit", { a: { b: 1 } }, 2, false],
    ["an object past the limit", { a: { b: {} } }, 2, true],
    ["arrays count too", [[[]]], 2, true],
  ])("%s", (_label, value, limit, expected) => {
    expect(isNestedDeeperThan(value, limit)).toBe(expected);
  });

  test("a hostile depth is answered without a stack overflow", () => {
    let value: unknown = [];
    for (let i = 0; i < 100_000; i++) value = [value];
    expect(isNestedDeeperThan(value, MAX_JSON_DEPTH)).toBe(true);
  });
});

describe("campaignTotals (Ruling R8)", () => {
  test("balance is every delta; earned the gains, less what a reversal takes back", () => {
    const totals = campaignTotals([
      { teamId: "a", delta: 1, reversesEntryId: null },
      { teamId: "a", delta: 3, reversesEntryId: null },
      { teamId: "a", delta: -2, reversesEntryId: null },
      { teamId: "a", delta: -3, reversesEntryId: "x" },
      { teamId: "a", delta: 2, reversesEntryId: "y" },
    ]);
    expect(totals.get("a")).toEqual({ balance: 1, earned: 1 });
  });
});

describe("work bounded before the expensive steps (security issue, item 5)", () => {
  test.each([
    ["millions of tiny values", () => `[${"0,".repeat(MAX_CAMPAIGN_IMPORT_ITEMS)}0]`, TOO_MANY_ITEMS_MESSAGE],
    ["nesting past the limit, deep inside an object", () => `{"a":${"[".repeat(100_000)}${"]".repeat(100_000)}}`, TOO_DEEP_MESSAGE],
  ])("a file of %s is refused before it is parsed", (_label, make, message) => {
    const source = make();
    const parse = vi.spyOn(JSON, "parse");
    try {
      const reading = readCampaignFile(source);
      expect(reading).toEqual({ ok: false, errors: [message] });
      expect(parse).not.toHaveBeenCalled();
    } finally {
      parse.mockRestore();
    }
  });

  test("commas and brackets inside strings are not items, and escaped quotes do not end a string", () => {
    expect(textShapeProblem(JSON.stringify({ note: `\\"${",[{".repeat(1000)}` }), 3, 10)).toBeNull();
    expect(textShapeProblem("[[[[]]]]", 3, 10)).toBe(TOO_DEEP_MESSAGE);
    expect(textShapeProblem("[1,2,3,4]", 3, 3)).toBe(TOO_MANY_ITEMS_MESSAGE);
    expect(textShapeProblem("[1,2,3]", 3, 3)).toBeNull();
  });

  test("more rolls than an import reads is refused with the count before the rolls' shape is checked", () => {
    // Numbers, not objects: one item each, so the list stays within the item limit and only its length is wrong.
    const source = text((f) => void (f.rolls = Array.from({ length: MAX_CAMPAIGN_ROLLS + 1 }, () => 0 as unknown as CampaignExport["rolls"][number])));
    expect(readCampaignFile(source)).toEqual({
      ok: false,
      errors: [`The file holds ${MAX_CAMPAIGN_ROLLS + 1} rolls; Longbox imports campaigns of up to ${MAX_CAMPAIGN_ROLLS}.`],
    });
  });
});
