/**
 * The sample ranks of fire, poison, disease and radiation (L145–L208). A row is a rank (or a
 * range of ranks) and our own short name of the example; `orMore` marks the open top rows.
 */
export interface HazardRankRow {
  from: number;
  to: number;
  orMore?: boolean;
  example: string;
  /** Conditions the chapter names for it, where it names them. */
  conditions?: readonly string[];
  line: number;
}

export const FIRE_RANKS = [
  { from: 1, to: 1, example: "torch", line: 147 },
  { from: 2, to: 2, example: "campfire", line: 148 },
  { from: 4, to: 4, example: "blowtorch", line: 149 },
  { from: 6, to: 6, example: "flame thrower", line: 150 },
  { from: 8, to: 8, example: "burning jet fuel, napalm", line: 151 },
  { from: 10, to: 10, orMore: true, example: "chemical accelerants, fire powers", line: 152 },
] as const satisfies readonly HazardRankRow[];

export const POISON_RANKS = [
  { from: 1, to: 1, example: "food poisoning", conditions: ["impaired", "disabled"], line: 162 },
  { from: 2, to: 2, example: "alcohol", conditions: ["impaired", "disabled"], line: 163 },
  { from: 3, to: 3, example: "pesticides", conditions: ["impaired", "disabled"], line: 164 },
  { from: 4, to: 4, example: "chloroform", conditions: ["dazed", "stunned", "incapacitated"], line: 165 },
  { from: 7, to: 7, example: "cobra venom", line: 166 },
  { from: 8, to: 8, example: "mustard gas", conditions: ["impaired", "disabled", "incapacitated"], line: 167 },
  { from: 9, to: 9, example: "poisonous mushrooms", line: 168 },
  { from: 11, to: 11, example: "chlorine gas", conditions: ["dazed", "stunned", "incapacitated"], line: 169 },
  { from: 13, to: 13, example: "curare", conditions: ["dazed", "hindered", "stunned", "immobile", "incapacitated"], line: 170 },
  { from: 14, to: 14, example: "cyanide", line: 171 },
  { from: 15, to: 15, example: "nerve gas", conditions: ["dazed", "impaired", "stunned", "disabled", "incapacitated"], line: 172 },
  { from: 16, to: 16, orMore: true, example: "alien, supernatural or super-science toxins", line: 173 },
] as const satisfies readonly HazardRankRow[];

export const DISEASE_RANKS = [
  { from: 1, to: 2, example: "common cold", conditions: ["impaired"], line: 183 },
  { from: 3, to: 5, example: "influenza", conditions: ["impaired", "disabled", "incapacitated"], line: 184 },
  { from: 4, to: 4, example: "malaria", conditions: ["impaired", "disabled", "incapacitated"], line: 185 },
  { from: 6, to: 6, example: "typhoid", conditions: ["dazed", "stunned", "incapacitated"], line: 186 },
  { from: 7, to: 7, example: "rabies", conditions: ["impaired", "compelled", "incapacitated"], line: 187 },
  { from: 8, to: 8, example: "leprosy", conditions: ["impaired", "disabled", "incapacitated"], line: 188 },
  { from: 10, to: 10, example: "AIDS", line: 189 },
  { from: 11, to: 11, example: "smallpox", conditions: ["hindered", "impaired", "disabled", "incapacitated"], line: 190 },
  { from: 12, to: 14, example: "bubonic plague", conditions: ["dazed", "hindered", "stunned", "immobile"], line: 191 },
  { from: 15, to: 15, example: "Ebola", conditions: ["dazed", "hindered", "impaired", "stunned", "immobile", "disabled", "incapacitated"], line: 192 },
  { from: 16, to: 16, orMore: true, example: "engineered super-viruses", line: 193 },
] as const satisfies readonly HazardRankRow[];

export const RADIATION_RANKS = [
  { from: 1, to: 1, example: "lingering irradiation", line: 203 },
  { from: 2, to: 5, example: "nuclear fallout", line: 204 },
  { from: 4, to: 4, example: "radioactive materials", line: 205 },
  { from: 6, to: 6, example: "stellar radiation", line: 206 },
  { from: 7, to: 7, example: "nuclear reactor", line: 207 },
  { from: 8, to: 8, example: "nuclear blast", line: 208 },
] as const satisfies readonly HazardRankRow[];

/** The examples whose rank range holds `rank` (ranges may overlap, L184–L185, L204–L205: D20-R10). */
export function examplesAtRank(table: readonly HazardRankRow[], rank: number): HazardRankRow[] {
  return table.filter((row) => rank >= row.from && (rank <= row.to || row.orMore === true));
}
