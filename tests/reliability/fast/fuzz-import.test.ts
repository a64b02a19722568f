/**
 * Hostile input to the JSON imports (issue 6). For the team import: readTeamFile and the import
 * plan on any text, any JSON, damaged bytes and mutated real exports; then the preview and import
 * actions on mutated exports, held to the properties of ../harness/fuzz-post.ts (no throw, no
 * unexpected-error path, nothing internal shown, nothing written on a refusal); and the size
 * limit exactly at and just above it. The same for the campaign import, whose form uploads a
 * file (gzipped by the browser): mutated, damaged, mis-encoded and oversize uploads, a gzip bomb.
 * And VSGMR's series file: its reader, and its import service on mutated real exports.
 *
 * Runs: FUZZ_RUNS, else a few dozen in `npm test` and several times more in
 * `npm run test:reliability`. A failure prints the seed; replay it with FUZZ_SEED=<seed>.
 */
import { gzipSync } from "node:zlib";
import fc from "fast-check";
import { beforeAll, describe, expect, test, vi } from "vitest";
import { importCampaignAction } from "@/lib/actions/import-campaign-action";
import { previewCampaignImportAction } from "@/lib/actions/preview-campaign-import-action";
import { importTeamAction } from "@/lib/games/smf/actions/import-team-action";
import { previewTeamImportAction } from "@/lib/games/smf/actions/preview-team-import-action";
import type { TeamImportPreview } from "@/lib/games/smf/export/plan-team-import";
import { planTeamImport } from "@/lib/games/smf/export/plan-team-import";
import {
  campaignTooLargeMessage,
  campaignUploadTooLargeMessage,
  MAX_CAMPAIGN_IMPORT_BYTES,
  MAX_CAMPAIGN_UPLOAD_BYTES,
  MAX_IMPORT_BYTES,
  MAX_IMPORT_CHARACTERS,
  tooLargeMessage,
} from "@/lib/export/import-limits";
import { readCampaignFile } from "@/lib/games/smf/export/read-campaign-file";
import { NOT_JSON_MESSAGE, readTeamFile } from "@/lib/games/smf/export/read-team-file";
import { db } from "@/lib/server/db";
import { readSuLeagueFile } from "@/lib/games/supers-unlimited/export/read-league-file";
import { exportSuLeagueFile } from "@/lib/games/supers-unlimited/server/export/export-league";
import { playedSuLeague } from "../../integration/su/su-factory";
import { campaignExportResponse, teamExportResponse } from "@/lib/server/export/export-response";
import { exportCampaignFile } from "@/lib/games/smf/server/export/export-campaign";
import { accessFor } from "../../integration/factories";
import { gameServer } from "@/lib/games/server-registry";
import { actAs, formOf } from "../harness/act-as";
import { changedTables, databaseFingerprint, fuzzRuns, fuzzSeed, internalLeaks } from "../harness/fuzz-checks";
import { HOSTILE_STRINGS } from "../harness/fuzz-forms";
import { damagedText, jsonMutation, jsonMutations, mutatedText, padToBytes, textMutation } from "../harness/fuzz-json";
import { postAndCheck, WRITTEN_ON_REFUSAL } from "../harness/fuzz-post";
import { buildFuzzWorld, campaignIdsOf, type FuzzWorld } from "../harness/fuzz-world";
import { readSeriesFile } from "@/lib/games/vsgmr/export/read-series-file";
import { createVsgmrBattle } from "@/lib/games/vsgmr/server/battles/create-battle";
import { playSoloTurn } from "@/lib/games/vsgmr/server/battles/play-solo-turn";
import { resolveVsgmrBattle } from "@/lib/games/vsgmr/server/battles/resolve-battle";
import { importVsgmrSeries } from "@/lib/games/vsgmr/server/import/import-series";
import { exportVsgmrSeriesFile } from "@/lib/games/vsgmr/server/export/export-series";
import { campaignFileGames } from "@/lib/games/server-registry";
import { importCampaignFile } from "@/lib/server/import/campaign-file-import";
import { scriptedDice } from "@/lib/rules/dice";
import { forceOf, vsgmrSeries } from "../../integration/games/vsgmr/vsgmr-factory";

