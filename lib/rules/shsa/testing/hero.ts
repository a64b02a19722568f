/** For tests only: a hero sheet to change. Never imported by rules, not exported. */
import type { HeroSheet } from "../sheet";

export function hero(overrides: Partial<HeroSheet> = {}): HeroSheet {
  return {
    name: "Nightjar",
    level: 2,
    stats: { ST: 6, DX: 8, TO: 6, IN: 8, WP: 8, CH: 6 },
    skills: { Investigation: 8, Persuasion: 6, Medical: 4 },
    virtue: 3,
    ego: 2,
    reputation: 1,
    vp: 0,
    lifestyle: 6,
    resources: 6,
    legendPoints: 0,
    buildPoints: 0,
    resourcePoints: 0,
    trainingPoints: 0,
    dp: 0,
    alignment: "hero",
    personalityTraits: ["Reckless"],
    secretIdentity: { isSecret: true, knownBy: [] },
    secretBase: null,
    relationships: [],
    ...overrides,
  };
}
