import { describe, expect, test } from "vitest";
import {
  createBattleFromForm,
  createBattleSchema,
  postBattleChoicesFromForm,
  postBattleChoicesPatch,
  postBattleChoicesSchema,
  preBattleChoicesFromForm,
  preBattleChoicesSchema,
  reportBattleSchema,
  reportFromForm,
  throwDiceFromForm,
  throwDiceSchema,
  toPreBattleChoices,
} from "./battles";

function form(fields: Array<[string, string]>): FormData {
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  return data;
}

const KEY = "0b9f6a52-3c1e-4d7e-9a43-5a1b2c3d4e5f";

describe("set-up form", () => {
  test("a team plays when a character of it is ticked, in page order; 'Roll for it' is no choice", () => {
    const parsed = createBattleSchema.parse(
      createBattleFromForm(
        form([
          ["campaignId", "c1"],
          ["fielded:tB", "b1"],
          ["teamId", "tD"],
          ["fielded:tA", "a1"],
          ["fielded:tA", "a2"],
          ["fielded:tC", ""],
          ["scenario", "rooftop-rumble"],
          ["specialEvent", ""],
        ]),
      ),
    );
    expect(parsed).toEqual({
      campaignId: "c1",
      teams: [
        { teamId: "tB", fieldedIds: ["b1"] },
        { teamId: "tA", fieldedIds: ["a1", "a2"] },
      ],
      scenarioChoice: "rooftop-rumble",
    });
  });

  test.each([
    [
      "one team fielding anyone",
      [
        ["fielded:tA", "a1"],
        ["teamId", "tB"],
      ],
      "Pick two or more teams to play.",
    ],
    [
      "an unknown scenario",
      [
        ["fielded:tA", "a1"],
        ["fielded:tB", "b1"],
        ["scenario", "moon-base"],
      ],
      "Pick a scenario from the list, or let the dice choose.",
    ],
    [
      "an unknown event",
      [
        ["fielded:tA", "a1"],
        ["fielded:tB", "b1"],
        ["specialEvent", "alien-invasion"],
      ],
      "Pick a special event from the list, or let the dice choose.",
    ],
  ] as Array<[string, Array<[string, string]>, string]>)("refuses %s", (_label, fields, message) => {
    const result = createBattleSchema.safeParse(createBattleFromForm(form([["campaignId", "c1"], ...fields])));
    expect(result.error?.issues.map((i) => i.message)).toEqual([message]);
  });
});

describe("pre-battle choices form", () => {
  test("subplots in order without blanks or repeats, chase sixes, one curse-lift entry per curse", () => {
    const parsed = preBattleChoicesSchema.parse(
      preBattleChoicesFromForm(
        form([
          ["battleId", "b1"],
          ["teamId", "tA"],
          ["subplot:tA", "science"],
          ["subplot:tA", ""],
          ["subplot:tA", "science"],
          ["chaseSixes:tA", "on"],
          ["curseLifts:tA:a1", "2"],
          ["curseLifts:tA:a2", "0"],
          ["teamId", "tB"],
          ["subplot:tB", ""],
        ]),
      ),
    );
    expect(parsed.teams).toEqual([
      { teamId: "tA", subplotPreference: ["science"], chaseSixes: true, curseLiftsWithStoryPoints: ["a1", "a1"] },
      { teamId: "tB", subplotPreference: [], chaseSixes: false, curseLiftsWithStoryPoints: [] },
    ]);
  });

  test("refuses a subplot that is not one of the nine categories", () => {
    const result = preBattleChoicesSchema.safeParse(
      preBattleChoicesFromForm(
        form([
          ["battleId", "b1"],
          ["teamId", "tA"],
          ["subplot:tA", "cooking"],
        ]),
      ),
    );
    expect(result.error?.issues.map((i) => i.message)).toEqual(["Pick a subplot from the list."]);
  });
});