vi.mock("@/lib/server/auth/current-user", () => import("../harness/session-double"));
vi.mock("next/cache", () => import("../harness/next-cache-double"));
vi.mock("next/headers", () => import("../harness/next-headers-double"));

type TeamFile = { team: { name: string; notes: string; characters: Array<{ name: string }> } };
type CampaignFile = { campaign: { name: string }; teams: Array<{ name: string; characters: Array<{ name: string }> }> };

const OPTIONS = { allowAlternatePowerLevels: true, allowVehicles: true, socialScienceVariant: "ch2" } as const;

let world: FuzzWorld;
/** A co-organiser who leads no team, so a good file really imports (one team per member). */
let importer: FuzzWorld["actor"];
let exportText: string;
let exportDocument: unknown;
/** SMF's own campaign file of before the shared one ("longbox.campaign"), which still imports. */
let campaignText: string;
let campaignDocument: unknown;
/** The same campaign as the shared campaign file, its download today. */
let smfEnvelopeText: string;
let smfEnvelopeDocument: unknown;
/** A Supers Unlimited league file with a played battle: the same properties hold for every system's campaign file. */
let leagueText: string;
let leagueDocument: unknown;

beforeAll(async () => {
  world = await buildFuzzWorld();
  importer = world.home.users[1]!;
  const response = await teamExportResponse(world.actor.id, world.home.campaignId, world.home.teams[1]!.id, gameServer);
  exportText = await response.text();
  exportDocument = JSON.parse(exportText);
  campaignText = JSON.stringify((await exportCampaignFile(await accessFor(world.actor.id, world.home.campaignId))).file);
  campaignDocument = JSON.parse(campaignText);
  smfEnvelopeText = await (await campaignExportResponse(world.actor.id, world.home.campaignId, gameServer)).text();
  smfEnvelopeDocument = JSON.parse(smfEnvelopeText);
  const league = await playedSuLeague();
  leagueText = JSON.stringify((await exportSuLeagueFile(league.access)).file);
  leagueDocument = JSON.parse(leagueText);
});

async function assertProperty<T>(
  name: string,
  projectName: string | undefined,
  runs: [fast: number, thorough: number],
  arbitrary: fc.Arbitrary<T>,
  check: (value: T) => void | Promise<void>,
) {
  const seed = fuzzSeed(name);
  try {
    await fc.assert(
      fc.asyncProperty(arbitrary, async (value) => check(value)),
      { seed, numRuns: fuzzRuns(projectName, ...runs), includeErrorInReport: true },
    );
  } catch (error) {
    throw new Error(`Replay with FUZZ_SEED=${process.env.FUZZ_SEED ?? 20261121} (seed ${seed} for "${name}").\n${error instanceof Error ? error.message : String(error)}`);
  }
}

/** readTeamFile and the plan never throw; a refusal says why in words, nothing internal. */
function checkReading(text: string) {
  const reading = readTeamFile(text);
  const { preview, plan } = planTeamImport(reading, OPTIONS);
  if (!reading.ok) {
    expect(reading.errors.length).toBeGreaterThan(0);
    expect(plan).toBeNull();
  }
  const shown = [...preview.fileErrors, ...preview.characters.flatMap((c) => [...c.problems, ...c.notes])];
  expect(internalLeaks(shown)).toEqual([]);
  if (plan) expect(plan.characters.length).toBeLessThanOrEqual(MAX_IMPORT_CHARACTERS);
}

