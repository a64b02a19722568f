import { describe, expect, test } from "vitest";
import { foldTrackedEntries, reportFieldSet, type TrackedEntry, type TrackerTeam, type TrackPayload } from "./battle-tracker";

// Heroes: rhino, deadeye. Villains: count (a Vampire), goon.
const TEAMS: TrackerTeam[] = [
  { teamId: "heroes", fieldedIds: ["rhino", "deadeye"], vampireIds: [] },
  { teamId: "villains", fieldedIds: ["count", "goon"], vampireIds: ["count"] },
];

/** A payload without its version, per variant. */
type Tap = TrackPayload extends infer P ? (P extends TrackPayload ? Omit<P, "v"> : never) : never;

let counter = 0;
const entry = (payload: Tap, id = `e${++counter}`, actorName = "Alice"): TrackedEntry => ({ id, payload: { v: 1, ...payload } as TrackPayload, actorName });
const ko = (characterId: string, fields: Record<string, unknown> = {}, id?: string) => entry({ kind: "ko", characterId, ...fields } as never, id);
const strike = (entryId: string) => entry({ kind: "strike", entryId });
const koOf = (entries: TrackedEntry[], teamId: string) => foldTrackedEntries(entries, TEAMS).teams.find((t) => t.teamId === teamId)!.knockedOut;

describe("KOs", () => {
  test.each([
    ["one tap: body, no further harm, by no one named", [ko("rhino")], [{ characterId: "rhino", track: "body", furtherHarm: 0 }]],
    ["a refinement replaces only its field", [ko("rhino"), ko("rhino", { track: "both" })], [{ characterId: "rhino", track: "both", furtherHarm: 0 }]],
    ["by a foe: the injuring team is the foe's", [ko("rhino", { byCharacterId: "goon" })], [{ characterId: "rhino", track: "body", furtherHarm: 0, injuredByTeamId: "villains" }]],
    [
      "by a Vampire in melee: the drain",
      [ko("rhino", { byCharacterId: "count", isVampireMelee: true })],
      [{ characterId: "rhino", track: "body", furtherHarm: 0, vampireId: "count", injuredByTeamId: "villains" }],
    ],
    [
      "melee by a foe who is no Vampire: no drain",
      [ko("rhino", { byCharacterId: "goon", isVampireMelee: true })],
      [{ characterId: "rhino", track: "body", furtherHarm: 0, injuredByTeamId: "villains" }],
    ],
    ["a teammate named as the knocker is ignored", [ko("rhino", { byCharacterId: "deadeye" })], [{ characterId: "rhino", track: "body", furtherHarm: 0 }]],
    [
      "'other' clears the foe named before, and the drain with it",
      [ko("rhino", { byCharacterId: "count", isVampireMelee: true }), ko("rhino", { byCharacterId: null })],
      [{ characterId: "rhino", track: "body", furtherHarm: 0 }],
    ],
    ["further harm", [ko("rhino"), ko("rhino", { furtherHarm: 2 })], [{ characterId: "rhino", track: "body", furtherHarm: 2 }]],
    ["recovered: not KO'ed at the end", [ko("rhino", { track: "psyche" }), entry({ kind: "recovered", characterId: "rhino" })], []],
    [
      "KO'ed again after recovering starts afresh",
      [ko("rhino", { track: "psyche", furtherHarm: 2 }), entry({ kind: "recovered", characterId: "rhino" }), ko("rhino")],
      [{ characterId: "rhino", track: "body", furtherHarm: 0 }],
    ],
    ["a character not fielded is left out", [ko("stranger")], []],
    [
      "in line-up order, whatever the tap order",
      [ko("deadeye"), ko("rhino")],
      [
        { characterId: "rhino", track: "body", furtherHarm: 0 },
        { characterId: "deadeye", track: "body", furtherHarm: 0 },
      ],
    ],
  ])("%s", (_label, entries, expected) => {
    expect(koOf(entries, "heroes")).toEqual(expected);
  });
});

describe("undo (strike)", () => {
  test("a struck KO is as if never tapped, and leaves the list", () => {
    const first = ko("goon", {}, "k1");
    const folded = foldTrackedEntries([first, strike("k1")], TEAMS);
    expect(folded.teams[1]!.knockedOut).toEqual([]);
    expect(folded.live).toEqual([]);
  });

  test("striking a refinement goes back to the KO before it", () => {
    const entries = [ko("goon", { track: "psyche" }, "k1"), ko("goon", { track: "both", furtherHarm: 1 }, "k2"), strike("k2")];
    expect(koOf(entries, "villains")).toEqual([{ characterId: "goon", track: "psyche", furtherHarm: 0 }]);
    expect(foldTrackedEntries(entries, TEAMS).live.map((e) => e.id)).toEqual(["k1"]);
  });

  test("striking a recovery brings the KO back", () => {
    const entries = [ko("goon", {}, "k1"), entry({ kind: "recovered", characterId: "goon" }, "r1"), strike("r1")];
    expect(koOf(entries, "villains")).toEqual([{ characterId: "goon", track: "body", furtherHarm: 0 }]);
  });

  test("the same entry struck twice (two phones pressing undo) is simply struck", () => {
    const entries = [ko("goon", {}, "k1"), ko("rhino", {}, "k2"), strike("k1"), strike("k1")];
    const folded = foldTrackedEntries(entries, TEAMS);
    expect(folded.live.map((e) => e.id)).toEqual(["k2"]);
    expect(folded.teams[1]!.knockedOut).toEqual([]);
  });
});

