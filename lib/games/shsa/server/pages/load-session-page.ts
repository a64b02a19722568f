import "server-only";
import { notFound } from "next/navigation";
import { can } from "@/lib/authz/permissions";
import { readCampaignSettings } from "@/lib/game-contract/campaign-settings";
import { shsa, type ShsaCampaignSettings } from "@/lib/games/shsa";
import { shsaRulesSettings } from "@/lib/games/shsa/campaign-settings";
import { SHSA_SESSION_KINDS } from "@/lib/games/shsa/game-words";
import { describeCondition, readHeroState } from "@/lib/games/shsa/hero-sheet";
import type { SessionPageView } from "@/lib/games/shsa/views/session-page-view";
import type { WeekSectionView } from "@/lib/games/shsa/views/week-view";
import { previewCloseWeek } from "@/lib/games/shsa/week/close-week";
import { periodsOfPlan, periodsToPlan, readWeekRecord } from "@/lib/games/shsa/week/week-record";
import { owedFromLastWeek } from "@/lib/games/shsa/server/week/week-session";
import { HURT_MEDICAL_PERIODS } from "@/lib/rules/shsa";
import { authorizeCampaignOrNotFound } from "@/lib/server/authz/authorize";
import { db } from "@/lib/server/db";
import { episodeView } from "../episodes/episode-page";

/**
 * An SHSA session's page for a member of its campaign (the 404 page for anyone else, and for a
 * session of another campaign): the session and the heroes it is about, and for a week its
 * planner and close (the heroes' sheets, the campaign's settings, and what the week before left
 * owing). Three queries, four for a week.
 */
export async function loadShsaSessionPage(userId: string, campaignId: string, sessionId: string): Promise<SessionPageView> {
  const access = await authorizeCampaignOrNotFound(userId, campaignId, "session:view");
  const [session, heroes, campaign] = await Promise.all([
    db.playSession.findFirst({
      where: { id: sessionId, campaignId: access.campaignId },
      select: {
        kind: true,
        number: true,
        title: true,
        playedOn: true,
        notes: true,
        details: true,
        createdByName: true,
        undoneAt: true,
        undoneByName: true,
        campaign: { select: { appDiceOnly: true } },
      },
    }),
    // Archived heroes too: an episode's old steps may name them.
    db.team.findMany({
      where: { campaignId: access.campaignId },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      select: { id: true, name: true, ownerId: true, ownerName: true, state: true, archivedAt: true },
    }),
    db.campaign.findUniqueOrThrow({ where: { id: access.campaignId }, select: { gameSystem: true, settings: true, appDiceOnly: true } }),
  ]);
  const kind = SHSA_SESSION_KINDS.find((candidate) => candidate.id === session?.kind);
  if (!session || !kind) notFound();
  let week: WeekSectionView | null = null;
  if (kind.id === "WEEK") {
    const settings = shsaRulesSettings(readCampaignSettings<ShsaCampaignSettings>(shsa, campaign));
    const record = readWeekRecord(session.details);
    // A week is planned for the heroes still playing.
    const states = heroes.filter((hero) => hero.archivedAt === null).map((hero) => ({ hero, state: readHeroState(hero.state, hero.name) }));
    const owed = await owedFromLastWeek(db, access.campaignId, session.number);
    week = {
      campaignId: access.campaignId,
      sessionId,
      isUndone: session.undoneAt !== null,
      canClose: can(access.role, "shsa:close-week", { game: shsa }),
      appDiceOnly: campaign.appDiceOnly,
      allowance: settings.activityPeriodsPerWeek,
      medicalPeriods: HURT_MEDICAL_PERIODS,
      settings,
      heroes: states.map(({ hero, state }) => {
        const plan = record.plans[hero.id];
        const condition = state.condition;
        return {
          teamId: hero.id,
          name: hero.name,
          canPlan: can(access.role, "shsa:plan-week", { isOwner: hero.ownerId === access.userId, game: shsa }),
          canEdit: can(access.role, "shsa:edit-sheet", { isOwner: hero.ownerId === access.userId, game: shsa }),
          allowance: periodsToPlan(settings.activityPeriodsPerWeek, owed.get(hero.id) ?? 0),
          owed: owed.get(hero.id) ?? 0,
          condition: describeCondition(condition),
          isHurt: condition.status === "hurt",
          sheet: state.sheet,
          plan: { items: plan?.items ?? [], medicalSkill: plan?.medical?.skill ?? null },
          used: plan ? periodsOfPlan(plan, HURT_MEDICAL_PERIODS) : 0,
          done: record.done.filter((done) => done.teamId === hero.id).map(({ key, action, summary, lines }) => ({ key, action, summary, lines })),
        };
      }),
      version: record.version,
      closed: record.closed?.heroes ?? null,
      preview: record.closed
        ? []
        : previewCloseWeek(
            states.map(({ hero, state }) => ({ teamId: hero.id, name: hero.name, sheet: state.sheet, condition: state.condition })),
            record,
            settings,
          ),
    };
  }
  return {
    campaignId: access.campaignId,
    sessionId,
    kind: kind.id,
    kindName: kind.one,
    number: session.number,
    title: session.title,
    playedOn: session.playedOn.toISOString().slice(0, 10),
    notes: session.notes,
    recordedBy: session.createdByName,
    undone: session.undoneAt ? { by: session.undoneByName ?? "someone" } : null,
    heroes: heroes
      .filter((hero) => hero.archivedAt === null)
      .map((hero) => ({ teamId: hero.id, name: hero.name, playerName: hero.ownerName, isOwner: hero.ownerId === access.userId })),
    details: session.details ?? null,
    week,
    episode:
      kind.id === "EPISODE"
        ? episodeView(
            access,
            { id: sessionId, details: session.details, undone: session.undoneAt !== null, appDiceOnly: session.campaign.appDiceOnly },
            heroes,
            shsaRulesSettings(readCampaignSettings<ShsaCampaignSettings>(shsa, campaign)),
          )
        : null,
  };
}