describe("reading a team file", () => {
  test("any text at all: never throws, always a readable answer", async ({ task }) => {
    await assertProperty(
      "read any text",
      task.file.projectName,
      [200, 2_000],
      fc.oneof(fc.string({ unit: "binary", maxLength: 300 }), fc.constantFrom(...HOSTILE_STRINGS)),
      checkReading,
    );
  });

  test("any JSON at all", async ({ task }) => {
    await assertProperty("read any JSON", task.file.projectName, [200, 2_000], fc.json({ maxDepth: 6 }), checkReading);
  });

  test("a real export with its bytes damaged", async ({ task }) => {
    await assertProperty("read damaged bytes", task.file.projectName, [100, 1_000], fc.array(textMutation, { minLength: 1, maxLength: 3 }), (mutations) => {
      checkReading(mutations.reduce(damagedText, exportText));
    });
  });

  test("a real export with its values deleted, replaced, retyped, duplicated, grown, nested or oversized", async ({ task }) => {
    await assertProperty("read mutated export", task.file.projectName, [200, 2_000], fc.array(jsonMutation, { minLength: 1, maxLength: 4 }), (mutations) => {
      checkReading(mutatedText(exportDocument, mutations));
    });
  });

  test("the untouched export reads, with every character", () => {
    const reading = readTeamFile(exportText);
    expect(reading.ok && reading.characters.map((c) => c.errors)).toEqual([[], [], [], []]);
  });

  test("exactly at the size limit it is read; one byte more is refused, saying the limit", () => {
    const atLimit = padToBytes(exportText, MAX_IMPORT_BYTES);
    expect(readTeamFile(atLimit).ok).toBe(true);
    const over = `${atLimit} `;
    expect(readTeamFile(over)).toEqual({ ok: false, errors: [tooLargeMessage(MAX_IMPORT_BYTES + 1)] });
    // Counted in UTF-8 bytes, not characters: 2-byte characters reach the limit at half the length.
    expect(readTeamFile("é".repeat(MAX_IMPORT_BYTES / 2 + 1)).ok).toBe(false);
    expect(readTeamFile("{".repeat(4 * MAX_IMPORT_BYTES))).toEqual({ ok: false, errors: [tooLargeMessage(4 * MAX_IMPORT_BYTES)] });
  });

  // Found by the fuzzing (seed -931567265): the version in the refusal message was printed with
  // String(), which recurses through nested arrays until the stack overflows.
  test.each(["formatVersion", "rulesEdition/characterFormat"])("a file nesting %s 100 000 deep is refused, not a stack overflow", (where) => {
    const path = where.split("/");
    const deep = mutatedText(exportDocument, [{ at: indexOfPath(exportDocument, path), kind: "nest", depth: 100_000 }]);
    let reading: ReturnType<typeof readTeamFile> | undefined;
    expect(() => (reading = readTeamFile(deep))).not.toThrow();
    expect(reading?.ok).toBe(false);
  });

  test("not JSON, and JSON with one character too many, are refused plainly", () => {
    expect(readTeamFile("\u0000\u0001 not json")).toEqual({ ok: false, errors: [NOT_JSON_MESSAGE] });
    const grown = mutatedText(exportDocument, [{ at: indexOfPath(exportDocument, ["team", "characters"]), kind: "grow", count: MAX_IMPORT_CHARACTERS + 1 }]);
    const reading = readTeamFile(grown);
    expect(reading.ok).toBe(false);
    expect(!reading.ok && reading.errors.join(" ")).toContain(`at most ${MAX_IMPORT_CHARACTERS}`);
  });
});

/** The document-order number mutatedText uses for the value at `path`. */
function indexOfPath(document: unknown, path: string[]): number {
  let index = 0;
  let found = -1;
  const visit = (value: unknown, at: string[]) => {
    if (at.join("/") === path.join("/")) found = index;
    index++;
    if (Array.isArray(value)) value.forEach((item, i) => visit(item, [...at, String(i)]));
    else if (value && typeof value === "object") for (const [key, item] of Object.entries(value)) visit(item, [...at, key]);
  };
  visit(document, []);
  if (found < 0) throw new Error(`No value at ${path.join("/")}`);
  return found;
}

