import { describe, expect, test } from "vitest";
import { freshCampaignState, type CharacterBuild, type CharacterCampaignState, type CharacterKind, type SmfCharacter } from "@/lib/rules/smf/character";
import {
  withSidekickOwner,
  orphanedSidekickProblem,
  SIDEKICK_OWNER_MISSING_MESSAGE,
  SIDEKICK_OWNER_NOT_ON_TEAM_MESSAGE,
  sidekickOwnerOptions,
  sidekickOwnerProblem,
} from "./character-sidekick";

const WITH_SERVITOR: CharacterBuild = {
  archetype: "wildcard",
  powers: [{ power: "servitor-sidekick", tier: "minor", choices: { sidekickPower: "armor" } }],
  boosts: [],
  backgrounds: [],
};
const WITHOUT: CharacterBuild = { archetype: "brick", powers: [{ power: "super-strength", tier: "major" }], boosts: [], backgrounds: [] };
const SIDEKICK_BUILD: CharacterBuild = { archetype: "street-level", powers: [{ power: "armor", tier: "minor" }], boosts: [], backgrounds: [] };

function member(id: string, build: CharacterBuild, kind: CharacterKind = "character", state: Partial<CharacterCampaignState> = {}): SmfCharacter {
  return { id, name: id.toUpperCase(), kind, build, state: { ...freshCampaignState(), ...state } };
}

const owl = member("owl", WITH_SERVITOR);
const rhino = member("rhino", WITHOUT);
const fallen = member("fallen", WITH_SERVITOR, "character", { status: "dead" });
const mage = member("mage", { ...WITH_SERVITOR, powers: [{ power: "servitor-sidekick", tier: "minor" }] });
const kid = member("kid", SIDEKICK_BUILD, "sidekick", { sidekickOf: "mage" });
const roster = [owl, rhino, fallen, mage, kid];

describe("sidekickOwnerOptions", () => {
  test("only living teammates with the Servitor / Sidekick power and no sidekick yet, with the power their sheet names", () => {
    expect(sidekickOwnerOptions(roster)).toEqual([{ id: "owl", name: "OWL", sidekickPower: "armor" }]);
  });

  test("the sidekick being edited keeps its own owner on the list", () => {
    expect(sidekickOwnerOptions(roster, "kid").map((o) => o.id)).toEqual(["owl", "mage"]);
  });

  test("a dead sidekick leaves room for its replacement (L1035)", () => {
    const dead = { ...kid, state: { ...kid.state, status: "dead" as const } };
    expect(sidekickOwnerOptions([owl, mage, dead]).map((o) => o.id)).toEqual(["owl", "mage"]);
  });

  test("a thrall does not take the sidekick's place (L1151)", () => {
    const thrall = member("thrall", SIDEKICK_BUILD, "thrall", { thrallOf: "owl" });
    expect(sidekickOwnerOptions([owl, thrall]).map((o) => o.id)).toEqual(["owl"]);
  });
});

describe("sidekickOwnerProblem", () => {
  const sidekick = (sidekickOf: string | undefined, id = "new") => ({ id, kind: "sidekick" as const, sidekickOf });

  test.each([
    ["an owner with the power", sidekick("owl"), null],
    ["the sidekick's own owner, while editing it", sidekick("mage", "kid"), null],
    ["no owner", sidekick(undefined), SIDEKICK_OWNER_MISSING_MESSAGE],
    ["an id not on this roster (another team's character)", sidekick("elsewhere"), SIDEKICK_OWNER_NOT_ON_TEAM_MESSAGE],
    ["itself", sidekick("kid", "kid"), SIDEKICK_OWNER_NOT_ON_TEAM_MESSAGE],
    ["a teammate without the power", sidekick("rhino"), "RHINO does not have the Servitor / Sidekick power, so has no sidekick to bring."],
    ["a fallen teammate", sidekick("fallen"), "FALLEN has fallen and brings no sidekick."],
    ["a teammate who already has one", sidekick("mage"), "MAGE already has a sidekick, KID."],
  ])("%s", (_label, candidate, expected) => {
    expect(sidekickOwnerProblem(candidate, roster)).toBe(expected);
  });

  test("other kinds have no owner to check", () => {
    expect(sidekickOwnerProblem({ id: "x", kind: "character", sidekickOf: undefined }, roster)).toBeNull();
  });
});

describe("orphanedSidekickProblem", () => {
  test("an owner may not drop the power while its sidekick lives", () => {
    expect(orphanedSidekickProblem({ ...mage, build: WITHOUT }, roster)).toBe("KID is MAGE's sidekick, so the Servitor / Sidekick power stays. Delete or retire KID first.");
    expect(orphanedSidekickProblem(mage, roster)).toBeNull();
    expect(orphanedSidekickProblem({ ...owl, build: WITHOUT }, roster)).toBeNull();
  });
});

describe("withSidekickOwner", () => {
  test("a sidekick keeps the chosen owner; any other kind drops it", () => {
    expect(withSidekickOwner(freshCampaignState(), "sidekick", "owl")).toEqual({ ...freshCampaignState(), sidekickOf: "owl" });
    expect(withSidekickOwner({ ...freshCampaignState(), sidekickOf: "owl" }, "character", "owl")).toEqual(freshCampaignState());
    expect(withSidekickOwner({ ...freshCampaignState(), sidekickOf: "owl" }, "sidekick", undefined)).toEqual(freshCampaignState());
  });
});