describe("pre-battle choices form: curse lifts by magic, sidekicks, the guest-star roll", () => {
  const parse = (fields: Array<[string, string]>) => preBattleChoicesSchema.safeParse(preBattleChoicesFromForm(form([["battleId", "b1"], ["teamId", "tA"], ...fields])));

  test("a caster and target, a sidekick per owner and Team-Up subplot dice reach the engine's choices", () => {
    const parsed = parse([
      ["curseCaster:tA", "mage"],
      ["curseTarget:tA", "a2"],
      ["sidekick:tA:vamp", "thrall1"],
      ["sidekick:tA:boss", "kid"],
      ["guestStarDice:tA", "2"],
    ]);
    expect(parsed.success && parsed.data.teams[0]).toEqual({
      teamId: "tA",
      subplotPreference: [],
      chaseSixes: false,
      curseLiftsWithStoryPoints: [],
      curseLiftByMagic: { casterId: "mage", targetId: "a2" },
      sidekickChoices: { vamp: "thrall1", boss: "kid" },
      guestStarSubplotDice: 2,
    });
    expect(toPreBattleChoices(parsed.data!.teams)).toEqual([
      { teamId: "tA", curseLiftByMagic: { casterId: "mage", targetId: "a2" }, sidekickChoices: { vamp: "thrall1", boss: "kid" }, guestStar: { subplotDice: 2 } },
    ]);
  });

  test("no caster means no lift by magic whatever the target says; 0 subplot dice and unrendered fields are no choice", () => {
    const parsed = parse([
      ["curseCaster:tA", ""],
      ["curseTarget:tA", "a2"],
      ["guestStarDice:tA", "0"],
    ]);
    expect(parsed.success && toPreBattleChoices(parsed.data.teams)).toEqual([{ teamId: "tA" }]);
    const bare = parse([]);
    expect(bare.success && bare.data.teams[0]).toEqual({ teamId: "tA", subplotPreference: [], chaseSixes: false, curseLiftsWithStoryPoints: [] });
  });

  test.each([
    [
      "a caster without a target",
      [
        ["curseCaster:tA", "mage"],
        ["curseTarget:tA", ""],
      ],
      "Pick whose curse the magic lifts.",
    ],
    ["a sidekick select left empty", [["sidekick:tA:vamp", ""]], "Pick which sidekick comes."],
    ["three subplot dice on the guest-star roll", [["guestStarDice:tA", "3"]], "Subplot dice on the guest-star roll: at most 2."],
    ["negative subplot dice", [["guestStarDice:tA", "-1"]], "Subplot dice on the guest-star roll: enter 0 or more."],
    ["half a subplot die", [["guestStarDice:tA", "1.5"]], "Subplot dice on the guest-star roll: enter a whole number."],
  ] as Array<[string, Array<[string, string]>, string]>)("refuses %s", (_label, fields, message) => {
    expect(parse(fields).error?.issues.map((i) => i.message)).toEqual([message]);
  });
});

describe("dice form", () => {
  const base: Array<[string, string]> = [
    ["battleId", "b1"],
    ["slot", "post:injuries:4"],
    ["requestKey", KEY],
  ];

  test.each([
    [
      "Roll for me",
      [
        ["source", "app"],
        ["rollRest", "0"],
      ],
      { source: "app", rollRest: false },
    ],
    [
      "Roll the rest for me",
      [
        ["source", "app"],
        ["rollRest", "1"],
      ],
      { source: "app", rollRest: true },
    ],
    [
      "I rolled",
      [
        ["source", "physical"],
        ["face", "4"],
        ["face", " 7 "],
      ],
      { source: "physical", faces: ["4", "7"] },
    ],
  ] as Array<[string, Array<[string, string]>, object]>)("%s", (_label, fields, expected) => {
    expect(throwDiceSchema.parse(throwDiceFromForm(form([...base, ...fields])))).toEqual({ battleId: "b1", slot: "post:injuries:4", requestKey: KEY, ...expected });
  });

  test("an empty die is refused with its number (the service checks the faces themselves)", () => {
    const result = throwDiceSchema.safeParse(throwDiceFromForm(form([...base, ["source", "physical"], ["face", "3"], ["face", ""]])));
    expect(result.error?.issues.map((i) => i.message)).toEqual(["Die 2: type the face you rolled."]);
  });

  test.each([
    [
      "a missing request key",
      [
        ["battleId", "b1"],
        ["slot", "pre-battle:0"],
        ["source", "app"],
      ],
    ],
    [
      "a made-up slot",
      [
        ["battleId", "b1"],
        ["slot", "<script>"],
        ["requestKey", KEY],
        ["source", "app"],
      ],
    ],
    [
      "an unknown source",
      [
        ["battleId", "b1"],
        ["slot", "pre-battle:0"],
        ["requestKey", KEY],
        ["source", "dream"],
      ],
    ],
  ] as Array<[string, Array<[string, string]>]>)("refuses %s", (_label, fields) => {
    expect(throwDiceSchema.safeParse(throwDiceFromForm(form(fields))).success).toBe(false);
  });
});

