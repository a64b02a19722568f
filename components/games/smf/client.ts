"use client";
import dynamic from "next/dynamic";
import { gated, Nothing } from "../hydration-gate";

/**
 * Super Mission Force's client components, as its server components render them: each loads its
 * code when a page draws it (next/dynamic, rendered on the server too, its chunk preloaded by the
 * page). Imported directly, they would join the first-load JavaScript of every page that can draw
 * a game page, of every game (Turbopack counts every client component a route's server code can
 * reach, through import() too). A client component imports the others directly.
 */
export const BattleTracker = dynamic(() => import("./battles/battle-tracker").then((m) => gated(m.BattleTracker)), { loading: Nothing });
export const BumpPicksFields = dynamic(() => import("./battles/bump-picks-fields").then((m) => gated(m.BumpPicksFields)), { loading: Nothing });
export const CharacterFields = dynamic(() => import("./battles/report-character-fields").then((m) => gated(m.CharacterFields)), { loading: Nothing });
export const RollCard = dynamic(() => import("./battles/roll-card").then((m) => gated(m.RollCard)), { loading: Nothing });
export const SetUpLineUps = dynamic(() => import("./battles/set-up-line-ups").then((m) => gated(m.SetUpLineUps)), { loading: Nothing });
export const CharacterBuilder = dynamic(() => import("./character-builder/character-builder").then((m) => gated(m.CharacterBuilder)), { loading: Nothing });
export const ImportTeamForm = dynamic(() => import("./import/import-team-form").then((m) => gated(m.ImportTeamForm)), { loading: Nothing });
export const CancelGuestStarForm = dynamic(() => import("./story-points/cancel-guest-star-form").then((m) => gated(m.CancelGuestStarForm)), { loading: Nothing });
export const CorrectionForm = dynamic(() => import("./story-points/correction-form").then((m) => gated(m.CorrectionForm)), { loading: Nothing });
export const SpendForm = dynamic(() => import("./story-points/spend-form").then((m) => gated(m.SpendForm)), { loading: Nothing });
export const CharacterForm = dynamic(() => import("./teams/character-form").then((m) => gated(m.CharacterForm)), { loading: Nothing });
export const RenameCharacterForm = dynamic(() => import("./teams/rename-character-form").then((m) => gated(m.RenameCharacterForm)), { loading: Nothing });