describe("two phones tapping the same character: later taps win field by field", () => {
  test("both tap KO'd: one KO", () => {
    const entries = [entry({ kind: "ko", characterId: "rhino" } as never, "a", "Alice"), entry({ kind: "ko", characterId: "rhino" } as never, "b", "Bob")];
    expect(koOf(entries, "heroes")).toEqual([{ characterId: "rhino", track: "body", furtherHarm: 0 }]);
  });

  test("one sets both tracks, the other further harm: both kept", () => {
    const entries = [ko("rhino"), ko("rhino", { track: "both" }), ko("rhino", { furtherHarm: 2 })];
    expect(koOf(entries, "heroes")).toEqual([{ characterId: "rhino", track: "both", furtherHarm: 2 }]);
  });

  test("both set the track: the later tap wins", () => {
    const entries = [ko("rhino", { track: "psyche" }), ko("rhino", { track: "both" })];
    expect(koOf(entries, "heroes")[0]!.track).toBe("both");
  });
});

describe("achievements", () => {
  const score = (objective: string, teamId: string, characterId?: string, id?: string) =>
    entry({ kind: "score", objective, teamId, ...(characterId ? { characterId } : {}) } as never, id);
  const holder = (objective: string, holderId?: { teamId?: string; characterId?: string }) => entry({ kind: "holder", objective, ...holderId } as never);

  test("counted ones add up per team; fragment carriers are listed once", () => {
    const folded = foldTrackedEntries(
      [
        score("fragments", "heroes", "rhino"),
        score("fragments", "heroes", "rhino"),
        score("fragments", "villains", "goon"),
        score("rift", "villains"),
        score("civilians", "heroes"),
      ],
      TEAMS,
    );
    expect(folded.teams[0]).toMatchObject({ fragmentsCarriedOff: 2, fragmentCarrierIds: ["rhino"], civiliansRescued: 1 });
    expect(folded.teams[0]!.riftClosedOrSecretsStolen).toBeUndefined();
    expect(folded.teams[1]).toMatchObject({ fragmentsCarriedOff: 1, fragmentCarrierIds: ["goon"], riftClosedOrSecretsStolen: 1 });
  });

  test("counts stop at the report's limit", () => {
    const folded = foldTrackedEntries(
      Array.from({ length: 9 }, () => score("civilians", "heroes")),
      TEAMS,
    );
    expect(folded.teams[0]!.civiliansRescued).toBe(6);
  });

  test("a struck score is taken back", () => {
    const folded = foldTrackedEntries([score("rift", "heroes", undefined, "s1"), score("rift", "heroes"), strike("s1")], TEAMS);
    expect(folded.teams[0]!.riftClosedOrSecretsStolen).toBe(1);
  });

  test("held ones: the latest tap says who holds it; nobody clears it", () => {
    const changes = [
      holder("artifact", { characterId: "rhino" }),
      holder("artifact", { characterId: "goon" }),
      holder("diplomat", { teamId: "heroes" }),
      holder("defender", { teamId: "villains" }),
    ];
    const folded = foldTrackedEntries(changes, TEAMS);
    expect(folded.teams[0]).toMatchObject({ hasDiplomat: true });
    expect(folded.teams[0]!.artifactCarrierId).toBeUndefined();
    expect(folded.teams[1]).toMatchObject({ artifactCarrierId: "goon", isFortressDefender: true });
    const cleared = foldTrackedEntries([...changes, holder("artifact")], TEAMS);
    expect(cleared.teams.map((t) => t.artifactCarrierId)).toEqual([undefined, undefined]);
  });

  test("communion with the Space God: each character's best try counts; a struck try is taken back", () => {
    const tries = [
      entry({ kind: "communion", characterId: "rhino", goals: 1 }),
      entry({ kind: "communion", characterId: "rhino", goals: 3 }, "best"),
      entry({ kind: "communion", characterId: "goon", goals: 0 }),
    ];
    expect(foldTrackedEntries(tries, TEAMS).teams.map((t) => t.spaceGodCommunions)).toEqual([[{ characterId: "rhino", goals: 3 }], [{ characterId: "goon", goals: 0 }]]);
    expect(foldTrackedEntries([...tries, strike("best")], TEAMS).teams[0]!.spaceGodCommunions).toEqual([{ characterId: "rhino", goals: 1 }]);
  });

  test("nothing tracked: every team fielded, nobody KO'ed, no achievement", () => {
    expect(foldTrackedEntries([], TEAMS).teams).toEqual([
      { teamId: "heroes", fieldedCharacterIds: ["rhino", "deadeye"], knockedOut: [] },
      { teamId: "villains", fieldedCharacterIds: ["count", "goon"], knockedOut: [] },
    ]);
  });
});

describe("reportFieldSet", () => {
  test.each([
    ["Rooftop Rumble, no event: nothing to score", "rooftop-rumble", undefined, []],
    ["Seek and Find: fragments", "seek-and-find", undefined, ["fragments"]],
    ["the Civilians event", "rooftop-rumble", "civilians", ["civilians"]],
  ] as const)("%s", (_label, scenarioId, eventId, expected) => {
    const fields = reportFieldSet(scenarioId, eventId);
    expect(
      Object.entries(fields)
        .filter(([, isAsked]) => isAsked)
        .map(([name]) => name),
    ).toEqual(expected);
  });
});
