import { describe, expect, test } from "vitest";
import { freshCampaignState, SMF_CHARACTER_FORMAT, validateCharacter, type CharacterBuild } from "@/lib/rules/smf";
import { addCharacter } from "@/lib/games/smf/server/characters/add-character";
import { toJson } from "@/lib/games/smf/server/characters/character-row";
import { deleteCharacter, hasFoughtDeleteMessage } from "@/lib/games/smf/server/characters/delete-character";
import { CHARACTER_NOT_FOUND_MESSAGE, CHARACTER_RETIRED_MESSAGE } from "@/lib/games/smf/server/characters/find-roster-character";
import { moveCharacter } from "@/lib/games/smf/server/characters/move-character";
import { renameCharacter } from "@/lib/games/smf/server/characters/rename-character";
import { DEAD_CHARACTER_MESSAGE, retireCharacter } from "@/lib/games/smf/server/characters/retire-character";
import { hasFoughtMessage, updateCharacter } from "@/lib/games/smf/server/characters/update-character";
import { db } from "@/lib/server/db";
import { TEAM_ARCHIVED_MESSAGE } from "@/lib/server/teams/lock-team";
import { createTeam } from "@/lib/server/teams/create-team";
import { BUILDS, characterInput } from "./character-builds";
import { accessFor, addMember, createCampaignFor, DEFAULT_SETTINGS } from "./factories";
import { gameSystem } from "@/lib/games/registry";

async function teamFor(settings: Partial<typeof DEFAULT_SETTINGS> = {}) {
  const { campaign } = await createCampaignFor(undefined, settings);
  const player = await addMember(campaign.id, "PLAYER", "Pat Player");
  const access = await accessFor(player.id, campaign.id);
  const result = await createTeam(access, gameSystem(access.gameSystem), { name: "The Night Shift", alignment: "HEROES", notes: "" });
  if (!result.ok) throw new Error(result.message);
  return { campaignId: campaign.id, teamId: result.team.id, access };
}

async function add(
  team: { teamId: string; access: Awaited<ReturnType<typeof accessFor>> },
  name: string,
  build: CharacterBuild,
  kind: "character" | "henchmen" | "sidekick" = "character",
) {
  const result = await addCharacter(team.access, team.teamId, characterInput(name, build, kind));
  if (!result.ok) throw new Error(result.message);
  return result.character.id;
}

/** Everything a refused roster change must leave as it was. */
async function snapshot(team: { campaignId: string; teamId: string }) {
  const [characters, activity] = await Promise.all([
    db.character.findMany({ where: { teamId: team.teamId }, orderBy: { id: "asc" } }),
    db.activityEvent.findMany({ where: { campaignId: team.campaignId }, orderBy: { createdAt: "asc" } }),
  ]);
  return { characters, activity };
}

async function rosterNames(teamId: string) {
  const rows = await db.character.findMany({ where: { teamId, retiredAt: null }, orderBy: [{ position: "asc" }, { createdAt: "asc" }] });
  return rows.map((row) => row.name);
}

test("the test builds are what they claim to be", () => {
  const check = (build: CharacterBuild, kind: "character" | "henchmen" | "sidekick" = "character") =>
    validateCharacter({ id: "x", name: "x", kind, build, state: freshCampaignState() }, { allowAlternatePowerLevels: true }).ok;
  expect([check(BUILDS.brick), check(BUILDS.blaster), check(BUILDS.superBrick), check(BUILDS.henchmen, "henchmen"), check(BUILDS.sidekick, "sidekick")]).toEqual([
    true,
    true,
    true,
    true,
    true,
  ]);
  expect(check(BUILDS.illegalBrick)).toBe(false);
});

