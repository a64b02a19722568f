/**
 * A VSGMR force as the app keeps it: one record per figure (a squad of eight soldiers is eight
 * figures). Plain data; a stored force is validated with `validateForce` before it is priced.
 */
import type { BuildingSize, FigureType } from "./data/figure-types";
import type { SuperPowerId, SuperPowerTier, RollType } from "./data/powers";
import type { TraitId } from "./data/traits";

export const ARMOURS = ["none", "light", "heavy"] as const;
export type Armour = (typeof ARMOURS)[number];

export interface SuperPowerPick {
  power: SuperPowerId;
  tier: SuperPowerTier;
}

export interface VsgmrFigure {
  /** Unique within the force; crew links point at it. */
  id: string;
  name: string;
  type: FigureType;
  /** Buildings only (L109). */
  buildingSize?: BuildingSize;
  /** Exactly one figure of a force (L93). */
  isCommander?: boolean;
  /** Guys start with none; cavalry, vehicles and buildings with light, free (L100, L106, L112). */
  armour?: Armour;
  hasDistanceAttack?: boolean;
  hasAutomaticFire?: boolean;
  traits?: TraitId[];
  powers?: SuperPowerPick[];
  /** Cavalry and vehicles: the id of the guy who rides or drives it (L97, L103), unless Independent. */
  crewId?: string;
  /** Support: the kind of roll it helps, chosen before the game (L251). */
  supportRoll?: Exclude<RollType, "initiative">;
  /** Group label for display ("Soldiers"), e.g. from a sample army; no rule reads it. */
  group?: string;
}

export interface VsgmrForce {
  name: string;
  figures: VsgmrFigure[];
}

/** A figure's armour with the free light armour of non-guys filled in. */
export function armourOf(figure: Pick<VsgmrFigure, "type" | "armour">): Armour {
  if (figure.armour) return figure.armour;
  return figure.type === "troop" || figure.type === "hero" || figure.type === "mook" ? "none" : "light";
}
