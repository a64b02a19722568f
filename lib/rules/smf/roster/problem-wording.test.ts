import { describe, expect, test } from "vitest";
import type { CharacterBuild, PowerPick, SmfCharacter } from "../character";
import { POWERS } from "../data/powers";
import { characterFromBuild } from "../testing/fixtures";
import type { Problem } from "./problem";
import { validateCharacter, type ValidateOptions } from "./validate-character";
import { validateLineUp } from "./validate-line-up";

// Players read these messages at the table: plain words, names instead of ids or choice keys,
// and the book line or ruling kept apart in `rule` (the app shows it as a separate reference).

const BG: CharacterBuild["backgrounds"] = [{ background: "science" }, { background: "criminal" }];
const minor = (power: PowerPick["power"], extra: Partial<PowerPick> = {}): PowerPick => ({ power, tier: "minor", ...extra });
const major = (power: PowerPick["power"], extra: Partial<PowerPick> = {}): PowerPick => ({ power, tier: "major", ...extra });
let n = 0;
function build(b: Partial<CharacterBuild> & Pick<CharacterBuild, "archetype">, kind: SmfCharacter["kind"] = "character"): SmfCharacter {
  n += 1;
  return characterFromBuild({ backgrounds: BG, ...b }, { kind, id: `c${n}`, name: `Hero ${n}` });
}

/** Every required choice left out, one power at a time. */
const MISSING_CHOICES: [string, SmfCharacter, ValidateOptions][] = POWERS.filter((p) => (p.requiredChoices ?? []).length > 0).map((p) => [
  `${p.name} (${p.tier}) without its choices`,
  build({ archetype: "super", baseArchetypes: ["blaster"], powers: [p.tier === "major" ? major(p.id) : minor(p.id, { source: "super-cross-list" })] }),
  { allowAlternatePowerLevels: true },
]);

const ILLEGAL: [string, SmfCharacter, ValidateOptions][] = [
  ...MISSING_CHOICES,
  [
    "a quiver of powers that are not trick arrows",
    build({ archetype: "blaster", powers: [major("archery", { choices: { quiver: ["force-field", "super-strength"] } }), minor("flight"), minor("resistance")] }),
    {},
  ],
  [
    "a grimoire of excluded powers",
    build({ archetype: "sorcerer", powers: [major("sorcery", { choices: { grimoire: { major: "sorcery", minors: ["magic-artifact", "legion", "magic-artifact"] } } })] }),
    {},
  ],
  ["a sidekick with a forbidden power", build({ archetype: "street-level", powers: [minor("magic-artifact")], backgrounds: [] }, "sidekick"), {}],
  [
    "a servitor's sidekick with a forbidden power",
    build({ archetype: "mastermind", powers: [major("enhance"), minor("servitor-sidekick", { choices: { sidekickPower: "servitor-sidekick" } }), minor("super-strength")] }),
    {},
  ],
  [
    "faults on pools the character lacks",
    build({
      archetype: "blaster",
      powers: [major("power-blasts"), minor("flight"), minor("resistance")],
      faults: [
        { fault: "weakness", pool: "psyche-attack" },
        { fault: "only-x", pool: "psyche-attack" },
      ],
    }),
    {},
  ],
  [
    "a Boost taken twice",
    build({ archetype: "super", baseArchetypes: ["speedster"], boosts: ["tough", "tough", "clever"], powers: [major("speed")] }),
    { allowAlternatePowerLevels: true },
  ],
  [
    "an alternate power level without the group's agreement",
    build({ archetype: "powerhouse", baseArchetypes: ["brick", "brick"], powers: [] }),
    { allowAlternatePowerLevels: false },
  ],
  ["no major power at all", build({ archetype: "blaster", powers: [minor("flight")] }), {}],
  ["Immortal on a Brick, Super-Strength twice", build({ archetype: "brick", powers: [major("super-strength"), minor("super-strength"), minor("immortal")] }), {}],
  [
    "Alien / Dimensional without its category",
    build({ archetype: "brick", powers: [major("super-strength"), minor("armor"), minor("rage")], backgrounds: [{ background: "alien-dimensional" }, { background: "criminal" }] }),
    {},
  ],
  [
    "a bad Trade Off",
    build({ archetype: "brick", tradeOff: ["body", "body"], powers: [major("super-strength"), minor("armor"), minor("rage"), minor("flight", { source: "trade-off" })] }),
    {},
  ],
  [
    "a vehicle where vehicles are not allowed",
    characterFromBuild({ archetype: "basic-vehicle", vehicle: { size: "medium", specialPowers: ["robot-brain"] }, powers: [minor("armor")] }, { kind: "vehicle" }),
    { allowVehicles: false },
  ],
];

function problemsOf(c: SmfCharacter, options: ValidateOptions): Problem[] {
  const r = validateCharacter(c, options);
  return r.ok ? [] : r.problems;
}

function expectPlainWords(p: Problem): void {
  expect(p.message, p.code).not.toMatch(/\(L\d/);
  expect(p.message, p.code).not.toMatch(/Ruling R\d/);
  expect(p.message, p.code).not.toContain("needs a choice:");
  // An id such as "force-field" or "psyche-attack" where the player should read a name
  // (the English "line-up" aside).
  expect(p.message.replaceAll("line-up", "line up"), p.code).not.toMatch(/\b[a-z]+-[a-z-]+\b/);
  // Field paths such as "powers[2]" are for the app, not for the player.
  expect(p.message, p.code).not.toMatch(/\w\[\d+\]/);
}

describe("problem messages are plain words", () => {
  test.each(ILLEGAL)("%s", (_label, c, options) => {
    const problems = problemsOf(c, options);
    expect(problems.length).toBeGreaterThan(0);
    for (const p of problems) expectPlainWords(p);
  });

  test("line-up problems too", () => {
    const bricks = [1, 2, 3, 4, 5, 6, 7].map(() => build({ archetype: "brick" }));
    const r = validateLineUp([...bricks, bricks[0]!]);
    expect(r.ok).toBe(false);
    if (!r.ok) for (const p of r.problems) expectPlainWords(p);
  });
});

describe("the rule a problem cites is kept beside the message", () => {
  test("a missing choice names the power and the choice in words", () => {
    const c = build({ archetype: "brick", powers: [major("super-strength"), minor("force-field"), minor("rage")] });
    expect(problemsOf(c, {})).toContainEqual(expect.objectContaining({ code: "missing-choice", message: "Force-Field: choose Body or Psyche attacks." }));
  });

  test("Alien / Dimensional's category cites book line 1165", () => {
    const c = ILLEGAL.find(([label]) => label.startsWith("Alien"))![1];
    expect(problemsOf(c, {})).toContainEqual(
      expect.objectContaining({ code: "missing-background-category", message: "Alien / Dimensional needs Magical or Science.", rule: { line: 1165 } }),
    );
  });

  test("a quiver problem names the powers and cites book line 687", () => {
    const c = ILLEGAL.find(([label]) => label.startsWith("a quiver"))![1];
    expect(problemsOf(c, {})).toContainEqual(expect.objectContaining({ code: "invalid-choice", message: "Force-Field is not a trick arrow.", rule: { line: 687 } }));
  });

  test("the archetype limit cites the book and our ruling", () => {
    const r = validateLineUp([build({ archetype: "brick" }), build({ archetype: "brick" })]);
    expect(r.ok ? [] : r.problems).toContainEqual(expect.objectContaining({ code: "archetype-limit", rule: { line: 238, ruling: "R4" } }));
  });
});
