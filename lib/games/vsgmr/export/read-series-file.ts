import { issuePath } from "@/lib/export/describe-issues";
import { campaignTooLargeMessage, MAX_CAMPAIGN_IMPORT_BYTES, MAX_CAMPAIGN_IMPORT_ITEMS } from "@/lib/export/import-limits";
import { parseImportText } from "@/lib/export/json-depth";
import { SAMPLE_ARMIES, validateForce, vsgmrScenarioById, type VsgmrFigure } from "@/lib/rules/vsgmr";
import { vsgmrRulesSettings } from "../campaign-settings";
import { seriesFileSchema, type VsgmrSeriesFile } from "./series-file-schema";

/** One thing wrong with a series file, at the place it is ("battles[2].forces[0].force"). */
export interface SeriesFileProblem {
  path: string;
  message: string;
}

/**
 * A series file's text, or the file already parsed by the generic import within these same limits
 * (lib/server/import/campaign-file-import.ts), which is not parsed a second time.
 */
export type SeriesFileInput = string | { json: unknown };

export type ReadSeriesFile = { ok: true; file: VsgmrSeriesFile } | { ok: false; problems: SeriesFileProblem[] };

const MAX_PROBLEMS = 50;

export const NOT_JSON_SERIES_MESSAGE = "That file is not JSON: choose a series file exported from Longbox.";

/**
 * A series from a file's text, or EVERY problem found, each at its path: its shape (strict: an
 * unknown field is a problem, not ignored), then what the shape cannot say — references that
 * lead nowhere, repeated references, issue numbers or roll places, a battle's record that does
 * not fit its scenario or status, a ledger correction that cancels another force's entry, and
 * each force's figures judged again by the rules with the file's own settings (a file cannot
 * bring in a force the builder would refuse). Reading writes nothing.
 */
export function readSeriesFile(input: SeriesFileInput): ReadSeriesFile {
  if (typeof input !== "string") return readSeriesJson(input.json);
  const read = parseImportText(input, {
    maxBytes: MAX_CAMPAIGN_IMPORT_BYTES,
    maxItems: MAX_CAMPAIGN_IMPORT_ITEMS,
    tooLarge: campaignTooLargeMessage,
    empty: "That file is empty: choose a series file exported from Longbox.",
    notJson: NOT_JSON_SERIES_MESSAGE,
  });
  if (!read.ok) return fail("", read.error);
  return readSeriesJson(read.json);
}

function readSeriesJson(json: unknown): ReadSeriesFile {
  const parsed = seriesFileSchema.safeParse(json);
  if (!parsed.success) {
    return { ok: false, problems: parsed.error.issues.slice(0, MAX_PROBLEMS).map((issue) => ({ path: issuePath(issue.path), message: issue.message })) };
  }
  const problems = checkSeries(parsed.data);
  return problems.length > 0 ? { ok: false, problems: problems.slice(0, MAX_PROBLEMS) } : { ok: true, file: parsed.data };
}

function fail(path: string, message: string): ReadSeriesFile {
  return { ok: false, problems: [{ path, message }] };
}

