import { SelectField } from "@/components/ui/select-field";
import { StepButtons } from "@/components/battles/step-buttons";
import { choosePostBattleAction } from "@/lib/games/smf/actions/battles/choose-post-battle-action";
import { ARTIFACT_UNPAID_ARRIVAL_ROUND, ARTIFACT_UPKEEP_SP, artifactUpkeepBearers } from "@/lib/rules/smf";
import { postBattleInput } from "@/lib/games/smf/battles/battle-stages";
import type { LoadedBattle } from "@/lib/games/smf/battles/loaded-battle";
import { BattleForm } from "@/components/battles/battle-form";
import { battleNames } from "./battle-names";

const UPKEEP_OPTIONS = [
  { value: "pay", label: `Pay ${ARTIFACT_UPKEEP_SP} SP` },
  { value: "decline", label: `Decline: arrives at round ${ARTIFACT_UNPAID_ARRIVAL_ROUND} next battle` },
];

/**
 * Phase 2: each Magic Artifact bearer who fought costs its team 1 SP, paid after this battle's
 * gains; the team may decline, and then the bearer arrives late next battle (L898). Upkeep the
 * balance cannot cover is not paid either way.
 */
export function ArtifactUpkeepForm({ loaded }: { loaded: LoadedBattle }) {
  const state = loaded.data.postBattleState;
  if (!state) return null;
  const names = battleNames(loaded);
  const declined = new Set(loaded.data.progress.choices.declinedArtifactUpkeep ?? []);
  const bearers = artifactUpkeepBearers(state, postBattleInput(loaded.data));
  const teamIds = [...new Set(bearers.map((b) => b.teamId))];
  return (
    <BattleForm
      action={choosePostBattleAction}
      hidden={{ battleId: loaded.row.id, step: "story-points", mode: "choose" }}
      teamNames={Object.fromEntries(teamIds.map((id) => [id, names.team(id)]))}
    >
      <p className="text-stone-700">The story points of this battle are added first, then the upkeep is paid from the balance.</p>
      {teamIds.map((teamId) => (
        <fieldset key={teamId} className="flex flex-col gap-3 rounded-lg border border-stone-300 bg-white p-4">
          <legend className="px-1 text-lg font-bold">{names.team(teamId)}</legend>
          <p className="text-sm text-stone-700">Balance before this battle&apos;s story points: {state.teams.find((t) => t.teamId === teamId)?.storyPoints.balance ?? 0} SP.</p>
          {bearers
            .filter((b) => b.teamId === teamId)
            .map(({ characterId }) => (
              <SelectField
                key={characterId}
                name={`upkeep:${characterId}`}
                idSuffix={characterId}
                label={`${names.character(characterId)}'s Magic Artifact upkeep`}
                options={UPKEEP_OPTIONS}
                defaultValue={declined.has(characterId) ? "decline" : "pay"}
              />
            ))}
        </fieldset>
      ))}
      <StepButtons label="Continue" />
    </BattleForm>
  );
}
