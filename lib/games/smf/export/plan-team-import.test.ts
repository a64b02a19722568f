import { describe, expect, test } from "vitest";
import { freshCampaignState, type CharacterBuild, type RosterOptions } from "@/lib/rules/smf";
import { buildTeamExport } from "./build-team-export";
import { DANGLING_LINK_NOTE, planTeamImport, UNREADABLE_STATE_NOTE } from "./plan-team-import";
import { readTeamFile } from "./read-team-file";
import type { TeamExport } from "./team-export-schema";
import { EXPORTED_AT, nightShift, OVERSPENT_BRICK, sampleCharacter } from "./testing/team-source";

const OPTIONS: Required<RosterOptions> = { allowAlternatePowerLevels: true, allowVehicles: false, socialScienceVariant: "ch2" };
const SUPER_BRICK: CharacterBuild = {
  archetype: "super",
  baseArchetypes: ["brick"],
  powers: [
    { power: "super-strength", tier: "major" },
    { power: "armor", tier: "minor" },
    { power: "leaping", tier: "minor" },
    { power: "resistance", tier: "minor" },
    { power: "massive", tier: "minor" },
  ],
  boosts: [],
  backgrounds: [{ background: "blue-collar" }, { background: "criminal" }],
};
const LINKED_MENTALIST: CharacterBuild = {
  archetype: "mentalist",
  powers: [
    { power: "mentalism", tier: "major" },
    { power: "rapport", tier: "minor", choices: { rapportPartnerId: "id-white-rhino" } },
    { power: "savant", tier: "minor" },
  ],
  boosts: [],
  backgrounds: [{ background: "science" }, { background: "criminal" }],
};

const OWL: CharacterBuild = {
  archetype: "wildcard",
  powers: [
    { power: "servitor-sidekick", tier: "minor", choices: { sidekickPower: "armor" } },
    { power: "flight", tier: "minor" },
    { power: "rage", tier: "minor" },
    { power: "leaping", tier: "minor" },
  ],
  boosts: [],
  backgrounds: [{ background: "science" }, { background: "criminal" }],
};
const KID: CharacterBuild = { archetype: "street-level", powers: [{ power: "armor", tier: "minor" }], boosts: [], backgrounds: [] };

const exported = () => JSON.parse(JSON.stringify(buildTeamExport(nightShift(), EXPORTED_AT))) as TeamExport;
const plan = (file: unknown, options = OPTIONS) => planTeamImport(readTeamFile(JSON.stringify(file)), options);

