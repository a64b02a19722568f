import { describe, expect, test } from "vitest";
import { buildCampaignExport } from "./build-campaign-export";
import type { CampaignExport } from "./campaign-export-schema";
import { orderedIdSource } from "@/lib/export/new-row-id";
import { planCampaignImport } from "./plan-campaign-import";
import { readCampaignFile } from "./read-campaign-file";
import { IdRemap } from "./remap-ids";
import { campaignSource, ID } from "./testing/campaign-source";
import { campaignRowIds, normaliseIds } from "./testing/normalise-ids";
import { EXPORTED_AT, OVERSPENT_BRICK } from "./testing/team-source";

/** New ids n1, n2, … in the order the plan asks for them. */
function counter() {
  let n = 0;
  return () => `n${++n}`;
}

function exported(change: (f: CampaignExport) => void = () => undefined): string {
  const file = JSON.parse(JSON.stringify(buildCampaignExport(campaignSource(), EXPORTED_AT))) as CampaignExport;
  change(file);
  return JSON.stringify(file);
}

function plan(text = exported()) {
  const result = planCampaignImport(readCampaignFile(text), counter());
  if (!result.plan) throw new Error(result.preview.fileErrors.join("\n"));
  return { preview: result.preview, plan: result.plan };
}

describe("planCampaignImport", () => {
  test("rows get new ids in file order: campaign, teams, characters, battles, ledger entries, rolls", () => {
    const { plan: p } = plan();
    expect(p.campaign.id).toBe("n1");
    expect(p.teams.map((t) => t.id)).toEqual(["n2", "n3"]);
    expect(p.characters.map((c) => c.id)).toEqual(["n4", "n5", "n6", "n7"]);
    expect(p.battles.map((b) => b.id)).toEqual(["n8"]);
    expect(p.ledger.map((e) => e.id)).toEqual(["n9", "n10", "n11", "n12"]);
    expect(p.rolls.map((r) => r.id)).toEqual(["n13"]);
  });

  test("no old id is left anywhere in the plan, JSON records and activity payloads included", () => {
    const text = JSON.stringify(plan().plan);
    expect(Object.values(ID).filter((id) => text.includes(id))).toEqual([]);
  });

  test("every reference is rewritten with the same map", () => {
    const { plan: p } = plan();
    const [nightShift, syndicate] = p.teams.map((t) => t.id);
    const [rhino, deadeye, commander] = p.characters.map((c) => c.id);
    const battle = p.battles[0]!;
    expect(p.characters.map((c) => c.teamId)).toEqual([nightShift, nightShift, syndicate, syndicate]);
    expect(p.battleTeams.map((t) => [t.battleId, t.teamId, t.lineUp])).toEqual([
      [battle.id, nightShift, [{ characterId: rhino, name: "White Rhino" }]],
      [battle.id, syndicate, [{ characterId: commander, name: "The Commander" }]],
    ]);
    const [, , reward, reversal] = p.ledger;
    expect([reward!.battleId, reversal!.battleId, reversal!.reversesEntryId]).toEqual([battle.id, battle.id, reward!.id]);
    // The character deleted since keeps one new id everywhere it is named.
    const snapshot = battle.snapshot as { teams: { characters: { id: string }[] }[]; rows: Record<string, unknown>; counters: Record<string, unknown> };
    const ghost = snapshot.teams[0]!.characters[2]!.id;
    expect(snapshot.teams[0]!.characters.map((c) => c.id)).toEqual([rhino, deadeye, ghost]);
    expect(Object.keys(snapshot.rows)).toEqual([rhino, ghost]);
    expect(Object.keys(snapshot.counters)).toEqual([nightShift, syndicate]);
    expect(p.rolls[0]).toMatchObject({ battleId: battle.id, teamId: nightShift, characterId: ghost, sequence: 1, slot: "post:injuries:0" });
    expect(p.activity.map((line) => line.payload)).toEqual([
      { v: 1, teamId: nightShift, name: "The Night Shift" },
      { v: 1, userId: "", role: "PLAYER", inviteId: "" },
      { v: 1, teamId: nightShift, characterId: ghost, name: "Ghost" },
    ]);
    expect(battle.report).toEqual({
      teams: [
        { teamId: nightShift, result: "won", knockedOut: [] },
        { teamId: syndicate, result: "lost", knockedOut: [{ characterId: commander }] },
      ],
    });
    expect(battle.postBattleEvents).toEqual([{ kind: "injury", characterId: commander }]);
    // Rules ids are not row ids: they stay.
    expect([battle.details.scenarioChoice, battle.details.scenarioId]).toEqual(["rooftop-rumble", "rooftop-rumble"]);
  });

  test("keys unique across Longbox are made anew, in the shapes the app reads", () => {
    const { plan: p } = plan();
    const [nightShift, syndicate] = p.teams.map((t) => t.id);
    expect(p.ledger.map((e) => e.idempotencyKey)).toEqual([`team:${nightShift}:starting`, `team:${syndicate}:starting`, `import:${p.ledger[2]!.id}`, `${p.ledger[2]!.id}:undo`]);
    expect(p.rolls.map((r) => r.requestKey)).toEqual([`import:${p.rolls[0]!.id}`]);
  });

  test("people are names only: no account on any team, battle team, entry, roll or activity line", () => {
    const { plan: p } = plan();
    expect(p.teams.map((t) => [t.ownerId, t.ownerName])).toEqual([
      [null, "Pat Player"],
      [null, "Bob"],
    ]);
    expect(
      [...p.battleTeams.map((t) => t.ownerId), ...p.ledger.map((e) => e.actorId), ...p.rolls.map((r) => r.actorId), ...p.activity.map((a) => a.actorId)].every((id) => id === null),
    ).toBe(true);
  });

  test("a file from before the table policy imports with its defaults: anyone rolls and chooses, typed dice allowed", () => {
    const { plan: p } = plan(
      exported((f) => {
        delete f.campaign.settings.teamControl;
        delete f.campaign.settings.appDiceOnly;
      }),
    );
    expect(p.campaign).toMatchObject({ teamControl: "ANYONE", appDiceOnly: false });
  });

  test("stored values come back in the database's words, times as the file has them", () => {
    const { plan: p } = plan();
    expect(p.campaign).toMatchObject({
      advancement: "CHOSEN",
      socialScienceVariant: "CH5_TABLE",
      reportConfirmation: "OPPONENT",
      teamControl: "OWNERS",
      appDiceOnly: true,
      rollSequence: 1,
      winners: null,
      finishedAt: null,
    });
    expect(p.battles[0]).toMatchObject({ status: "UNDONE", applyCount: 1, undoneByName: "Olive Organiser", createdAt: new Date("2026-11-02T10:00:00.000Z") });
    expect(p.battleTeams.map((t) => t.result)).toEqual(["WON", "LOST"]);
    expect(p.rolls[0]!.source).toBe("APP");
    // How it was rolled stays as the file says; that it came in with a file is marked.
    expect(p.rolls[0]!.isImported).toBe(true);
    expect(p.teams[1]!.archivedAt).toEqual(new Date("2026-11-02T10:00:00.000Z"));
    expect(p.characters.map((c) => [c.kind, c.hasFought, c.retiredAt !== null])).toEqual([
      ["CHARACTER", true, false],
      ["CHARACTER", false, false],
      ["CHARACTER", true, false],
      ["CHARACTER", false, true],
    ]);
  });

  test("a finished campaign's winners and ending battle are rewritten", () => {
    const { plan: p } = plan(
      exported(
        (f) => void (f.campaign.finished = { finishedAt: f.exportedAt, winners: [{ teamId: ID.nightShift, teamName: "The Night Shift", balance: 25 }], battleId: ID.battle }),
      ),
    );
    expect(p.campaign.winners).toEqual([{ teamId: p.teams[0]!.id, teamName: "The Night Shift", balance: 25 }]);
    expect(p.campaign.finishedByBattleId).toBe(p.battles[0]!.id);
  });

  test("the preview counts what the file holds, and notes builds today's builder would refuse (imported anyway)", () => {
    const { preview, plan: p } = plan(exported((f) => void (f.teams[0]!.characters[1]!.build = OVERSPENT_BRICK)));
    expect(preview).toMatchObject({
      fileErrors: [],
      canImport: true,
      campaign: { name: "Night Watch", isArchived: false, isFinished: false, storyPointGoal: 25 },
      counts: { battles: 1, undoneBattles: 1, resolvedBattles: 0, rolls: 1, ledgerEntries: 4, activity: 3 },
      members: [
        { name: "Olive Organiser", role: "organiser" },
        { name: "Pat Player", role: "co-organiser" },
      ],
    });
    expect(preview.teams.map((t) => [t.name, t.ownerName, t.isArchived, t.characterCount])).toEqual([
      ["The Night Shift", "Pat Player", false, 2],
      ["The Syndicate", "Bob", true, 2],
    ]);
    expect(preview.rosterNotes).toEqual(["Team “The Night Shift”: Character 2 “Deadeye”: Minor powers: 2 minor picks to spend, 3 spent."]);
    expect(p.characters[1]!.build).toEqual(OVERSPENT_BRICK);
  });

  test("an unreadable file: its problems, no plan", () => {
    const { preview, plan: p } = planCampaignImport(readCampaignFile("nope"), counter());
    expect(p).toBeNull();
    expect(preview).toMatchObject({ canImport: false, campaign: null, teams: [], fileErrors: ["This is not a JSON file, so it cannot be a Longbox campaign export."] });
  });
});

