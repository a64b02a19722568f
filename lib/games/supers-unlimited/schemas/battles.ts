import { z } from "zod";
import { DEPLOYMENT_TYPES, GIMMICK_IDS, MODEL_END_STATES, PLASMA_X_BENEFITS, SCENARIO_IDS, SPECIALTIES, SUBPLOT_IDS, type SuGimmickId } from "@/lib/rules/supers-unlimited";
import { idField } from "@/lib/schemas/campaign";
import { nameField } from "@/lib/schemas/name-field";
import { SU_SET_UP_STEPS } from "@/lib/games/supers-unlimited/battles/set-up-steps";
import { SU_RESULT_ENDINGS } from "@/lib/games/supers-unlimited/battles/su-battle-details";

/**
 * The Supers Unlimited battle forms. They post flat fields named `<field>:<id>` (one per team or
 * model), because a battle's teams and line-ups are known only at render time; each `…FromForm`
 * turns them into the shape its service takes, and the schema checks that shape. Whether a
 * line-up or a result is legal is the rules library's job, through the services.
 */

type FormLike = Pick<FormData, "get" | "getAll" | "entries">;

const text = (value: FormDataEntryValue | null | undefined): string => (typeof value === "string" ? value.trim() : "");
const optional = (value: FormDataEntryValue | null): string | undefined => text(value) || undefined;
const prefixed = (form: FormLike, prefix: string) =>
  [...form.entries()].filter(([name]) => name.startsWith(prefix)).map(([name, value]) => [name.slice(prefix.length), text(value)] as const);

/** A form's one-time key (a random UUID the page renders into it): the same key twice is one request. */
export const suRequestKeyField = z
  .string({ error: "Missing request key." })
  .trim()
  .regex(/^[A-Za-z0-9-]{16,64}$/, { error: "Missing request key." });

const count = (what: string, max: number) =>
  z.coerce
    .number({ error: `${what}: enter a whole number.` })
    .int({ error: `${what}: enter a whole number.` })
    .min(0, { error: `${what}: enter 0 or more.` })
    .max(max, { error: `${what}: at most ${max}.` });

// ---------------------------------------------------------------------------------------------
// Recording a battle

export const createSuBattleSchema = z.object({
  campaignId: idField,
  teams: z
    .array(z.object({ teamId: idField, characterIds: z.array(idField).max(60) }))
    .min(2, { error: "Pick two or more teams, each with a line-up." })
    .max(12),
});
export type CreateSuBattleFormInput = z.infer<typeof createSuBattleSchema>;

/** `lineUp:<teamId>` = each ticked character of that team; the teams that play are those with one ticked. */
export function createSuBattleFromForm(form: FormLike) {
  const picked = prefixed(form, "lineUp:").filter(([, value]) => value);
  const teamIds = [...new Set(picked.map(([teamId]) => teamId))];
  return { campaignId: form.get("campaignId"), teams: teamIds.map((teamId) => ({ teamId, characterIds: picked.filter(([t]) => t === teamId).map(([, id]) => id) })) };
}

// ---------------------------------------------------------------------------------------------
// One set-up step

export const battleIdSchema = z.object({ battleId: idField });

export const suSetUpStepSchema = z.object({
  battleId: idField,
  step: z.enum(SU_SET_UP_STEPS, { error: "That is not a set-up step." }),
  requestKey: suRequestKeyField,
  source: z.enum(["app", "physical"], { error: "Roll with the app or type the dice." }),
  faces: z.array(z.string().max(8)).max(200).optional(),
  choice: z.object({
    scenarioId: z.enum(SCENARIO_IDS, { error: "Pick a scenario from the list, or roll for it." }).optional(),
    deploymentType: z.enum(DEPLOYMENT_TYPES, { error: "Choose Zones or Markers." }).optional(),
    byTeamId: idField.optional(),
    subplotId: z.enum(SUBPLOT_IDS, { error: "Choose a Subplot from the list." }).optional(),
    prizeType: z.enum(SPECIALTIES, { error: "Choose the Prize's type from the list." }).optional(),
    powerUpTeamIds: z.array(idField).max(12).optional(),
  }),
});
export type SuSetUpStepInput = z.infer<typeof suSetUpStepSchema>;

