import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { freshCampaignState, type SmfCharacter } from "@/lib/rules/smf/character";
import { cardTeammates } from "./card-format";
import { CharacterCard } from "./character-card";

/** The card as text, one space between pieces, so assertions read like what a person sees. */
function cardText(character: SmfCharacter, all: readonly SmfCharacter[]): string {
  const html = renderToStaticMarkup(createElement(CharacterCard, { character, teammates: cardTeammates(all) }));
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ")
    .trim();
}

// A thrall as the post-battle sequence raises it (post-battle/resolve-injuries.ts, L1151): kind
// thrall, re-statted as a Servitor / Sidekick, its powers gained in play, linked to its vampire.
const drago: SmfCharacter = {
  id: "drago",
  name: "Drago",
  kind: "character",
  build: {
    archetype: "wildcard",
    powers: [
      { power: "vampire", tier: "minor" },
      { power: "servitor-sidekick", tier: "minor", source: "thrall" },
    ],
    boosts: [],
    backgrounds: [],
  },
  state: freshCampaignState(),
};
const karthoum: SmfCharacter = {
  id: "karthoum-thrall",
  name: "Karthoum (thrall)",
  kind: "thrall",
  build: {
    archetype: "street-level",
    powers: [
      { power: "stun", tier: "minor", source: "thrall", choices: { track: "psyche" } },
      { power: "vampire", tier: "minor", source: "thrall" },
    ],
    boosts: [],
    backgrounds: [],
  },
  state: { ...freshCampaignState(), thrallOf: "drago" },
};

describe("a thrall's card", () => {
  const text = cardText(karthoum, [drago, karthoum]);

  test('reads as a thrall of its vampire, with sidekick stats (Body 4, Psyche 4, Move 6", L1037)', () => {
    expect(text).toContain("Karthoum (thrall) Thrall Thrall of Drago");
    expect(text).toContain('Move 6"');
    expect(text).toContain("Body 4");
    expect(text).toContain("Psyche 4");
    expect(text).not.toContain("Street-Level");
  });

  test("lists the powers it rose with", () => {
    expect(text).toContain("Stun (Psyche)");
    expect(text).toContain("Vampire");
  });

  test("is a card only: no form, link or button to change it", () => {
    const html = renderToStaticMarkup(createElement(CharacterCard, { character: karthoum, teammates: cardTeammates([drago, karthoum]) }));
    expect(html).not.toMatch(/<(form|button|a|input|select)\b/);
  });

  test("the vampire's card lists its thrall", () => {
    expect(cardText(drago, [drago, karthoum])).toContain("Thrall: Karthoum (thrall)");
  });
});

describe("a sidekick's card", () => {
  test("names its owner, and the owner's card names the sidekick", () => {
    const owl: SmfCharacter = {
      ...drago,
      id: "owl",
      name: "Night Owl",
      build: { ...drago.build, powers: [{ power: "servitor-sidekick", tier: "minor", choices: { sidekickPower: "armor" } }] },
    };
    const kid: SmfCharacter = {
      id: "kid",
      name: "Kid Owl",
      kind: "sidekick",
      build: { archetype: "street-level", powers: [{ power: "armor", tier: "minor" }], boosts: [], backgrounds: [] },
      state: { ...freshCampaignState(), sidekickOf: "owl" },
    };
    expect(cardText(kid, [owl, kid])).toContain("Kid Owl Sidekick Sidekick of Night Owl");
    expect(cardText(owl, [owl, kid])).toContain("Sidekick: Kid Owl");
  });
});
