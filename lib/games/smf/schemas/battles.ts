import { z } from "zod";
import {
  BUMP_ROWS,
  BUMP_TABLES,
  CHECK_CATEGORIES,
  GUEST_STAR_ROLL,
  NON_COMBAT_POOLS,
  POOLS,
  POST_BATTLE_SEQUENCE,
  POWER_IDS,
  SCENARIO_IDS,
  SPECIAL_EVENT_IDS,
  type BumpPick,
  type BumpRow,
  type PostBattleChoices,
  type PostBattleStepId,
  type SpecialChoices,
  type StoryPointSpend,
} from "@/lib/rules/smf";
import type { PreBattleTeamChoices } from "@/lib/games/smf/battles/battle-record";
import { idField } from "@/lib/schemas/campaign";

/**
 * The battle forms post flat fields named `<field>:<id>` (one per team or character), because a
 * battle's teams and line-ups are only known at render time. Each `…FromForm` turns them into the
 * shape the battle services take; the schemas then check the shapes. Whether a choice is legal
 * (a line-up, a report, bump picks) is the rules library's job, through the services.
 */

type FormLike = Pick<FormData, "get" | "getAll" | "entries">;

const text = (value: FormDataEntryValue | null | undefined): string => (typeof value === "string" ? value.trim() : "");
const texts = (form: FormLike, name: string): string[] => form.getAll(name).map(text).filter(Boolean);
/** An empty field or select ("none", "roll for it") posts "": not given. Numbers stay text for the schema. */
const optional = (value: FormDataEntryValue | null): string | undefined => text(value) || undefined;

/**
 * Fields `<prefix><characterId>` holding how many curses to lift: the rules want the character's
 * id once per curse. A count that is not a number lifts none (the select offers 0 to the curses).
 */
function repeatedIds(form: FormLike, prefix: string): string[] {
  return [...form.entries()]
    .filter(([name]) => name.startsWith(prefix))
    .flatMap(([name, value]) => Array<string>(Math.max(0, Math.min(10, Math.trunc(Number(text(value))) || 0))).fill(name.slice(prefix.length)));
}

/** A form's one-time key (a random UUID the page renders into it): the same key twice is one request. */
export const requestKeyField = z
  .string({ error: "Missing request key." })
  .trim()
  .regex(/^[A-Za-z0-9-]{16,64}$/, { error: "Missing request key." });

const ids = z.array(idField).max(50);
const wholeNumber = (max: number, what: string) =>
  z.coerce
    .number({ error: `${what}: enter a whole number.` })
    .int({ error: `${what}: enter a whole number.` })
    .min(0, { error: `${what}: enter 0 or more.` })
    .max(max, { error: `${what}: at most ${max}.` });

// ---------------------------------------------------------------------------------------------
// Set-up

export const createBattleSchema = z.object({
  campaignId: idField,
  teams: z
    .array(z.object({ teamId: idField, fieldedIds: ids }))
    .min(2, { error: "Pick two or more teams to play." })
    .max(12),
  scenarioChoice: z.enum(SCENARIO_IDS, { error: "Pick a scenario from the list, or let the dice choose." }).optional(),
  specialEventChoice: z.enum(SPECIAL_EVENT_IDS, { error: "Pick a special event from the list, or let the dice choose." }).optional(),
});
export type CreateBattleInput = z.infer<typeof createBattleSchema>;

/**
 * `fielded:<teamId>` = that team's ticked characters. The teams that play are those with a ticked
 * character, in page order: there is no separate "plays" field that could disagree with them.
 */
export function createBattleFromForm(form: FormLike) {
  const prefix = "fielded:";
  const teamIds = [...new Set([...form.entries()].filter(([name, value]) => name.startsWith(prefix) && text(value)).map(([name]) => name.slice(prefix.length)))];
  return {
    campaignId: form.get("campaignId"),
    teams: teamIds.map((teamId) => ({ teamId, fieldedIds: texts(form, `${prefix}${teamId}`) })),
    scenarioChoice: optional(form.get("scenario")),
    specialEventChoice: optional(form.get("specialEvent")),
  };
}

// ---------------------------------------------------------------------------------------------
// Pre-battle choices

export const MAX_SUBPLOT_PREFERENCES = 3;

