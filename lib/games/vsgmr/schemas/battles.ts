import { z } from "zod";
import { idField } from "@/lib/schemas/campaign";
import { SAMPLE_ARMIES, VSGMR_SCENARIO_IDS } from "@/lib/rules/vsgmr";
import { VSGMR_END_CONDITIONS } from "../battles/battle-result";
import { SOLO_ENEMY } from "../battles/battle-details";

/** A form's one-time key (a random UUID the page renders into it): the same key twice is one request. */
export const vsgmrRequestKeyField = z
  .string({ error: "Missing request key." })
  .trim()
  .regex(/^[A-Za-z0-9-]{16,64}$/, { error: "Missing request key." });

const ROLES = ["ambusher", "target", "assaulter", "defender", "attacker", "infiltrator", "spawner"] as const;
const roleField = z.enum(ROLES, { error: "Choose a side from the list." }).optional();
const text = (value: FormDataEntryValue | null) => (typeof value === "string" ? value : "");
const optional = (value: FormDataEntryValue | null) => (text(value).trim() === "" ? undefined : text(value).trim());
const wholeNumber = (what: string) => z.coerce.number({ error: `Enter ${what}.` }).int({ error: `Enter ${what} as a whole number.` });

export const createVsgmrBattleSchema = z.object({
  campaignId: idField,
  scenarioId: z.enum(VSGMR_SCENARIO_IDS, { error: "Pick a scenario from the list." }),
  teams: z.array(z.object({ teamId: idField, role: roleField })).max(8, { error: "At most 8 forces." }),
  solo: z
    .object({
      sampleArmyId: z.enum(SAMPLE_ARMIES.map((army) => army.id) as [string, ...string[]], { error: "Pick the enemy from the sample armies." }),
      role: roleField,
    })
    .optional(),
});

/** The set-up form: a box per force ("teamId"), its side in "role:<teamId>"; solo mode names a sample army. */
export function createVsgmrBattleFromForm(formData: FormData) {
  const teamIds = formData.getAll("teamId").map(text).filter(Boolean);
  const soloArmy = optional(formData.get("soloArmy"));
  return {
    campaignId: formData.get("campaignId"),
    scenarioId: formData.get("scenarioId"),
    teams: teamIds.map((teamId) => ({ teamId, role: optional(formData.get(`role:${teamId}`)) })),
    solo: soloArmy ? { sampleArmyId: soloArmy, role: optional(formData.get("soloRole")) } : undefined,
  };
}

export const rollVsgmrDiceSchema = z.object({
  battleId: idField,
  label: z.string().trim().min(1, { error: "Say what the dice are for." }).max(200, { error: "Say it in 200 characters or fewer." }),
  count: wholeNumber("how many dice").min(1, { error: "Roll at least one die." }).max(20, { error: "Roll at most 20 dice." }),
  requestKey: vsgmrRequestKeyField,
  source: z.enum(["app", "physical"], { error: "Roll for me, or type the faces." }),
  faces: z.array(z.string().max(10)).max(20).optional(),
});

/** Typed faces come as one field ("3 5 6" or "3,5,6"): each is checked against the die by the service. */
export function rollVsgmrDiceFromForm(formData: FormData) {
  const faces = text(formData.get("faces"))
    .split(/[\s,]+/)
    .filter(Boolean);
  return {
    battleId: formData.get("battleId"),
    label: formData.get("label"),
    count: formData.get("count"),
    requestKey: formData.get("requestKey"),
    source: formData.get("source"),
    faces: formData.get("source") === "physical" ? faces : undefined,
  };
}

export const playSoloTurnSchema = z.object({
  battleId: idField,
  round: wholeNumber("the round").min(1, { error: "Rounds count from 1." }).max(99, { error: "At most 99 rounds." }),
  requestKey: vsgmrRequestKeyField,
});

export function playSoloTurnFromForm(formData: FormData) {
  return {
    battleId: formData.get("battleId"),
    round: formData.get("round"),
    requestKey: formData.get("requestKey"),
  };
}

/** Points typed with halves ("8", "8.5", "8½") as whole half points; anything else is left for the schema to refuse. */
export function halvesFromText(value: string): number | string {
  const cleaned = value.trim().replace("½", ".5");
  if (!/^\d{1,4}(\.5|\.0)?$/.test(cleaned)) return value;
  return Math.round(Number(cleaned) * 2);
}

const sideKey = z.union([idField, z.literal(SOLO_ENEMY)]);

export const resolveVsgmrBattleSchema = z.object({
  battleId: idField,
  endCondition: z.enum(VSGMR_END_CONDITIONS, { error: "Choose how the battle ended." }),
  sides: z
    .array(
      z.object({
        key: sideKey,
        defeatedHalves: z.number({ error: "Enter the points of enemy figures defeated, in whole or half points." }).int().min(0).max(2000),
        outcome: z.enum(["WON", "LOST", "DRAW"]),
      }),
    )
    .min(2, { error: "A battle has at least two forces." })
    .max(9),
  recruit: z.object({ teamId: idField, characterId: idField.optional(), enemyFigure: z.number().int().min(0).max(500).optional() }).nullable(),
});

/**
 * The result form: a "side" field per force (its team id, or "enemy"), its points defeated in
 * "defeated:<key>", the winner's key in "winner" (or "draw"; several winners of one side of the
 * scenario as their keys with commas: "a,b"); Recruit as "recruitTeamId" and
 * "recruitFigure" ("character:<id>" or "enemy:<index>").
 */
export function resolveVsgmrBattleFromForm(formData: FormData) {
  const keys = formData.getAll("side").map(text).filter(Boolean);
  const winner = text(formData.get("winner"));
  const winners = winner.split(",");
  const recruitTeamId = optional(formData.get("recruitTeamId"));
  const figure = text(formData.get("recruitFigure"));
  const [kind, ref] = [figure.split(":")[0], figure.split(":").slice(1).join(":")];
  return {
    battleId: formData.get("battleId"),
    endCondition: formData.get("endCondition"),
    sides: keys.map((key) => ({
      key,
      defeatedHalves: halvesFromText(text(formData.get(`defeated:${key}`))),
      outcome: winner === "draw" ? "DRAW" : winners.includes(key) ? "WON" : "LOST",
    })),
    recruit: recruitTeamId
      ? { teamId: recruitTeamId, ...(kind === "character" ? { characterId: ref } : {}), ...(kind === "enemy" && /^\d{1,3}$/.test(ref) ? { enemyFigure: Number(ref) } : {}) }
      : null,
  };
}

export const vsgmrBattleIdSchema = z.object({ battleId: idField });

export const rollVsgmrScenarioSchema = z.object({
  campaignId: idField,
  requestKey: vsgmrRequestKeyField,
  source: z.enum(["app", "physical"], { error: "Roll the scenario, or type your dice." }),
  faces: z.array(wholeNumber("each face")).max(20, { error: "At most 20 dice." }).optional(),
});

/** Typed faces come as one field, in the order thrown ("8 3"): the service checks them against the die. */
export function rollVsgmrScenarioFromForm(formData: FormData) {
  const faces = text(formData.get("faces"))
    .split(/[\s,]+/)
    .filter(Boolean);
  return {
    campaignId: formData.get("campaignId"),
    requestKey: formData.get("requestKey"),
    source: formData.get("source"),
    faces: formData.get("source") === "physical" ? faces : undefined,
  };
}
