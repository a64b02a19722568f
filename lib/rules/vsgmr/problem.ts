/**
 * A rule a VSGMR force breaks, for the player: `field` points at the offending part of the input
 * ("figures[2].traits[1]"), `message` names the figure in plain words (no ids, no book lines),
 * and `rule` says where the rule lives (a book line of Part 2 and/or one of our rulings).
 */
export interface VsgmrRuleReference {
  line?: number;
  ruling?: string;
}

export interface VsgmrProblem {
  code: VsgmrProblemCode;
  field: string;
  message: string;
  rule?: VsgmrRuleReference;
}

export type VsgmrValidationResult = { ok: true } | { ok: false; problems: VsgmrProblem[] };

/** Every problem code and when it is reported. */
export type VsgmrProblemCode =
  /** A force with no figures. */
  | "empty-force"
  /** A figure without a name, or two figures sharing an id (crew links would be ambiguous). */
  | "missing-name"
  | "duplicate-figure-id"
  /** A figure type, building size, armour, trait, power or tier the book does not have. */
  | "unknown-figure-type"
  | "unknown-building-size"
  | "unknown-armour"
  | "unknown-trait"
  | "unknown-power"
  | "unknown-tier"
  /** A building with no size, or a size on something that is not a building (L109). */
  | "missing-building-size"
  | "building-size-not-allowed"
  /** Cavalry, vehicles and buildings start with light armour and cannot go without (L100, L106, L112). */
  | "armour-below-free-light"
  /** No Commander, or more than one (L93). */
  | "no-commander"
  | "too-many-commanders"
  /** A mook named Commander (L117). */
  | "mook-commander"
  /** More mooks than troops (L117, VS-R5; a setting). */
  | "too-many-mooks"
  /** The same trait twice on one figure (L123). */
  | "duplicate-trait"
  /** A trait the figure's type may not have (L193, VS-R6). */
  | "trait-not-allowed"
  /** The same power twice on one figure, at any tiers (L281). */
  | "duplicate-power"
  /** A power the figure's type may not have (L307, VS-R6). */
  | "power-not-allowed"
  /** A support roll chosen on a figure without Support, or one that is not a roll type (L251). */
  | "invalid-support-roll"
  /** Cavalry or a vehicle without a rider or driver and not Independent (L97, L103, L193). */
  | "missing-crew"
  /** A crew link that names no figure of the force, a figure that is not a guy, or the figure itself. */
  | "invalid-crew"
  /** A crew link on a figure that needs none (guys and buildings). */
  | "crew-not-allowed";

export function vsgmrProblem(code: VsgmrProblemCode, field: string, message: string, rule?: VsgmrRuleReference): VsgmrProblem {
  return rule ? { code, field, message, rule } : { code, field, message };
}

/**
 * Something the book allows but advises against, or that buys nothing: shown beside the figure,
 * never a reason to refuse the force (VS-R6, VS-R7, VS-R8).
 */
export interface VsgmrWarning {
  code: VsgmrWarningCode;
  field: string;
  message: string;
  rule?: VsgmrRuleReference;
}

/** Every warning code and when it is given. */
export type VsgmrWarningCode =
  /** A trait or power the figure's type may take (L123, L281) but never uses, e.g. Super-Fight on a building (VS-R6). */
  | "idle-trait"
  | "idle-power"
  /** Automatic fire on a figure without a distance attack: paid for, never used (L91, VS-R7). */
  | "automatic-fire-without-distance-attack"
  /** One guy named as the crew of two mounts or vehicles: only one of them moves at a time (L97, L103, VS-R8). */
  | "crew-shared";

export function vsgmrWarning(code: VsgmrWarningCode, field: string, message: string, rule?: VsgmrRuleReference): VsgmrWarning {
  return rule ? { code, field, message, rule } : { code, field, message };
}
