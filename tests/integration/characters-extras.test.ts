import { describe, expect, test } from "vitest";
import { freshCampaignState, validateCharacter, type CharacterBuild, type CharacterKind } from "@/lib/rules/smf";
import type { CharacterDetailsInput } from "@/lib/games/smf/schemas/character";
import { SIDEKICK_OWNER_MISSING_MESSAGE, SIDEKICK_OWNER_NOT_ON_TEAM_MESSAGE } from "@/lib/games/smf/schemas/character-sidekick";
import { addCharacter } from "@/lib/games/smf/server/characters/add-character";
import { deleteCharacter, hasSidekickMessage } from "@/lib/games/smf/server/characters/delete-character";
import { retireCharacter } from "@/lib/games/smf/server/characters/retire-character";
import { updateCharacter } from "@/lib/games/smf/server/characters/update-character";
import { db } from "@/lib/server/db";
import { createTeam } from "@/lib/server/teams/create-team";
import { BUILDS } from "./character-builds";
import { accessFor, addMember, createCampaignFor, DEFAULT_SETTINGS, setCampaignOptions } from "./factories";
import { gameSystem } from "@/lib/games/registry";

/** A Wildcard with Servitor / Sidekick (L1033) whose sheet names Armor for the sidekick. */
const OWNER: CharacterBuild = {
  archetype: "wildcard",
  powers: [
    { power: "servitor-sidekick", tier: "minor", choices: { sidekickPower: "armor" } },
    { power: "flight", tier: "minor" },
    { power: "leaping", tier: "minor" },
    { power: "resistance", tier: "minor" },
  ],
  boosts: [],
  backgrounds: [{ background: "athletics" }, { background: "science" }],
};
/** The same Wildcard with Armor instead of Servitor / Sidekick. */
const OWNER_WITHOUT_SERVITOR: CharacterBuild = { ...OWNER, powers: [{ power: "armor", tier: "minor" }, ...OWNER.powers.slice(1)] };
/** A medium Basic Vehicle: three minors from its menu, two special vehicle powers (L2728–L2734). */
const VEHICLE: CharacterBuild = {
  archetype: "basic-vehicle",
  powers: [
    { power: "armor", tier: "minor" },
    { power: "leaping", tier: "minor" },
    { power: "resistance", tier: "minor" },
  ],
  boosts: [],
  backgrounds: [],
  vehicle: { size: "medium", specialPowers: ["all-terrain", "heavy-armor"] },
};

type Access = Awaited<ReturnType<typeof accessFor>>;
type Team = { campaignId: string; teamId: string; access: Access };

async function teamIn(campaignId: string, name: string): Promise<Team> {
  const player = await addMember(campaignId, "PLAYER", `${name} Owner`);
  const access = await accessFor(player.id, campaignId);
  const result = await createTeam(access, gameSystem(access.gameSystem), { name, alignment: "HEROES", notes: "" });
  if (!result.ok) throw new Error(result.message);
  return { campaignId, teamId: result.team.id, access };
}

async function teamFor(settings: Partial<typeof DEFAULT_SETTINGS> = {}): Promise<Team> {
  const { campaign } = await createCampaignFor(undefined, settings);
  return teamIn(campaign.id, "The Night Shift");
}

function input(name: string, build: CharacterBuild, kind: CharacterDetailsInput["kind"] = "character", sidekickOf?: string): CharacterDetailsInput {
  return { name, kind, build, sidekickOf };
}

async function add(team: Team, details: CharacterDetailsInput) {
  const result = await addCharacter(team.access, team.teamId, details);
  if (!result.ok) throw new Error(result.message);
  return result.character.id;
}

/** Everything a refused change must leave as it was. */
async function snapshot(team: Team) {
  const [characters, activity] = await Promise.all([
    db.character.findMany({ where: { teamId: team.teamId }, orderBy: { id: "asc" } }),
    db.activityEvent.findMany({ where: { campaignId: team.campaignId }, orderBy: { createdAt: "asc" } }),
  ]);
  return { characters, activity };
}

test("the test builds are what they claim to be", () => {
  const check = (build: CharacterBuild, kind: CharacterKind) => validateCharacter({ id: "x", name: "x", kind, build, state: freshCampaignState() }, { allowVehicles: true });
  expect([check(OWNER, "character"), check(OWNER_WITHOUT_SERVITOR, "character"), check(VEHICLE, "vehicle")]).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
});

