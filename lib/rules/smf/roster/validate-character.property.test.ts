import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { BACKGROUNDS, BOOSTS, POWER_IDS, STANDARD_ARCHETYPES, type CharacterBuild, type PowerChoices, type PowerId, type PowerPick, type SmfCharacter } from "../character";
import { SUPER_MAX_BOOSTS } from "../data/archetypes";
import { findPower } from "../data/powers";
import { characterFromBuild } from "../testing/fixtures";
import { baseMinorPicks, majorSlots, ownMinorMenu } from "./power-menus";
import { validateCharacter, type ValidateOptions } from "./validate-character";

const FRIEND = characterFromBuild({ archetype: "brick" }, { id: "friend" });
const OPTIONS: ValidateOptions = { allowAlternatePowerLevels: true, team: [FRIEND] };

/** A legal value for every creation-time choice a power requires. */
function choicesFor(power: PowerId): PowerChoices | undefined {
  switch (power) {
    case "force-field":
    case "stun":
      return { track: "body" };
    case "construct":
      return { constructStat: "body", category: "science" };
    case "archery":
      return { quiver: ["entangle", "stun", "leaping"] };
    case "sorcery":
      return { grimoire: { major: "healing", minors: ["flight", "jinx", "armor", "teleport"] } };
    case "metamorph":
      return { metamorphTrack: "elasticity" };
    case "rapport":
      return { rapportPartnerId: FRIEND.id };
    case "servitor-sidekick":
      return { sidekickPower: "flight" };
    case "invisibility-obscurement":
      return { invisibilityOption: "obscurement" };
    default:
      return undefined;
  }
}

function pick(power: PowerId, tier: "major" | "minor"): PowerPick {
  const choices = choicesFor(power);
  return choices ? { power, tier, choices } : { power, tier };
}

const archetypeArb: fc.Arbitrary<Pick<CharacterBuild, "archetype" | "baseArchetypes">> = fc.oneof(
  fc.constantFrom(...STANDARD_ARCHETYPES, "street-level" as const).map((archetype) => ({ archetype })),
  fc.constantFrom(...STANDARD_ARCHETYPES).map((base) => ({ archetype: "super" as const, baseArchetypes: [base] })),
  fc.shuffledSubarray([...STANDARD_ARCHETYPES], { minLength: 2, maxLength: 2 }).map((bases) => ({ archetype: "powerhouse" as const, baseArchetypes: bases })),
);

/** Legal builds generated from the menus (Immortal is left to the unit tests: it costs two picks). */
const legalBuild: fc.Arbitrary<CharacterBuild> = archetypeArb.chain((arch) => {
  const draft: CharacterBuild = { ...arch, powers: [], boosts: [], backgrounds: [] };
  const majorsArb = fc.tuple(...majorSlots(draft).map((s) => fc.constantFrom(...s.menu)));
  return majorsArb.chain((majors) => {
    const withMajors: CharacterBuild = { ...draft, powers: majors.map((m) => pick(m, "major")) };
    const budget = baseMinorPicks(withMajors);
    const menu = [...ownMinorMenu(withMajors)].filter((p) => p !== "immortal" && !(p === "super-strength" && majors.includes("super-strength")));
    const maxBoosts = Math.min(budget, arch.archetype === "super" ? SUPER_MAX_BOOSTS : BOOSTS.length);
    return fc.shuffledSubarray([...BOOSTS], { minLength: 0, maxLength: maxBoosts }).chain((boosts) =>
      fc
        .tuple(
          fc.shuffledSubarray(menu, { minLength: budget - boosts.length, maxLength: budget - boosts.length }),
          fc.shuffledSubarray([...BACKGROUNDS], { minLength: 2, maxLength: 2 }),
        )
        .map(([minors, backgrounds]) => ({
          ...withMajors,
          powers: [...withMajors.powers, ...minors.map((m) => pick(m, "minor"))],
          boosts,
          backgrounds: backgrounds.map((b) => (b === "alien-dimensional" ? { background: b, category: "magical" as const } : { background: b })),
        })),
    );
  });
});

const asCharacter = (build: CharacterBuild): SmfCharacter => characterFromBuild(build, { id: "hero" });

describe("validateCharacter properties", () => {
  test("every build generated from the menus is legal", () => {
    fc.assert(
      fc.property(legalBuild, (build) => {
        expect(validateCharacter(asCharacter(build), OPTIONS)).toEqual({ ok: true });
      }),
      { numRuns: 300 },
    );
  });

  test("swapping one minor for a power off the menu is reported at that field", () => {
    const withInjection = legalBuild
      .filter((b) => b.powers.some((p) => p.tier === "minor"))
      .chain((build) => {
        const minorIndexes = build.powers.flatMap((p, i) => (p.tier === "minor" ? [i] : []));
        const menu = ownMinorMenu(build);
        const offMenu = POWER_IDS.filter((p) => findPower(p, "minor") && !menu.has(p) && p !== "immortal" && !build.powers.some((x) => x.power === p));
        return fc.tuple(fc.constant(build), fc.constantFrom(...minorIndexes), fc.constantFrom(...offMenu));
      });
    fc.assert(
      fc.property(withInjection, ([build, index, power]) => {
        const powers = build.powers.map((p, i) => (i === index ? pick(power, "minor") : p));
        const result = validateCharacter(asCharacter({ ...build, powers }), OPTIONS);
        expect(result.ok).toBe(false);
        if (!result.ok) expect(result.problems.map((p) => p.field)).toContain(`powers[${index}]`);
      }),
      { numRuns: 300 },
    );
  });
});
