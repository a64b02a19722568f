import { isIP } from "node:net";

/**
 * How many proxies of the operator's own stand in front of Longbox, from LONGBOX_TRUSTED_PROXY_HOPS
 * (default 0: browsers reach `next start` directly).
 */
export function trustedProxyHops(value = process.env.LONGBOX_TRUSTED_PROXY_HOPS): number {
  if (value === undefined || value.trim() === "") return 0;
  const hops = Number(value);
  if (!Number.isInteger(hops) || hops < 0 || hops > 10) {
    throw new Error(`LONGBOX_TRUSTED_PROXY_HOPS must be a whole number from 0 to 10 (the proxies in front of Longbox), not "${value}".`);
  }
  return hops;
}

/**
 * The address a request came from, for the per-address sign-in limit, or null when it cannot be
 * trusted. Each proxy appends the address it was reached from to X-Forwarded-For, so with `hops`
 * proxies of our own the entry `hops` from the end is the one the outermost of them saw; anything
 * before it was written by the client and proves nothing. With no proxy (hops 0) there is no
 * trustworthy entry at all: `next start` keeps a header the client sent rather than adding the
 * socket's address, so a client could name a new address on every attempt.
 */
export function clientAddress(forwardedFor: string | null, hops: number): string | null {
  if (hops === 0 || !forwardedFor) return null;
  const entries = forwardedFor.split(",").map((entry) => entry.trim());
  // Fewer entries than proxies: the request skipped one, and its first entry is the best there is.
  const entry = entries[Math.max(0, entries.length - hops)]!;
  return isIP(entry) ? entry.toLowerCase() : null;
}
