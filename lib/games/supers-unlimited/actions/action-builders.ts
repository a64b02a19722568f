import "server-only";
import { gameActions } from "@/lib/actions/safe-action";
import { supersUnlimited } from "@/lib/games/supers-unlimited";

/** This system's action builders: a campaign, team or battle of another system is not found (see gameActions). */
export const { campaignAction, teamAction, battleAction } = gameActions(supersUnlimited.id);