const pickedId = (message: string) => z.string({ error: message }).trim().min(1, { error: message }).max(64);

export const preBattleChoicesSchema = z.object({
  battleId: idField,
  teams: z
    .array(
      z.object({
        teamId: idField,
        subplotPreference: z.array(z.enum(CHECK_CATEGORIES, { error: "Pick a subplot from the list." })).max(MAX_SUBPLOT_PREFERENCES),
        chaseSixes: z.boolean(),
        curseLiftsWithStoryPoints: ids,
        /** A Mentalist or Sorcerer gives up the team's subplot roll to lift a curse (L2473); the rules check who. */
        curseLiftByMagic: z.object({ casterId: idField, targetId: pickedId("Pick whose curse the magic lifts.") }).optional(),
        /** Owner id → the sidekick or thrall entry that answers this battle (L1151). */
        sidekickChoices: z.record(idField, pickedId("Pick which sidekick comes.")).optional(),
        /** Team-Up: subplot dice added to the guest-star roll (L2289). */
        guestStarSubplotDice: wholeNumber(GUEST_STAR_ROLL.maxSubplotDice, "Subplot dice on the guest-star roll").optional(),
      }),
    )
    .max(12),
});
export type PreBattleChoicesInput = z.infer<typeof preBattleChoicesSchema>;

/**
 * `teamId` (hidden, one per team); `subplot:<teamId>` (three selects, best first, "" = no
 * preference); `chaseSixes:<teamId>` (checkbox); `curseLifts:<teamId>:<characterId>` = how many
 * of its curses to lift with story points (the rules want one entry per curse);
 * `curseCaster:<teamId>` ("" = no lift by magic) and `curseTarget:<teamId>`;
 * `sidekick:<teamId>:<ownerId>` = the entry that comes; `guestStarDice:<teamId>` (Team-Up).
 * Fields the page did not render stay absent.
 */
export function preBattleChoicesFromForm(form: FormLike) {
  return {
    battleId: form.get("battleId"),
    teams: texts(form, "teamId").map((teamId) => {
      const casterId = optional(form.get(`curseCaster:${teamId}`));
      const sidekickPrefix = `sidekick:${teamId}:`;
      const sidekicks = [...form.entries()].filter(([name]) => name.startsWith(sidekickPrefix)).map(([name, value]) => [name.slice(sidekickPrefix.length), text(value)]);
      const guestStarDice = form.get(`guestStarDice:${teamId}`);
      return defined({
        teamId,
        subplotPreference: [...new Set(texts(form, `subplot:${teamId}`))],
        chaseSixes: text(form.get(`chaseSixes:${teamId}`)) === "on",
        curseLiftsWithStoryPoints: repeatedIds(form, `curseLifts:${teamId}:`),
        curseLiftByMagic: casterId ? { casterId, targetId: text(form.get(`curseTarget:${teamId}`)) } : undefined,
        sidekickChoices: sidekicks.length > 0 ? Object.fromEntries(sidekicks) : undefined,
        guestStarSubplotDice: guestStarDice === null ? undefined : (optional(guestStarDice) ?? "0"),
      });
    }),
  };
}

/** Only what a team chose: an empty preference lets the rules' default chooser pick. */
export function toPreBattleChoices(teams: PreBattleChoicesInput["teams"]): PreBattleTeamChoices[] {
  return teams.map((t) => ({
    teamId: t.teamId,
    ...(t.subplotPreference.length > 0 ? { subplotPreference: t.subplotPreference } : {}),
    ...(t.chaseSixes ? { chaseSixes: true } : {}),
    ...(t.curseLiftsWithStoryPoints.length > 0 ? { curseLiftsWithStoryPoints: t.curseLiftsWithStoryPoints } : {}),
    ...(t.curseLiftByMagic ? { curseLiftByMagic: t.curseLiftByMagic } : {}),
    ...(t.sidekickChoices && Object.keys(t.sidekickChoices).length > 0 ? { sidekickChoices: t.sidekickChoices } : {}),
    ...(t.guestStarSubplotDice ? { guestStar: { subplotDice: t.guestStarSubplotDice } } : {}),
  }));
}

// ---------------------------------------------------------------------------------------------
// Dice

const slotField = z
  .string({ error: "Missing roll." })
  .trim()
  .regex(/^[a-z0-9:-]{1,80}$/, { error: "Missing roll." });