describe("the preview and import actions", () => {
  /** After a good import, archive the new team so the importer may import again (one active team each). */
  async function letImportAgain() {
    await db.team.updateMany({ where: { campaignId: world.home.campaignId, ownerId: importer.id, archivedAt: null }, data: { archivedAt: new Date() } });
  }

  test("mutated exports: never a 500, never internal text, nothing written when refused", async ({ task }) => {
    const cases = fc.record({
      mutations: fc.array(jsonMutation, { minLength: 0, maxLength: 3 }),
      isImport: fc.boolean(),
      campaign: fc.constantFrom("home", "foreign"),
    });
    await assertProperty("import mutated export", task.file.projectName, [30, 200], cases, async ({ mutations, isImport, campaign }) => {
      actAs(importer);
      const campaignId = campaign === "home" ? world.home.campaignId : world.foreign.campaignId;
      const form = formOf({ campaignId, json: mutatedText(exportDocument, mutations) });
      const outcome = await postAndCheck(isImport ? "importTeamAction" : "previewTeamImportAction", isImport ? importTeamAction : previewTeamImportAction, form, {
        untouchable: campaignIdsOf(world.foreign),
      });
      if (campaign === "foreign") expect(outcome.kind === "state" && outcome.state?.ok).toBe(false);
      if (outcome.kind === "redirect") await letImportAgain();
    });
  });

  // Found by the fuzzing: PostgreSQL cannot store NUL, and the export schemas let it through to the writes.
  test.each([
    ["a character's name", (file: TeamFile) => (file.team.characters[0]!.name = "Rh\u0000ino")],
    ["the team's name", (file: TeamFile) => (file.team.name = "Night\u0000Shift")],
    ["the team's notes", (file: TeamFile) => (file.team.notes = "after\u0000dark")],
  ])("NUL in %s is a problem of the file, not the unexpected-error message", async (_label, edit) => {
    const file = structuredClone(exportDocument) as TeamFile;
    edit(file);
    actAs(importer);
    const outcome = await postAndCheck("importTeamAction", importTeamAction, formOf({ campaignId: world.home.campaignId, json: JSON.stringify(file) }));
    expect(outcome).toMatchObject({ kind: "state", state: { ok: false, message: expect.stringContaining("Nothing was imported") } });
  });

  test("a file one byte over the limit: the preview says the limit, the import refuses and writes nothing", async () => {
    actAs(importer);
    const over = `${padToBytes(exportText, MAX_IMPORT_BYTES)} `;
    const preview = await postAndCheck("previewTeamImportAction", previewTeamImportAction, formOf({ campaignId: world.home.campaignId, json: over }));
    expect(preview.kind === "state" && preview.state?.ok && (preview.state.data as unknown as TeamImportPreview).fileErrors).toEqual([tooLargeMessage(MAX_IMPORT_BYTES + 1)]);

    const before = await databaseFingerprint(WRITTEN_ON_REFUSAL);
    const imported = await postAndCheck("importTeamAction", importTeamAction, formOf({ campaignId: world.home.campaignId, json: over }));
    expect(imported).toMatchObject({ kind: "state", state: { ok: false, message: expect.stringContaining("Nothing was imported") } });
    expect(changedTables(before, await databaseFingerprint(WRITTEN_ON_REFUSAL))).toEqual([]);
  });

  test("the untouched export imports (the fuzzing above starts from a file that works)", async () => {
    actAs(importer);
    const outcome = await postAndCheck("importTeamAction", importTeamAction, formOf({ campaignId: world.home.campaignId, json: exportText }));
    expect(outcome.kind).toBe("redirect");
    await letImportAgain();
  });
});

