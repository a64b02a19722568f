/**
 * A VSGMR series as a file of its own ("longbox.vsgmr.series"), versioned so a later shape can
 * still read an older file. It holds everything the series' pages are rebuilt from: the
 * settings, the forces (owners as names, never accounts) with each figure, the battles with their
 * records (scenario, sides and each side's figures as set up, solo turn log, end condition,
 * result, Recruit), the ledger (points of
 * enemy figures defeated), and the roll log. The journal is no table of its own: it is read from
 * the resolved battles and their ledger rows, so it comes back with them.
 *
 * Rows point at each other by the file's own references ("force-1", "figure-1-2", "battle-3"),
 * never by database ids: an import makes new ids, and a second export of the imported series
 * writes the same file apart from its dates.
 */
import { z } from "zod";
import { VSGMR_CAMPAIGN_EXPORT_FORMAT, VSGMR_DEFEATED_CURRENCY, VSGMR_LEDGER_REASONS } from "../index";
import { VSGMR_SCENARIO_IDS } from "@/lib/rules/vsgmr";
import { VSGMR_END_CONDITIONS } from "../battles/battle-result";
import { vsgmrSeriesSettingsSchema } from "../campaign-settings";
import { nameField, recordedNameField } from "@/lib/schemas/name-field";
import { MAX_FORCE_FIGURES, vsgmrFigureSchema } from "../schemas/force";
import { vsgmrTrackPayloadSchema } from "../schemas/battle-track";

/** The most tracker taps a battle of a file may hold. */
const MAX_TRACK_ENTRIES = 5_000;

export const VSGMR_SERIES_FILE_VERSION = 1;
/** More than any series plays; keeps a hostile file's work bounded. */
export const MAX_SERIES_FORCES = 200;
export const MAX_SERIES_BATTLES = 2_000;
export const MAX_SERIES_ROLLS = 50_000;
export const MAX_SERIES_LEDGER = 20_000;
const MAX_SOLO_TURNS = 200;

const ref = z.string().trim().min(1).max(40);
const label = (max: number) => z.string().max(max);
/** A person's or force's name as the file carries it: the one name field's checks (lib/schemas/name-field.ts). */
const recordedName = recordedNameField(200);
const isoDate = z.iso.datetime({ offset: true, error: "Expected a date and time (ISO 8601)." });
const whole = (min: number, max: number) => z.number().int().min(min).max(max);

export const seriesFigureSchema = z.strictObject({
  ref,
  isRetired: z.boolean(),
  hasFought: z.boolean(),
  figure: vsgmrFigureSchema,
});

export const seriesForceSchema = z.strictObject({
  ref,
  name: nameField("the force has no name", 80),
  /** Whose force it was, as a name: the import links it to no account. */
  owner: recordedName,
  alignment: z.enum(["HEROES", "VILLAINS"]),
  notes: label(5_000),
  isArchived: z.boolean(),
  createdAt: isoDate,
  figures: z.array(seriesFigureSchema).max(MAX_FORCE_FIGURES * 3),
});

/** A roll the rules library made for the solo enemy: its face and words are checked, the rest kept as it was. */
const libraryRoll = z.looseObject({ face: whole(1, 6), summary: label(2_000), thrown: z.array(z.unknown()).max(20) });

const soloTurnSchema = z.strictObject({
  requestKey: label(200),
  round: whole(1, 1_000),
  enemyAction: libraryRoll,
  outflanked: libraryRoll.optional(),
  spawn: libraryRoll.optional(),
  /** The app's suggestion of which enemy figures act (VS-R24): its picks name the enemy's figures by place. */
  suggestion: z
    .looseObject({
      picks: z.array(z.strictObject({ figureId: label(40), name: label(200), behaviour: label(500) })).max(MAX_FORCE_FIGURES),
      thrown: z.array(z.unknown()).max(MAX_FORCE_FIGURES),
      summary: label(5_000),
    })
    .optional(),
  figuresInPlay: whole(0, 1_000).optional(),
  figuresWaiting: whole(0, 1_000).optional(),
});

const roleSchema = z.string().min(1).max(40);

/**
 * One tap of the battle tracker (BattleTrackEntry), its payload's figures named by the file's
 * figure references (the solo enemy's by place, "enemy-0"), its sides by force references ("enemy"
 * for the solo enemy) and a strike's entry by the tap's reference.
 */
export const seriesTrackEntrySchema = z.strictObject({ ref, payload: vsgmrTrackPayloadSchema, actor: recordedName, createdAt: isoDate });

/**
 * One figure of a force's set-up: its build as it was then, and its reference. A figure still in
 * its force is named by its figure reference; one gone from the force since (taken out of it) has
 * a reference of its own in the battle (`isGone`), which the battle's tracker taps may name.
 */
export const setUpFigureSchema = z.strictObject({ figure: ref, isGone: z.boolean(), build: vsgmrFigureSchema });

