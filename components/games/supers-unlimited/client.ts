"use client";
import dynamic from "next/dynamic";

/**
 * Supers Unlimited's client components, as its server components render them: each loads its code
 * when a page draws it (next/dynamic, rendered on the server too, its chunk preloaded by the page),
 * so no other game's page carries it (components/games/smf/client.ts says why).
 */
export const EndgameCheck = dynamic(() => import("./battles/endgame-check").then((m) => m.EndgameCheck));
export const NewSuBattleForm = dynamic(() => import("./battles/new-battle-form").then((m) => m.NewSuBattleForm));
export const CardBuilder = dynamic(() => import("./card-builder/card-builder").then((m) => m.CardBuilder));
export const ImportSuTeamForm = dynamic(() => import("./import/import-su-team-form").then((m) => m.ImportSuTeamForm));
export const GimmickPoolForm = dynamic(() => import("./teams/gimmick-pool-form").then((m) => m.GimmickPoolForm));
export const LeaderChoiceForm = dynamic(() => import("./teams/leader-choice-form").then((m) => m.LeaderChoiceForm));
