"use client";
import dynamic from "next/dynamic";
import { gated, Loading } from "../hydration-gate";

/**
 * The d20 series' client components, as its server components render them: each loads its code
 * when a page draws it (next/dynamic), so no other game's page carries it.
 */
export const StartConflictForm = dynamic(() => import("./conflict/start-conflict-form").then((m) => gated(m.StartConflictForm)), { loading: Loading });
export const ConflictTracker = dynamic(() => import("./conflict/conflict-tracker").then((m) => gated(m.ConflictTracker)), { loading: Loading });
export const AdventurePointsButton = dynamic(() => import("./conflict/conflict-tracker").then((m) => gated(m.AdventurePointsButton)), { loading: Loading });
export const AwardHeroPointForm = dynamic(() => import("./hero/hero-forms").then((m) => gated(m.AwardHeroPointForm)), { loading: Loading });
export const SpendHeroPointForm = dynamic(() => import("./hero/hero-forms").then((m) => gated(m.SpendHeroPointForm)), { loading: Loading });
export const RanksForm = dynamic(() => import("./hero/hero-forms").then((m) => gated(m.RanksForm)), { loading: Loading });
export const InjuryForm = dynamic(() => import("./hero/hero-forms").then((m) => gated(m.InjuryForm)), { loading: Loading });
export const RestForm = dynamic(() => import("./hero/hero-forms").then((m) => gated(m.RestForm)), { loading: Loading });
export const HazardForm = dynamic(() => import("./hero/hero-forms").then((m) => gated(m.HazardForm)), { loading: Loading });
export const StopHazardButton = dynamic(() => import("./hero/hero-forms").then((m) => gated(m.StopHazardButton)), { loading: Loading });
export const HazardCheckForm = dynamic(() => import("./hero/hero-forms").then((m) => gated(m.HazardCheckForm)), { loading: Loading });
export const FallForm = dynamic(() => import("./hero/hero-forms").then((m) => gated(m.FallForm)), { loading: Loading });
