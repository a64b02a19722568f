import "server-only";
import {
  CURSE_LIFT_SP_COST,
  GRIMOIRE_CHANGE_SP,
  GUEST_STAR_SP,
  hasPower,
  isVehicle,
  QUIVER_CHANGE_SP,
  VEHICLE_SP,
  type PowerId,
  type SmfCharacter,
  type SmfTeamState,
} from "@/lib/rules/smf";
import { loadTeamStates } from "@/lib/games/smf/server/battles/load-team-states";
import { ROSTER_OPTIONS_SELECT, rosterOptions } from "@/lib/games/smf/campaign-roster-options";
import { db } from "@/lib/server/db";
import { findOpenBattle, ROSTER_LOCKING_STATUSES } from "@/lib/server/battles/open-battles";
import type { SpendMenu } from "@/lib/games/smf/views/spend-menu";
import { unusedGuestStarBookings } from "./cancel-guest-star";

// A dead or retired character has no next game to change.
const isAvailable = (c: SmfCharacter) => c.state.status !== "dead" && c.state.status !== "retired";

function powerChoices(character: SmfCharacter, power: PowerId) {
  return character.build.powers.find((p) => p.power === power)?.choices;
}

export function spendMenuOf(team: SmfTeamState, allowVehicles: boolean, inBattleMessage: string | null, cancellable: string[] = []): SpendMenu {
  const living = team.characters.filter(isAvailable);
  const cursed = living.filter((c) => c.state.curses > 0).map((c) => ({ id: c.id, name: c.name, curses: c.state.curses }));
  const archers = living.filter((c) => hasPower(c, "archery")).map((c) => ({ id: c.id, name: c.name, quiver: powerChoices(c, "archery")?.quiver ?? [] }));
  const sorcerers = living.filter((c) => hasPower(c, "sorcery")).map((c) => ({ id: c.id, name: c.name, grimoire: powerChoices(c, "sorcery")?.grimoire ?? null }));
  return {
    teamName: team.name,
    balance: team.storyPoints.balance,
    guestStar: { cost: GUEST_STAR_SP, pending: team.guestStarsPending, cancellable },
    curseLift: cursed.length > 0 ? { cost: CURSE_LIFT_SP_COST, characters: cursed } : null,
    vehicle: allowVehicles ? { cost: VEHICLE_SP, vehicles: living.filter(isVehicle).map((c) => ({ id: c.id, name: c.name })) } : null,
    quiver: archers.length > 0 ? { cost: QUIVER_CHANGE_SP, archers } : null,
    grimoire: sorcerers.length > 0 ? { cost: GRIMOIRE_CHANGE_SP, sorcerers } : null,
    inBattleMessage,
  };
}

/** The spend page's menu for a team the caller may spend for (authorizeTeam(…, "smf:spend-story-points")). */
export async function loadSpendMenu(campaignId: string, teamId: string): Promise<SpendMenu | null> {
  const [campaign, snapshot, open, cancellable] = await Promise.all([
    db.campaign.findUniqueOrThrow({ where: { id: campaignId }, select: ROSTER_OPTIONS_SELECT }),
    loadTeamStates(campaignId),
    findOpenBattle([teamId], db, ROSTER_LOCKING_STATUSES),
    unusedGuestStarBookings(db, teamId),
  ]);
  const team = snapshot.teams.find((t) => t.teamId === teamId);
  if (!team) return null; // archived: nothing to spend on
  return spendMenuOf(team, rosterOptions(campaign).allowVehicles, open ? `${team.name} is playing issue #${open.issue}; spend after it is resolved.` : null, cancellable);
}
