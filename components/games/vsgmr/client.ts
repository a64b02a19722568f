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
 * VSGMR's client components, as its server components render them: each loads its code when a page
 * draws it (next/dynamic, rendered on the server too, its chunk preloaded by the page), so no other
 * game's page carries it (components/games/smf/client.ts says why).
 */
export const SetUpFields = dynamic(() => import("./battles/set-up-fields").then((m) => m.SetUpFields), { loading: Nothing });
export const ForceBuilder = dynamic(() => import("./force-builder/force-builder").then((m) => m.ForceBuilder), { loading: Nothing });
export const TryForceBuilder = dynamic(() => import("./force-builder/try-force-builder").then((m) => m.TryForceBuilder), { loading: Nothing });
