import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { readCampaignSettings } from "@/lib/game-contract/campaign-settings";
import { foldTracker, tapProblem, tapWords, type TrackerSetup, type TrackerState, type VsgmrTap, type VsgmrTrackedEntry, type VsgmrTrackPayload } from "@/lib/rules/vsgmr";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { battleTapped } from "@/lib/server/battles/battle-changed";
import { BATTLE_TRANSACTION } from "@/lib/server/battles/battle-transaction";
import { db } from "@/lib/server/db";
import type { ServiceFailure } from "@/lib/service-result";
import { vsgmr } from "../../index";
import { readVsgmrDetails, type VsgmrBattleDetails } from "../../battles/battle-details";
import { trackerSetup } from "../../battles/tracker-setup";
import { readVsgmrTrackPayload } from "../../schemas/battle-track";
import { vsgmrRulesSettings, type VsgmrSeriesSettings } from "../../campaign-settings";
import { VSGMR_FIGURE_KIND } from "../../force-form";
import { can } from "@/lib/authz/permissions";

export type TrackVsgmrBattleResult = { ok: true; entryId: string; isRepeat: boolean } | ServiceFailure<"not-found" | "forbidden" | "not-playing" | "illegal-tap" | "key-reused">;

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
  const rows = await tx.battleTrackEntry.findMany({ where: { battleId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }], select: { id: true, payload: true, actorName: true } });
  return rows.flatMap((row) => {
    const payload = readVsgmrTrackPayload(row.payload);
    return payload ? [{ id: row.id, payload, actorName: row.actorName }] : [];
  });
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
 * tap, for every side. The tap must fit the battle as the entries so far fold (tapProblem).
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
 * The one way an entry is written. Taps from several phones run side by side: each takes the
 * battle row's shared lock, so they never wait for each other, while the result (which takes the
 * row's exclusive lock) waits for taps under way and refuses later ones by the battle's status.
 * A request key already used answers with its entry, so a retried tap is recorded once.
 */
async function appendEntry(access: CampaignAccess, battleId: string, requestKey: string, check: Check): Promise<TrackVsgmrBattleResult> {
  const repeat = await repeatedEntry(battleId, requestKey);
  if (repeat) return repeat;
  let words = "tracked a tap";
  try {
    const result = await db.$transaction(async (tx): Promise<TrackVsgmrBattleResult> => {
      await tx.$queryRaw`SELECT id FROM "Battle" WHERE id = ${battleId} FOR SHARE`;
      const battle = await tx.battle.findUnique({
        where: { id: battleId },
        select: { campaignId: true, status: true, details: true, teams: { select: { team: { select: { ownerId: true } } } } },
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
      words = checked.words;
      const entry = await tx.battleTrackEntry.create({
        data: {
          battleId,
          kind: checked.payload.kind,
          payload: checked.payload as unknown as Prisma.InputJsonValue,
          actorId: access.userId,
          actorName: access.actorName,
          requestKey,
        },
        select: { id: true },
      });
      return { ok: true, entryId: entry.id, isRepeat: false } as const;
    }, BATTLE_TRANSACTION);
    if (result.ok) await battleTapped(db, battleId, access, words).catch(() => undefined);
    return result;
  } catch (error) {
    // The same tap sent twice at once: the other one recorded it.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      const again = await repeatedEntry(battleId, requestKey);
      if (again) return again;
    }
    throw error;
  }
}

async function repeatedEntry(battleId: string, requestKey: string): Promise<TrackVsgmrBattleResult | null> {
  const row = await db.battleTrackEntry.findUnique({ where: { requestKey }, select: { id: true, battleId: true } });
  if (!row) return null;
  if (row.battleId !== battleId) return { ok: false, code: "key-reused", message: "That request was already used for another battle; reload the page and tap again." };
  return { ok: true, entryId: row.id, isRepeat: true };
}