describe("the campaign import", () => {
  // A campaign's items are large (a battle's records are tens of KB), so arrays grow less.
  const campaignMutation = jsonMutations({ growTo: [2, 41] });

  function checkCampaignReading(text: string) {
    const reading = readCampaignFile(text);
    if (!reading.ok) expect(reading.errors.length).toBeGreaterThan(0);
    expect(internalLeaks(reading.ok ? [] : reading.errors)).toEqual([]);
  }

  test("reading: any JSON, damaged bytes and mutated real exports never throw and refuse in words", async ({ task }) => {
    await assertProperty("read any JSON as a campaign", task.file.projectName, [100, 1_000], fc.json({ maxDepth: 6 }), checkCampaignReading);
    await assertProperty("read damaged campaign bytes", task.file.projectName, [40, 400], fc.array(textMutation, { minLength: 1, maxLength: 3 }), (mutations) => {
      checkCampaignReading(mutations.reduce(damagedText, campaignText));
    });
    await assertProperty("read mutated campaign export", task.file.projectName, [60, 600], fc.array(campaignMutation, { minLength: 1, maxLength: 4 }), (mutations) => {
      checkCampaignReading(mutatedText(campaignDocument, mutations));
    });
  });

  type Packing = "plain" | "gzip" | "cut-gzip" | "latin-1";
  function upload(text: string, packing: Packing): File {
    const utf8 = new TextEncoder().encode(text);
    const bytes =
      packing === "gzip"
        ? gzipSync(utf8)
        : packing === "cut-gzip"
          ? gzipSync(utf8).subarray(0, 40)
          : packing === "latin-1"
            ? Uint8Array.from(text, (c) => c.charCodeAt(0) & 0xff)
            : utf8;
    return new File([bytes], "campaign.json", { type: "application/json" });
  }

  test("a Supers Unlimited league file: reading mutated files never throws and refuses in words", async ({ task }) => {
    await assertProperty("read mutated league file", task.file.projectName, [60, 600], fc.array(campaignMutation, { minLength: 1, maxLength: 4 }), (mutations) => {
      let json: unknown;
      try {
        json = JSON.parse(mutatedText(leagueDocument, mutations));
      } catch {
        return;
      }
      const reading = readSuLeagueFile(json);
      if (!reading.ok) expect(reading.problems.length).toBeGreaterThan(0);
      expect(internalLeaks(reading.ok ? [] : reading.problems)).toEqual([]);
    });
  });

  test("the actions on mutated Supers Unlimited league uploads: never a 500, never internal text, nothing written when refused", async ({ task }) => {
    const cases = fc.record({
      mutations: fc.array(campaignMutation, { minLength: 0, maxLength: 3 }),
      packing: fc.constantFrom<Packing>("plain", "gzip", "cut-gzip", "latin-1"),
      isImport: fc.boolean(),
    });
    await assertProperty("upload mutated league file", task.file.projectName, [20, 150], cases, async ({ mutations, packing, isImport }) => {
      actAs(world.actor);
      const form = formOf({ file: upload(mutatedText(leagueDocument, mutations), packing) });
      await postAndCheck(isImport ? "importCampaignAction" : "previewCampaignImportAction", isImport ? importCampaignAction : previewCampaignImportAction, form);
    });
  });

  test("the untouched league file imports as a new league", async () => {
    actAs(world.actor);
    const outcome = await postAndCheck("importCampaignAction", importCampaignAction, formOf({ file: upload(leagueText, "gzip") }));
    expect(outcome.kind).toBe("redirect");
  });

  test("the preview and import actions on mutated uploads: never a 500, never internal text, nothing written when refused", async ({ task }) => {
    const cases = fc.record({
      mutations: fc.array(campaignMutation, { minLength: 0, maxLength: 3 }),
      packing: fc.constantFrom<Packing>("plain", "gzip", "cut-gzip", "latin-1"),
      isImport: fc.boolean(),
    });
    await assertProperty("upload mutated campaign export", task.file.projectName, [20, 150], cases, async ({ mutations, packing, isImport }) => {
      actAs(world.actor);
      const form = formOf({ file: upload(mutatedText(campaignDocument, mutations), packing) });
      await postAndCheck(isImport ? "importCampaignAction" : "previewCampaignImportAction", isImport ? importCampaignAction : previewCampaignImportAction, form);
    });
  });

  // Found by the fuzzing, as for the team import: NUL reaches the writes.
  test.each([
    ["the campaign's name", (file: CampaignFile) => (file.campaign.name = "Elm\u0000Street")],
    ["a team's name", (file: CampaignFile) => (file.teams[0]!.name = "Night\u0000Shift")],
    ["a character's name", (file: CampaignFile) => (file.teams[0]!.characters[0]!.name = "Rh\u0000ino")],
  ])("NUL in %s is a problem of the file, not the unexpected-error message", async (_label, edit) => {
    const file = structuredClone(campaignDocument) as CampaignFile;
    edit(file);
    actAs(world.actor);
    const outcome = await postAndCheck("importCampaignAction", importCampaignAction, formOf({ file: upload(JSON.stringify(file), "plain") }));
    expect(outcome).toMatchObject({ kind: "state", state: { ok: false } });
  });

  test("an upload one byte over the limit, and a gzip bomb, are refused saying the limit, writing nothing", async () => {
    actAs(world.actor);
    const over = new File([new Uint8Array(MAX_CAMPAIGN_UPLOAD_BYTES + 1).fill(0x20)], "campaign.json");
    const refusedOver = await postAndCheck("importCampaignAction", importCampaignAction, formOf({ file: over }));
    expect(refusedOver).toEqual({ kind: "state", state: { ok: false, message: campaignUploadTooLargeMessage(MAX_CAMPAIGN_UPLOAD_BYTES + 1) } });

    // A few tens of KB that would unpack to 40 MB: unpacking stops one byte past what is read.
    const bomb = new File([gzipSync(new Uint8Array(40 * 1024 * 1024).fill(0x20))], "campaign.json.gz");
    expect(bomb.size).toBeLessThan(MAX_CAMPAIGN_UPLOAD_BYTES);
    const refusedBomb = await postAndCheck("importCampaignAction", importCampaignAction, formOf({ file: bomb }));
    expect(refusedBomb).toEqual({ kind: "state", state: { ok: false, message: campaignTooLargeMessage(MAX_CAMPAIGN_IMPORT_BYTES + 1) } });
  });

  test("the untouched export imports, plain and gzipped (the fuzzing starts from files that work)", async () => {
    actAs(world.actor);
    for (const packing of ["plain", "gzip"] as const) {
      const outcome = await postAndCheck("importCampaignAction", importCampaignAction, formOf({ file: upload(campaignText, packing) }));
      expect(outcome.kind, packing).toBe("redirect");
    }
  });

  test("the actions on mutated uploads of its shared campaign file: never a 500, never internal text, nothing written when refused", async ({ task }) => {
    const cases = fc.record({ mutations: fc.array(campaignMutation, { minLength: 0, maxLength: 3 }), isImport: fc.boolean() });
    await assertProperty("upload mutated SMF shared file", task.file.projectName, [20, 150], cases, async ({ mutations, isImport }) => {
      actAs(world.actor);
      const form = formOf({ file: upload(mutatedText(smfEnvelopeDocument, mutations), "plain") });
      await postAndCheck(isImport ? "importCampaignAction" : "previewCampaignImportAction", isImport ? importCampaignAction : previewCampaignImportAction, form);
    });
  });

  test("the untouched shared campaign file imports", async () => {
    actAs(world.actor);
    const outcome = await postAndCheck("importCampaignAction", importCampaignAction, formOf({ file: upload(smfEnvelopeText, "gzip") }));
    expect(outcome.kind).toBe("redirect");
  });
});