const MAX_DICE_PER_THROW = 30;

/** How much of the battle the tapping page lists (tap-answer.ts): the answer sends only what follows. */
const shownField = z.object({ events: z.number().int().min(0).max(100_000), sequence: z.number().int().min(0).max(1_000_000_000) }).optional();

export const throwDiceSchema = z.discriminatedUnion(
  "source",
  [
    z.object({ battleId: idField, slot: slotField, requestKey: requestKeyField, source: z.literal("app"), rollRest: z.boolean(), shown: shownField }),
    z.object({
      battleId: idField,
      slot: slotField,
      requestKey: requestKeyField,
      source: z.literal("physical"),
      shown: shownField,
      // Faces stay text: the service checks them against the die and says which one is wrong.
      faces: z
        .array(z.string().max(6))
        .min(1)
        .max(MAX_DICE_PER_THROW)
        .superRefine((faces, context) => {
          const empty = faces.findIndex((face) => face === "");
          if (empty >= 0) context.addIssue({ code: "custom", message: `Die ${empty + 1}: type the face you rolled.` });
        }),
    }),
  ],
  { error: "Choose how to roll." },
);
export type ThrowDiceInput = z.infer<typeof throwDiceSchema>;

/** "Roll for me" / "Roll the rest for me" post `source=app` (and `rollRest=1`); "I rolled" posts `face` per die. */
export function throwDiceFromForm(form: FormLike) {
  const source = text(form.get("source"));
  const shownEvents = text(form.get("shownEvents"));
  const shown = shownEvents ? { shown: { events: Number(shownEvents), sequence: Number(text(form.get("shownSequence"))) } } : {};
  const common = { battleId: form.get("battleId"), slot: form.get("slot"), requestKey: form.get("requestKey"), source, ...shown };
  return source === "physical" ? { ...common, faces: form.getAll("face").map(text) } : { ...common, rollRest: text(form.get("rollRest")) === "1" };
}

// ---------------------------------------------------------------------------------------------
// The report

const KO_TRACKS = ["body", "psyche", "both"] as const;
export const MAX_FURTHER_HARM = 20;

const knockedOutSchema = z.object({
  characterId: idField,
  track: z.enum(KO_TRACKS, { error: "Pick Body, Psyche or both." }),
  furtherHarm: wholeNumber(MAX_FURTHER_HARM, "Further harm"),
  vampireId: idField.optional(),
  isPutDownByHero: z.boolean().optional(),
  injuredByTeamId: idField.optional(),
});

const teamReportSchema = z.object({
  teamId: idField,
  result: z.enum(["won", "lost", "draw"]),
  fieldedCharacterIds: ids,
  knockedOut: z.array(knockedOutSchema).max(50),
  fragmentsCarriedOff: wholeNumber(5, "Fragments carried off").optional(),
  fragmentCarrierIds: ids.optional(),
  riftClosedOrSecretsStolen: wholeNumber(10, "Rift closings and secrets stolen").optional(),
  artifactCarrierId: idField.optional(),
  civiliansRescued: wholeNumber(6, "Civilians rescued").optional(),
  hasDiplomat: z.literal(true).optional(),
  spaceGodCommunions: z
    .array(z.object({ characterId: idField, goals: wholeNumber(30, "Space God communion goals") }))
    .max(50)
    .optional(),
  isFortressDefender: z.literal(true).optional(),
  hasLostBase: z.literal(true).optional(),
});

export const reportBattleSchema = z
  .object({
    battleId: idField,
    winner: z.string({ error: "Choose the winner, or a draw." }).min(1, { error: "Choose the winner, or a draw." }),
    teams: z.array(teamReportSchema).min(2).max(12),
    releasedCharacterIds: ids,
  })
  .refine(({ winner, teams }) => winner === "draw" || teams.some((t) => t.teamId === winner), { error: "Choose the winner, or a draw.", path: ["winner"] });
export type ReportBattleFormInput = z.infer<typeof reportBattleSchema>;

