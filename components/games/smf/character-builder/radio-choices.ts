import type { PowerChoices, PowerId } from "@/lib/rules/smf/character";

/** Creation-time choices picked from a short fixed list, with our wording for each option. */
export type RadioChoiceKey = "track" | "constructStat" | "category" | "growthMode" | "meleeSpecialistOption" | "multipleLimbsOption" | "metamorphTrack" | "invisibilityOption";

interface RadioChoice {
  legend: string;
  options: readonly { value: string; label: string; description?: string }[];
}

export function radioChoice(key: RadioChoiceKey, power: PowerId): RadioChoice {
  switch (key) {
    case "track":
      return power === "force-field"
        ? {
            legend: "Force-Field defends against",
            options: [
              { value: "body", label: "Body attacks" },
              { value: "psyche", label: "Psyche attacks" },
            ],
          }
        : {
            legend: "Stun attacks",
            options: [
              { value: "body", label: "Body (a ranged attack)" },
              { value: "psyche", label: "Psyche" },
            ],
          };
    case "constructStat":
      return {
        legend: "Construct body",
        options: [
          { value: "body", label: "+1 Body" },
          { value: "move", label: '+2" Move' },
        ],
      };
    case "category":
      return {
        legend: "Construct check Re-roll",
        options: [
          { value: "magical", label: "Magical" },
          { value: "science", label: "Science" },
        ],
      };
    case "growthMode":
      return {
        legend: "Growth",
        options: [
          { value: "normal", label: "Grows when it chooses" },
          { value: "giant", label: "Always giant", description: '+4" Move, +1 Body, −1 Psyche, +1D melee attack' },
        ],
      };
    case "meleeSpecialistOption":
      return {
        legend: "Melee Specialist",
        options: [
          { value: "defense", label: "+1 Re-roll melee defense" },
          { value: "reach", label: '2" Reach instead' },
        ],
      };
    case "multipleLimbsOption":
      return {
        legend: "Multiple Limbs",
        options: [
          { value: "reach", label: "Extra attack with Reach" },
          { value: "grapple", label: "+1 Re-roll on grapples" },
        ],
      };
    case "metamorphTrack":
      return {
        legend: "Metamorph forms",
        options: [
          { value: "elasticity", label: "Elasticity", description: "Stretching forms 1–3" },
          { value: "shape-shifter", label: "Shape-Shifter", description: "Animal and monster forms 4–6" },
        ],
      };
    case "invisibilityOption":
      return {
        legend: "Invisibility or Obscurement",
        options: [
          { value: "invisibility", label: "Invisibility", description: "Harder to see; Recharge 2+" },
          { value: "obscurement", label: "Obscurement", description: "Hard to see; Recharge 1+" },
        ],
      };
  }
}

export const RADIO_CHOICE_KEYS: readonly RadioChoiceKey[] = [
  "track",
  "constructStat",
  "category",
  "growthMode",
  "meleeSpecialistOption",
  "multipleLimbsOption",
  "metamorphTrack",
  "invisibilityOption",
];

export function isRadioChoice(key: keyof PowerChoices): key is RadioChoiceKey {
  return (RADIO_CHOICE_KEYS as readonly string[]).includes(key);
}
