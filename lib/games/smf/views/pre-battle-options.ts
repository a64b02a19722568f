import { GUEST_STAR_ROLL, canLiftCurseByMagic, sidekickArrivalOptions, type ScenarioId, type SmfCharacter, type SmfTeamState } from "@/lib/rules/smf";
import type { LineUpEntry } from "@/lib/games/smf/battles/battle-record";

type Named = { id: string; name: string };

/** What the pre-battle choices form offers one team, read from the team as it stands now. */
export interface PreBattleTeam {
  teamId: string;
  name: string;
  fieldedNames: string[];
  balance: number;
  /** Active roster members with curses, which story points (or magic) can lift before the dice. */
  cursed: Array<Named & { curses: number }>;
  /** Mentalists and Sorcerers who may lift a curse instead of the subplot roll (L2473); empty with no curse to lift. */
  casters: Named[];
  /** Fielded owners of Servitor/Sidekick with more than one sidekick or thrall to bring (L1151). */
  sidekicks: Array<{ ownerId: string; ownerName: string; entries: Named[]; defaultId: string }>;
  /** Team-Up, or a scenario still to roll: subplot dice the team may add to the guest-star roll (L2289). */
  guestStar?: { maxSubplotDice: number; carriedSubplotDice: number; isScenarioRolled: boolean };
}

const named = (c: SmfCharacter): Named => ({ id: c.id, name: c.name });

/**
 * One team's options before the pre-battle dice. Only choices the rules would accept are offered
 * (casters through canLiftCurseByMagic, sidekicks through sidekickArrivalOptions); the rules
 * check them again when the choices lock.
 */
export function preBattleTeam(team: SmfTeamState, lineUp: readonly LineUpEntry[], scenarioChoice: ScenarioId | null): PreBattleTeam {
  const byId = new Map(team.characters.map((c) => [c.id, c]));
  const fielded = lineUp.flatMap((m) => byId.get(m.characterId) ?? []);
  const cursed = team.characters.filter((c) => c.state.status === "active" && c.state.curses > 0);
  const casters = cursed.length > 0 ? team.characters.filter((c) => c.state.status === "active" && canLiftCurseByMagic(c)) : [];
  const sidekicks = sidekickArrivalOptions(team, fielded).map((option) => ({
    ownerId: option.ownerId,
    ownerName: byId.get(option.ownerId)!.name,
    entries: option.entryIds.map((id) => named(byId.get(id)!)),
    defaultId: option.defaultId,
  }));
  const hasGuestStarRoll = scenarioChoice === null || scenarioChoice === "team-up";
  return {
    teamId: team.teamId,
    name: team.name,
    fieldedNames: lineUp.map((m) => m.name),
    balance: team.storyPoints.balance,
    cursed: cursed.map((c) => ({ ...named(c), curses: c.state.curses })),
    casters: casters.map(named),
    sidekicks,
    ...(hasGuestStarRoll
      ? { guestStar: { maxSubplotDice: GUEST_STAR_ROLL.maxSubplotDice, carriedSubplotDice: team.carriedSubplotDice, isScenarioRolled: scenarioChoice === null } }
      : {}),
  };
}
