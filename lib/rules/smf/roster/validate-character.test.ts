import { describe, expect, test } from "vitest";
import type { CharacterBuild, PowerPick, SmfCharacter } from "../character";
import { characterFromBuild } from "../testing/fixtures";
import type { Problem, ProblemCode } from "./problem";
import { validateCharacter, type ValidateOptions } from "./validate-character";

const BG: CharacterBuild["backgrounds"] = [{ background: "science" }, { background: "criminal" }];
const ALT: ValidateOptions = { allowAlternatePowerLevels: true };
const minor = (power: PowerPick["power"], extra: Partial<PowerPick> = {}): PowerPick => ({ power, tier: "minor", ...extra });
const major = (power: PowerPick["power"], extra: Partial<PowerPick> = {}): PowerPick => ({ power, tier: "major", ...extra });

function build(b: Partial<CharacterBuild> & Pick<CharacterBuild, "archetype">, kind: SmfCharacter["kind"] = "character"): SmfCharacter {
  return characterFromBuild({ backgrounds: BG, ...b }, { kind, id: "hero" });
}

function problemsOf(c: SmfCharacter, options: ValidateOptions = {}): Problem[] {
  const r = validateCharacter(c, options);
  return r.ok ? [] : r.problems;
}

function expectProblem(c: SmfCharacter, code: ProblemCode, field: string, options: ValidateOptions = {}): void {
  expect(problemsOf(c, options)).toContainEqual(expect.objectContaining({ code, field }));
}

