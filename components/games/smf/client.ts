"use client";
import dynamic from "next/dynamic";

/**
 * Super Mission Force's client components, as its server components render them: each loads its
 * code when a page draws it (next/dynamic, rendered on the server too, its chunk preloaded by the
 * page). Imported directly, they would join the first-load JavaScript of every page that can draw
 * a game page, of every game (Turbopack counts every client component a route's server code can
 * reach, through import() too). A client component imports the others directly.
 */
export const BattleTracker = dynamic(() => import("./battles/battle-tracker").then((m) => m.BattleTracker));
export const BumpPicksFields = dynamic(() => import("./battles/bump-picks-fields").then((m) => m.BumpPicksFields));
export const CharacterFields = dynamic(() => import("./battles/report-character-fields").then((m) => m.CharacterFields));
export const RollCard = dynamic(() => import("./battles/roll-card").then((m) => m.RollCard));
export const SetUpLineUps = dynamic(() => import("./battles/set-up-line-ups").then((m) => m.SetUpLineUps));
export const CharacterBuilder = dynamic(() => import("./character-builder/character-builder").then((m) => m.CharacterBuilder));
export const ImportTeamForm = dynamic(() => import("./import/import-team-form").then((m) => m.ImportTeamForm));
export const CancelGuestStarForm = dynamic(() => import("./story-points/cancel-guest-star-form").then((m) => m.CancelGuestStarForm));
export const CorrectionForm = dynamic(() => import("./story-points/correction-form").then((m) => m.CorrectionForm));
export const SpendForm = dynamic(() => import("./story-points/spend-form").then((m) => m.SpendForm));
export const CharacterForm = dynamic(() => import("./teams/character-form").then((m) => m.CharacterForm));
export const RenameCharacterForm = dynamic(() => import("./teams/rename-character-form").then((m) => m.RenameCharacterForm));
