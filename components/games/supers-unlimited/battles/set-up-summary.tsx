import { isStepDone, stepLine, SU_SET_UP_STEP_NAMES, withTeamNames, type SuSetUpStep, type SuStepShape } from "@/lib/games/supers-unlimited/battles/set-up-steps";
import type { SuSetUp } from "@/lib/games/supers-unlimited/battles/su-battle-details";

const RECORD_OF: Record<SuSetUpStep, keyof SuSetUp> = {
  terrain: "terrain",
  deployment: "deployment",
  scenario: "scenario",
  placement: "placement",
  "quest-markers": "questMarkers",
  subplots: "subplots",
  "subplot-choice": "subplots",
  prize: "prize",
  "prize-choice": "prize",
  "plasma-x": "plasmaX",
  "battle-of-wits": "battleOfWits",
};

/** Each set-up step made so far with what its dice did, in the order they were made. */
export function SetUpSummary({ steps, setUp, names }: { steps: SuStepShape[]; setUp: SuSetUp; names: ReadonlyMap<string, string> }) {
  // A choice step shows on its record's line (the Subplots line says who chose what).
  const shown = steps.filter((s) => s.step !== "subplot-choice" && s.step !== "prize-choice");
  return (
    <ol className="flex flex-col gap-1" aria-label="Set-up">
      {shown.map(({ step }) => {
        const record = setUp[RECORD_OF[step]];
        return (
          <li key={step} className="text-sm">
            {isStepDone(step, setUp) && record ? (
              stepLine(step, withTeamNames(record.summary, names))
            ) : (
              <>
                {SU_SET_UP_STEP_NAMES[step]}: <span className="text-stone-600">to come</span>
              </>
            )}
          </li>
        );
      })}
    </ol>
  );
}
