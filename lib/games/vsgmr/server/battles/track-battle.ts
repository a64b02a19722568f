import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { readCampaignSettings } from "@/lib/game-contract/campaign-settings";
import { foldTracker, tapProblem, tapWords, type TrackerSetup, type TrackerState, type VsgmrTap, type VsgmrTrackedEntry, type VsgmrTrackPayload } from "@/lib/rules/vsgmr";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { appendBattleTap, loadBattleTaps } from "@/lib/server/battles/tap-log";
import type { ServiceFailure } from "@/lib/service-result";
import { vsgmr } from "../../index";
import { readVsgmrDetails, type VsgmrBattleDetails } from "../../battles/battle-details";
import { trackerSetup } from "../../battles/tracker-setup";
import { readVsgmrTrackPayload } from "../../schemas/battle-track";
import { vsgmrRulesSettings, type VsgmrSeriesSettings } from "../../campaign-settings";
import { VSGMR_FIGURE_KIND } from "../../force-form";
import { can } from "@/lib/authz/permissions";

export type TrackVsgmrBattleResult =
  { ok: true; entryId: string; isRepeat: boolean } | ServiceFailure<"not-found" | "forbidden" | "not-playing" | "illegal-tap" | "key-reused" | "too-many-taps">;

export interface LoadedTracker {
  setup: TrackerSetup;
  entries: VsgmrTrackedEntry[];
  state: TrackerState;
}

/**
 * The battle's tracker: its sides and figures (each force's active figures as they stand, priced by
 * the series' rules, and the solo enemy's), its entries oldest first, and the state they fold to.
 */
export async function loadVsgmrTracker(tx: Prisma.TransactionClient, battleId: string): Promise<LoadedTracker | null> {
  const battle = await tx.battle.findUnique({
    where: { id: battleId },
    select: {
      details: true,
      campaign: { select: { gameSystem: true, settings: true } },
      teams: { orderBy: { position: "asc" }, select: { teamId: true, teamName: true } },
    },
  });
  if (!battle || battle.campaign.gameSystem !== vsgmr.id) return null;
  const [figures, entries] = await Promise.all([
    tx.character.findMany({
      where: { teamId: { in: battle.teams.map((t) => t.teamId) }, kind: VSGMR_FIGURE_KIND, retiredAt: null },
      orderBy: [{ teamId: "asc" }, { position: "asc" }],
      select: { id: true, teamId: true, build: true },
    }),
    loadVsgmrTrackEntries(tx, battleId),
  ]);
  return trackerOf({ details: readVsgmrDetails(battle.details), teams: battle.teams, figures, campaign: battle.campaign, entries });
}

/** The battle's tracked entries, oldest first (a row whose payload does not read is left out). */
export async function loadVsgmrTrackEntries(tx: Prisma.TransactionClient, battleId: string): Promise<VsgmrTrackedEntry[]> {
  return loadBattleTaps(tx, battleId, readVsgmrTrackPayload);
}

/** The tracker from rows a caller already read (the battle page reads them for itself). */
export function trackerOf(input: {
  details: VsgmrBattleDetails;
  teams: ReadonlyArray<{ teamId: string; teamName: string }>;
  figures: ReadonlyArray<{ id: string; teamId: string; build: unknown }>;
  campaign: { gameSystem: string; settings: unknown };
  entries: VsgmrTrackedEntry[];
}): LoadedTracker {
  const settings = vsgmrRulesSettings(readCampaignSettings<VsgmrSeriesSettings>(vsgmr, input.campaign));
  const setup = trackerSetup(input.details, input.teams, input.figures, settings);
  return { setup, entries: input.entries, state: foldTracker(setup, input.entries) };
}

/**
 * Records one tap of the tracker while the battle is played. Anyone who may play the battle may
 * tap, for every side, no faster than the tap rate limit allows (tapLimit). The tap must fit the battle as the entries so far fold (tapProblem).
 */
export async function trackVsgmrBattle(access: CampaignAccess, battleId: string, requestKey: string, tap: VsgmrTap): Promise<TrackVsgmrBattleResult> {
  return appendEntry(access, battleId, requestKey, (tracker) => {
    const problem = tapProblem(tracker.state, tap);
    if (problem) return { ok: false, code: "illegal-tap", message: problem };
    return { ok: true, payload: { v: 1, ...tap }, words: `tracked ${tapWords(tracker.state, tap)}` };
  });
}

/** Undoes a tap: a new entry strikes it (rows are never changed), so every phone folds the same list. */
export async function strikeVsgmrTap(access: CampaignAccess, battleId: string, requestKey: string, entryId: string): Promise<TrackVsgmrBattleResult> {
  return appendEntry(access, battleId, requestKey, (tracker) => {
    const target = tracker.entries.find((e) => e.id === entryId);
    if (!target || target.payload.kind === "strike") return { ok: false, code: "illegal-tap", message: "That tap is not in this battle's list." };
    if (tracker.entries.some((e) => e.payload.kind === "strike" && e.payload.entryId === entryId))
      return { ok: false, code: "illegal-tap", message: "That tap is already undone." };
    const { v: _v, ...tap } = target.payload;
    return { ok: true, payload: { v: 1, kind: "strike", entryId }, words: `undid a tap (${tapWords(tracker.state, tap)})` };
  });
}

type Check = (tracker: LoadedTracker) => { ok: true; payload: VsgmrTrackPayload; words: string } | ServiceFailure<"illegal-tap">;

/**
 * The one way an entry is written: through the battles' append-only tap log (appendBattleTap:
 * request key, side by side under the battle row's shared lock, the tap rate limit, live notice),
 * with VSGMR's checks of the battle (its series, who may play it, its status) and of the tap.
 */
async function appendEntry(access: CampaignAccess, battleId: string, requestKey: string, check: Check): Promise<TrackVsgmrBattleResult> {
  return appendBattleTap<"not-found" | "forbidden" | "not-playing" | "illegal-tap">(access, battleId, requestKey, async (tx) => {
    const battle = await tx.battle.findUnique({
      where: { id: battleId },
      select: { campaignId: true, status: true, teams: { select: { team: { select: { ownerId: true } } } } },
    });
    if (!battle || battle.campaignId !== access.campaignId || access.gameSystem !== vsgmr.id)
      return { ok: false, code: "not-found", message: "That battle does not exist in this series." } as const;
    const isOwner = battle.teams.some((t) => t.team.ownerId === access.userId);
    if (!can(access.role, "battle:play", { isOwner })) return { ok: false, code: "forbidden", message: "Only the battle's players or an organiser can track it." } as const;
    if (battle.status !== "REPORTING") return { ok: false, code: "not-playing", message: "This battle is over: its tracker takes no more taps." } as const;
    const tracker = await loadVsgmrTracker(tx, battleId);
    if (!tracker) return { ok: false, code: "not-found", message: "That battle does not exist in this series." } as const;
    const checked = check(tracker);
    if (!checked.ok) return checked;
    return { ok: true, payload: checked.payload, said: checked.words };
  });
}