const LEGAL: [string, SmfCharacter, ValidateOptions][] = [
  ["Blaster", build({ archetype: "blaster", powers: [major("power-blasts"), minor("flight"), minor("resistance")] }), {}],
  ["Archery Blaster", build({ archetype: "blaster", powers: [major("archery", { choices: { quiver: ["stun", "leaping", "entangle"] } }), minor("savant"), minor("enhance")] }), {}],
  ["Brawler", build({ archetype: "brawler", powers: [major("scrapper"), minor("shield"), minor("regen")] }), {}],
  ["Brick", build({ archetype: "brick", powers: [major("super-strength"), minor("armor"), minor("massive")] }), {}],
  ["Mastermind", build({ archetype: "mastermind", powers: [major("enhance"), minor("gadgets"), minor("super-strength")] }), {}],
  ["Mentalist (Healing)", build({ archetype: "mentalist", powers: [major("healing"), minor("teleport"), minor("telekinesis")] }), {}],
  ["Metamorph", build({ archetype: "metamorph", powers: [major("metamorph", { choices: { metamorphTrack: "elasticity" } }), minor("mimic")] }), {}],
  [
    "Sorcerer",
    build({
      archetype: "sorcerer",
      powers: [major("sorcery", { choices: { grimoire: { major: "healing", minors: ["flight", "force-field", "power-blasts", "telekinesis"] } } }), minor("teleport")],
    }),
    {},
  ],
  ["Speedster", build({ archetype: "speedster", powers: [major("speed"), minor("stun", { choices: { track: "psyche" } }), minor("savant")] }), {}],
  ["Wildcard", build({ archetype: "wildcard", powers: [minor("barrier"), minor("vampire"), minor("x-factor"), minor("magic-artifact")] }), {}],
  [
    "Brick with Amphibious and Construct (L679, L707)",
    build({ archetype: "brick", powers: [major("super-strength"), minor("amphibious"), minor("construct", { choices: { constructStat: "move", category: "science" } })] }),
    {},
  ],
  ["Street-Level", build({ archetype: "street-level", powers: [minor("grenades"), minor("parasite")] }), ALT],
  ["Street-Level Immortal (Ruling R5: 2 picks)", build({ archetype: "street-level", powers: [minor("immortal")] }), ALT],
  ["Wildcard Immortal + 2", build({ archetype: "wildcard", powers: [minor("immortal"), minor("flight"), minor("armor")] }), {}],
  [
    "Super Brick with a cross-list pick (L605)",
    build({ archetype: "super", baseArchetypes: ["brick"], powers: [major("super-strength"), minor("armor"), minor("rage"), minor("flight", { source: "super-cross-list" })] }),
    ALT,
  ],
  [
    "Super Speedster with 2 Boosts (L605)",
    build({ archetype: "super", baseArchetypes: ["speedster"], boosts: ["tough", "clever"], powers: [major("speed"), minor("savant"), minor("reflection")] }),
    ALT,
  ],
  [
    "Powerhouse Brick/Blaster (Ruling R3)",
    build({
      archetype: "powerhouse",
      baseArchetypes: ["brick", "blaster"],
      powers: [major("super-strength"), major("power-blasts"), minor("armor"), minor("flight"), minor("explosion"), minor("rage")],
    }),
    ALT,
  ],
  [
    "Powerhouse Wildcard/Metamorph: 5 minors, 1 major (Ruling R3)",
    build({
      archetype: "powerhouse",
      baseArchetypes: ["wildcard", "metamorph"],
      powers: [major("metamorph", { choices: { metamorphTrack: "shape-shifter" } }), minor("mimic"), minor("grenades"), minor("barrier"), minor("dispel"), minor("jinx")],
    }),
    ALT,
  ],
  ["Boost for a minor (L1253)", build({ archetype: "blaster", boosts: ["fast"], powers: [major("power-blasts"), minor("flight")] }), {}],
  [
    "Trade Off two penalties (L1278)",
    build({ archetype: "brick", tradeOff: ["body", "move"], powers: [major("super-strength"), minor("armor"), minor("rage"), minor("leaping", { source: "trade-off" })] }),
    {},
  ],
  [
    "Trade Off all three (L1278)",
    build({
      archetype: "brick",
      tradeOff: ["body", "psyche", "move"],
      powers: [major("super-strength"), minor("armor"), minor("rage"), minor("grenades", { source: "trade-off-street-level" })],
    }),
    {},
  ],
  [
    "Shape-Shifter trading its minor for a form (L942)",
    build({ archetype: "metamorph", powers: [major("metamorph", { choices: { metamorphTrack: "shape-shifter", extraElasticityForm: 1 } })] }),
    {},
  ],
  [
    "powers gained in play are not charged",
    build({ archetype: "blaster", powers: [major("power-blasts"), minor("flight"), minor("resistance"), minor("telekinesis", { source: "bump" })] }),
    {},
  ],
  [
    "Henchmen (L1926)",
    characterFromBuild({ archetype: "henchmen", powers: [minor("legion"), minor("power-blasts")], backgrounds: [{ background: "military" }] }, { kind: "henchmen" }),
    {},
  ],
  [
    "Street Level Henchmen (L1911)",
    characterFromBuild({ archetype: "street-level-henchmen", henchmenEquipment: ["firearms", "hordes"], backgrounds: [{ background: "criminal" }] }, { kind: "henchmen" }),
    ALT,
  ],
  [
    "Basic Vehicle (L2716)",
    characterFromBuild(
      { archetype: "basic-vehicle", vehicle: { size: "medium", specialPowers: ["independent", "robot-brain"] }, powers: [minor("armor"), minor("power-blasts"), minor("flight")] },
      { kind: "vehicle" },
    ),
    { allowVehicles: true },
  ],
  ["Sidekick (L1037)", characterFromBuild({ archetype: "street-level", powers: [minor("flight")], backgrounds: [] }, { kind: "sidekick" }), {}],
  [
    "Faults on existing pools (L2862)",
    build({
      archetype: "blaster",
      powers: [major("power-blasts"), minor("flight"), minor("resistance")],
      faults: [
        { fault: "weakness", pool: "ranged-attack" },
        { fault: "only-x", pool: "melee-defense" },
      ],
    }),
    {},
  ],
];

describe("validateCharacter: legal builds", () => {
  test.each(LEGAL)("%s is legal", (_label, c, options) => {
    expect(validateCharacter(c, options)).toEqual({ ok: true });
  });
});

