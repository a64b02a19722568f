import { RuleReferenceNote } from "@/components/games/smf/character-builder/field-problems";
import { SubmitButton } from "@/components/ui/submit-button";
import { choosePostBattleAction } from "@/lib/games/smf/actions/battles/choose-post-battle-action";
import type { PostBattleProblem, PostBattleStepId } from "@/lib/rules/smf";
import type { LoadedBattle } from "@/lib/games/smf/battles/loaded-battle";
import type { BattleTeamOwner } from "@/lib/games/smf/views/battle-view";
import { ArtifactUpkeepForm } from "./artifact-upkeep-form";
import { BattleForm } from "@/components/battles/battle-form";
import { BumpPicksForm } from "./bump-picks-form";
import { GuestStarsForm } from "./guest-stars-form";
import { ScenarioSpecialForm } from "./scenario-special-form";
import { ThrallPowersForm } from "./thrall-powers-form";

/** Each decision step's title and form; a step without one only offers the defaults. */
const DECISIONS: Partial<Record<PostBattleStepId, { title: string; Form: (props: { loaded: LoadedBattle }) => React.ReactNode }>> = {
  injuries: { title: "Before the injury rolls: thralls", Form: ThrallPowersForm },
  "scenario-special": { title: "The scenario's post-battle special", Form: ScenarioSpecialForm },
  "story-points": { title: "Magic Artifact upkeep", Form: ArtifactUpkeepForm },
  bumps: { title: "Milestones: choose the bumps", Form: BumpPicksForm },
  "special-guest-stars": { title: "Guest stars and curse lifts", Form: GuestStarsForm },
};

/** Any decision step: continue with the rules' defaults (and forget choices saved for it). */
function DefaultsForm({ battleId, step, label }: { battleId: string; step: string; label: string }) {
  return (
    <BattleForm action={choosePostBattleAction} hidden={{ battleId, step, mode: "defaults" }}>
      <SubmitButton pendingLabel="Saving…">{label}</SubmitButton>
    </BattleForm>
  );
}

/**
 * A post-battle step that waits for the players' choices, or whose saved choices the rules
 * refused: the step's form (prefilled with the saved choices or the rules' suggestion), and
 * after a refusal the way out with the defaults.
 */
export function DecisionPanel({
  loaded,
  step,
  problems,
  mayPlay: mayPlayBattle,
  waitingFor,
}: {
  loaded: LoadedBattle;
  step: PostBattleStepId;
  problems?: PostBattleProblem[];
  mayPlay: boolean;
  /** Where each team's owner chooses for it: a team this step decides for that is not this member's. */
  waitingFor?: BattleTeamOwner | undefined;
}) {
  const decision = DECISIONS[step];
  const mayPlay = mayPlayBattle && !waitingFor;
  const isRefused = problems !== undefined;
  return (
    <section aria-labelledby="decision-heading" className="flex flex-col gap-3">
      <h2 id="decision-heading" className="text-xl font-bold">
        {decision?.title ?? "A post-battle choice"}
      </h2>
      {isRefused ? (
        <div role="alert" className="flex flex-col gap-1 rounded-lg border border-red-300 bg-red-50 p-4 text-red-900">
          <p className="font-semibold">The rules refused the saved choices for this step. Change them, or continue with the defaults.</p>
          <ul className="list-disc pl-5 text-sm">
            {problems.map((p, i) => (
              <li key={i}>
                {p.message}
                {p.rule ? (
                  <>
                    {" "}
                    <RuleReferenceNote rule={p.rule} />
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {!mayPlay ? (
        <p className="rounded-lg border border-stone-300 bg-stone-50 p-4 text-stone-800">
          {waitingFor && mayPlayBattle
            ? `This step chooses for ${waitingFor.teamName}: in this campaign that is for ${waitingFor.ownerName} (its owner) or an organiser, when every team it chooses for is theirs.`
            : "Waiting for the players of the battle to choose."}
        </p>
      ) : decision ? (
        <decision.Form loaded={loaded} />
      ) : null}
      {mayPlay && (isRefused || !decision) ? <DefaultsForm battleId={loaded.row.id} step={step} label="Continue with the defaults" /> : null}
    </section>
  );
}
