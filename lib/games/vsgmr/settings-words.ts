import { pointsText, scaleById, scenarioRollSides, VSGMR_SCENARIO_IDS, vsgmrScenarioById } from "@/lib/rules/vsgmr";
import type { VsgmrSeriesSettings } from "./campaign-settings";

/** One row of a series' settings as the campaign page lists them. */
export interface SettingsWordsRow {
  label: string;
  words: string;
}

const plus = (target: number) => `${target}+`;
const onOff = (on: boolean, yes: string, no: string) => (on ? yes : no);

/**
 * A series' options in words, in the order the campaign form asks them: the figures' size (which
 * sets every distance), the force budget, Part 1's numbers (settings, since our sources lack them)
 * and the rulings' switches.
 */
export function vsgmrSettingsWords(settings: VsgmrSeriesSettings): SettingsWordsRow[] {
  const scale = scaleById(settings.scale);
  return [
    { label: "Figure scale", words: `${scale.label}: a move unit is ${scale.moveUnitInches}″, a distance attack unit ${scale.distanceAttackUnitInches}″` },
    { label: "Force budget", words: `${pointsText(settings.pointBudget * 2)}` },
    { label: "Distance to-hit", words: `${plus(settings.distanceToHit)}, cover adds ${settings.coverPenalty}` },
    { label: "Hand-to-hand to-hit", words: plus(settings.handToHandToHit) },
    { label: "Armour saves", words: `light ${plus(settings.lightArmourSave)}, heavy ${plus(settings.heavyArmourSave)}` },
    { label: "Skill target", words: plus(settings.skillTarget) },
    {
      label: "Commander",
      words: [
        onOff(settings.commanderFreeHeavyArmour, "free Heavy Armour", "pays for Heavy Armour"),
        onOff(settings.commanderFreeSurvivor, "free Survivor", "pays for Survivor"),
      ].join(", "),
    },
    { label: "Mooks", words: onOff(settings.limitMooksToTroops, "no more mooks than troops", "any number of mooks") },
    { label: "Rolled scenario", words: rolledWords(settings.rolledScenarios) },
  ];
}

/** VS-R18: which scenarios a roll can give, and the die that rolls them. */
function rolledWords(ids: VsgmrSeriesSettings["rolledScenarios"]): string {
  const die = `d${scenarioRollSides(ids.length)}`;
  if (ids.length === VSGMR_SCENARIO_IDS.length) return `any of the seven, on a ${die}`;
  return `${ids.map((id) => vsgmrScenarioById(id).name).join(", ")}, on a ${die}`;
}
