import { expect, test } from "vitest";
import { freshCampaignState, type CharacterBuild } from "@/lib/rules/smf";
import { hasLinks, linkedStateIds, remapLinks } from "./character-links";

const build: CharacterBuild = {
  archetype: "mentalist",
  powers: [
    { power: "mentalism", tier: "major" },
    { power: "rapport", tier: "minor", choices: { rapportPartnerId: "old-rhino" } },
  ],
  boosts: [],
  backgrounds: [],
};
const newIds = new Map([
  ["old-rhino", "new-rhino"],
  ["old-vampire", "new-vampire"],
]);

test("rewrites the Rapport partner, the vampire and the sidekick's owner with the new ids", () => {
  const state = { ...freshCampaignState(), thrallOf: "old-vampire", sidekickOf: "old-rhino" };
  const remapped = remapLinks(build, state, newIds);
  expect(remapped.build.powers[1]!.choices).toEqual({ rapportPartnerId: "new-rhino" });
  expect(remapped.build.powers[0]).toBe(build.powers[0]);
  expect(linkedStateIds(remapped.state)).toEqual(["new-vampire", "new-rhino"]);
  expect(build.powers[1]!.choices?.rapportPartnerId).toBe("old-rhino");
});

test("a character without links is left as it is and needs no second write", () => {
  const plain: CharacterBuild = { ...build, powers: [build.powers[0]!] };
  expect(hasLinks(plain, freshCampaignState())).toBe(false);
  expect(hasLinks(build, freshCampaignState())).toBe(true);
  expect(hasLinks(plain, { ...freshCampaignState(), sidekickOf: "x" })).toBe(true);
  expect(remapLinks(plain, freshCampaignState(), newIds)).toEqual({ build: plain, state: freshCampaignState() });
});
