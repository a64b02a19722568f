import { RequestKeyField } from "@/components/battles/step-buttons";
import { RuleRef } from "@/components/ui/rule-ref";
import { choosePostBattleAction } from "@/lib/games/smf/actions/battles/choose-post-battle-action";
import { BUMP_TABLES, BUMP_TABLE_DEFS, bumpsPerMilestone, isBumpEligible, milestonesDue, suggestBumpAllocation, type BumpPick } from "@/lib/rules/smf";
import type { LoadedBattle } from "@/lib/games/smf/battles/loaded-battle";
import { BattleForm } from "@/components/battles/battle-form";
import type { BumpPicksTeam } from "./bump-picks-fields";
import { BumpPicksFields, BumpTableResults } from "../client";

/** Rolled advancement: pick the table. Chosen advancement: pick the row too (Weird is always rolled, L2690). */
function tableOptions(isChosen: boolean) {
  if (!isChosen) return BUMP_TABLES.map((t) => ({ value: t, label: BUMP_TABLE_DEFS[t].name }));
  return BUMP_TABLES.flatMap((t) =>
    t === "weird"
      ? [{ value: t, label: `${BUMP_TABLE_DEFS[t].name} (always rolled)` }]
      : BUMP_TABLE_DEFS[t].rows.map((r) => ({ value: `${t}:${r.row}`, label: `${BUMP_TABLE_DEFS[t].name} ${r.row}: ${r.name}` })),
  );
}

const pickValue = (pick: BumpPick, isChosen: boolean) => (isChosen && pick.table !== "weird" && pick.row ? `${pick.table}:${pick.row}` : pick.table);

/**
 * Phase 2 milestones: each team's bumps (two members per milestone, Ruling R13), prefilled with
 * the rules' suggestion or the picks saved before; the dice are thrown after "Continue".
 */
export function BumpPicksForm({ loaded }: { loaded: LoadedBattle }) {
  const isChosen = Boolean(loaded.data.options.isAdvancementNonRandom);
  const playing = new Set(loaded.data.teams.map((t) => t.teamId));
  const teams = (loaded.data.postBattleState?.teams ?? []).filter((t) => playing.has(t.teamId) && milestonesDue(t) > 0);
  const options = tableOptions(isChosen);
  const picksTeams: BumpPicksTeam[] = teams.map((team) => {
    const due = milestonesDue(team);
    const picks = loaded.data.progress.choices.bumps?.[team.teamId] ?? suggestBumpAllocation(team, due, isChosen);
    return {
      teamId: team.teamId,
      name: team.name,
      due,
      perMilestone: bumpsPerMilestone(team),
      members: team.characters.filter(isBumpEligible).map((c) => ({ value: c.id, label: c.name })),
      picks: picks.map((pick) => ({ characterId: pick.characterId, table: pickValue(pick, isChosen) })),
    };
  });
  return (
    <BattleForm
      action={choosePostBattleAction}
      hidden={{ battleId: loaded.row.id, step: "bumps", mode: "choose" }}
      teamNames={Object.fromEntries(teams.map((t) => [t.teamId, t.name]))}
    >
      <p className="text-stone-700">
        Every 5 story points earned is a milestone: two bumps for two different members, and everyone gets a first bump before anyone gets a second.
        {isChosen ? " This campaign chooses bump rows; Weird bumps are still rolled." : " The row of each bump is rolled."}
      </p>
      <div className="text-sm text-stone-700">
        The app suggests the picks below: members with the fewest bumps first, whether or not they fought
        <RuleRef reference="ruling R13" />. Change any before you continue; the buttons name who gets the bumps.
      </div>
      <BumpTableResults />
      <RequestKeyField />
      <BumpPicksFields teams={picksTeams} tableOptions={options} />
    </BattleForm>
  );
}