describe("the VSGMR series import", () => {
  let seriesText: string;
  let seriesDocument: unknown;
  let envelopeText: string;
  let envelopeDocument: unknown;
  let seriesImporter: string;
  // A series' items are small beside an SMF campaign's; arrays grow as for a campaign.
  const seriesMutation = jsonMutations({ growTo: [2, 41] });

  beforeAll(async () => {
    const series = await vsgmrSeries();
    const dwarves = await forceOf(series.campaign.id, series.users.alice, "dwarves");
    const elves = await forceOf(series.campaign.id, series.users.bob, "elves");
    const versus = await createVsgmrBattle(series.access.alice, { scenarioId: "basic-game", teams: [{ teamId: dwarves.id }, { teamId: elves.id }] });
    if (!versus.ok) throw new Error(versus.message);
    await resolveVsgmrBattle(series.access.alice, versus.battleId, {
      endCondition: "rounds",
      sides: [
        { key: dwarves.id, defeatedHalves: 17, outcome: "WON" },
        { key: elves.id, defeatedHalves: 8, outcome: "LOST" },
      ],
    });
    const solo = await createVsgmrBattle(series.access.alice, {
      scenarioId: "outflanked",
      teams: [{ teamId: dwarves.id, role: "defender" }],
      solo: { sampleArmyId: "star-soldiers", role: "attacker" },
    });
    if (!solo.ok) throw new Error(solo.message);
    await playSoloTurn(
      series.access.alice,
      solo.battleId,
      { round: 1, enemyFigures: 2, enemyHasDefeated: false, enemyWaiting: 0, requestKey: "fuzz-series-t1" },
      scriptedDice([6, 3]),
    );
    await resolveVsgmrBattle(series.access.alice, solo.battleId, {
      endCondition: "survivors",
      sides: [
        { key: dwarves.id, defeatedHalves: 72, outcome: "WON" },
        { key: "enemy", defeatedHalves: 20, outcome: "LOST" },
      ],
      recruit: { teamId: dwarves.id, enemyFigure: 1 },
    });
    // A series file of VSGMR's own format, as its exporter wrote them before the shared campaign file (still imported).
    seriesText = JSON.stringify((await exportVsgmrSeriesFile(series.access.organiser)).file);
    seriesDocument = JSON.parse(seriesText);
    // The shared campaign file, through the generic download, as a member gets it.
    envelopeText = await (await campaignExportResponse(series.users.organiser.id, series.campaign.id, gameServer)).text();
    envelopeDocument = JSON.parse(envelopeText);
    seriesImporter = series.users.carol.id;
  });

  function checkSeriesReading(text: string) {
    const reading = readSeriesFile(text);
    if (!reading.ok) expect(reading.problems.length).toBeGreaterThan(0);
    expect(internalLeaks(reading.ok ? [] : reading.problems.map((p) => `${p.path}: ${p.message}`))).toEqual([]);
  }

  test("reading: any JSON, damaged bytes and mutated real exports never throw and refuse in words", async ({ task }) => {
    await assertProperty("read any JSON as a series", task.file.projectName, [100, 1_000], fc.json({ maxDepth: 6 }), checkSeriesReading);
    await assertProperty("read damaged series bytes", task.file.projectName, [40, 400], fc.array(textMutation, { minLength: 1, maxLength: 3 }), (mutations) => {
      checkSeriesReading(mutations.reduce(damagedText, seriesText));
    });
    await assertProperty("read mutated series export", task.file.projectName, [60, 600], fc.array(seriesMutation, { minLength: 1, maxLength: 4 }), (mutations) => {
      checkSeriesReading(mutatedText(seriesDocument, mutations));
    });
  });

  test("importing mutated series files: never a throw, and a refused file writes nothing", async ({ task }) => {
    await assertProperty("import mutated series export", task.file.projectName, [20, 150], fc.array(seriesMutation, { minLength: 1, maxLength: 3 }), async (mutations) => {
      const before = await databaseFingerprint();
      const result = await importVsgmrSeries(seriesImporter, mutatedText(seriesDocument, mutations));
      if (!result.ok) {
        expect(result.problems.length).toBeGreaterThan(0);
        expect(changedTables(before, await databaseFingerprint())).toEqual([]);
      }
    });
  });

  test("the untouched export imports (the fuzzing starts from a file that works)", async () => {
    expect(await importVsgmrSeries(seriesImporter, seriesText)).toMatchObject({ ok: true });
    expect(await importCampaignFile(seriesImporter, envelopeText, campaignFileGames)).toMatchObject({ ok: true });
  });

  test("importing mutated shared campaign files of a series: never a throw, a refusal in words, and a refused file writes nothing", async ({ task }) => {
    await assertProperty("import mutated shared campaign file", task.file.projectName, [10, 80], fc.array(seriesMutation, { minLength: 1, maxLength: 3 }), async (mutations) => {
      const before = await databaseFingerprint();
      const result = await importCampaignFile(seriesImporter, mutatedText(envelopeDocument, mutations), campaignFileGames);
      if (!result.ok) {
        expect(result.message.length).toBeGreaterThan(0);
        expect(internalLeaks([result.message])).toEqual([]);
        expect(changedTables(before, await databaseFingerprint())).toEqual([]);
      }
    });
  });
});
