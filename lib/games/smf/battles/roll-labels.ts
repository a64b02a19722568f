import type { DiceRequest } from "@/lib/rules/dice-requests";

/** What each roll purpose of the rules library is for, in a few words (our own). */
const PURPOSE_LABELS: Record<string, string> = {
  "subplot-table": "Subplot table",
  "subplot-driver": "Subplot driver",
  "subplot-check": "Subplot check",
  "curse-lift": "Curse lift by magic",
  scenario: "Scenario",
  "special-event": "Special event",
  "curse-chance": "Curse event",
  "curse-target": "Curse event: who is cursed",
  "guest-star": "Guest-star contest",
  "guest-star-archetype": "Guest star's archetype",
  "sidekick-arrival": "Sidekick arrival",
  "weird-bump-activation": "Weird bumps switch on?",
  "dangerous-ground": "Dangerous ground",
  civilians: "Civilians",
  "injury-bonus": "Injury roll: bonus dice",
  injury: "Injury roll: D6",
  "injury-capture": "Injury roll: capture instead of death",
  thrall: "Vampire's thrall",
  "post-battle-special": "Post-battle special check",
  bump: "Bump",
};

export function purposeLabel(purpose: string): string {
  return PURPOSE_LABELS[purpose] ?? purpose.replace(/-/g, " ").replace(/^./, (c) => c.toUpperCase());
}

/** "Injury roll: bonus dice — Grey Rhino (The Night Shift): 4D" */
export function requestLabel(request: DiceRequest, names: { teamName?: string; characterName?: string }): string {
  const who = names.characterName ? ` — ${names.characterName}${names.teamName ? ` (${names.teamName})` : ""}` : names.teamName ? ` — ${names.teamName}` : "";
  const what = request.replacesFaces ? `re-roll ${request.replacesFaces.join(", ")}` : `${request.count}D${request.sides === 6 ? "" : request.sides}`;
  return `${purposeLabel(request.purpose)}${who}: ${what}`;
}
