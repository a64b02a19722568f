"use client";
import dynamic from "next/dynamic";
import { gated, Loading } from "../hydration-gate";

/**
 * Supers Unlimited's client components, as its server components render them: each loads its code
 * when a page draws it (next/dynamic, rendered on the server too, its chunk preloaded by the page),
 * so no other game's page carries it (components/games/smf/client.ts says why).
 */
export const EndgameCheck = dynamic(() => import("./battles/endgame-check").then((m) => gated(m.EndgameCheck)), { loading: Loading });
export const NewSuBattleForm = dynamic(() => import("./battles/new-battle-form").then((m) => gated(m.NewSuBattleForm)), { loading: Loading });
export const CardBuilder = dynamic(() => import("./card-builder/card-builder").then((m) => gated(m.CardBuilder)), { loading: Loading });
export const ImportSuTeamForm = dynamic(() => import("./import/import-su-team-form").then((m) => gated(m.ImportSuTeamForm)), { loading: Loading });
export const GimmickPoolForm = dynamic(() => import("./teams/gimmick-pool-form").then((m) => gated(m.GimmickPoolForm)), { loading: Loading });
export const LeaderChoiceForm = dynamic(() => import("./teams/leader-choice-form").then((m) => gated(m.LeaderChoiceForm)), { loading: Loading });
export const SuTracker = dynamic(() => import("./battles/su-tracker").then((m) => gated(m.SuTracker)), { loading: Loading });
