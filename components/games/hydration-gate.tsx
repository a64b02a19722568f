"use client";
import { useSyncExternalStore, type ComponentType, type ReactNode } from "react";

/**
 * What a lazily loaded component draws while its chunk loads after a client-side navigation (on a
 * full page load the server sends the component itself, inside its HydrationGate, and this is not
 * drawn): an empty busy fieldset, like the gate's, so the form around it takes no submit without
 * the component's fields (app/globals.css) — a form posted then would lack them (a battle set up
 * with no line-ups). A screen reader hears "Loading…" only if the wait lasts.
 */
export function Loading() {
  return (
    <fieldset disabled aria-busy className="contents">
      <span role="status" className="hydration-note sr-only">
        Loading…
      </span>
    </fieldset>
  );
}

const noSubscription = () => () => {};

/**
 * Holds a lazily loaded component's controls disabled until the component has hydrated.
 *
 * Why: a game's client components load through next/dynamic (components/games/<game>/client.ts),
 * so a page ships only its own game's code. The server still draws them, so their inputs show at
 * once, but until their chunk has arrived and React has hydrated them, what someone types or picks
 * there is not in the component's state: hydration keeps the component's initial state and the
 * typing is lost (or a half-filled form posts). So the server draws the controls inside a disabled
 * fieldset: nothing can be typed into a control that does not work yet. The fieldset is part of
 * the lazily loaded component (`gated` wraps it inside the dynamic import), so it hydrates with it,
 * and useSyncExternalStore's server snapshot (false) is what both the server and hydration see; the
 * client snapshot (true) then lifts it in the same chunk's first render after hydration.
 *
 * Accessibility: a disabled fieldset takes its controls out of the tab order without trapping
 * focus anywhere; `aria-busy` says the region is still being built; and a screen reader hears
 * "Loading…" only if the wait lasts (the status line turns visible after a second, by CSS, since
 * no script of this component runs before it hydrates). `display: contents` keeps the layout the
 * component would have without the fieldset.
 */
export function HydrationGate({ children }: { children: ReactNode }) {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return (
    <fieldset disabled={!hydrated} aria-busy={hydrated ? undefined : true} className="contents" data-hydrated={hydrated ? "" : undefined}>
      {hydrated ? null : (
        <span role="status" className="hydration-note sr-only">
          Loading…
        </span>
      )}
      {children}
    </fieldset>
  );
}

/**
 * The component a client.ts hands to next/dynamic, inside its HydrationGate:
 * `dynamic(() => import("./x").then((m) => gated(m.X)), { loading: Loading })`.
 */
export function gated<Props extends object>(Component: ComponentType<Props>): ComponentType<Props> {
  function Gated(props: Props) {
    return (
      <HydrationGate>
        <Component {...props} />
      </HydrationGate>
    );
  }
  Gated.displayName = `Gated(${Component.displayName ?? Component.name})`;
  return Gated;
}