describe("addCharacter", () => {
  test("stores a legal character at the end of the roster with a fresh campaign state, and records it", async () => {
    const team = await teamFor();
    await add(team, "White Rhino", BUILDS.brick);
    const id = await add(team, "Deadeye", BUILDS.blaster);

    const row = await db.character.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({
      teamId: team.teamId,
      position: 1,
      name: "Deadeye",
      kind: "CHARACTER",
      build: BUILDS.blaster,
      state: freshCampaignState(),
      formatVersion: SMF_CHARACTER_FORMAT,
      hasFought: false,
      retiredAt: null,
    });
    const added = await db.activityEvent.findFirstOrThrow({ where: { campaignId: team.campaignId, kind: "CHARACTER_ADDED", payload: { path: ["characterId"], equals: id } } });
    expect(added.summary).toBe("Pat Player added Deadeye to “The Night Shift”.");
  });

  test("henchmen groups and sidekicks are roster entries of their own kinds", async () => {
    const team = await teamFor();
    const henchmen = await add(team, "Goons", BUILDS.henchmen, "henchmen");
    const owner = await add(team, "Night Owl", {
      ...BUILDS.blaster,
      archetype: "wildcard",
      powers: [
        { power: "servitor-sidekick", tier: "minor", choices: { sidekickPower: "armor" } },
        { power: "flight", tier: "minor" },
        { power: "leaping", tier: "minor" },
        { power: "resistance", tier: "minor" },
      ],
    });
    const created = await addCharacter(team.access, team.teamId, { ...characterInput("Kid Flash-in-the-pan", BUILDS.sidekick, "sidekick"), sidekickOf: owner });
    if (!created.ok) throw new Error(created.message);
    const sidekick = created.character.id;
    expect((await db.character.findMany({ where: { id: { in: [henchmen, sidekick] } }, orderBy: { position: "asc" } })).map((c) => c.kind)).toEqual(["HENCHMEN", "SIDEKICK"]);
  });

  test("an illegal build is refused with every problem, and nothing changes", async () => {
    const team = await teamFor();
    await add(team, "White Rhino", BUILDS.brick);
    const before = await snapshot(team);

    const result = await addCharacter(team.access, team.teamId, characterInput("Overloaded", BUILDS.illegalBrick));
    expect(result).toEqual({
      ok: false,
      code: "illegal-build",
      message: "Overloaded breaks 2 rules, so nothing was saved.",
      problems: [
        { code: "too-many-minor-picks", field: "powers", message: "2 minor picks to spend, 3 spent." },
        { code: "wrong-background-count", field: "backgrounds", message: "Choose 2 backgrounds; 0 chosen." },
      ],
    });
    expect(await snapshot(team)).toEqual(before);
  });

  test("the campaign's options apply: an alternate power level only where the campaign allows it (L547)", async () => {
    const strict = await teamFor({ allowAlternatePowerLevels: false });
    const refused = await addCharacter(strict.access, strict.teamId, characterInput("Big Rhino", BUILDS.superBrick));
    expect(refused.ok).toBe(false);
    expect(!refused.ok && "problems" in refused ? refused.problems.map((p) => p.code) : []).toEqual(["alternate-power-level-not-allowed"]);
    expect(await db.character.count({ where: { teamId: strict.teamId } })).toBe(0);

    const relaxed = await teamFor({ allowAlternatePowerLevels: true });
    expect((await addCharacter(relaxed.access, relaxed.teamId, characterInput("Big Rhino", BUILDS.superBrick))).ok).toBe(true);
  });

  test("Rapport needs a partner on this team's roster (L984)", async () => {
    const team = await teamFor();
    const other = await teamFor();
    const stranger = await add(other, "Stranger", BUILDS.brick);
    const partner = await add(team, "White Rhino", BUILDS.brick);
    const withRapport = (partnerId: string): CharacterBuild => ({
      archetype: "mentalist",
      powers: [
        { power: "mentalism", tier: "major" },
        { power: "rapport", tier: "minor", choices: { rapportPartnerId: partnerId } },
        { power: "telekinesis", tier: "minor" },
      ],
      boosts: [],
      backgrounds: [{ background: "criminal" }, { background: "science" }],
    });
    const refused = await addCharacter(team.access, team.teamId, characterInput("Linked", withRapport(stranger)));
    expect(!refused.ok && "problems" in refused ? refused.problems.map((p) => p.code) : []).toEqual(["invalid-choice"]);
    expect((await addCharacter(team.access, team.teamId, characterInput("Linked", withRapport(partner)))).ok).toBe(true);
  });

  test("an archived team's roster does not change", async () => {
    const team = await teamFor();
    await db.team.update({ where: { id: team.teamId }, data: { archivedAt: new Date() } });
    const before = await snapshot(team);
    expect(await addCharacter(team.access, team.teamId, characterInput("Late", BUILDS.brick))).toEqual({ ok: false, code: "team-archived", message: TEAM_ARCHIVED_MESSAGE });
    expect(await snapshot(team)).toEqual(before);
  });
});