describe("report form", () => {
  const lineUps: Array<[string, string]> = [
    ["battleId", "b1"],
    ["teamId", "tA"],
    ["fielded:tA", "a1"],
    ["fielded:tA", "a2"],
    ["teamId", "tB"],
    ["fielded:tB", "b1c"],
  ];

  test("the winner's team won, the others lost; KO'ed characters with their details; untouched achievements absent", () => {
    const parsed = reportBattleSchema.parse(
      reportFromForm(
        form([
          ...lineUps,
          ["winner", "tA"],
          ["ko:a1", ""],
          ["harm:a1", "0"],
          ["ko:a2", "psyche"],
          ["harm:a2", ""],
          ["hero:a2", "no"],
          ["ko:b1c", "both"],
          ["harm:b1c", "2"],
          ["vampire:b1c", "a1"],
          ["hero:b1c", ""],
          ["injuredBy:b1c", ""],
        ]),
      ),
    );
    expect(parsed.teams).toEqual([
      { teamId: "tA", result: "won", fieldedCharacterIds: ["a1", "a2"], knockedOut: [{ characterId: "a2", track: "psyche", furtherHarm: 0, isPutDownByHero: false }] },
      { teamId: "tB", result: "lost", fieldedCharacterIds: ["b1c"], knockedOut: [{ characterId: "b1c", track: "both", furtherHarm: 2, vampireId: "a1" }] },
    ]);
    expect(parsed.releasedCharacterIds).toEqual([]);
  });

  test("a draw for everyone; the scenario's and event's achievements go to their teams", () => {
    const parsed = reportBattleSchema.parse(
      reportFromForm(
        form([
          ...lineUps,
          ["winner", "draw"],
          ["fragments:tA", "3"],
          ["carrier:tA", "a2"],
          ["fragments:tB", ""],
          ["civilians:tB", "2"],
          ["artifactCarrier", "b1c"],
          ["diplomat", "tA"],
          ["defender", "tB"],
          ["communion:a1", "3"],
          ["communion:a2", ""],
          ["lostBase:tB", "on"],
          ["released", "x9"],
        ]),
      ),
    );
    expect(parsed.teams.map((t) => t.result)).toEqual(["draw", "draw"]);
    expect(parsed.teams[0]).toMatchObject({ fragmentsCarriedOff: 3, fragmentCarrierIds: ["a2"], hasDiplomat: true, spaceGodCommunions: [{ characterId: "a1", goals: 3 }] });
    expect(parsed.teams[0]).not.toHaveProperty("artifactCarrierId");
    expect(parsed.teams[1]).toMatchObject({ fragmentsCarriedOff: 0, civiliansRescued: 2, artifactCarrierId: "b1c", isFortressDefender: true, hasLostBase: true });
    expect(parsed.releasedCharacterIds).toEqual(["x9"]);
  });

  test.each([
    ["no result", [], "Choose the winner, or a draw."],
    ["a winner who did not play", [["winner", "tZ"]], "Choose the winner, or a draw."],
    [
      "a negative further harm",
      [
        ["winner", "tA"],
        ["ko:a1", "body"],
        ["harm:a1", "-1"],
      ],
      "Further harm: enter 0 or more.",
    ],
    [
      "a fraction of a civilian",
      [
        ["winner", "tA"],
        ["civilians:tA", "1.5"],
      ],
      "Civilians rescued: enter a whole number.",
    ],
    [
      "an unknown KO track",
      [
        ["winner", "tA"],
        ["ko:a1", "spirit"],
      ],
      "Pick Body, Psyche or both.",
    ],
  ] as Array<[string, Array<[string, string]>, string]>)("refuses %s", (_label, fields, message) => {
    const result = reportBattleSchema.safeParse(reportFromForm(form([...lineUps, ...fields])));
    expect(result.error?.issues.map((i) => i.message)).toContain(message);
  });
});

