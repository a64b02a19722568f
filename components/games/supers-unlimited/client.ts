"use client";
import dynamic from "next/dynamic";

/**
 * Each component sits in its own Suspense boundary (next/dynamic adds one when given a loading
 * state; it draws nothing, the server sends the component itself): React hydrates the rest of the
 * page without waiting for the component's chunk. Until that chunk has arrived and the component
 * hydrated, what is typed into it is not in its state (a builder typed into at once loses it).
 */
const Nothing = () => null;

/**
 * Supers Unlimited's client components, as its server components render them: each loads its code
 * when a page draws it (next/dynamic, rendered on the server too, its chunk preloaded by the page),
 * so no other game's page carries it (components/games/smf/client.ts says why).
 */
export const EndgameCheck = dynamic(() => import("./battles/endgame-check").then((m) => m.EndgameCheck), { loading: Nothing });
export const NewSuBattleForm = dynamic(() => import("./battles/new-battle-form").then((m) => m.NewSuBattleForm), { loading: Nothing });
export const CardBuilder = dynamic(() => import("./card-builder/card-builder").then((m) => m.CardBuilder), { loading: Nothing });
export const ImportSuTeamForm = dynamic(() => import("./import/import-su-team-form").then((m) => m.ImportSuTeamForm), { loading: Nothing });
export const GimmickPoolForm = dynamic(() => import("./teams/gimmick-pool-form").then((m) => m.GimmickPoolForm), { loading: Nothing });
export const LeaderChoiceForm = dynamic(() => import("./teams/leader-choice-form").then((m) => m.LeaderChoiceForm), { loading: Nothing });
