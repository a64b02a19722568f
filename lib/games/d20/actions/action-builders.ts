import "server-only";
import { ofGame, recordActions, signedInClient } from "@/lib/actions/safe-action";
import { d20 } from "@/lib/games/d20";

/**
 * The d20 series' action builders: a campaign or hero of another system is not found (ofGame in
 * lib/actions/safe-action.ts), and its actions may ask for its own verbs (its manifest's `permissions`).
 */
export const { campaignAction, teamAction } = recordActions(signedInClient.use(ofGame(d20.id)), d20);