describe("post-battle decisions form", () => {
  test("bump picks per team; a chosen row rides on the table's value; Weird never takes a row", () => {
    const input = postBattleChoicesSchema.parse(
      postBattleChoicesFromForm(
        form([
          ["battleId", "b1"],
          ["step", "bumps"],
          ["mode", "choose"],
          ["bumpTeamId", "tA"],
          ["bumpCharacter:tA:0", "a1"],
          ["bumpTable:tA:0", "martial:3"],
          ["bumpCharacter:tA:1", "a2"],
          ["bumpTable:tA:1", "weird"],
        ]),
      ),
    );
    expect(postBattleChoicesPatch(input)).toEqual({
      bumps: {
        tA: [
          { characterId: "a1", table: "martial", row: 3 },
          { characterId: "a2", table: "weird" },
        ],
      },
    });
  });

  test("guest stars then curse lifts, in order, as Phase 3 spends", () => {
    const input = postBattleChoicesSchema.parse(
      postBattleChoicesFromForm(
        form([
          ["battleId", "b1"],
          ["step", "special-guest-stars"],
          ["spendTeamId", "tA"],
          ["guestStars:tA", "2"],
          ["curseLifts:tA:a1", "1"],
          ["spendTeamId", "tB"],
          ["guestStars:tB", "0"],
        ]),
      ),
    );
    expect(postBattleChoicesPatch(input).spends).toEqual([
      { kind: "guest-star", teamId: "tA" },
      { kind: "guest-star", teamId: "tA" },
      { kind: "curse-lift", teamId: "tA", characterId: "a1" },
    ]);
  });

  test("thrall powers per dead foe; 'choose later' is no choice", () => {
    const input = postBattleChoicesSchema.parse(
      postBattleChoicesFromForm(
        form([
          ["battleId", "b1"],
          ["step", "injuries"],
          ["mode", "choose"],
          ["thrallPower:f1", "flight"],
          ["thrallPower:f2", ""],
        ]),
      ),
    );
    expect(postBattleChoicesPatch(input)).toEqual({ thrallPowers: { f1: "flight" } });
  });

  test("declined Magic Artifact upkeep: only the bearers set to decline", () => {
    const input = postBattleChoicesSchema.parse(
      postBattleChoicesFromForm(
        form([
          ["battleId", "b1"],
          ["step", "story-points"],
          ["upkeep:a1", "pay"],
          ["upkeep:a2", "decline"],
          ["upkeep:b1", "decline"],
        ]),
      ),
    );
    expect(postBattleChoicesPatch(input)).toEqual({ declinedArtifactUpkeep: ["a2", "b1"] });
  });

  test("nobody declining is a choice too: it clears a decline saved before", () => {
    const input = postBattleChoicesSchema.parse(
      postBattleChoicesFromForm(
        form([
          ["battleId", "b1"],
          ["step", "story-points"],
          ["upkeep:a1", "pay"],
        ]),
      ),
    );
    expect(postBattleChoicesPatch(input)).toEqual({ declinedArtifactUpkeep: [] });
  });

  test("the special's checks: one per slot with a roller, with a swap or a teammate and pool where given; 'nobody' rolls nothing", () => {
    const input = postBattleChoicesSchema.parse(
      postBattleChoicesFromForm(
        form([
          ["battleId", "b1"],
          ["step", "scenario-special"],
          ["specialKind", "checks"],
          ["specialSlot", "a1"],
          ["specialRoller:a1", "a1"],
          ["specialCategory:a1", "science"],
          ["swapFrom:a1", "flight"],
          ["swapTo:a1", "leaping"],
          ["specialSlot", "a2"],
          ["specialRoller:a2", "a2"],
          ["specialCategory:a2", "science"],
          ["teammate:a2", "a3"],
          ["pool:a2", "melee-attack"],
          ["specialSlot", "tB"],
          ["specialRoller:tB", ""],
          ["specialCategory:tB", "image"],
        ]),
      ),
    );
    expect(postBattleChoicesPatch(input)).toEqual({
      special: {
        checks: [
          { characterId: "a1", category: "science", swap: { from: "flight", to: "leaping" } },
          { characterId: "a2", category: "science", teammateId: "a3", pool: "melee-attack" },
        ],
      },
    });
    const nobody = postBattleChoicesSchema.parse(
      postBattleChoicesFromForm(
        form([
          ["battleId", "b1"],
          ["step", "scenario-special"],
          ["specialKind", "checks"],
          ["specialSlot", "tA"],
          ["specialRoller:tA", ""],
        ]),
      ),
    );
    expect(postBattleChoicesPatch(nobody)).toEqual({ special: { checks: [] } });
  });

  test("A New Fastness: the winner takes the fortress or leaves it", () => {
    const take = postBattleChoicesSchema.parse(
      postBattleChoicesFromForm(
        form([
          ["battleId", "b1"],
          ["step", "scenario-special"],
          ["specialKind", "fortress"],
          ["takeFortress", "on"],
        ]),
      ),
    );
    expect(postBattleChoicesPatch(take)).toEqual({ special: { takeFortress: true } });
    const leave = postBattleChoicesSchema.parse(
      postBattleChoicesFromForm(
        form([
          ["battleId", "b1"],
          ["step", "scenario-special"],
          ["specialKind", "fortress"],
        ]),
      ),
    );
    expect(postBattleChoicesPatch(leave)).toEqual({ special: { takeFortress: false } });
  });

  test.each([
    ["injuries", "thrallPowers"],
    ["scenario-special", "special"],
    ["story-points", "declinedArtifactUpkeep"],
  ])("'continue with the defaults' on %s forgets only %s", (step, key) => {
    const patch = postBattleChoicesPatch(
      postBattleChoicesSchema.parse(
        postBattleChoicesFromForm(
          form([
            ["battleId", "b1"],
            ["step", step],
            ["mode", "defaults"],
          ]),
        ),
      ),
    );
    expect(patch).toEqual({ [key]: undefined });
    expect(Object.keys(patch)).toEqual([key]);
  });

  test.each([
    [
      "an unknown thrall power",
      [
        ["step", "injuries"],
        ["thrallPower:f1", "laser-eyes"],
      ],
      "Pick the thrall's minor power from the list.",
    ],
    [
      "an unknown check category",
      [
        ["step", "scenario-special"],
        ["specialKind", "checks"],
        ["specialSlot", "tA"],
        ["specialRoller:tA", "a1"],
        ["specialCategory:tA", "cooking"],
      ],
      "Pick the check's category from the list.",
    ],
    [
      "a swap with only the power to give up",
      [
        ["step", "scenario-special"],
        ["specialKind", "checks"],
        ["specialSlot", "a1"],
        ["specialRoller:a1", "a1"],
        ["specialCategory:a1", "magical"],
        ["swapFrom:a1", "flight"],
        ["swapTo:a1", ""],
      ],
      "Pick both the minor power to give up and the one to take.",
    ],
    [
      "an unknown pool",
      [
        ["step", "scenario-special"],
        ["specialKind", "checks"],
        ["specialSlot", "a1"],
        ["specialRoller:a1", "a1"],
        ["specialCategory:a1", "science"],
        ["teammate:a1", "a2"],
        ["pool:a1", "luck"],
      ],
      "Pick the pool for the Re-roll from the list.",
    ],
  ] as Array<[string, Array<[string, string]>, string]>)("refuses %s", (_label, fields, message) => {
    const result = postBattleChoicesSchema.safeParse(postBattleChoicesFromForm(form([["battleId", "b1"], ...fields])));
    expect(result.error?.issues.map((i) => i.message)).toEqual([message]);
  });

  test("'continue with the defaults' clears the step's saved choices and nothing else", () => {
    const input = postBattleChoicesSchema.parse(
      postBattleChoicesFromForm(
        form([
          ["battleId", "b1"],
          ["step", "bumps"],
          ["mode", "defaults"],
          ["bumpTeamId", "tA"],
        ]),
      ),
    );
    const patch = postBattleChoicesPatch(input);
    expect(Object.keys(patch)).toEqual(["bumps"]);
    expect(patch.bumps).toBeUndefined();
  });

  test.each([
    ["an unknown step", [["step", "victory-lap"]]],
    [
      "an unknown bump table",
      [
        ["step", "bumps"],
        ["bumpTeamId", "tA"],
        ["bumpCharacter:tA:0", "a1"],
        ["bumpTable:tA:0", "cosmic"],
      ],
    ],
    [
      "a row off the table",
      [
        ["step", "bumps"],
        ["bumpTeamId", "tA"],
        ["bumpCharacter:tA:0", "a1"],
        ["bumpTable:tA:0", "general:7"],
      ],
    ],
    [
      "too many guest stars",
      [
        ["step", "special-guest-stars"],
        ["spendTeamId", "tA"],
        ["guestStars:tA", "99"],
      ],
    ],
  ] as Array<[string, Array<[string, string]>]>)("refuses %s", (_label, fields) => {
    expect(postBattleChoicesSchema.safeParse(postBattleChoicesFromForm(form([["battleId", "b1"], ...fields]))).success).toBe(false);
  });
});
