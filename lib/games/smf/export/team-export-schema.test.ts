import { describe, expect, test } from "vitest";
import { SMF_CHARACTER_FORMAT, SMF_RULES_VERSION } from "@/lib/rules/smf";
import { buildTeamExport } from "./build-team-export";
import { MAX_IMPORT_CHARACTERS } from "@/lib/export/import-limits";
import { teamExportSchema, type TeamExport } from "./team-export-schema";
import { EXPORTED_AT, nightShift } from "./testing/team-source";

const valid = () => JSON.parse(JSON.stringify(buildTeamExport(nightShift(), EXPORTED_AT))) as TeamExport;

describe("teamExportSchema", () => {
  test("a built team export names the rules edition and survives a JSON round-trip unchanged", () => {
    const file = buildTeamExport(nightShift(), EXPORTED_AT);
    expect(file).toMatchObject({
      format: "longbox.team",
      formatVersion: 1,
      rulesEdition: { game: "super-mission-force", rulesVersion: SMF_RULES_VERSION, characterFormat: SMF_CHARACTER_FORMAT },
      exportedAt: "2026-11-21T12:00:00.000Z",
      team: { name: "The Night Shift", alignment: "heroes", isArchived: false, storyPoints: { balance: 6, earned: 8 } },
    });
    expect(teamExportSchema.parse(JSON.parse(JSON.stringify(file)))).toEqual(file);
  });

  test("characters keep their id, kind, position, retired flag, build and state", () => {
    const source = nightShift();
    const { team } = buildTeamExport(source, EXPORTED_AT);
    expect(team.characters.map((c) => [c.name, c.kind, c.position, c.isRetired])).toEqual([
      ["White Rhino", "character", 0, false],
      ["Deadeye", "character", 1, false],
      ["The Commander", "character", 2, true],
    ]);
    expect(team.characters[1]).toMatchObject({ id: "id-deadeye", build: source.roster[1]!.character.build, state: source.roster[1]!.character.state });
  });

  const mutations: [string, (file: TeamExport) => unknown, string][] = [
    ["another format", (f) => ({ ...f, format: "longbox.campaign" }), "format"],
    ["a newer format version", (f) => ({ ...f, formatVersion: 2 }), "formatVersion"],
    ["another game", (f) => ({ ...f, rulesEdition: { ...f.rulesEdition, game: "chess" } }), "rulesEdition.game"],
    ["another character format", (f) => ({ ...f, rulesEdition: { ...f.rulesEdition, characterFormat: SMF_CHARACTER_FORMAT + 1 } }), "rulesEdition.characterFormat"],
    ["an exportedAt that is not a date", (f) => ({ ...f, exportedAt: "yesterday" }), "exportedAt"],
    ["an unknown top-level field", (f) => ({ ...f, extra: true }), ""],
    ["an unknown alignment", (f) => ({ ...f, team: { ...f.team, alignment: "neutral" } }), "team.alignment"],
    ["an empty team name", (f) => ({ ...f, team: { ...f.team, name: " " } }), "team.name"],
    ["an unknown character kind", (f) => ({ ...f, team: { ...f.team, characters: [{ ...f.team.characters[0]!, kind: "robot" }] } }), "team.characters.0.kind"],
    ["a negative position", (f) => ({ ...f, team: { ...f.team, characters: [{ ...f.team.characters[0]!, position: -1 }] } }), "team.characters.0.position"],
    [
      "an unknown power in a build",
      (f) => ({
        ...f,
        team: { ...f.team, characters: [{ ...f.team.characters[0]!, build: { ...f.team.characters[0]!.build, powers: [{ power: "laser-eyes", tier: "major" }] } }] },
      }),
      "team.characters.0.build.powers.0.power",
    ],
    [
      "a state with a negative curse count",
      (f) => ({ ...f, team: { ...f.team, characters: [{ ...f.team.characters[0]!, state: { ...f.team.characters[0]!.state, curses: -1 } }] } }),
      "team.characters.0.state.curses",
    ],
    ["a character without a retired flag", (f) => ({ ...f, team: { ...f.team, characters: [{ ...f.team.characters[0]!, isRetired: undefined }] } }), "team.characters.0.isRetired"],
    [
      "too many characters",
      (f) => ({ ...f, team: { ...f.team, characters: Array.from({ length: MAX_IMPORT_CHARACTERS + 1 }, (_, i) => ({ ...f.team.characters[0]!, id: `c${i}` })) } }),
      "team.characters",
    ],
  ];
  test.each(mutations)("refuses %s", (_label, mutate, path) => {
    const result = teamExportSchema.safeParse(mutate(valid()));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toContain(path);
  });
});