describe("updateCharacter", () => {
  test("rebuilds a character that has not fought, keeping its state, and records it", async () => {
    const team = await teamFor();
    const id = await add(team, "White Rhino", BUILDS.brick);
    expect(await updateCharacter(team.access, team.teamId, id, characterInput("Deadeye", BUILDS.blaster))).toEqual({ ok: true });
    expect(await db.character.findUniqueOrThrow({ where: { id } })).toMatchObject({ name: "Deadeye", build: BUILDS.blaster, state: freshCampaignState(), position: 0 });
    const updated = await db.activityEvent.findFirstOrThrow({ where: { campaignId: team.campaignId, kind: "CHARACTER_UPDATED" } });
    expect(updated.summary).toBe("Pat Player changed White Rhino (now Deadeye) on “The Night Shift”.");
  });

  test.each([
    ["an illegal build", "illegal-build"],
    ["a character who has fought", "has-fought"],
    ["a character of another team (IDOR)", "character-not-found"],
    ["a retired character", "character-retired"],
  ] as const)("refuses %s, and nothing changes", async (_label, code) => {
    const team = await teamFor();
    const id = await add(team, "White Rhino", BUILDS.brick);
    let target = id;
    if (code === "has-fought") await db.character.update({ where: { id }, data: { hasFought: true } });
    if (code === "character-retired") await retireCharacter(team.access, team.teamId, id);
    if (code === "character-not-found") target = await add(await teamFor(), "Someone Else's", BUILDS.brick);
    const before = await snapshot(team);
    const beforeTarget = await db.character.findUniqueOrThrow({ where: { id: target } });

    const result = await updateCharacter(team.access, team.teamId, target, characterInput("Changed", code === "illegal-build" ? BUILDS.illegalBrick : BUILDS.blaster));
    expect(result).toMatchObject({ ok: false, code });
    const messages = {
      "has-fought": hasFoughtMessage("White Rhino"),
      "character-not-found": CHARACTER_NOT_FOUND_MESSAGE,
      "character-retired": CHARACTER_RETIRED_MESSAGE,
      "illegal-build": "Changed breaks 2 rules, so nothing was saved.",
    };
    expect(!result.ok && result.message).toBe(messages[code]);
    expect(await snapshot(team)).toEqual(before);
    expect(await db.character.findUniqueOrThrow({ where: { id: target } })).toEqual(beforeTarget);
  });
});

describe("renameCharacter", () => {
  test("renames a character who has fought; the build stays as it was, and it is recorded", async () => {
    const team = await teamFor();
    const id = await add(team, "White Rhino", BUILDS.brick);
    await db.character.update({ where: { id }, data: { hasFought: true } });
    expect(await renameCharacter(team.access, team.teamId, id, "Grey Rhino")).toEqual({ ok: true });
    expect(await db.character.findUniqueOrThrow({ where: { id } })).toMatchObject({ name: "Grey Rhino", build: BUILDS.brick, kind: "CHARACTER", hasFought: true });
    const renamed = await db.activityEvent.findFirstOrThrow({ where: { campaignId: team.campaignId, kind: "CHARACTER_UPDATED" } });
    expect(renamed.summary).toBe("Pat Player renamed White Rhino to Grey Rhino on “The Night Shift”.");
  });

  test.each([
    ["a character of another team (IDOR)", "character-not-found"],
    ["a retired character", "character-retired"],
  ] as const)("refuses %s, and nothing changes", async (_label, code) => {
    const team = await teamFor();
    const id = await add(team, "White Rhino", BUILDS.brick);
    let target = id;
    if (code === "character-retired") await retireCharacter(team.access, team.teamId, id);
    if (code === "character-not-found") target = await add(await teamFor(), "Someone Else's", BUILDS.brick);
    const before = await snapshot(team);
    const beforeTarget = await db.character.findUniqueOrThrow({ where: { id: target } });
    expect(await renameCharacter(team.access, team.teamId, target, "Changed")).toMatchObject({ ok: false, code });
    expect(await snapshot(team)).toEqual(before);
    expect(await db.character.findUniqueOrThrow({ where: { id: target } })).toEqual(beforeTarget);
  });

  test("a fought character's build change is refused with a message that says only the name may change", () => {
    expect(hasFoughtMessage("White Rhino")).toMatch(/only their name may change/);
  });
});