describe("IdRemap", () => {
  test("rewrites ids as values and keys at any depth, and nothing else", () => {
    const ids = new IdRemap(counter());
    ids.add("old-a");
    ids.add("old-b");
    expect(ids.json({ x: ["old-a", { "old-b": "old-a", name: "old-a-ish" }], n: 3, t: true, z: null })).toEqual({
      x: ["n1", { n2: "n1", name: "old-a-ish" }],
      n: 3,
      t: true,
      z: null,
    });
    expect(ids.add("old-a")).toBe("n1");
    expect(ids.nullable(null)).toBeNull();
    expect(() => ids.get("unknown")).toThrow();
  });
});

describe("orderedIdSource", () => {
  test("ids look like Prisma's and increase in the order they are made", () => {
    const next = orderedIdSource(Date.UTC(2026, 10, 21));
    const made = Array.from({ length: 2000 }, next);
    expect(made.every((id) => /^c[a-z0-9]{24}$/.test(id))).toBe(true);
    expect([...made].sort()).toEqual(made);
    expect(new Set(made).size).toBe(made.length);
  });
});

describe("normaliseIds (the round-trip test's normaliser)", () => {
  const a = {
    teams: [{ id: "caaaaaaaaaaaaaaaaaaaaaaa1" }, { id: "caaaaaaaaaaaaaaaaaaaaaaa2" }],
    ledger: [{ teamId: "caaaaaaaaaaaaaaaaaaaaaaa2" }],
    rows: { caaaaaaaaaaaaaaaaaaaaaaa1: 1, caaaaaaaaaaaaaaaaaaaaaaa2: 2 },
  };
  const b = {
    teams: [{ id: "czzzzzzzzzzzzzzzzzzzzzzz9" }, { id: "cbbbbbbbbbbbbbbbbbbbbbbb1" }],
    ledger: [{ teamId: "cbbbbbbbbbbbbbbbbbbbbbbb1" }],
    rows: { cbbbbbbbbbbbbbbbbbbbbbbb1: 2, czzzzzzzzzzzzzzzzzzzzzzz9: 1 },
  };
  const rowIds = (value: { teams: { id: string }[] }) => value.teams.map((t) => t.id);

  test("the same structure under other ids compares equal, keys included", () => {
    expect(normaliseIds(b, rowIds(b))).toEqual(normaliseIds(a, rowIds(a)));
  });

  test("a reference to the wrong record does not", () => {
    const wrong = { ...b, ledger: [{ teamId: "czzzzzzzzzzzzzzzzzzzzzzz9" }] };
    expect(normaliseIds(wrong, rowIds(wrong))).not.toEqual(normaliseIds(a, rowIds(a)));
  });

  test("a campaign file's row ids come in the import's order", () => {
    const file = JSON.parse(JSON.stringify(buildCampaignExport(campaignSource(), EXPORTED_AT))) as CampaignExport;
    expect(campaignRowIds(file)).toEqual([
      ID.campaign,
      ID.nightShift,
      ID.syndicate,
      ID.rhino,
      ID.deadeye,
      ID.commander,
      ID.craniak,
      ID.battle,
      ID.starting1,
      ID.starting2,
      ID.reward,
      ID.reversal,
      ID.roll,
    ]);
  });
});
