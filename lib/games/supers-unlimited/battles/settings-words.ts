import { GAME_SIZES, levelsBudget } from "@/lib/rules/supers-unlimited";
import { suRosterSettings, type SuLeagueSettings } from "../campaign-settings";

const onOff = (value: boolean, on: string, off: string) => (value ? on : off);

/** A league's options in words (the campaign page's settings list): each [term, words]. */
export function suSettingsInWords(settings: SuLeagueSettings): Array<[string, string]> {
  const budget = levelsBudget(suRosterSettings(settings));
  const size = GAME_SIZES.find((g) => g.id === settings.gameSize)!.name;
  return [
    ["Game size", budget.ok ? `${size}: ${budget.levels} Levels a team` : size],
    [
      "Optional rules",
      [
        onOff(settings.useSubplots, "Subplots", ""),
        onOff(settings.useGimmicks, "Gimmicks", ""),
        onOff(settings.usePlasmaX, "Plasma X", ""),
        onOff(settings.useTerrainRoll, "Terrain Roll", ""),
      ]
        .filter(Boolean)
        .join(", ") || "None",
    ],
    ["POW", settings.powExplodes ? `A 10 throws one more die${settings.extraDiceExplode ? ", and so does a 10 on it" : ""}` : "A 10 is a Success, no more dice"],
    ["Battle of Wits", `Mind roll against TN ${settings.battleOfWitsTn}`],
    ["Ties at 0", settings.scoreTiesAtZero ? "Every side tied at 0 scores 1 VP" : "Nobody scores at 0"],
    ["Table ties", settings.levelsTiebreak ? "Broken by Levels Incapacitated, then fewer games" : "Broken by fewer games"],
  ];
}
