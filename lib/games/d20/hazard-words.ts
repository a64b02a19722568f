import { checkOdds, describeDegree, hazardDc, hazardSchedule, type D20Settings, type HazardState } from "@/lib/rules/d20";

const UNIT: Record<string, [string, string]> = { round: ["round", "rounds"], minute: ["minute", "minutes"], hour: ["hour", "hours"], day: ["day", "days"] };
const of = (count: number, unit: string) => `${count} ${UNIT[unit]![count === 1 ? 0 : 1]}`;

/** When a hazard's checks come, in words (lib/rules/d20/hazards.ts's schedule): "every 10 minutes", "after 24 hours, every hour". */
export function hazardWhen(state: HazardState): string {
  if (state.kind === "suffocation") return "once the held breath runs out (10 + 2 × Stamina rounds), every round";
  const schedule = hazardSchedule(state.kind, state.severity ? { severity: state.severity } : {});
  if (schedule.unit === "once") return "once";
  const every = schedule.every === 1 ? `every ${UNIT[schedule.unit]![0]}` : `every ${of(schedule.every, schedule.unit)}`;
  return schedule.graceBefore > 0 ? `after ${of(schedule.graceBefore, schedule.unit)}, ${every}` : every;
}

/** What the hazard does on a failed check, in words. */
export function hazardFailure(state: HazardState): string {
  switch (state.kind) {
    case "heat-cold":
    case "thirst":
    case "hunger":
      return "a failure steps the fatigue track (fatigued, exhausted, incapacitated); the DC rises by 1 with each check";
    case "suffocation":
      return "a failure incapacitates, and dying follows the next round; the DC rises by 1 with each success";
    case "vacuum-bends":
      return "a failure stuns until back at normal pressure; two degrees or more incapacitate";
    case "vacuum-breath":
      return "a success costs a Stamina rank and the DC rises by 1; a failure starts suffocating";
    case "disease":
      return "one check: a failure is infected";
    case "radiation":
      return "a failure is affected; the check comes again each day";
  }
}

/** The exact odds of the next check with the hero's Fortitude (ways out of the 20 faces), best first. */
export function hazardOdds(state: HazardState, fortitude: number, rules: D20Settings): Array<{ label: string; ways: number }> {
  return checkOdds({ modifier: fortitude, dc: hazardDc(state) }, rules).outcomes.map((outcome) => ({ label: describeDegree(outcome.degree), ways: outcome.ways }));
}