/** Keeps only the keys whose value is given: the rules read an absent achievement as "none". */
function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/**
 * Fields of the report form:
 * - `teamId` (hidden, per team) and `fielded:<teamId>` (hidden, its line-up);
 * - `winner` = a team id or "draw";
 * - per fielded character: `ko:<id>` = "" | body | psyche | both, `harm:<id>`, `vampire:<id>`,
 *   `hero:<id>` = "" (by the injuring team's side) | yes | no, `injuredBy:<id>`, `communion:<id>`;
 * - per team: `fragments:<teamId>`, `carrier:<teamId>` (checkboxes), `rift:<teamId>`,
 *   `civilians:<teamId>`, `lostBase:<teamId>` (checkbox);
 * - battle-wide holders: `artifactCarrier` (a character id), `diplomat`, `defender` (team ids);
 * - `released` (checkboxes of captives rescued or released).
 * Fields a scenario does not use are not rendered, so they stay absent.
 */
export function reportFromForm(form: FormLike) {
  const teamIds = texts(form, "teamId");
  const winner = text(form.get("winner"));
  const artifactCarrier = optional(form.get("artifactCarrier"));
  const diplomat = optional(form.get("diplomat"));
  const defender = optional(form.get("defender"));
  const has = (name: string) => form.get(name) !== null;

  const teams = teamIds.map((teamId) => {
    const fielded = texts(form, `fielded:${teamId}`);
    const knockedOut = fielded
      .filter((id) => text(form.get(`ko:${id}`)) !== "")
      .map((characterId) => {
        const hero = text(form.get(`hero:${characterId}`));
        return defined({
          characterId,
          track: text(form.get(`ko:${characterId}`)),
          furtherHarm: optional(form.get(`harm:${characterId}`)) ?? "0",
          vampireId: optional(form.get(`vampire:${characterId}`)),
          isPutDownByHero: hero === "yes" ? true : hero === "no" ? false : undefined,
          injuredByTeamId: optional(form.get(`injuredBy:${characterId}`)),
        });
      });
    const communions = fielded
      .filter((id) => optional(form.get(`communion:${id}`)) !== undefined)
      .map((characterId) => ({ characterId, goals: optional(form.get(`communion:${characterId}`)) }));
    const carriers = texts(form, `carrier:${teamId}`);
    return defined({
      teamId,
      result: winner === "draw" ? "draw" : winner === teamId ? "won" : "lost",
      fieldedCharacterIds: fielded,
      knockedOut,
      fragmentsCarriedOff: has(`fragments:${teamId}`) ? (optional(form.get(`fragments:${teamId}`)) ?? "0") : undefined,
      fragmentCarrierIds: carriers.length > 0 ? carriers : undefined,
      riftClosedOrSecretsStolen: has(`rift:${teamId}`) ? (optional(form.get(`rift:${teamId}`)) ?? "0") : undefined,
      artifactCarrierId: artifactCarrier && fielded.includes(artifactCarrier) ? artifactCarrier : undefined,
      civiliansRescued: has(`civilians:${teamId}`) ? (optional(form.get(`civilians:${teamId}`)) ?? "0") : undefined,
      hasDiplomat: diplomat === teamId ? true : undefined,
      spaceGodCommunions: communions.length > 0 ? communions : undefined,
      isFortressDefender: defender === teamId ? true : undefined,
      hasLostBase: text(form.get(`lostBase:${teamId}`)) === "on" ? true : undefined,
    });
  });
  return { battleId: form.get("battleId"), winner: winner || undefined, teams, releasedCharacterIds: texts(form, "released") };
}

export const confirmReportSchema = z.object({
  battleId: idField,
  decision: z.enum(["confirm", "send-back"], { error: "Confirm the report or send it back." }),
});

// ---------------------------------------------------------------------------------------------
// Post-battle decisions

const STEP_IDS = POST_BATTLE_SEQUENCE.map((s) => s.step) as [PostBattleStepId, ...PostBattleStepId[]];
export const MAX_GUEST_STARS = 10;

const bumpPickSchema = z.object({
  characterId: idField,
  table: z.enum(BUMP_TABLES, { error: "Pick a bump table." }),
  row: z.coerce
    .number({ error: "Pick a row of the table." })
    .int({ error: "Pick a row of the table." })
    .min(1, { error: "Pick a row of the table." })
    .max(BUMP_ROWS.length, { error: "Pick a row of the table." })
    .optional(),
});

const powerField = (message: string) => z.enum(POWER_IDS, { error: message });

