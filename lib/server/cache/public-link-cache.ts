import "server-only";
import { cache } from "react";
import { findSharedCampaign } from "@/lib/server/campaigns/find-shared-campaign";
import { findSharedTeam } from "@/lib/server/teams/find-shared-team";
import { cachedForCampaign } from "./read-cache";

/**
 * A game's loader for the page behind a public link, served from the read cache
 * (read-cache.ts). The link itself is looked up on every request, with the campaign's cache
 * version in the same query: a withdrawn link answers null (the 404 page) at once, and a write to
 * the campaign is seen by the next reader. The cached value is the same for everyone (nobody is
 * signed in); `key` names the page so two pages behind one link keep apart. Read once per render.
 */
export function cachedBehindTeamLink<Rest extends Array<string | number | undefined>, T>(
  key: string,
  load: (token: string, ...rest: Rest) => Promise<T | null>,
): (token: string, ...rest: Rest) => Promise<T | null> {
  return cache(async (token: string, ...rest: Rest) => {
    const link = await findSharedTeam(token);
    if (!link) return null;
    return cachedForCampaign(link.campaignId, linkKey("team", key, token, rest), () => load(token, ...rest), { version: link.cacheVersion });
  });
}

/** As cachedBehindTeamLink, for the page behind a campaign's public link. */
export function cachedBehindCampaignLink<Rest extends Array<string | number | undefined>, T>(
  key: string,
  load: (token: string, ...rest: Rest) => Promise<T | null>,
): (token: string, ...rest: Rest) => Promise<T | null> {
  return cache(async (token: string, ...rest: Rest) => {
    const link = await findSharedCampaign(token);
    if (!link) return null;
    return cachedForCampaign(link.campaignId, linkKey("campaign", key, token, rest), () => load(token, ...rest), { version: link.cacheVersion });
  });
}

function linkKey(kind: string, key: string, token: string, rest: ReadonlyArray<string | number | undefined>): string {
  return `public-${kind}:${key}:${token}:${JSON.stringify(rest)}`;
}
