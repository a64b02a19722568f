import "server-only";
import { gameActions } from "@/lib/actions/safe-action";
import { superMissionForce } from "@/lib/games/smf";

/** This system's action builders: a campaign, team or battle of another system is not found (see gameActions). */
export const { campaignAction, teamAction, battleAction } = gameActions(superMissionForce.id);
