import "server-only";
import { campaignCacheVersion } from "@/lib/server/campaigns/get-campaign";
import { db } from "@/lib/server/db";

/**
 * Campaign-level page data kept in this process between requests, served only while the
 * campaign's cache version is the one it was read at.
 *
 * The version lives in Postgres (CacheTag, one row per tag) and is raised by triggers in the
 * transaction of every write that changes what a campaign's pages show (migration
 * 20261129060000_cache_tags): the invalidation is part of the write itself, whichever service,
 * game or instance wrote. Each request reads the version (one indexed row, once per render), so a
 * read right after a write (on this instance or any other) never gets the data from before it:
 * read-your-writes on the next request, with no message to wait for. docs/caching.md says why this
 * and not Next's own cache.
 *
 * Only what every member sees alike goes in: a page computes what depends on the viewer (role, own
 * team, buttons) per request from the cached data and its access. Keys name the campaign, so a
 * campaign's entry is never another's.
 */

/** A tag names what a version covers; one per campaign (its teams, battles, rolls, links). */
export function campaignTag(campaignId: string): string {
  return `campaign:${campaignId}`;
}

const MAX_ENTRIES = Math.max(16, Number(process.env.LONGBOX_READ_CACHE_ENTRIES ?? 2000) || 2000);

interface Entry {
  version: string;
  value: unknown;
}

interface CacheState {
  entries: Map<string, Entry>;
  hits: number;
  misses: number;
}

// On globalThis so that every module instance in one process (route bundles, dev reloads) shares it.
const globalForCache = globalThis as unknown as { longboxReadCache?: CacheState };
function state(): CacheState {
  globalForCache.longboxReadCache ??= { entries: new Map(), hits: 0, misses: 0 };
  return globalForCache.longboxReadCache;
}

/** A campaign's current cache version, "0" before anything raised it. */
export async function readCampaignVersion(campaignId: string): Promise<string> {
  const rows = await db.$queryRaw<Array<{ version: bigint }>>`SELECT "version" FROM "CacheTag" WHERE "tag" = ${campaignTag(campaignId)}`;
  return rows[0] ? String(rows[0].version) : "0";
}

/**
 * Cached values are shared by every request that reads them: frozen, so a page that changed one
 * in place would fail loudly instead of changing what the next reader sees.
 */
function deepFreeze<T>(value: T): T {
  // Typed arrays cannot be frozen (nor are any cached today): left as they are.
  if (value === null || typeof value !== "object" || Object.isFrozen(value) || ArrayBuffer.isView(value)) return value;
  Object.freeze(value);
  for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  return value;
}

/**
 * The value `load` gives, from this process's cache when it was read at the campaign's current
 * version. `key` names what is read (the page's data, its arguments) within the campaign; it must
 * not depend on the viewer, and neither may the value. `version` is the campaign's version when
 * the caller read it already (a public link's lookup does, in the same query).
 */
export async function cachedForCampaign<T>(campaignId: string, key: string, load: () => Promise<T>, { version }: { version?: string } = {}): Promise<T> {
  // By default the version read with the campaign's row, once per render, which the campaign layout
  // reads anyway (getCampaign; outside a render, in an action or a route handler, every call reads).
  const current = version ?? (await campaignCacheVersion({ campaignId }));
  const { entries } = state();
  const fullKey = `${campaignTag(campaignId)}|${key}`;
  const hit = entries.get(fullKey);
  if (hit && hit.version === current) {
    state().hits += 1;
    // Least recently used goes first: a hit moves to the back.
    entries.delete(fullKey);
    entries.set(fullKey, hit);
    return hit.value as T;
  }
  state().misses += 1;
  const value = deepFreeze(await load());
  // Kept under the version read before loading: a write that committed meanwhile raised the
  // version past it, so the next read loads again rather than trusting this value.
  entries.delete(fullKey);
  entries.set(fullKey, { version: current, value });
  while (entries.size > MAX_ENTRIES) {
    const oldest = entries.keys().next().value;
    if (oldest === undefined) break;
    entries.delete(oldest);
  }
  return value;
}

/** How the cache did since the process started (or since the last reset): for tests and the bench. */
export function readCacheStats(): { hits: number; misses: number; entries: number } {
  const { hits, misses, entries } = state();
  return { hits, misses, entries: entries.size };
}

/** Empties this process's cache (tests). */
export function clearReadCache(): void {
  const current = state();
  current.entries.clear();
  current.hits = 0;
  current.misses = 0;
}
