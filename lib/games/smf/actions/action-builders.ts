import "server-only";
import { ofGame, recordActions, signedInClient } from "@/lib/actions/safe-action";
import { superMissionForce } from "@/lib/games/smf";

/**
 * This system's action builders: a campaign, team or battle of another system is not found (ofGame in
 * lib/actions/safe-action.ts), and its actions may ask for its own verbs (its manifest's `permissions`).
 */
export const { campaignAction, teamAction, battleAction } = recordActions(signedInClient.use(ofGame(superMissionForce.id)), superMissionForce);