/** `faces`: the typed dice, separated by spaces or commas, in the order thrown; `powerUp`: each team whose Leader Powers Up. */
export function suSetUpStepFromForm(form: FormLike) {
  const faces = text(form.get("faces"));
  return {
    battleId: form.get("battleId"),
    step: form.get("step"),
    requestKey: form.get("requestKey"),
    source: form.get("source"),
    faces: faces ? faces.split(/[\s,]+/).filter(Boolean) : undefined,
    choice: {
      scenarioId: optional(form.get("scenarioId")),
      deploymentType: optional(form.get("deploymentType")),
      byTeamId: optional(form.get("byTeamId")),
      subplotId: optional(form.get("subplotId")),
      prizeType: optional(form.get("prizeType")),
      powerUpTeamIds: form.getAll("powerUp").map(text).filter(Boolean),
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The result

/** Rows of the Prize and V.I.P. lists on the result form: more studies than that end a Prize anyway. */
export const SU_OBJECTIVE_ROWS = 8;

const objectivePoints = z.array(z.object({ teamId: idField, successes: count("Successes", 60) })).max(SU_OBJECTIVE_ROWS);

export const suResultSchema = z.object({
  battleId: idField,
  models: z
    .array(
      z.object({
        characterId: idField,
        state: z.enum(MODEL_END_STATES, { error: "Say how each model ended the battle." }),
        order: count("Order Incapacitated", 200).optional(),
        byTeamId: idField.optional(),
      }),
    )
    .max(200),
  claimed: z.record(idField, count("Claimed", 20)).nullable(),
  prizeStudies: objectivePoints,
  vipConvictions: objectivePoints,
  ending: z.enum(SU_RESULT_ENDINGS, { error: "Say how the battle ended." }).optional(),
});
export type SuResultInput = z.infer<typeof suResultSchema>;

/**
 * `state:<characterId>`, `order:<characterId>`, `by:<characterId>`; `claimed:<teamId>` (absent in
 * Slugfest); `prizeTeam:<row>` / `prizeSuccesses:<row>` and `vipTeam:<row>` / `vipSuccesses:<row>`,
 * rows in the order the rolls were made (a row without a team is left out).
 * `ending`: how the battle ended (absent: through its Endgame; Ruling SU-R44).
 */
export function suResultFromForm(form: FormLike) {
  const byId = (prefix: string) => new Map(prefixed(form, prefix));
  const orders = byId("order:");
  const by = byId("by:");
  const claims = prefixed(form, "claimed:");
  const rows = (team: string, successes: string) =>
    Array.from({ length: SU_OBJECTIVE_ROWS }, (_, i) => ({ teamId: text(form.get(`${team}:${i}`)), successes: text(form.get(`${successes}:${i}`)) || "0" })).filter(
      (r) => r.teamId,
    );
  return {
    battleId: form.get("battleId"),
    models: prefixed(form, "state:").map(([characterId, state]) => ({
      characterId,
      state,
      ...(orders.get(characterId) ? { order: orders.get(characterId) } : {}),
      ...(by.get(characterId) ? { byTeamId: by.get(characterId) } : {}),
    })),
    claimed: claims.length > 0 ? Object.fromEntries(claims.map(([teamId, value]) => [teamId, value || "0"])) : null,
    prizeStudies: rows("prizeTeam", "prizeSuccesses"),
    vipConvictions: rows("vipTeam", "vipSuccesses"),
    ...(text(form.get("ending")) ? { ending: text(form.get("ending")) } : {}),
  };
}

// ---------------------------------------------------------------------------------------------
// Plasma X during the game

export const suPlasmaXSchema = z.object({
  battleId: idField,
  characterId: idField,
  requestKey: suRequestKeyField,
  source: z.enum(["app", "physical"], { error: "Roll with the app or type the die." }),
  faces: z.array(z.string().max(8)).max(4).optional(),
  choice: z.enum(PLASMA_X_BENEFITS, { error: "Choose a benefit from the list." }).optional(),
});
export type SuPlasmaXInput = z.infer<typeof suPlasmaXSchema>;

/** `faces`: the typed die; `choice`: the benefit taken on a 9–10 (empty when none is chosen yet). */
export function suPlasmaXFromForm(form: FormLike) {
  const faces = text(form.get("faces"));
  return {
    battleId: form.get("battleId"),
    characterId: form.get("characterId"),
    requestKey: form.get("requestKey"),
    source: form.get("source"),
    faces: faces ? faces.split(/[\s,]+/).filter(Boolean) : undefined,
    choice: optional(form.get("choice")),
  };
}

// ---------------------------------------------------------------------------------------------
// A Gimmick log line during the game

const gimmickId = z.enum(GIMMICK_IDS as [SuGimmickId, ...SuGimmickId[]], { error: "Choose a Gimmick of the pool." });
const userField = idField.optional();

export const suGimmickSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({ battleId: idField, teamId: idField, requestKey: suRequestKeyField, kind: z.literal("use"), gimmick: gimmickId, characterId: userField }),
    z.object({ battleId: idField, teamId: idField, requestKey: suRequestKeyField, kind: z.literal("we-go-again") }),
    z.object({
      battleId: idField,
      teamId: idField,
      requestKey: suRequestKeyField,
      kind: z.literal("recycle"),
      gimmick: gimmickId,
      characterId: userField,
      source: nameField("Name the Ability or Talent that brings it back.", 80),
    }),
  ],
  { error: "Use a Gimmick, We Go Again!, or bring one back." },
);
export type SuGimmickInput = z.infer<typeof suGimmickSchema>;

/** `kind` from the button pressed; `characterId` the user (empty for none); `source` for a recycle. */
export function suGimmickFromForm(form: FormLike) {
  return {
    battleId: form.get("battleId"),
    teamId: form.get("teamId"),
    requestKey: form.get("requestKey"),
    kind: form.get("kind"),
    gimmick: optional(form.get("gimmick")),
    characterId: optional(form.get("characterId")),
    source: text(form.get("source")),
  };
}