const specialCheckSchema = z.object({
  characterId: idField,
  category: z.enum(CHECK_CATEGORIES, { error: "Pick the check's category from the list." }),
  /** Power Switch: both powers or neither. */
  swap: z
    .object({
      from: powerField("Pick both the minor power to give up and the one to take."),
      to: powerField("Pick both the minor power to give up and the one to take."),
    })
    .optional(),
  /** The March of Science: who gets the Re-roll, and on which pool. */
  teammateId: idField.optional(),
  pool: z.enum([...POOLS, ...NON_COMBAT_POOLS], { error: "Pick the pool for the Re-roll from the list." }).optional(),
});

export const postBattleChoicesSchema = z.object({
  battleId: idField,
  step: z.enum(STEP_IDS, { error: "Missing step." }),
  /** "defaults": continue with the rules' defaults for the step (and forget its saved choices). */
  mode: z.enum(["choose", "defaults"]),
  /** Dead foe's id → the minor power its thrall gets if it rises (L1151); the rules check which minors a thrall may have. */
  thrallPowers: z.record(idField, powerField("Pick the thrall's minor power from the list.")).optional(),
  special: z.object({ takeFortress: z.boolean().optional(), checks: z.array(specialCheckSchema).max(50).optional() }).optional(),
  declinedArtifactUpkeep: ids.optional(),
  bumps: z.record(idField, z.array(bumpPickSchema).max(40)).optional(),
  guestStars: z.record(idField, wholeNumber(MAX_GUEST_STARS, "Guest stars")).optional(),
  curseLifts: z.record(idField, z.array(idField).max(40)).optional(),
});
export type PostBattleChoicesInput = z.infer<typeof postBattleChoicesSchema>;

/** Entries `<prefix><id>`, as [id, value]. */
function prefixed(form: FormLike, prefix: string): Array<[string, string]> {
  return [...form.entries()].filter(([name]) => name.startsWith(prefix)).map(([name, value]) => [name.slice(prefix.length), text(value)]);
}

/**
 * The scenario special's form: `specialKind` = "fortress" with the `takeFortress` checkbox, or
 * "checks" with `specialSlot` (hidden: a team id, or a character id when each may roll) and per
 * slot `specialRoller:<slot>` ("" = nobody), `specialCategory:<slot>`, and where the special asks
 * `swapFrom:<slot>`/`swapTo:<slot>` (Power Switch) or `teammate:<slot>`/`pool:<slot>` (March of Science).
 */
function specialFromForm(form: FormLike) {
  if (text(form.get("specialKind")) === "fortress") return { takeFortress: text(form.get("takeFortress")) === "on" };
  const checks = texts(form, "specialSlot").flatMap((slot) => {
    const characterId = optional(form.get(`specialRoller:${slot}`));
    if (!characterId) return [];
    const from = text(form.get(`swapFrom:${slot}`));
    const to = text(form.get(`swapTo:${slot}`));
    return [
      defined({
        characterId,
        category: text(form.get(`specialCategory:${slot}`)),
        swap: from || to ? { from, to } : undefined,
        teammateId: optional(form.get(`teammate:${slot}`)),
        pool: optional(form.get(`pool:${slot}`)),
      }),
    ];
  });
  return { checks };
}

/**
 * `step` (hidden); `mode` = "defaults" for "continue with the defaults". Thralls (step
 * injuries): `thrallPower:<foeId>` ("" = choose later). The scenario special: see
 * specialFromForm. Artifact upkeep (step story-points): `upkeep:<bearerId>` = pay | decline.
 * Bumps: `bumpTeamId` (hidden, per team), then per pick i `bumpCharacter:<teamId>:<i>` and
 * `bumpTable:<teamId>:<i>` = the table, or `<table>:<row>` when advancement is chosen.
 * Guest stars: `spendTeamId` (hidden, per team), `guestStars:<teamId>`, and
 * `curseLifts:<teamId>:<characterId>` = curses to lift.
 */
