import { describe, expect, test } from "vitest";
import { buildCampaignExport } from "@/lib/games/smf/export/build-campaign-export";
import type { CampaignExport } from "@/lib/games/smf/export/campaign-export-schema";
import { readCampaignFile } from "@/lib/games/smf/export/read-campaign-file";
import { readTeamFile } from "@/lib/games/smf/export/read-team-file";
import { buildTeamExport } from "@/lib/games/smf/export/build-team-export";
import { campaignSource } from "@/lib/games/smf/export/testing/campaign-source";
import { EXPORTED_AT, nightShift } from "@/lib/games/smf/export/testing/team-source";
import { signUpSchema } from "@/lib/schemas/auth";
import { campaignSettingsSchema } from "@/lib/schemas/campaign";
import { characterDetailsSchema } from "../schemas/character";
import { BIDI_OVERRIDE_MESSAGE, COMBINING_MARKS_MESSAGE, MAX_COMBINING_MARKS_IN_A_ROW, nameField, NOTHING_VISIBLE_MESSAGE } from "@/lib/schemas/name-field";
import { teamDetailsSchema } from "@/lib/schemas/team";

const field = nameField("Name the team.");
const messages = (input: unknown) => field.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

describe("nameField", () => {
  test.each([
    ["a plain name", "Night Shift"],
    ["Greek and an emoji", "Ωmega 😀"],
    ["Vietnamese accents", "Đặng Thị Ngọc"],
    ["Arabic, written right to left by itself", "محمد الفاتح"],
    ["Devanagari vowel signs", "देवनागरी"],
    ["Hebrew with vowel points", "שָׁלוֹם"],
    [`${MAX_COMBINING_MARKS_IN_A_ROW} combining marks on one letter`, `Z${"\u0301".repeat(MAX_COMBINING_MARKS_IN_A_ROW)}ed`],
    ["one visible sign among spaces", "  ★  "],
  ])("accepts %s", (_label, name) => {
    expect(messages(name)).toEqual([]);
  });

  test.each([
    ["zero-width spaces only", "\u200B\u200B\u200B", NOTHING_VISIBLE_MESSAGE],
    ["a Hangul filler", "\u3164", NOTHING_VISIBLE_MESSAGE],
    ["blank braille and a word joiner", "\u2800\u2060", NOTHING_VISIBLE_MESSAGE],
    ["combining marks with no letter", "\u0301\u0302", NOTHING_VISIBLE_MESSAGE],
    ["a right-to-left override", "\u202Egnp.exe", BIDI_OVERRIDE_MESSAGE],
    ["a left-to-right embedding", "Rex\u202A", BIDI_OVERRIDE_MESSAGE],
    ["a directional isolate", "\u2066Rex\u2069", BIDI_OVERRIDE_MESSAGE],
    ["a stack of combining marks", `Z${"\u0301\u0316\u0344\u0358\u035C".repeat(4)}algo`, COMBINING_MARKS_MESSAGE],
    ["spaces only", "   ", "Name the team."],
  ])("refuses %s with one clear message", (_label, name, message) => {
    expect(messages(name)).toEqual([message]);
  });

  test("stores names in NFC, trimmed", () => {
    expect(field.parse(" Cafe\u0301 ")).toBe("Caf\u00E9");
  });
});

describe("the one name field is every form's", () => {
  const invisible = "\u200B\u3164";
  test.each([
    ["a person at sign-up", () => signUpSchema.safeParse({ name: invisible, email: "a@b.co", password: "longenough" })],
    ["a campaign", () => campaignSettingsSchema.safeParse({ name: invisible })],
    ["a team", () => teamDetailsSchema.safeParse({ name: invisible, alignment: "HEROES" })],
    ["a character", () => characterDetailsSchema.safeParse({ name: invisible, kind: "character", build: "{}" })],
  ])("%s named with nothing visible is refused on the name", (_label, parse) => {
    const issues = parse()
      .error?.issues.filter((issue) => issue.path[0] === "name")
      .map((issue) => issue.message);
    expect(issues).toEqual([NOTHING_VISIBLE_MESSAGE]);
  });
});

describe("imported files get the same check", () => {
  test("a team file whose team or character name reverses the text is refused", () => {
    const team = JSON.parse(JSON.stringify(buildTeamExport(nightShift(), EXPORTED_AT)));
    team.team.name = "\u202EtfihS thgiN";
    const reading = readTeamFile(JSON.stringify(team));
    expect(reading.ok ? [] : reading.errors).toEqual([`team.name: ${BIDI_OVERRIDE_MESSAGE}`]);
  });

  test.each([
    ["the campaign's name", (file: CampaignExport) => void (file.campaign.name = "\u200B\u200B"), `campaign.name: ${NOTHING_VISIBLE_MESSAGE}`],
    ["a team's name", (file: CampaignExport) => void (file.teams[0]!.name = "\u2066Night Shift\u2069"), `teams[0].name: ${BIDI_OVERRIDE_MESSAGE}`],
    [
      "a character's name",
      (file: CampaignExport) => void (file.teams[0]!.characters[0]!.name = `Rh${"\u0301".repeat(12)}ino`),
      `teams[0].characters[0].name: ${COMBINING_MARKS_MESSAGE}`,
    ],
    ["a roller's name", (file: CampaignExport) => void (file.rolls[0]!.actorName = "\u202Eevil"), `rolls[0].actorName: ${BIDI_OVERRIDE_MESSAGE}`],
  ])("a campaign file with %s made to hide or deceive is refused", (_label, edit, problem) => {
    const file = JSON.parse(JSON.stringify(buildCampaignExport(campaignSource(), EXPORTED_AT))) as CampaignExport;
    edit(file);
    const reading = readCampaignFile(JSON.stringify(file));
    expect(reading.ok ? [] : reading.errors).toEqual([problem]);
  });
});
