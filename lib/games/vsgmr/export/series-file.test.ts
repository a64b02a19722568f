import { describe, expect, test } from "vitest";
import { orderedIdSource } from "@/lib/export/new-row-id";
import { forceFromSampleArmy, sampleArmyById, type VsgmrFigure } from "@/lib/rules/vsgmr";
import { VSGMR_DEFAULT_SETTINGS } from "../campaign-settings";
import { buildSeriesFile, type SeriesSource } from "./build-series-file";
import { planSeriesImport, setUpFigureIds } from "./plan-series-import";
import { readSeriesFile } from "./read-series-file";
import type { VsgmrSeriesFile } from "./series-file-schema";

const at = (minute: number) => new Date(Date.UTC(2026, 10, 26, 12, minute));

function figuresOf(teamId: string, army: string) {
  return forceFromSampleArmy(sampleArmyById(army)).figures.map((figure, position) => ({
    id: `${teamId}-row-${position}`,
    name: figure.name,
    position,
    build: figure,
    hasFought: true,
    retiredAt: null,
    createdAt: at(1),
  }));
}

/** A series of two forces and one resolved battle between them, as the database would hand it over. */
function source(): SeriesSource {
  return {
    campaign: {
      name: "Friday Series",
      settings: VSGMR_DEFAULT_SETTINGS,
      teamControl: "ANYONE",
      appDiceOnly: false,
      reportConfirmation: "NONE",
      optionsLockedAt: at(5),
      createdAt: at(0),
    },
    teams: [
      // Listed out of creation order: the file orders them.
      { id: "team-elves", name: "Elves", ownerName: "Bob", alignment: "HEROES", notes: "", archivedAt: null, createdAt: at(2), characters: figuresOf("team-elves", "elves") },
      {
        id: "team-dwarves",
        name: "Dwarves",
        ownerName: "Alice",
        alignment: "HEROES",
        notes: "Stout",
        archivedAt: null,
        createdAt: at(1),
        characters: figuresOf("team-dwarves", "dwarves"),
      },
    ],
    battles: [
      {
        id: "battle-row-1",
        issue: 1,
        status: "RESOLVED",
        details: {
          v: 1,
          scenarioId: "basic-game",
          roles: {},
          forceHalves: { "team-dwarves": 60, "team-elves": 58 },
          solo: null,
          result: { endCondition: "rounds", recruit: { teamId: "team-dwarves", characterId: "team-dwarves-row-4", name: "Guards 3" } },
        },
        createdByName: "Alice",
        createdAt: at(5),
        resolvedAt: at(6),
        undoneAt: null,
        undoneByName: null,
        cancelledAt: null,
        teams: [
          { teamId: "team-elves", position: 1, teamName: "Elves", ownerName: "Bob", result: "LOST" },
          { teamId: "team-dwarves", position: 0, teamName: "Dwarves", ownerName: "Alice", result: "WON" },
        ],
      },
    ],
    ledger: [
      {
        id: "e2",
        teamId: "team-elves",
        battleId: "battle-row-1",
        currency: "defeated-halves",
        reason: "FIGURES_DEFEATED",
        delta: 8,
        note: "",
        reversesEntryId: null,
        actorName: "Bob",
        createdAt: at(6),
      },
      {
        id: "e1",
        teamId: "team-dwarves",
        battleId: "battle-row-1",
        currency: "defeated-halves",
        reason: "FIGURES_DEFEATED",
        delta: 17,
        note: "",
        reversesEntryId: null,
        actorName: "Bob",
        createdAt: at(6),
      },
    ],
    rolls: [
      {
        sequence: 1,
        battleId: "battle-row-1",
        slot: "vsgmr:0",
        purpose: "vsgmr-table",
        label: "Issue #1 · Save",
        sides: 6,
        faces: [4, 1],
        source: "PHYSICAL",
        teamId: null,
        teamName: null,
        actorName: "Bob",
        createdAt: at(5),
      },
    ],
  };
}

const file = () => buildSeriesFile(source(), at(30));
const read = (value: unknown) => readSeriesFile(JSON.stringify(value));
const paths = (value: unknown) => {
  const result = read(value);
  return result.ok ? [] : result.problems.map((p) => p.path);
};

