import { hasAbility } from "../card/abilities";
import type { SuCard } from "../card/card";

export interface SuLeaderCandidate {
  id: string;
  name: string;
  level: number;
}

/**
 * Who leads the team (SU L384): the highest-Level character with Leadership, or the highest-Level
 * character when none has it. When several qualify the owner chooses (Ruling SU-R35): `tie` lists
 * them. `byLeadership` says which of the two rules picked them.
 */
export type SuTeamLeader =
  { kind: "leader"; leader: SuLeaderCandidate; byLeadership: boolean } | { kind: "tie"; candidates: SuLeaderCandidate[]; byLeadership: boolean } | { kind: "none" };

export function teamLeader(cards: readonly SuCard[]): SuTeamLeader {
  const leaders = cards.filter((c) => hasAbility(c, "leadership"));
  const byLeadership = leaders.length > 0;
  const pool = byLeadership ? leaders : cards;
  if (pool.length === 0) return { kind: "none" };
  const top = Math.max(...pool.map((c) => c.level));
  const candidates = pool.filter((c) => c.level === top).map(({ id, name, level }) => ({ id, name, level }));
  return candidates.length === 1 ? { kind: "leader", leader: candidates[0]!, byLeadership } : { kind: "tie", candidates, byLeadership };
}

/** The candidates the owner may choose among: the leader alone, or every tied one. */
export function leaderCandidates(leader: SuTeamLeader): SuLeaderCandidate[] {
  return leader.kind === "leader" ? [leader.leader] : leader.kind === "tie" ? leader.candidates : [];
}

/**
 * The leader once the owner's choice is known: the rules' leader; among a tie, the chosen one
 * (null while none is chosen); `not-eligible` when the chosen character cannot lead.
 */
export function resolveTeamLeader(
  cards: readonly SuCard[],
  chosenId: string | null,
):
  | { kind: "leader"; leader: SuLeaderCandidate }
  | { kind: "owner-chooses"; candidates: SuLeaderCandidate[] }
  | { kind: "not-eligible"; candidates: SuLeaderCandidate[] }
  | { kind: "none" } {
  const leader = teamLeader(cards);
  if (leader.kind === "none") return leader;
  const candidates = leaderCandidates(leader);
  if (chosenId === null) return leader.kind === "leader" ? leader : { kind: "owner-chooses", candidates };
  const chosen = candidates.find((c) => c.id === chosenId);
  return chosen ? { kind: "leader", leader: chosen } : { kind: "not-eligible", candidates };
}