export const seriesBattleSchema = z.strictObject({
  ref,
  issue: whole(1, 1_000_000),
  status: z.enum(["REPORTING", "RESOLVED", "UNDONE", "CANCELLED"]),
  scenarioId: z.enum(VSGMR_SCENARIO_IDS),
  createdBy: recordedName,
  createdAt: isoDate,
  resolvedAt: isoDate.nullable(),
  undoneAt: isoDate.nullable(),
  undoneBy: recordedName.nullable(),
  cancelledAt: isoDate.nullable(),
  forces: z
    .array(
      z.strictObject({
        force: ref,
        name: recordedName,
        owner: recordedName,
        /** The force's side where the scenario has sides. */
        role: roleSchema.nullable(),
        /** Its priced total when the battle was set up, in half points. */
        forceHalves: whole(0, 100_000),
        result: z.enum(["WON", "LOST", "DRAW"]).nullable(),
        /**
         * The force's figures as the battle was set up, which the battle plays (Ruling VS-R26).
         * Left out by files from before it was kept: such a battle reads the forces as they stand.
         */
        setUp: z
          .array(setUpFigureSchema)
          .max(MAX_FORCE_FIGURES * 3)
          .optional(),
      }),
    )
    .min(1)
    .max(20),
  solo: z
    .strictObject({
      enemyName: recordedName,
      sampleArmyId: label(80),
      role: roleSchema.nullable(),
      forceHalves: whole(0, 100_000),
      figures: z.array(vsgmrFigureSchema).max(MAX_FORCE_FIGURES),
      turns: z.array(soloTurnSchema).max(MAX_SOLO_TURNS),
      outflankedArrived: z.boolean(),
    })
    .nullable(),
  result: z
    .strictObject({
      endCondition: z.enum(VSGMR_END_CONDITIONS),
      /** The figure that joined a force; null after an undo took it off again. */
      recruit: z.strictObject({ force: ref, figure: ref.nullable(), name: label(200) }).nullable(),
    })
    .nullable(),
  /** The battle tracker's taps, oldest first; left out when nobody tracked the battle. */
  track: z.array(seriesTrackEntrySchema).max(MAX_TRACK_ENTRIES).optional(),
});

export const seriesLedgerEntrySchema = z.strictObject({
  ref,
  force: ref,
  battle: ref.nullable(),
  currency: z.literal(VSGMR_DEFEATED_CURRENCY),
  reason: z.enum(VSGMR_LEDGER_REASONS),
  delta: z
    .number()
    .int()
    .min(-1_000_000)
    .max(1_000_000)
    .refine((n) => n !== 0, { error: "A ledger change is never 0." }),
  note: label(500),
  /** The entry this one cancels (an undone battle). */
  reverses: ref.nullable(),
  actor: recordedName,
  createdAt: isoDate,
});

export const seriesRollSchema = z.strictObject({
  sequence: whole(1, 10_000_000),
  battle: ref.nullable(),
  /** Its place among its battle's dice. */
  slot: label(100),
  purpose: label(100),
  label: label(500),
  sides: whole(2, 100),
  faces: z.array(whole(1, 100)).min(1).max(100),
  source: z.enum(["APP", "PHYSICAL"]),
  force: ref.nullable(),
  forceName: recordedName.nullable(),
  actor: recordedName,
  createdAt: isoDate,
});

export const seriesFileSchema = z.strictObject({
  format: z.literal(VSGMR_CAMPAIGN_EXPORT_FORMAT, { error: "This is not a VSGMR series file." }),
  version: z.literal(VSGMR_SERIES_FILE_VERSION, {
    error: `This series file is of a version this Longbox cannot read (it reads version ${VSGMR_SERIES_FILE_VERSION}).`,
  }),
  exportedAt: isoDate,
  rulesEdition: label(200),
  series: z.strictObject({
    name: nameField("the series has no name", 120),
    settings: vsgmrSeriesSettingsSchema.strict(),
    teamControl: z.enum(["ANYONE", "OWNERS"]),
    appDiceOnly: z.boolean(),
    reportConfirmation: z.enum(["NONE", "OPPONENT", "ORGANISER"]),
    optionsLockedAt: isoDate.nullable(),
    createdAt: isoDate,
  }),
  forces: z.array(seriesForceSchema).max(MAX_SERIES_FORCES),
  battles: z.array(seriesBattleSchema).max(MAX_SERIES_BATTLES),
  ledger: z.array(seriesLedgerEntrySchema).max(MAX_SERIES_LEDGER),
  rolls: z.array(seriesRollSchema).max(MAX_SERIES_ROLLS),
});

export type VsgmrSeriesFile = z.infer<typeof seriesFileSchema>;
export type SeriesForce = VsgmrSeriesFile["forces"][number];
export type SeriesBattle = VsgmrSeriesFile["battles"][number];
export type SeriesLedgerEntry = VsgmrSeriesFile["ledger"][number];
export type SeriesRoll = VsgmrSeriesFile["rolls"][number];