describe("writing a series file", () => {
  test("references come from the rows' order, owners are names, and no row id is written", () => {
    const written = file();
    expect(written.forces.map((f) => [f.ref, f.name, f.owner])).toEqual([
      ["force-1", "Dwarves", "Alice"],
      ["force-2", "Elves", "Bob"],
    ]);
    expect(written.battles[0]!.forces.map((s) => [s.force, s.result, s.forceHalves])).toEqual([
      ["force-1", "WON", 60],
      ["force-2", "LOST", 58],
    ]);
    expect(written.battles[0]!.result!.recruit).toEqual({ force: "force-1", figure: "figure-1-5", name: "Guards 3" });
    expect(written.ledger.map((e) => [e.ref, e.force, e.delta])).toEqual([
      ["entry-1", "force-1", 17],
      ["entry-2", "force-2", 8],
    ]);
    expect(JSON.stringify(written)).not.toMatch(/team-elves|team-dwarves|battle-row|"e1"|"e2"/);
  });

  test("what is written reads back as it is, and planning its import keeps every link", () => {
    const written = file();
    expect(read(written)).toEqual({ ok: true, file: written });
    let n = 0;
    const plan = planSeriesImport(written, () => `id-${++n}`);
    const dwarves = plan.teams.find((t) => t.name === "Dwarves")!;
    expect(plan.battles[0]!.details.forceHalves[dwarves.id]).toBe(60);
    expect(plan.battleTeams.map((t) => [t.teamId, t.result])).toEqual([
      [dwarves.id, "WON"],
      [plan.teams.find((t) => t.name === "Elves")!.id, "LOST"],
    ]);
    expect(plan.ledger[0]).toMatchObject({ teamId: dwarves.id, battleId: plan.battles[0]!.id, idempotencyKey: `vsgmr:${plan.battles[0]!.id}:${dwarves.id}:defeated` });
    expect(plan.rolls[0]).toMatchObject({ isImported: true, sequence: 1, battleId: plan.battles[0]!.id });
    expect(plan.campaign.rollSequence).toBe(1);
    expect(plan.teams.every((t) => t.ownerId === null)).toBe(true);
  });

  test("a battle's set-up travels by reference, a figure gone from its force by one of its own, and the plan restores it (Ruling VS-R26)", () => {
    const base = source();
    const elves = base.teams.find((t) => t.id === "team-elves")!;
    const dwarves = base.teams.find((t) => t.id === "team-dwarves")!;
    const gone = { ...(elves.characters[0]!.build as VsgmrFigure), name: "Elf taken out since" };
    const snapshot = {
      "team-dwarves": dwarves.characters.slice(0, 2).map((row) => ({ id: row.id, build: row.build })),
      "team-elves": [{ id: "elf-row-gone", build: gone }, ...elves.characters.slice(1, 2).map((row) => ({ id: row.id, build: row.build }))],
    };
    const battle = base.battles[0]!;
    const withSetUp: SeriesSource = {
      ...base,
      battles: [
        {
          ...battle,
          details: { ...(battle.details as object), forces: snapshot },
          track: [{ id: "tap-row", payload: { v: 1, kind: "defeated", figureId: "elf-row-gone" }, actorName: "Bob", createdAt: at(5) }],
        },
      ],
    };
    const written = buildSeriesFile(withSetUp, at(30));
    const sides = written.battles[0]!.forces;
    expect(sides[0]!.setUp!.map((e) => [e.figure, e.isGone])).toEqual([
      ["figure-1-1", false],
      ["figure-1-2", false],
    ]);
    expect(sides[1]!.setUp!.map((e) => [e.figure, e.isGone, e.build.name])).toEqual([
      ["gone-1-1", true, "Elf taken out since"],
      ["figure-2-2", false, elves.characters[1]!.name],
    ]);
    expect(written.battles[0]!.track![0]!.payload).toMatchObject({ figureId: "gone-1-1" });
    expect(JSON.stringify(written)).not.toContain("elf-row-gone");
    expect(read(written)).toEqual({ ok: true, file: written });

    let n = 0;
    const plan = planSeriesImport(written, () => `id-${++n}`);
    const planned = plan.battles[0]!.details.forces!;
    const [dwarvesId, elvesId] = [plan.teams[0]!.id, plan.teams[1]!.id];
    expect(Object.keys(planned).sort()).toEqual([dwarvesId, elvesId].sort());
    expect(planned[dwarvesId]!.map((f) => f.id)).toEqual(
      plan.characters
        .filter((c) => c.teamId === dwarvesId)
        .slice(0, 2)
        .map((c) => c.id),
    );
    const goneId = planned[elvesId]![0]!.id;
    expect(plan.characters.map((c) => c.id)).not.toContain(goneId);
    expect(planned[elvesId]![0]!.build.name).toBe("Elf taken out since");
    expect(setUpFigureIds(written.battles[0]!, plan.battles[0]!.details, (ref) => (ref === "force-1" ? dwarvesId : elvesId)).get("gone-1-1")).toBe(goneId);
  });

  test("without a set-up (a battle from before it was kept), the file has none and the plan keeps none", () => {
    const written = file();
    expect(written.battles[0]!.forces.every((s) => !("setUp" in s))).toBe(true);
    expect(planSeriesImport(written, orderedIdSource()).battles[0]!.details).not.toHaveProperty("forces");
  });

  test("ids from a real id source are all different", () => {
    const plan = planSeriesImport(file(), orderedIdSource());
    const ids = [plan.campaign.id, ...plan.teams, ...plan.characters, ...plan.battles, ...plan.battleTeams, ...plan.ledger, ...plan.rolls].map((row) =>
      typeof row === "string" ? row : row.id,
    );
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe("reading a series file", () => {
  test("not JSON, another format or another version is refused with one clear line", () => {
    expect(readSeriesFile("{")).toMatchObject({ ok: false, problems: [{ path: "", message: expect.stringMatching(/not JSON/) }] });
    expect(read({ ...file(), format: "longbox.vsgmr.force" })).toMatchObject({ ok: false, problems: [{ path: "format", message: "This is not a VSGMR series file." }] });
    expect(read({ ...file(), version: 2 })).toMatchObject({ ok: false, problems: [{ path: "version", message: expect.stringMatching(/version/) }] });
  });

  test("strict: an unknown field is a problem at its path, not ignored", () => {
    const written = file() as VsgmrSeriesFile & Record<string, unknown>;
    const extra = structuredClone(written);
    (extra.forces[0] as Record<string, unknown>).ownerId = "user-1";
    expect(paths(extra)).toEqual(["forces[0]"]);
    const badFigure = structuredClone(written);
    (badFigure.forces[1]!.figures[0]!.figure as Record<string, unknown>).type = "dragon";
    expect(paths(badFigure)).toEqual(["forces[1].figures[0].figure.type"]);
  });

  test("every reference that leads nowhere is named, all at once", () => {
    const broken = structuredClone(file());
    broken.battles[0]!.forces[1]!.force = "force-9";
    broken.ledger[1]!.force = "force-7";
    broken.rolls[0]!.battle = "battle-4";
    broken.battles[0]!.result!.recruit!.figure = "figure-2-1";
    expect(paths(broken)).toEqual(["battles[0].forces[1].force", "battles[0].result.recruit.figure", "ledger[1].force", "ledger[1].battle", "rolls[0].battle"]);
  });

  test("a record that does not fit its battle: a side in a scenario without sides, a missing outcome, a face the die has not", () => {
    const broken = structuredClone(file());
    broken.battles[0]!.forces[0]!.role = "attacker";
    broken.battles[0]!.forces[1]!.result = null;
    broken.rolls[0]!.faces = [4, 7];
    expect(paths(broken)).toEqual(["battles[0].forces[0].role", "battles[0].forces[1].result", "rolls[0].faces[1]"]);
  });

  test("a ledger entry may only cancel an earlier one of the same force, by its opposite", () => {
    const broken = structuredClone(file());
    broken.ledger.push({ ...broken.ledger[0]!, ref: "entry-3", delta: -8, reverses: "entry-1" });
    expect(paths(broken)).toEqual(["ledger[2].reverses"]);
  });

  test("a force has its points defeated of a battle once", () => {
    const broken = structuredClone(file());
    broken.ledger.push({ ...broken.ledger[0]!, ref: "entry-3" });
    expect(paths(broken)).toEqual(["ledger[2].battle"]);
  });

  test("forces are judged again by the rules with the file's own settings", () => {
    const broken = structuredClone(file());
    broken.forces[0]!.figures[1]!.figure.isCommander = true;
    const result = read(broken);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.every((p) => p.path.startsWith("forces[0]"))).toBe(true);
    expect(result.problems.map((p) => p.message).join(" ")).toMatch(/^Dwarves: /);
  });
});
