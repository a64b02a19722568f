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
 * Super Mission Force's client components, as its server components render them: each loads its
 * code when a page draws it (next/dynamic, rendered on the server too, its chunk preloaded by the
 * page). Imported directly, they would join the first-load JavaScript of every page that can draw
 * a game page, of every game (Turbopack counts every client component a route's server code can
 * reach, through import() too). A client component imports the others directly.
 */
export const BattleTracker = dynamic(() => import("./battles/battle-tracker").then((m) => m.BattleTracker), { loading: Nothing });
export const BumpPicksFields = dynamic(() => import("./battles/bump-picks-fields").then((m) => m.BumpPicksFields), { loading: Nothing });
export const CharacterFields = dynamic(() => import("./battles/report-character-fields").then((m) => m.CharacterFields), { loading: Nothing });
export const RollCard = dynamic(() => import("./battles/roll-card").then((m) => m.RollCard), { loading: Nothing });
export const SetUpLineUps = dynamic(() => import("./battles/set-up-line-ups").then((m) => m.SetUpLineUps), { loading: Nothing });
export const CharacterBuilder = dynamic(() => import("./character-builder/character-builder").then((m) => m.CharacterBuilder), { loading: Nothing });
export const ImportTeamForm = dynamic(() => import("./import/import-team-form").then((m) => m.ImportTeamForm), { loading: Nothing });
export const CancelGuestStarForm = dynamic(() => import("./story-points/cancel-guest-star-form").then((m) => m.CancelGuestStarForm), { loading: Nothing });
export const CorrectionForm = dynamic(() => import("./story-points/correction-form").then((m) => m.CorrectionForm), { loading: Nothing });
export const SpendForm = dynamic(() => import("./story-points/spend-form").then((m) => m.SpendForm), { loading: Nothing });
export const CharacterForm = dynamic(() => import("./teams/character-form").then((m) => m.CharacterForm), { loading: Nothing });
export const RenameCharacterForm = dynamic(() => import("./teams/rename-character-form").then((m) => m.RenameCharacterForm), { loading: Nothing });
