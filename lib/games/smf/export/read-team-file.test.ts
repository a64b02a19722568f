import { describe, expect, test } from "vitest";
import { SMF_CHARACTER_FORMAT } from "@/lib/rules/smf";
import { buildTeamExport } from "./build-team-export";
import { MAX_IMPORT_BYTES, MAX_IMPORT_CHARACTERS } from "@/lib/export/import-limits";
import { CONTROL_CHARACTERS_IN_FILE_MESSAGE, TOO_DEEP_MESSAGE } from "@/lib/export/json-depth";
import { EMPTY_FILE_MESSAGE, NOT_JSON_MESSAGE, readTeamFile } from "./read-team-file";
import type { TeamExport } from "./team-export-schema";
import { EXPORTED_AT, nightShift } from "./testing/team-source";

const file = () => JSON.parse(JSON.stringify(buildTeamExport(nightShift(), EXPORTED_AT))) as TeamExport;
const text = (value: unknown) => JSON.stringify(value);

describe("readTeamFile", () => {
  test("reads an export back: the team header and every character, state included", () => {
    const original = file();
    const reading = readTeamFile(text(original));
    if (!reading.ok) throw new Error(reading.errors.join("; "));
    const { characters, ...team } = original.team;
    expect(reading.team).toEqual(team);
    expect(reading.characters.map((item) => item.character)).toEqual(characters);
    expect(reading.characters.map((item) => [item.number, item.name, item.errors])).toEqual([
      [1, "White Rhino", []],
      [2, "Deadeye", []],
      [3, "The Commander", []],
    ]);
  });

  const fileErrors: [string, string, string][] = [
    ["an empty text", "  ", EMPTY_FILE_MESSAGE],
    ["text that is not JSON", "{ not json", NOT_JSON_MESSAGE],
    ["JSON without a format", text({ team: {} }), "This JSON is not a Longbox export: it has no format."],
    ["a campaign export", text({ ...file(), format: "longbox.campaign" }), "This is a whole-campaign export. Import a team export instead: a team page's “Export as JSON”."],
    ["another format", text({ ...file(), format: "someone.else" }), "This JSON is not a Longbox team export: its format is not “longbox.team”."],
    ["a newer format version", text({ ...file(), formatVersion: 2 }), "This team export is format version 2, from a newer Longbox; this Longbox reads version 1."],
    ["a format version that is not a number", text({ ...file(), formatVersion: "one" }), "This team export is format version “one”; this Longbox reads version 1."],
    [
      "a long format version, quoted short",
      text({ ...file(), formatVersion: "x".repeat(20_000) }),
      `This team export is format version “${"x".repeat(20)}…”; this Longbox reads version 1.`,
    ],
    ["a control character in any string", text({ ...file(), team: { ...file().team, notes: "after\u0000dark" } }), CONTROL_CHARACTERS_IN_FILE_MESSAGE],
    ["nesting deeper than any export", `{"format":${"[".repeat(100_000)}${"]".repeat(100_000)}}`, TOO_DEEP_MESSAGE],
    ["another game", text({ ...file(), rulesEdition: { ...file().rulesEdition, game: "chess" } }), "The file's characters are for another game, not Super Mission Force."],
    [
      "another character format",
      text({ ...file(), rulesEdition: { ...file().rulesEdition, characterFormat: SMF_CHARACTER_FORMAT + 1 } }),
      `The file's characters are stored in format ${SMF_CHARACTER_FORMAT + 1}; this Longbox reads format ${SMF_CHARACTER_FORMAT}.`,
    ],
    [
      "too many characters",
      text({ ...file(), team: { ...file().team, characters: Array.from({ length: MAX_IMPORT_CHARACTERS + 1 }, (_, i) => ({ ...file().team.characters[0]!, id: `c${i}` })) } }),
      `The team has ${MAX_IMPORT_CHARACTERS + 1} characters; an import takes at most ${MAX_IMPORT_CHARACTERS}.`,
    ],
    ["a team without a name", text({ ...file(), team: { ...file().team, name: "" } }), "team.name: A name is missing."],
    ["an unknown alignment", text({ ...file(), team: { ...file().team, alignment: "neutral" } }), "team.alignment: not a value Longbox knows"],
    [
      "two characters with one id",
      text({ ...file(), team: { ...file().team, characters: [file().team.characters[0], { ...file().team.characters[1]!, id: file().team.characters[0]!.id }] } }),
      "Two characters in the file share the id “id-white-rhino”, so links between them cannot be followed.",
    ],
  ];
  test.each(fileErrors)("refuses %s with one clear message", (_label, input, message) => {
    expect(readTeamFile(input)).toEqual({ ok: false, errors: [message] });
  });

  test("refuses a file over the size limit before parsing it", () => {
    const padded = text({ ...file(), team: { ...file().team, notes: "x".repeat(MAX_IMPORT_BYTES) } });
    expect(readTeamFile(padded)).toEqual({
      ok: false,
      errors: [`The file is ${Math.ceil(new TextEncoder().encode(padded).length / 1024)} KB; Longbox reads team exports of up to 512 KB.`],
    });
  });

  test("an unreadable character is that entry's problem; the others still read", () => {
    const original = file();
    original.team.characters[1] = { ...original.team.characters[1]!, kind: "robot" as never, build: { ...original.team.characters[1]!.build, boosts: ["lucky" as never] } };
    const reading = readTeamFile(text(original));
    if (!reading.ok) throw new Error(reading.errors.join("; "));
    expect(reading.characters[1]).toEqual({
      number: 2,
      name: "Deadeye",
      character: null,
      errors: ["kind: not a value Longbox knows", "build.boosts[0]: not a value Longbox knows"],
    });
    expect(reading.characters.filter((item) => item.character).map((item) => item.name)).toEqual(["White Rhino", "The Commander"]);
  });

  test("a state that does not fit reads as null (the import gives a fresh one), not as an error", () => {
    const original = file();
    original.team.characters[0] = { ...original.team.characters[0]!, state: { status: "sleeping" } as never };
    const reading = readTeamFile(text(original));
    if (!reading.ok) throw new Error(reading.errors.join("; "));
    expect(reading.characters[0]).toMatchObject({ errors: [], character: { name: "White Rhino", state: null } });
  });
});