describe("moveCharacter", () => {
  test("moves one place up or down past retired characters; the ends stay put", async () => {
    const team = await teamFor();
    const [a, b, c, d] = [
      await add(team, "A", BUILDS.brick),
      await add(team, "B", BUILDS.blaster),
      await add(team, "C", BUILDS.henchmen, "henchmen"),
      await add(team, "D", BUILDS.brick),
    ];
    await retireCharacter(team.access, team.teamId, c);

    expect(await moveCharacter(team.access, team.teamId, d, "up")).toEqual({ ok: true, hasMoved: true });
    expect(await rosterNames(team.teamId)).toEqual(["A", "D", "B"]);
    expect(await moveCharacter(team.access, team.teamId, a, "down")).toEqual({ ok: true, hasMoved: true });
    expect(await rosterNames(team.teamId)).toEqual(["D", "A", "B"]);
    expect(await moveCharacter(team.access, team.teamId, d, "up")).toEqual({ ok: true, hasMoved: false });
    expect(await moveCharacter(team.access, team.teamId, b, "down")).toEqual({ ok: true, hasMoved: false });
    expect(await rosterNames(team.teamId)).toEqual(["D", "A", "B"]);
    const positions = await db.character.findMany({ where: { teamId: team.teamId }, select: { position: true } });
    expect(positions.map((p) => p.position).sort()).toEqual([0, 1, 2, 3]);
  });

  test("a character of another team is not found, and nothing moves", async () => {
    const team = await teamFor();
    await add(team, "A", BUILDS.brick);
    const elsewhere = await add(await teamFor(), "Elsewhere", BUILDS.brick);
    const before = await snapshot(team);
    expect(await moveCharacter(team.access, team.teamId, elsewhere, "up")).toMatchObject({ ok: false, code: "character-not-found" });
    expect(await snapshot(team)).toEqual(before);
  });
});

describe("retireCharacter", () => {
  test("takes the character off the roster but keeps it, with status retired for the rules", async () => {
    const team = await teamFor();
    const id = await add(team, "White Rhino", BUILDS.brick);
    expect(await retireCharacter(team.access, team.teamId, id, new Date("2026-01-02T03:04:05Z"))).toEqual({ ok: true });
    const row = await db.character.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ retiredAt: new Date("2026-01-02T03:04:05Z"), state: { ...freshCampaignState(), status: "retired" } });
    expect((await db.activityEvent.findFirstOrThrow({ where: { campaignId: team.campaignId, kind: "CHARACTER_RETIRED" } })).summary).toBe(
      "Pat Player retired White Rhino from “The Night Shift”.",
    );
  });

  test.each([
    ["already retired", "character-retired", CHARACTER_RETIRED_MESSAGE],
    ["dead (in memoriam)", "character-dead", DEAD_CHARACTER_MESSAGE],
  ] as const)("refuses a character who is %s, and nothing changes", async (_label, code, message) => {
    const team = await teamFor();
    const id = await add(team, "White Rhino", BUILDS.brick);
    if (code === "character-retired") await retireCharacter(team.access, team.teamId, id);
    else await db.character.update({ where: { id }, data: { state: toJson({ ...freshCampaignState(), status: "dead" }) } });
    const before = await snapshot(team);
    expect(await retireCharacter(team.access, team.teamId, id)).toEqual({ ok: false, code, message });
    expect(await snapshot(team)).toEqual(before);
  });
});

describe("deleteCharacter", () => {
  test("deletes a character who never fought, and records it", async () => {
    const team = await teamFor();
    const id = await add(team, "Draft", BUILDS.brick);
    expect(await deleteCharacter(team.access, team.teamId, id)).toEqual({ ok: true });
    expect(await db.character.findUnique({ where: { id } })).toBeNull();
    const deleted = await db.activityEvent.findFirstOrThrow({ where: { campaignId: team.campaignId, kind: "CHARACTER_DELETED" } });
    expect(deleted).toMatchObject({
      summary: "Pat Player removed Draft from “The Night Shift” before their first battle.",
      payload: { v: 1, teamId: team.teamId, characterId: id, name: "Draft" },
    });
  });

  test("refuses a character who has fought, with a message, and nothing changes", async () => {
    const team = await teamFor();
    const id = await add(team, "Veteran", BUILDS.brick);
    await db.character.update({ where: { id }, data: { hasFought: true } });
    const before = await snapshot(team);
    expect(await deleteCharacter(team.access, team.teamId, id)).toEqual({ ok: false, code: "has-fought", message: hasFoughtDeleteMessage("Veteran") });
    expect(await snapshot(team)).toEqual(before);
  });

  test("a character of another team is not found (IDOR), and survives", async () => {
    const team = await teamFor();
    const elsewhere = await add(await teamFor(), "Elsewhere", BUILDS.brick);
    expect(await deleteCharacter(team.access, team.teamId, elsewhere)).toMatchObject({ ok: false, code: "character-not-found" });
    expect(await db.character.findUnique({ where: { id: elsewhere } })).not.toBeNull();
  });
});
