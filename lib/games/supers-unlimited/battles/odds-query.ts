/**
 * The Trait Roll odds panel's question, read from the page's query string (a GET form, so it works
 * without scripts and a link keeps it): pool, target (a TN, or Power + Resistance), per-die bonus,
 * Power Up, and the league's POW settings unless the form says otherwise (SU L167–L189, SU-R2, SU-R3).
 */
import type { SuDiceSettings, TraitRollInput } from "@/lib/rules/supers-unlimited";

export const ODDS_LIMITS = { pool: 20, target: 20, bonus: 5 } as const;

export interface OddsQuery {
  kind: "action" | "combat";
  pool: number;
  tn: number;
  power: number;
  resistance: number;
  bonus: number;
  powerUp: boolean;
  settings: SuDiceSettings;
}

export type OddsQueryResult = { ok: true; query: OddsQuery; input: TraitRollInput } | { ok: false; query: OddsQuery; message: string };

type Params = Record<string, string | string[] | undefined>;

const one = (params: Params, name: string): string | undefined => {
  const value = params[name];
  return Array.isArray(value) ? value[0] : value;
};

/** The question as asked, the league's settings for what is not; `oddsKind` present means the form was sent (an unticked box sends nothing). */
export function readOddsQuery(params: Params, league: SuDiceSettings): OddsQueryResult {
  const isSent = one(params, "oddsKind") !== undefined;
  const whole = (name: string, fallback: number) => {
    const raw = one(params, name);
    return raw === undefined || raw.trim() === "" ? fallback : Number(raw);
  };
  const query: OddsQuery = {
    kind: one(params, "oddsKind") === "combat" ? "combat" : "action",
    pool: whole("oddsPool", 3),
    tn: whole("oddsTn", 6),
    power: whole("oddsPower", 3),
    resistance: whole("oddsResistance", 1),
    bonus: whole("oddsBonus", 0),
    powerUp: isSent ? one(params, "oddsPowerUp") === "on" : false,
    settings: isSent ? { powExplodes: one(params, "oddsPowExplodes") === "on", extraDiceExplode: one(params, "oddsExtraExplode") === "on" } : { ...league },
  };
  const bad = (value: number, min: number, max: number) => !Number.isInteger(value) || value < min || value > max;
  if (bad(query.pool, 1, ODDS_LIMITS.pool)) return { ok: false, query, message: `Dice: a whole number from 1 to ${ODDS_LIMITS.pool}.` };
  if (bad(query.bonus, -ODDS_LIMITS.bonus, ODDS_LIMITS.bonus))
    return { ok: false, query, message: `Bonus on each die: a whole number from −${ODDS_LIMITS.bonus} to ${ODDS_LIMITS.bonus}.` };
  if (query.kind === "action" && bad(query.tn, 1, ODDS_LIMITS.target)) return { ok: false, query, message: `TN: a whole number from 1 to ${ODDS_LIMITS.target}.` };
  if (query.kind === "combat" && (bad(query.power, 0, ODDS_LIMITS.target) || bad(query.resistance, 0, ODDS_LIMITS.target)))
    return { ok: false, query, message: `Power and Resistance: whole numbers from 0 to ${ODDS_LIMITS.target}.` };
  const target = query.kind === "action" ? query.tn : query.power + query.resistance;
  return {
    ok: true,
    query,
    input: {
      kind: query.kind,
      traitDice: query.pool,
      target,
      powerUp: query.powerUp,
      isSuper: true,
      modifiers: query.bonus === 0 ? [] : [{ source: "Bonus", value: query.bonus, isCombatBonus: false }],
    },
  };
}