describe("validateCharacter: one test per rule", () => {
  test("alternate power levels need the group's agreement (L547)", () => {
    expectProblem(build({ archetype: "street-level", powers: [minor("grenades"), minor("parasite")] }), "alternate-power-level-not-allowed", "archetype");
  });

  test("vehicles only when the campaign allows them (L2714)", () => {
    const v = characterFromBuild(
      {
        archetype: "basic-vehicle",
        vehicle: { size: "small", specialPowers: ["all-terrain", "turbo-boost"] },
        powers: [minor("armor"), minor("stun", { choices: { track: "body" } }), minor("flight")],
      },
      { kind: "vehicle" },
    );
    expect(problemsOf(v).map((p) => p.code)).toEqual(["vehicles-not-allowed"]);
  });

  test("kind must fit the archetype", () => {
    expectProblem(build({ archetype: "blaster", powers: [major("power-blasts"), minor("flight"), minor("resistance")] }, "henchmen"), "kind-mismatch", "kind");
  });

  test.each<[string, SmfCharacter]>([
    ["Super without a base", build({ archetype: "super", powers: [] })],
    ["Powerhouse of the same archetype twice (Ruling R3)", build({ archetype: "powerhouse", baseArchetypes: ["brick", "brick"], powers: [] })],
    ["standard archetype with a base", build({ archetype: "brick", baseArchetypes: ["blaster"], powers: [major("super-strength"), minor("armor"), minor("rage")] })],
  ])("base archetypes: %s", (_label, c) => {
    expectProblem(c, "invalid-base-archetypes", "baseArchetypes", ALT);
  });

  test("a power must exist at its tier", () => {
    expectProblem(build({ archetype: "brawler", powers: [major("scrapper"), minor("scrapper"), minor("regen")] }), "unknown-power", "powers[1]");
  });

  test("the archetype's major must be taken", () => {
    expectProblem(build({ archetype: "brick", powers: [minor("armor"), minor("rage")] }), "too-few-majors", "powers");
  });

  test("only one major from a choose-one list (Blaster L270)", () => {
    expectProblem(
      build({
        archetype: "blaster",
        powers: [major("power-blasts"), major("archery", { choices: { quiver: ["stun", "leaping", "entangle"] } }), minor("fortune"), minor("savant")],
      }),
      "too-many-majors",
      "powers[1]",
    );
  });

  test("a major must be on the archetype's major list", () => {
    expectProblem(build({ archetype: "brick", powers: [major("super-strength"), major("scrapper"), minor("armor"), minor("rage")] }), "major-not-on-menu", "powers[1]");
  });

  test("a minor must be on the archetype's list", () => {
    expectProblem(build({ archetype: "brick", powers: [major("super-strength"), minor("armor"), minor("flight")] }), "minor-not-on-menu", "powers[2]");
  });

  test("an Archery Blaster picks from the restricted list (L278)", () => {
    expectProblem(
      build({ archetype: "blaster", powers: [major("archery", { choices: { quiver: ["stun", "leaping", "entangle"] } }), minor("flight"), minor("savant")] }),
      "minor-not-on-menu",
      "powers[1]",
    );
  });

  test("too few minor picks", () => {
    expectProblem(build({ archetype: "wildcard", powers: [minor("flight"), minor("armor"), minor("rage")] }), "too-few-minor-picks", "powers");
  });

  test("too many minor picks", () => {
    expectProblem(
      build({
        archetype: "sorcerer",
        powers: [
          major("sorcery", { choices: { grimoire: { major: "healing", minors: ["flight", "force-field", "power-blasts", "telekinesis"] } } }),
          minor("teleport"),
          minor("jinx"),
        ],
      }),
      "too-many-minor-picks",
      "powers",
    );
  });

  test("each Boost costs a minor pick (L1253)", () => {
    expectProblem(build({ archetype: "blaster", boosts: ["fast", "tough"], powers: [major("power-blasts"), minor("flight")] }), "too-many-minor-picks", "powers");
  });

  test("a Boost can be taken once", () => {
    expectProblem(build({ archetype: "wildcard", boosts: ["fast", "fast"], powers: [minor("flight"), minor("armor")] }), "duplicate-boost", "boosts[1]");
  });

  test("a Super trades at most two picks for Boosts (L605)", () => {
    expectProblem(
      build({ archetype: "super", baseArchetypes: ["wildcard"], boosts: ["fast", "tough", "clever"], powers: [minor("flight"), minor("armor"), minor("rage")] }),
      "too-many-boosts",
      "boosts",
      ALT,
    );
  });

  test("a Super's cross-list trade costs two picks (L605)", () => {
    expectProblem(
      build({
        archetype: "super",
        baseArchetypes: ["brick"],
        powers: [major("super-strength"), minor("armor"), minor("rage"), minor("leaping"), minor("flight", { source: "super-cross-list" })],
      }),
      "too-many-minor-picks",
      "powers",
      ALT,
    );
  });

  test("only a Super may make a cross-list trade", () => {
    expectProblem(build({ archetype: "brick", powers: [major("super-strength"), minor("flight", { source: "super-cross-list" })] }), "invalid-pick-source", "powers[1]");
  });

  test("a Super's own picks still come from its base's list", () => {
    expectProblem(
      build({ archetype: "super", baseArchetypes: ["brick"], powers: [major("super-strength"), minor("armor"), minor("rage"), minor("leaping"), minor("flight")] }),
      "minor-not-on-menu",
      "powers[4]",
      ALT,
    );
  });

  test("Powerhouse takes the majors of both bases (Ruling R3)", () => {
    expectProblem(
      build({
        archetype: "powerhouse",
        baseArchetypes: ["brick", "blaster"],
        powers: [major("super-strength"), minor("armor"), minor("flight"), minor("explosion"), minor("rage")],
      }),
      "too-few-majors",
      "powers",
      ALT,
    );
  });

  test("Powerhouse minors are the sum of both bases' picks (Ruling R3)", () => {
    expectProblem(
      build({
        archetype: "powerhouse",
        baseArchetypes: ["metamorph", "brick"],
        powers: [major("metamorph", { choices: { metamorphTrack: "elasticity" } }), major("super-strength"), minor("armor"), minor("mimic"), minor("rage"), minor("leaping")],
      }),
      "too-many-minor-picks",
      "powers",
      ALT,
    );
  });

  test("Trade Off penalties need their extra pick (L1278)", () => {
    expectProblem(build({ archetype: "brick", tradeOff: ["body", "move"], powers: [major("super-strength"), minor("armor"), minor("rage")] }), "invalid-trade-off", "powers");
  });

  test("Trade Off takes two different penalties or all three", () => {
    expectProblem(
      build({ archetype: "brick", tradeOff: ["body", "body"], powers: [major("super-strength"), minor("armor"), minor("rage"), minor("leaping", { source: "trade-off" })] }),
      "invalid-trade-off",
      "tradeOff",
    );
    expectProblem(build({ archetype: "brick", tradeOff: ["body"], powers: [major("super-strength"), minor("armor"), minor("rage")] }), "invalid-trade-off", "tradeOff");
  });

  test("a two-penalty Trade Off pick comes from the own list; three penalties from the Street-Level list", () => {
    expectProblem(
      build({ archetype: "brick", tradeOff: ["body", "move"], powers: [major("super-strength"), minor("armor"), minor("rage"), minor("grenades", { source: "trade-off" })] }),
      "minor-not-on-menu",
      "powers[3]",
    );
    expectProblem(
      build({
        archetype: "brick",
        tradeOff: ["body", "psyche", "move"],
        powers: [major("super-strength"), minor("armor"), minor("rage"), minor("leaping", { source: "trade-off" })],
      }),
      "invalid-trade-off",
      "powers",
    );
  });

  test("Immortal costs two picks (L854)", () => {
    expectProblem(build({ archetype: "wildcard", powers: [minor("immortal"), minor("flight"), minor("armor"), minor("rage")] }), "too-many-minor-picks", "powers");
  });

  test.each<[string, SmfCharacter]>([
    ["Super Wildcard", build({ archetype: "super", baseArchetypes: ["wildcard"], powers: [minor("immortal"), minor("flight"), minor("armor"), minor("rage"), minor("leaping")] })],
    [
      "Brick via Trade Off",
      build({
        archetype: "brick",
        tradeOff: ["body", "psyche", "move"],
        powers: [major("super-strength"), minor("armor"), minor("rage"), minor("immortal", { source: "trade-off-street-level" })],
      }),
    ],
  ])("Immortal only for Wildcard and Street-Level (Ruling R5): %s", (_label, c) => {
    expect(problemsOf(c, ALT).find((p) => p.code === "immortal-not-allowed")).toBeDefined();
  });

  test("Super-Strength cannot be both major and minor (L1118)", () => {
    expectProblem(
      build({
        archetype: "powerhouse",
        baseArchetypes: ["brick", "mastermind"],
        powers: [major("super-strength"), major("enhance"), minor("armor"), minor("rage"), minor("flight"), minor("super-strength")],
      }),
      "super-strength-major-and-minor",
      "powers[5]",
      ALT,
    );
  });

  test("the same power cannot be picked twice", () => {
    expectProblem(build({ archetype: "wildcard", powers: [minor("flight"), minor("armor"), minor("flight"), minor("rage")] }), "duplicate-power", "powers[2]");
  });

  test.each<[string, PowerPick, string]>([
    ["grimoire missing", major("sorcery"), "powers[0].choices.grimoire"],
    ["quiver missing", major("archery"), "powers[0].choices.quiver"],
    ["Force-Field track", minor("force-field"), "powers[0].choices.track"],
    ["Stun track", minor("stun"), "powers[0].choices.track"],
    ["Construct stat", minor("construct", { choices: { category: "magical" } }), "powers[0].choices.constructStat"],
    ["Construct category", minor("construct", { choices: { constructStat: "body" } }), "powers[0].choices.category"],
    ["Metamorph track", major("metamorph"), "powers[0].choices.metamorphTrack"],
    ["Invisibility / Obscurement option", minor("invisibility-obscurement"), "powers[0].choices.invisibilityOption"],
    ["Rapport partner", minor("rapport"), "powers[0].choices.rapportPartnerId"],
    ["sidekick power", minor("servitor-sidekick"), "powers[0].choices.sidekickPower"],
  ])("required choice: %s", (_label, pick, field) => {
    expectProblem(build({ archetype: "wildcard", powers: [pick] }), "missing-choice", field);
  });

  test.each<[string, PowerPick, string]>([
    ["quiver of two", major("archery", { choices: { quiver: ["stun", "leaping"] } }), "powers[0].choices.quiver"],
    ["quiver with a non-arrow", major("archery", { choices: { quiver: ["stun", "leaping", "flight"] } }), "powers[0].choices.quiver"],
    ["grimoire major Sorcery", major("sorcery", { choices: { grimoire: { major: "sorcery", minors: ["flight", "jinx", "armor", "rage"] } } }), "powers[0].choices.grimoire"],
    ["grimoire with three minors", major("sorcery", { choices: { grimoire: { major: "healing", minors: ["flight", "jinx", "armor"] } } }), "powers[0].choices.grimoire"],
    ["grimoire with Shield", major("sorcery", { choices: { grimoire: { major: "healing", minors: ["flight", "jinx", "armor", "shield"] } } }), "powers[0].choices.grimoire"],
    [
      "grimoire with Magic Artifact",
      major("sorcery", { choices: { grimoire: { major: "healing", minors: ["flight", "jinx", "armor", "magic-artifact"] } } }),
      "powers[0].choices.grimoire",
    ],
    ["sidekick with Magic Artifact", minor("servitor-sidekick", { choices: { sidekickPower: "magic-artifact" } }), "powers[0].choices.sidekickPower"],
    ["Rapport with itself", minor("rapport", { choices: { rapportPartnerId: "hero" } }), "powers[0].choices.rapportPartnerId"],
    [
      "Elasticity form for an Elasticity Metamorph",
      major("metamorph", { choices: { metamorphTrack: "elasticity", extraElasticityForm: 2 } }),
      "powers[0].choices.extraElasticityForm",
    ],
    [
      "Variable Power option twice",
      minor("power-blasts", { choices: { variablePower: [{ kind: "move-or-shoot" }, { kind: "move-or-shoot" }] } }),
      "powers[0].choices.variablePower",
    ],
  ])("invalid choice: %s", (_label, pick, field) => {
    expectProblem(build({ archetype: "wildcard", powers: [pick] }), "invalid-choice", field);
  });

  test("the Rapport partner must be on the team (L984)", () => {
    const c = build({ archetype: "mentalist", powers: [major("mentalism"), minor("rapport", { choices: { rapportPartnerId: "friend" } }), minor("savant")] });
    const friend = characterFromBuild({ archetype: "brick" }, { id: "friend" });
    expectProblem(c, "invalid-choice", "powers[1].choices.rapportPartnerId", { team: [c] });
    expect(validateCharacter(c, { team: [c, friend] })).toEqual({ ok: true });
  });

  test("two backgrounds for a character", () => {
    expectProblem(
      build({ archetype: "wildcard", backgrounds: [{ background: "art" }], powers: [minor("flight"), minor("armor"), minor("rage"), minor("leaping")] }),
      "wrong-background-count",
      "backgrounds",
    );
  });

  test("no background twice", () => {
    expectProblem(
      build({ archetype: "wildcard", backgrounds: [{ background: "art" }, { background: "art" }], powers: [minor("flight"), minor("armor"), minor("rage"), minor("leaping")] }),
      "duplicate-background",
      "backgrounds[1]",
    );
  });

  test("Alien / Dimensional needs its category (L1165); others take none", () => {
    const wc = (backgrounds: CharacterBuild["backgrounds"]) =>
      build({ archetype: "wildcard", backgrounds, powers: [minor("flight"), minor("armor"), minor("rage"), minor("leaping")] });
    expectProblem(wc([{ background: "alien-dimensional" }, { background: "art" }]), "missing-background-category", "backgrounds[0].category");
    expectProblem(wc([{ background: "arcane", category: "magical" }, { background: "art" }]), "unexpected-background-category", "backgrounds[0].category");
  });

  test("henchmen take one background and their own menu (L1938, L1940)", () => {
    const h = characterFromBuild({ archetype: "henchmen", powers: [minor("legion"), minor("jinx")], backgrounds: BG }, { kind: "henchmen" });
    expectProblem(h, "minor-not-on-menu", "powers[1]");
    expectProblem(h, "wrong-background-count", "backgrounds");
  });

  test("Legion is for henchmen only (L1907)", () => {
    expectProblem(build({ archetype: "wildcard", powers: [minor("legion"), minor("armor"), minor("rage"), minor("leaping")] }), "minor-not-on-menu", "powers[0]");
  });

  test("henchmen take no Boosts or Trade Off", () => {
    const h = characterFromBuild(
      { archetype: "henchmen", boosts: ["tough"], tradeOff: ["body", "move"], powers: [minor("legion")], backgrounds: [{ background: "military" }] },
      { kind: "henchmen" },
    );
    expectProblem(h, "boosts-not-allowed", "boosts");
    expectProblem(h, "invalid-trade-off", "tradeOff");
  });

  test("Street Level Henchmen take two different equipment options (L1915)", () => {
    const h = (equipment: string[]) =>
      characterFromBuild({ archetype: "street-level-henchmen", henchmenEquipment: equipment, backgrounds: [{ background: "criminal" }] }, { kind: "henchmen" });
    expectProblem(h(["firearms"]), "invalid-henchmen-equipment", "henchmenEquipment", ALT);
    expectProblem(h(["firearms", "lasers"]), "invalid-henchmen-equipment", "henchmenEquipment[1]", ALT);
  });

  test("a vehicle needs a size and two special powers; Robot Brain needs Independent (L2760)", () => {
    const v = (vehicle: CharacterBuild["vehicle"]) =>
      characterFromBuild({ archetype: "basic-vehicle", vehicle, powers: [minor("armor"), minor("regen"), minor("flight")] }, { kind: "vehicle" });
    const opts = { allowVehicles: true };
    expectProblem(v(undefined), "invalid-vehicle", "vehicle", opts);
    expectProblem(v({ size: "small", specialPowers: ["robot-brain", "turbo-boost"] }), "invalid-vehicle", "vehicle.specialPowers", opts);
    expectProblem(v({ size: "small", specialPowers: ["turbo-boost"] }), "invalid-vehicle", "vehicle.specialPowers", opts);
  });

  test.each<[string, CharacterBuild["faults"], PowerPick[], string]>([
    ["on a pool the character lacks", [{ fault: "weakness", pool: "psyche-attack" }], [minor("flight"), minor("armor"), minor("rage"), minor("leaping")], "faults[0]"],
    [
      "twice on one pool",
      [
        { fault: "weakness", pool: "melee-attack" },
        { fault: "only-x", pool: "melee-attack" },
      ],
      [minor("flight"), minor("armor"), minor("rage"), minor("leaping")],
      "faults[1]",
    ],
    ["Glass Jaw with Immortal", [{ fault: "glass-jaw", pool: "melee-attack" }], [minor("immortal"), minor("armor"), minor("rage")], "faults[0]"],
  ])("Faults & Limits: %s (L2862)", (_label, faults, powers, field) => {
    expectProblem(build({ archetype: "wildcard", faults, powers }), "invalid-fault", field);
  });

  test("Slow rules out Fast (L2893)", () => {
    expectProblem(
      build({ archetype: "wildcard", boosts: ["fast"], faults: [{ fault: "slow", pool: "melee-attack" }], powers: [minor("armor"), minor("rage"), minor("leaping")] }),
      "invalid-fault",
      "faults[0]",
    );
  });

  test("a sidekick has exactly one allowed minor (L1037)", () => {
    const s = characterFromBuild({ archetype: "street-level", powers: [minor("magic-artifact"), minor("flight")] }, { kind: "sidekick" });
    expectProblem(s, "minor-not-on-menu", "powers[0]");
    expectProblem(s, "too-few-minor-picks", "powers");
  });
});

describe("validateCharacter returns every problem", () => {
  test("a build with many faults reports them all", () => {
    const c = build({
      archetype: "super",
      backgrounds: [{ background: "alien-dimensional" }, { background: "alien-dimensional" }, { background: "art" }],
      boosts: ["fast", "fast", "tough"],
      powers: [minor("immortal"), minor("force-field"), major("scrapper"), minor("flight"), minor("flight")],
    });
    const codes = problemsOf(c).map((p) => `${p.code}@${p.field}`);
    expect(codes).toEqual(
      expect.arrayContaining([
        "alternate-power-level-not-allowed@archetype",
        "invalid-base-archetypes@baseArchetypes",
        "immortal-not-allowed@powers[0]",
        "missing-choice@powers[1].choices.track",
        "major-not-on-menu@powers[2]",
        "duplicate-power@powers[4]",
        "duplicate-boost@boosts[1]",
        "too-many-boosts@boosts",
        "wrong-background-count@backgrounds",
        "duplicate-background@backgrounds[1]",
        "missing-background-category@backgrounds[0].category",
        "missing-background-category@backgrounds[1].category",
      ]),
    );
  });
});