describe("a sidekick's owner", () => {
  test("a sidekick is stored with the teammate it belongs to, and the roster can find it", async () => {
    const team = await teamFor();
    const owner = await add(team, input("Night Owl", OWNER));
    const kid = await add(team, input("Kid Owl", BUILDS.sidekick, "sidekick", owner));
    const row = await db.character.findUniqueOrThrow({ where: { id: kid } });
    expect(row).toMatchObject({ kind: "SIDEKICK", state: { ...freshCampaignState(), sidekickOf: owner } });
  });

  test.each([
    ["missing", () => undefined, SIDEKICK_OWNER_MISSING_MESSAGE],
    ["an id no character has", () => "no-such-character", SIDEKICK_OWNER_NOT_ON_TEAM_MESSAGE],
  ])("refused when %s, beside the owner field, and nothing changes", async (_label, ownerId, message) => {
    const team = await teamFor();
    await add(team, input("Night Owl", OWNER));
    const before = await snapshot(team);
    const result = await addCharacter(team.access, team.teamId, input("Kid Owl", BUILDS.sidekick, "sidekick", ownerId()));
    expect(result).toEqual({ ok: false, code: "invalid-sidekick-owner", message, field: "sidekickOf" });
    expect(await snapshot(team)).toEqual(before);
  });

  test("an owner on another team is refused (IDOR), and nothing changes on either team", async () => {
    const team = await teamFor();
    const rivals = await teamIn(team.campaignId, "The Day Crew");
    const theirOwner = await add(rivals, input("Day Owl", OWNER));
    const before = [await snapshot(team), await snapshot(rivals)];
    const result = await addCharacter(team.access, team.teamId, input("Kid Owl", BUILDS.sidekick, "sidekick", theirOwner));
    expect(result).toMatchObject({ ok: false, code: "invalid-sidekick-owner", message: SIDEKICK_OWNER_NOT_ON_TEAM_MESSAGE });
    expect([await snapshot(team), await snapshot(rivals)]).toEqual(before);
  });

  test("a teammate without the Servitor / Sidekick power, or one who already has a sidekick, is refused", async () => {
    const team = await teamFor();
    const rhino = await add(team, input("Grey Rhino", BUILDS.brick));
    const owl = await add(team, input("Night Owl", OWNER));
    await add(team, input("Kid Owl", BUILDS.sidekick, "sidekick", owl));
    const before = await snapshot(team);

    expect(await addCharacter(team.access, team.teamId, input("Kid Rhino", BUILDS.sidekick, "sidekick", rhino))).toMatchObject({
      code: "invalid-sidekick-owner",
      message: "Grey Rhino does not have the Servitor / Sidekick power, so has no sidekick to bring.",
    });
    expect(await addCharacter(team.access, team.teamId, input("Kid Owl II", BUILDS.sidekick, "sidekick", owl))).toMatchObject({
      code: "invalid-sidekick-owner",
      message: "Night Owl already has a sidekick, Kid Owl.",
    });
    expect(await snapshot(team)).toEqual(before);
  });

  test("a retired owner can take no new sidekick", async () => {
    const team = await teamFor();
    const owl = await add(team, input("Night Owl", OWNER));
    await retireCharacter(team.access, team.teamId, owl);
    expect(await addCharacter(team.access, team.teamId, input("Kid Owl", BUILDS.sidekick, "sidekick", owl))).toMatchObject({
      code: "invalid-sidekick-owner",
      message: SIDEKICK_OWNER_NOT_ON_TEAM_MESSAGE,
    });
  });

  test("rebuilding moves a sidekick to another owner, and a sidekick rebuilt as a character loses its owner", async () => {
    const team = await teamFor();
    const owl = await add(team, input("Night Owl", OWNER));
    const lark = await add(team, input("Lark", OWNER));
    const kid = await add(team, input("Kid", BUILDS.sidekick, "sidekick", owl));

    expect(await updateCharacter(team.access, team.teamId, kid, input("Kid", BUILDS.sidekick, "sidekick", lark))).toEqual({ ok: true });
    expect((await db.character.findUniqueOrThrow({ where: { id: kid } })).state).toMatchObject({ sidekickOf: lark });

    expect(await updateCharacter(team.access, team.teamId, kid, input("Kid", BUILDS.brick, "character", lark))).toEqual({ ok: true });
    const row = await db.character.findUniqueOrThrow({ where: { id: kid } });
    expect(row.kind).toBe("CHARACTER");
    expect(row.state).toEqual(freshCampaignState());
  });

  test("rebuilding a sidekick without an owner is refused, and it keeps the one it has", async () => {
    const team = await teamFor();
    const owl = await add(team, input("Night Owl", OWNER));
    const kid = await add(team, input("Kid", BUILDS.sidekick, "sidekick", owl));
    const before = await snapshot(team);
    expect(await updateCharacter(team.access, team.teamId, kid, input("Kid", BUILDS.sidekick, "sidekick"))).toMatchObject({ code: "invalid-sidekick-owner", field: "sidekickOf" });
    expect(await snapshot(team)).toEqual(before);
  });

  test("an owner keeps the power while its sidekick is on the roster, and cannot be deleted from under it", async () => {
    const team = await teamFor();
    const owl = await add(team, input("Night Owl", OWNER));
    const kid = await add(team, input("Kid Owl", BUILDS.sidekick, "sidekick", owl));
    const before = await snapshot(team);

    expect(await updateCharacter(team.access, team.teamId, owl, input("Night Owl", OWNER_WITHOUT_SERVITOR))).toEqual({
      ok: false,
      code: "sidekick-needs-owner-power",
      message: "Kid Owl is Night Owl's sidekick, so the Servitor / Sidekick power stays. Delete or retire Kid Owl first.",
    });
    expect(await deleteCharacter(team.access, team.teamId, owl)).toEqual({ ok: false, code: "has-sidekick", message: hasSidekickMessage("Night Owl", "Kid Owl") });
    expect(await snapshot(team)).toEqual(before);

    // Once the sidekick has gone, both are allowed.
    expect(await deleteCharacter(team.access, team.teamId, kid)).toEqual({ ok: true });
    expect(await updateCharacter(team.access, team.teamId, owl, input("Night Owl", OWNER_WITHOUT_SERVITOR))).toEqual({ ok: true });
    expect(await deleteCharacter(team.access, team.teamId, owl)).toEqual({ ok: true });
  });
});

