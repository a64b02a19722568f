import "server-only";
import { gameActions } from "@/lib/actions/safe-action";
import { vsgmr } from "@/lib/games/vsgmr";

/** This system's action builders: a campaign, team or battle of another system is not found (see gameActions). */
export const { campaignAction, teamAction, battleAction } = gameActions(vsgmr.id);
