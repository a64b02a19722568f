"use client";
import { useRouter } from "next/navigation";
import { startTransition, useOptimistic, useState } from "react";
import { isPendingEntry, newTapKey, runTap, withPendingTap, type RefreshAfter, type TapAnswer, type TapLogEntry, type TapNote, type TapSaying } from "./tap-log-state";

interface UseTapLogOptions<T extends { kind: string }, E extends TapLogEntry> {
  /** The battle's entries so far, from every phone, in the order the server recorded them. */
  entries: E[];
  /** Sends one tap (or its undo) under its request key: the game's own action and form. */
  submit: (tap: T, requestKey: string) => Promise<TapAnswer>;
  /** When the page is refreshed after an answer (see RefreshAfter). */
  refreshAfter: RefreshAfter;
}

/**
 * A battle tracker's taps on this phone, over the server's tap log: `send` shows the tap at once
 * (a pending entry in `shown`), sends it under a fresh request key (a retried send counts once on
 * the server), then puts what was tracked, or why not, in `said` for the live region. An undo is a
 * strike tap sent the same way. Other phones' taps arrive with the page's refresh (BattleLive).
 */
export function useTapLog<T extends { kind: string }, E extends TapLogEntry>({ entries, submit, refreshAfter }: UseTapLogOptions<T, E>) {
  const [shown, addShown] = useOptimistic(entries, withPendingTap<E>);
  const [said, setSaid] = useState<TapNote | null>(null);
  const router = useRouter();

  function send(tap: T, saying: TapSaying) {
    const requestKey = newTapKey();
    startTransition(() => runTap(tap, requestKey, saying, refreshAfter, { show: addShown, submit, say: setSaid, refresh: () => router.refresh() }));
  }

  return { shown, said, send, isPending: isPendingEntry };
}
