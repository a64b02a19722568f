/** What a staged SMF battle page says of a step or of where the battle stands, in the live notice ("Now: …"). */
import type { PostBattleStepId } from "@/lib/rules/smf";
import type { BattleView } from "@/lib/games/smf/views/battle-view";

/** Each post-battle step as a change or a place names it ("confirmed the milestone bumps"). */
const STEP_NAMES: Record<PostBattleStepId, string> = {
  aftermath: "the aftermath",
  injuries: "the thralls' powers",
  "scenario-special": "the scenario's post-battle special",
  "story-points": "the Magic Artifact upkeep",
  bumps: "the milestone bumps",
  "special-guest-stars": "the guest stars and curse lifts",
  tally: "the tally",
};

export function decisionStepName(step: PostBattleStepId): string {
  return STEP_NAMES[step];
}

/** Where the battle stands now, in a few words, for a page that fell behind ("Now: …"). */
export function whereItStands(view: Pick<BattleView, "progress" | "nextRoll">): string {
  const { progress } = view;
  switch (progress.kind) {
    case "setup":
      return "the pre-battle choices";
    case "needs-dice":
      return view.nextRoll ? `the next roll, ${view.nextRoll.label}` : "the next roll";
    case "reporting":
      return "the report of the battle";
    case "awaiting-confirmation":
      return "the report waits for confirmation";
    case "needs-decision":
    case "refused":
      return decisionStepName(progress.step);
    case "finished":
      return { RESOLVED: "resolved", UNDONE: "undone", CANCELLED: "cancelled" }[progress.status];
  }
}
