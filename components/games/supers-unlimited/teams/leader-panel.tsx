import type { SuTeamVerdict } from "@/lib/games/supers-unlimited/team-verdict";

interface LeaderPanelProps {
  verdict: SuTeamVerdict;
  /**
   * The tie-break form (LeaderChoiceForm, components/games/supers-unlimited/client.ts), drawn when
   * the rules tie and this member may break it (team:edit). Given by the team page; the public page
   * imports no client component, so it ships none.
   */
  chooser?: (tie: Extract<SuTeamVerdict["summary"]["leader"], { kind: "tie" }>) => React.ReactNode;
}

/** Who leads the team (SU L384): the rules' leader, or among a tie the one the owner chose (Ruling SU-R35). */
export function LeaderPanel({ verdict, chooser }: LeaderPanelProps) {
  const { leader } = verdict;
  const rules = verdict.summary.leader;
  return (
    <section aria-labelledby="leader-heading" data-team-leader className="flex flex-col gap-2 rounded-lg border border-stone-300 bg-white p-4 print:hidden">
      <h2 id="leader-heading" className="text-xl font-bold">
        Team Leader
      </h2>
      {leader.kind === "none" ? <p className="text-stone-700">No cards yet, so no leader.</p> : null}
      {leader.kind === "leader" ? (
        <p>
          <span className="font-semibold">{leader.leader.name}</span> (Level {leader.leader.level}) leads the team{rules.kind === "tie" ? ", chosen by the owner among a tie" : ""}.
        </p>
      ) : null}
      {rules.kind === "tie" ? (
        <p className="text-sm text-stone-700">
          {rules.candidates.map((c) => c.name).join(", ")} could each lead ({rules.byLeadership ? "the highest Level with Leadership" : "the highest Level, as none has Leadership"}
          ){leader.kind === "leader" ? "" : ": the team's owner chooses"}.
        </p>
      ) : null}
      {chooser && rules.kind === "tie" ? chooser(rules) : null}
    </section>
  );
}