describe("vehicles", () => {
  test("refused where the campaign does not allow vehicles (L2714), and nothing changes", async () => {
    const team = await teamFor({ allowVehicles: false });
    const before = await snapshot(team);
    const result = await addCharacter(team.access, team.teamId, input("Owlmobile", VEHICLE, "vehicle"));
    expect(result).toMatchObject({ ok: false, code: "illegal-build", problems: [{ code: "vehicles-not-allowed", field: "archetype" }] });
    expect(await snapshot(team)).toEqual(before);
  });

  test("accepted where the campaign allows them, as a roster entry of kind vehicle", async () => {
    const team = await teamFor({ allowVehicles: true });
    const id = await add(team, input("Owlmobile", VEHICLE, "vehicle"));
    expect(await db.character.findUniqueOrThrow({ where: { id } })).toMatchObject({ kind: "VEHICLE", build: VEHICLE, state: freshCampaignState() });
  });

  test("a vehicle build posted as a character is refused as a kind mismatch", async () => {
    const team = await teamFor({ allowVehicles: true });
    expect(await addCharacter(team.access, team.teamId, input("Owlmobile", VEHICLE, "character"))).toMatchObject({ code: "illegal-build", problems: [{ code: "kind-mismatch" }] });
  });

  test("a vehicle added while allowed cannot be saved again once the campaign stops allowing them", async () => {
    const team = await teamFor({ allowVehicles: true });
    const id = await add(team, input("Owlmobile", VEHICLE, "vehicle"));
    await setCampaignOptions(team.campaignId, { allowVehicles: false });
    expect(await updateCharacter(team.access, team.teamId, id, input("Owlmobile II", VEHICLE, "vehicle"))).toMatchObject({
      code: "illegal-build",
      problems: [{ code: "vehicles-not-allowed" }],
    });
    expect((await db.character.findUniqueOrThrow({ where: { id } })).name).toBe("Owlmobile");
  });
});
