import "server-only";
import { readCampaignSettings } from "@/lib/game-contract/campaign-settings";
import type { Prisma } from "@/lib/generated/prisma/client";
import { shsa, type ShsaCampaignSettings } from "@/lib/games/shsa";
import { shsaRulesSettings } from "@/lib/games/shsa/campaign-settings";
import { readHeroState } from "@/lib/games/shsa/hero-sheet";
import type { WeekHero } from "@/lib/games/shsa/week/close-week";
import { readWeekRecord, withWeekRecord, type WeekRecord } from "@/lib/games/shsa/week/week-record";
import type { ShsaSettings } from "@/lib/rules/shsa";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import type { ServiceFailure } from "@/lib/service-result";
import { sessionChanged } from "@/lib/server/sessions/session-changed";

export type WeekRefusal = ServiceFailure<
  | "not-shsa"
  | "unknown-session"
  | "not-a-week"
  | "session-undone"
  | "week-closed"
  | "bad-dice"
  | "app-dice-only"
  | "too-many-periods"
  | "not-planned"
  | "rules-refused"
  | "sheet-refused"
  | "team-archived"
  | "team-in-battle"
  | "no-changes"
  | "no-change"
  | "unknown-hero"
>;

export interface LockedWeek {
  settings: ShsaSettings;
  appDiceOnly: boolean;
  number: number;
  details: unknown;
  week: WeekRecord;
}

/**
 * Takes the campaign's row lock (it orders the roll log's sequence and every write to the week's
 * record) and reads the week: a WEEK session of this campaign that is not undone. A closed week
 * is answered as it stands; the caller refuses what a closed week no longer takes.
 */
export async function lockWeek(tx: Prisma.TransactionClient, access: CampaignAccess, sessionId: string): Promise<{ ok: true; locked: LockedWeek } | WeekRefusal> {
  if (access.gameSystem !== shsa.id) return { ok: false, code: "not-shsa", message: "That campaign does not play SHSA." };
  const [campaign] = await tx.$queryRaw<{ gameSystem: string; settings: unknown; appDiceOnly: boolean }[]>`
    SELECT "gameSystem", "settings", "appDiceOnly" FROM "Campaign" WHERE id = ${access.campaignId} FOR UPDATE`;
  if (!campaign) throw new Error(`Campaign ${access.campaignId} no longer exists`);
  const session = await tx.playSession.findFirst({ where: { id: sessionId, campaignId: access.campaignId }, select: { kind: true, number: true, undoneAt: true, details: true } });
  if (!session) return { ok: false, code: "unknown-session", message: "That session is not part of this campaign." };
  if (session.kind !== "WEEK") return { ok: false, code: "not-a-week", message: "That session is an episode, not a week of downtime." };
  if (session.undoneAt) return { ok: false, code: "session-undone", message: "That week was undone: nothing more is planned or rolled in it." };
  const settings = shsaRulesSettings(readCampaignSettings<ShsaCampaignSettings>(shsa, campaign));
  return { ok: true, locked: { settings, appDiceOnly: campaign.appDiceOnly, number: session.number, details: session.details, week: readWeekRecord(session.details) } };
}

/**
 * What each hero owes this week from the week before (the latest week of a lower number that is
 * not undone): its new sponsors' extra periods to finalise them (L120), by hero.
 */
export async function owedFromLastWeek(db: Pick<Prisma.TransactionClient, "playSession">, campaignId: string, number: number): Promise<ReadonlyMap<string, number>> {
  const last = await db.playSession.findFirst({
    where: { campaignId, kind: "WEEK", undoneAt: null, number: { lt: number } },
    orderBy: { number: "desc" },
    select: { details: true },
  });
  const closed = last ? readWeekRecord(last.details).closed : null;
  return new Map((closed?.heroes ?? []).filter((hero) => (hero.owed ?? 0) > 0).map((hero) => [hero.teamId, hero.owed!]));
}

/**
 * Writes the week's record, one version on, and tells every open page of the week (sessionChanged:
 * the other phones at the table redraw it); `what` completes "<actor> …".
 */
export async function saveWeek(tx: Prisma.TransactionClient, access: CampaignAccess, sessionId: string, details: unknown, week: WeekRecord, what: string): Promise<void> {
  const next = { ...week, version: week.version + 1 };
  await tx.playSession.update({ where: { id: sessionId }, data: { details: withWeekRecord(details, next) as unknown as Prisma.InputJsonValue } });
  await sessionChanged(tx, sessionId, next.version, access, what);
}

/** The campaign's heroes who are not archived, in founding order, with their sheets and conditions. */
export async function weekHeroes(tx: Prisma.TransactionClient, campaignId: string): Promise<WeekHero[]> {
  const teams = await tx.team.findMany({ where: { campaignId, archivedAt: null }, orderBy: [{ createdAt: "asc" }, { id: "asc" }], select: { id: true, name: true, state: true } });
  return teams.map((team) => {
    const state = readHeroState(team.state, team.name);
    return { teamId: team.id, name: team.name, sheet: state.sheet, condition: state.condition };
  });
}

/** A refusal found after rows were written: thrown so the transaction writes nothing. */
export class WeekRefusedInside extends Error {
  constructor(readonly failure: WeekRefusal) {
    super(failure.message);
  }
}