describe("planTeamImport", () => {
  test("a legal team: a preview with each card's summary, and a plan in roster order that keeps builds and states", () => {
    const file = exported();
    // Positions decide the order, not the file's: the Commander (position 2) is listed first here.
    file.team.characters = [file.team.characters[2]!, file.team.characters[0]!, file.team.characters[1]!];
    const { preview, plan: result } = plan(file);

    expect(preview).toMatchObject({
      fileErrors: [],
      canImport: true,
      team: { name: "The Night Shift", alignment: "HEROES", storyPointsInFile: { balance: 6, earned: 8 }, isOtherRulesVersion: false },
    });
    expect(preview.characters.map((c) => [c.number, c.name, c.kindLabel, c.isRetired, c.problems])).toEqual([
      [1, "The Commander", "Character", true, []],
      [2, "White Rhino", "Character", false, []],
      [3, "Deadeye", "Character", false, []],
    ]);
    expect(preview.characters[1]!.summary).toMatchObject({ archetype: "Brick", majorPowers: ["Super-Strength"], backgrounds: ["Blue Collar", "Criminal"] });
    expect(preview.characters[1]!.summary?.stats).toMatch(/^Move \d+" · Body \d+ · Psyche \d+$/);

    const source = nightShift();
    expect(result?.team).toEqual({ name: "The Night Shift", alignment: "HEROES", notes: "Out after dark." });
    expect(result?.characters).toEqual(
      source.roster.map(({ character, isRetired }) => ({
        fileId: character.id,
        name: character.name,
        kind: "character",
        isRetired,
        build: character.build,
        state: character.state,
      })),
    );
  });

  test("one illegal character: its problem is listed under its number and name, and there is no plan", () => {
    const file = exported();
    file.team.characters[1] = { ...file.team.characters[1]!, name: "Grey Rhino", build: OVERSPENT_BRICK };
    const { preview, plan: result } = plan(file);
    expect(result).toBeNull();
    expect(preview.canImport).toBe(false);
    expect(preview.characters.map((c) => c.problems)).toEqual([[], ["Character 2 “Grey Rhino”: Minor powers: 2 minor picks to spend, 3 spent."], []]);
  });

  test("builds are checked with the importing campaign's options", () => {
    const file = exported();
    file.team.characters[0] = { ...file.team.characters[0]!, name: "Big Blue", build: SUPER_BRICK };
    expect(plan(file).preview.canImport).toBe(true);
    expect(plan(file, { ...OPTIONS, allowAlternatePowerLevels: false }).preview.characters[0]!.problems).toEqual([
      "Character 1 “Big Blue”: Archetype: Super needs the group's agreement to alternate power levels. (rule: book line 547)",
    ]);
  });

  test("a Rapport partner resolves among the file's characters", () => {
    const file = exported();
    file.team.characters.push({ ...file.team.characters[0]!, id: "id-link", name: "Link", position: 3, build: LINKED_MENTALIST });
    expect(plan(file).preview.characters[3]!.problems).toEqual([]);
    file.team.characters[3]!.build = {
      ...LINKED_MENTALIST,
      powers: LINKED_MENTALIST.powers.map((p) => (p.power === "rapport" ? { ...p, choices: { rapportPartnerId: "someone-else" } } : p)),
    };
    expect(plan(file).preview.characters[3]!.problems).toEqual(["Character 4 “Link”: Rapport: The Rapport partner is not on the team. (rule: book line 984)"]);
  });

  test("a sidekick on the roster needs its owner in the file, as the builder's server check asks", () => {
    const file = exported();
    const base = file.team.characters[0]!;
    file.team.characters.push(
      { ...base, id: "id-owl", name: "Owl", position: 3, build: OWL },
      { ...base, id: "id-kid", name: "Kid", kind: "sidekick", position: 4, build: KID, state: { ...base.state, sidekickOf: "id-owl" } },
    );
    expect(plan(file).preview.characters.map((c) => c.problems)).toEqual([[], [], [], [], []]);
    expect(plan(file).plan?.characters.at(-1)?.state.sidekickOf).toBe("id-owl");

    const { sidekickOf: _owner, ...ownerless } = file.team.characters[4]!.state;
    file.team.characters[4]!.state = ownerless;
    expect(plan(file).preview.characters[4]!.problems).toEqual(["Character 5 “Kid”: Sidekick's owner: Choose the teammate this sidekick belongs to."]);
  });

  test("an unreadable state, or one linked to a character not in the file, becomes a fresh state with a note", () => {
    const file = exported();
    file.team.characters[0] = { ...file.team.characters[0]!, state: { status: "sleeping" } as never };
    file.team.characters[1] = { ...file.team.characters[1]!, state: { ...file.team.characters[1]!.state, sidekickOf: "gone" } };
    const { preview, plan: result } = plan(file);
    expect(preview.characters.map((c) => c.notes)).toEqual([[UNREADABLE_STATE_NOTE], [DANGLING_LINK_NOTE], []]);
    expect(result?.characters.map((c) => c.state)).toEqual([freshCampaignState(), freshCampaignState(), sampleCharacter("The Commander").state]);
  });

  test("an entry that does not fit the format is a problem of that entry", () => {
    const file = exported();
    file.team.characters[2] = { ...file.team.characters[2]!, kind: "robot" as never };
    const { preview, plan: result } = plan(file);
    expect(result).toBeNull();
    expect(preview.characters[2]).toMatchObject({ kindLabel: "Unreadable entry", summary: null, problems: ["Character 3 “The Commander”: kind: not a value Longbox knows"] });
  });

  test("a file-level error gives only that error", () => {
    expect(planTeamImport(readTeamFile("nope"), OPTIONS)).toEqual({
      preview: { fileErrors: ["This is not a JSON file, so it cannot be a Longbox team export."], team: null, characters: [], blockers: [], canImport: false },
      plan: null,
    });
  });
});
