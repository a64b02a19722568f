"use client";
import dynamic from "next/dynamic";
import { gated, Loading } from "../hydration-gate";

/**
 * Super Mission Force's client components, as its server components render them: each loads its
 * code when a page draws it (next/dynamic, rendered on the server too, its chunk preloaded by the
 * page). Imported directly, they would join the first-load JavaScript of every page that can draw
 * a game page, of every game (Turbopack counts every client component a route's server code can
 * reach, through import() too). A client component imports the others directly.
 */
/** Not gated: it draws the server's stage panel (whose forms have their own gates) until a tap answers. */
export const BattleDice = dynamic(() => import("./battles/battle-dice").then((m) => m.BattleDice), { loading: Loading });
export const BattleTracker = dynamic(() => import("./battles/battle-tracker").then((m) => gated(m.BattleTracker)), { loading: Loading });
export const BumpPicksFields = dynamic(() => import("./battles/bump-picks-fields").then((m) => gated(m.BumpPicksFields)), { loading: Loading });
/** Not gated: it has no controls, only the tables' rows. */
export const BumpTableResults = dynamic(() => import("./battles/bump-table-results").then((m) => m.BumpTableResults), { loading: Loading });
export const CharacterFields = dynamic(() => import("./battles/report-character-fields").then((m) => gated(m.CharacterFields)), { loading: Loading });
export const RollCard = dynamic(() => import("./battles/roll-card").then((m) => gated(m.RollCard)), { loading: Loading });
/** Not gated: it keeps no state (a choice made before it hydrates stays in its select) and its form posts without JavaScript. */
export const SpecialCheckFields = dynamic(() => import("./battles/special-check-fields").then((m) => m.SpecialCheckFields), { loading: Loading });
export const SetUpLineUps = dynamic(() => import("./battles/set-up-line-ups").then((m) => gated(m.SetUpLineUps)), { loading: Loading });
export const CharacterBuilder = dynamic(() => import("./character-builder/character-builder").then((m) => gated(m.CharacterBuilder)), { loading: Loading });
export const ImportTeamForm = dynamic(() => import("./import/import-team-form").then((m) => gated(m.ImportTeamForm)), { loading: Loading });
export const CancelGuestStarForm = dynamic(() => import("./story-points/cancel-guest-star-form").then((m) => gated(m.CancelGuestStarForm)), { loading: Loading });
export const CorrectionForm = dynamic(() => import("./story-points/correction-form").then((m) => gated(m.CorrectionForm)), { loading: Loading });
export const SpendForm = dynamic(() => import("./story-points/spend-form").then((m) => gated(m.SpendForm)), { loading: Loading });
export const CharacterForm = dynamic(() => import("./teams/character-form").then((m) => gated(m.CharacterForm)), { loading: Loading });
export const RenameCharacterForm = dynamic(() => import("./teams/rename-character-form").then((m) => gated(m.RenameCharacterForm)), { loading: Loading });
