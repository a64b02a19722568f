"use client";
import dynamic from "next/dynamic";
import { gated, Loading } from "../hydration-gate";

/**
 * VSGMR's client components, as its server components render them: each loads its code when a page
 * draws it (next/dynamic, rendered on the server too, its chunk preloaded by the page), so no other
 * game's page carries it (components/games/smf/client.ts says why).
 */
export const SetUpFields = dynamic(() => import("./battles/set-up-fields").then((m) => gated(m.SetUpFields)), { loading: Loading });
export const ForceBuilder = dynamic(() => import("./force-builder/force-builder").then((m) => gated(m.ForceBuilder)), { loading: Loading });
export const TryForceBuilder = dynamic(() => import("./force-builder/try-force-builder").then((m) => gated(m.TryForceBuilder)), { loading: Loading });
export const BattleTracker = dynamic(() => import("./battles/battle-tracker").then((m) => gated(m.BattleTracker)), { loading: Loading });