/** The checks across rows, in file order. */
export function checkSeries(file: VsgmrSeriesFile): SeriesFileProblem[] {
  const problems: SeriesFileProblem[] = [];
  const add = (path: string, message: string) => problems.push({ path, message });
  const settings = vsgmrRulesSettings(file.series.settings);

  const forces = new Map<string, Set<string>>();
  const figureRefs = new Set<string>();
  file.forces.forEach((force, f) => {
    if (forces.has(force.ref)) add(`forces[${f}].ref`, `Another force is also "${force.ref}".`);
    const figures = new Set<string>();
    forces.set(force.ref, figures);
    force.figures.forEach((entry, i) => {
      if (figureRefs.has(entry.ref)) add(`forces[${f}].figures[${i}].ref`, `Another figure is also "${entry.ref}".`);
      figureRefs.add(entry.ref);
      figures.add(entry.ref);
    });
    const active = force.figures.map((entry, i) => ({ entry, i })).filter(({ entry }) => !entry.isRetired);
    if (force.isArchived || active.length === 0) return;
    const check = validateForce({ name: force.name, figures: active.map(({ entry }) => entry.figure as VsgmrFigure) }, settings);
    if (!check.ok) {
      for (const problem of check.problems) {
        const where = /^figures\[(\d+)\](.*)$/.exec(problem.field);
        const path = where ? `forces[${f}].figures[${active[Number(where[1])]?.i ?? where[1]}].figure${where[2]}` : `forces[${f}]`;
        add(path, `${force.name}: ${problem.message}`);
      }
    }
  });

  const battles = new Map<string, Set<string>>();
  const issues = new Set<number>();
  file.battles.forEach((battle, b) => {
    const at = `battles[${b}]`;
    if (battles.has(battle.ref)) add(`${at}.ref`, `Another battle is also "${battle.ref}".`);
    if (issues.has(battle.issue)) add(`${at}.issue`, `Another battle is also issue #${battle.issue}.`);
    issues.add(battle.issue);
    const inBattle = new Set<string>();
    battles.set(battle.ref, inBattle);
    const roles = vsgmrScenarioById(battle.scenarioId).roles;
    const checkRole = (path: string, role: string | null) => {
      if (roles ? !role || !(roles as readonly string[]).includes(role) : role !== null) {
        add(path, roles ? `A side of this scenario: ${roles.join(" or ")}.` : "This scenario has no sides.");
      }
    };
    battle.forces.forEach((side, s) => {
      if (!forces.has(side.force)) add(`${at}.forces[${s}].force`, `No force "${side.force}" in this file.`);
      if (inBattle.has(side.force)) add(`${at}.forces[${s}].force`, `"${side.force}" plays this battle twice.`);
      inBattle.add(side.force);
      checkRole(`${at}.forces[${s}].role`, side.role);
      if (battle.status === "RESOLVED" ? side.result === null : side.result !== null) {
        add(`${at}.forces[${s}].result`, battle.status === "RESOLVED" ? "A resolved battle gives each force its outcome." : "Only a resolved battle has outcomes.");
      }
    });
    checkSetUp(battle, at, forces, figureRefs, add);
    if (battle.solo) {
      if (battle.forces.length !== 1) add(`${at}.forces`, "A solo battle is one force against the app's.");
      if (!SAMPLE_ARMIES.some((army) => army.id === battle.solo!.sampleArmyId)) add(`${at}.solo.sampleArmyId`, "Not one of the sample armies.");
      checkRole(`${at}.solo.role`, battle.solo.role);
    } else if (battle.forces.length < 2) {
      add(`${at}.forces`, "A battle is two or more forces, or one against the app's.");
    }
    const hasResult = battle.status === "RESOLVED" || battle.status === "UNDONE";
    if (hasResult !== (battle.result !== null))
      add(`${at}.result`, hasResult ? "A resolved or undone battle has its result." : "A battle still played or cancelled has no result.");
    const recruit = battle.result?.recruit;
    if (recruit) {
      if (!inBattle.has(recruit.force)) add(`${at}.result.recruit.force`, "Only a force of this battle can recruit.");
      // Null once the figure is gone (an undo took it off, or its force let it go before it fought).
      if (recruit.figure !== null && !forces.get(recruit.force)?.has(recruit.figure)) {
        add(`${at}.result.recruit.figure`, "The recruited figure is not in the force it joined.");
      }
    }
  });

  const entries = new Map<string, { force: string; delta: number }>();
  const reversed = new Set<string>();
  // A battle writes one FIGURES_DEFEATED row per force (its key says so): a second is no record of play.
  const defeated = new Set<string>();
  file.ledger.forEach((entry, e) => {
    const at = `ledger[${e}]`;
    if (entries.has(entry.ref)) add(`${at}.ref`, `Another ledger entry is also "${entry.ref}".`);
    if (!forces.has(entry.force)) add(`${at}.force`, `No force "${entry.force}" in this file.`);
    if (entry.battle !== null && !battles.get(entry.battle)?.has(entry.force)) add(`${at}.battle`, `No battle "${entry.battle}" that ${entry.force} played.`);
    if (entry.battle !== null && entry.reason === "FIGURES_DEFEATED" && entry.reverses === null) {
      const key = `${entry.battle}\n${entry.force}`;
      if (defeated.has(key)) add(`${at}.battle`, `${entry.force} already has its points defeated of ${entry.battle}.`);
      defeated.add(key);
    }
    if (entry.reverses !== null) {
      const cancelled = entries.get(entry.reverses);
      if (!cancelled) add(`${at}.reverses`, `No earlier ledger entry "${entry.reverses}".`);
      else if (cancelled.force !== entry.force || cancelled.delta !== -entry.delta) add(`${at}.reverses`, "An entry cancels one of the same force, by its opposite.");
      if (reversed.has(entry.reverses)) add(`${at}.reverses`, `"${entry.reverses}" is cancelled twice.`);
      reversed.add(entry.reverses);
    }
    entries.set(entry.ref, { force: entry.force, delta: entry.delta });
  });

  const sequences = new Set<number>();
  const slots = new Set<string>();
  file.rolls.forEach((roll, r) => {
    const at = `rolls[${r}]`;
    if (sequences.has(roll.sequence)) add(`${at}.sequence`, `Another roll is also number ${roll.sequence}.`);
    sequences.add(roll.sequence);
    if (roll.battle !== null) {
      if (!battles.has(roll.battle)) add(`${at}.battle`, `No battle "${roll.battle}" in this file.`);
      const slot = `${roll.battle}\n${roll.slot}`;
      if (slots.has(slot)) add(`${at}.slot`, "Another roll of its battle has this place.");
      slots.add(slot);
    }
    if (roll.force !== null && !forces.has(roll.force)) add(`${at}.force`, `No force "${roll.force}" in this file.`);
    roll.faces.forEach((face, i) => {
      if (face > roll.sides) add(`${at}.faces[${i}]`, `A d${roll.sides} has no ${face}.`);
    });
  });
  return problems;
}

/**
 * A battle's set-up (Ruling VS-R26): every force of it keeps one, or none does (a file from before
 * it was kept). A figure still in its force is one of that force's figures; one gone since has a
 * reference of its own, no figure's; and no figure is set up twice.
 */
function checkSetUp(
  battle: VsgmrSeriesFile["battles"][number],
  at: string,
  forces: ReadonlyMap<string, ReadonlySet<string>>,
  figureRefs: ReadonlySet<string>,
  add: (path: string, message: string) => void,
) {
  const kept = battle.forces.filter((side) => side.setUp !== undefined).length;
  if (kept === 0) return;
  if (kept !== battle.forces.length) add(`${at}.forces`, "A battle keeps the set-up of every force that plays it, or of none.");
  const seen = new Set<string>();
  battle.forces.forEach((side, s) => {
    side.setUp?.forEach((entry, i) => {
      const path = `${at}.forces[${s}].setUp[${i}].figure`;
      if (seen.has(entry.figure)) add(path, `"${entry.figure}" is set up twice in this battle.`);
      seen.add(entry.figure);
      if (entry.isGone) {
        if (figureRefs.has(entry.figure)) add(path, `"${entry.figure}" is a figure of this file, not one gone from its force.`);
      } else if (!forces.get(side.force)?.has(entry.figure)) {
        add(path, `No figure "${entry.figure}" in the force "${side.force}".`);
      }
    });
  });
}