export function postBattleChoicesFromForm(form: FormLike) {
  const base = { battleId: form.get("battleId"), step: text(form.get("step")), mode: text(form.get("mode")) === "defaults" ? "defaults" : "choose" };
  if (base.mode === "defaults") return base;
  if (base.step === "injuries") return { ...base, thrallPowers: Object.fromEntries(prefixed(form, "thrallPower:").filter(([, power]) => power !== "")) };
  if (base.step === "scenario-special") return { ...base, special: specialFromForm(form) };
  if (base.step === "story-points") return { ...base, declinedArtifactUpkeep: prefixed(form, "upkeep:").flatMap(([id, value]) => (value === "decline" ? [id] : [])) };
  const bumpTeams = texts(form, "bumpTeamId");
  const spendTeams = texts(form, "spendTeamId");
  const bumps = Object.fromEntries(
    bumpTeams.map((teamId) => {
      const picks: Array<Record<string, unknown>> = [];
      for (let i = 0; form.get(`bumpCharacter:${teamId}:${i}`) !== null; i++) {
        const [table, row] = text(form.get(`bumpTable:${teamId}:${i}`)).split(":");
        picks.push(defined({ characterId: text(form.get(`bumpCharacter:${teamId}:${i}`)), table, row: row || undefined }));
      }
      return [teamId, picks];
    }),
  );
  const guestStars = Object.fromEntries(spendTeams.map((teamId) => [teamId, optional(form.get(`guestStars:${teamId}`)) ?? "0"]));
  const curseLifts = Object.fromEntries(spendTeams.map((teamId) => [teamId, repeatedIds(form, `curseLifts:${teamId}:`)]));
  return {
    ...base,
    ...(bumpTeams.length > 0 ? { bumps } : {}),
    ...(spendTeams.length > 0 ? { guestStars, curseLifts } : {}),
  };
}

export const battleIdSchema = z.object({ battleId: idField });

/**
 * The choices a step reads, cleared by "continue with the defaults": after a refusal a saved
 * choice that became illegal would otherwise stay (the service merges a patch over the saved ones).
 */
const STEP_CHOICES: Partial<Record<PostBattleStepId, keyof PostBattleChoices>> = {
  injuries: "thrallPowers",
  "scenario-special": "special",
  "story-points": "declinedArtifactUpkeep",
  bumps: "bumps",
  "special-guest-stars": "spends",
};

/** The form's choices as the rules' PostBattleChoices: bump picks per team, Phase 3 spends in order. */
export function postBattleChoicesPatch(input: PostBattleChoicesInput): PostBattleChoices {
  if (input.mode === "defaults") {
    const key = STEP_CHOICES[input.step];
    return key ? { [key]: undefined } : {};
  }
  const patch: PostBattleChoices = {};
  if (input.thrallPowers) patch.thrallPowers = input.thrallPowers;
  if (input.special) patch.special = specialChoices(input.special);
  if (input.declinedArtifactUpkeep) patch.declinedArtifactUpkeep = input.declinedArtifactUpkeep;
  if (input.bumps) {
    patch.bumps = Object.fromEntries(
      Object.entries(input.bumps).map(([teamId, picks]) => [
        teamId,
        picks.map((p): BumpPick => ({ characterId: p.characterId, table: p.table, ...(p.row && p.table !== "weird" ? { row: p.row as BumpRow } : {}) })),
      ]),
    );
  }
  if (input.guestStars || input.curseLifts) {
    const spends: StoryPointSpend[] = [];
    for (const [teamId, count] of Object.entries(input.guestStars ?? {})) for (let i = 0; i < count; i++) spends.push({ kind: "guest-star", teamId });
    for (const [teamId, characterIds] of Object.entries(input.curseLifts ?? {})) for (const characterId of characterIds) spends.push({ kind: "curse-lift", teamId, characterId });
    patch.spends = spends;
  }
  return patch;
}

/** The special's choices as the rules take them: the fortress choice, or the checks (none = nobody rolls). */
function specialChoices(special: NonNullable<PostBattleChoicesInput["special"]>): SpecialChoices {
  return {
    ...(special.takeFortress !== undefined ? { takeFortress: special.takeFortress } : {}),
    ...(special.checks
      ? {
          checks: special.checks.map((c) => ({
            characterId: c.characterId,
            category: c.category,
            ...(c.swap ? { swap: c.swap } : {}),
            ...(c.teammateId ? { teammateId: c.teammateId } : {}),
            ...(c.pool ? { pool: c.pool } : {}),
          })),
        }
      : {}),
  };
}
