import "server-only";
import { can } from "@/lib/authz/permissions";
import { shsa } from "@/lib/games/shsa";
import { aftermathStage, hasAftermathRolls, readEpisode } from "@/lib/games/shsa/episode";
import { readHeroState } from "@/lib/games/shsa/hero-sheet";
import type { EpisodeView } from "@/lib/games/shsa/views/episode-view";
import type { ShsaSettings } from "@/lib/rules/shsa";
import type { CampaignAccess } from "@/lib/server/authz/authorize";

/** The episode's part of its session page, from the session's details and the campaign's heroes (archived ones too: an old step may name them). */
export function episodeView(
  access: CampaignAccess,
  session: { id: string; details: unknown; undone: boolean; appDiceOnly: boolean },
  teams: ReadonlyArray<{ id: string; name: string; state: unknown; archivedAt: Date | null }>,
  settings: ShsaSettings,
): EpisodeView {
  const episode = readEpisode(session.details);
  const byId = new Map(teams.map((team) => [team.id, team]));
  const ref = (teamId: string) => ({ teamId, name: byId.get(teamId)?.name ?? "a hero no longer in the campaign" });
  const conditionOf = (teamId: string) => {
    const team = byId.get(teamId);
    return team ? readHeroState(team.state, team.name).condition.status : "well";
  };
  return {
    campaignId: access.campaignId,
    sessionId: session.id,
    version: episode.version,
    canRun: can(access.role, "shsa:run-episode", { game: shsa }),
    isOpen: !session.undone,
    appDiceOnly: session.appDiceOnly,
    settings: {
      traitDice: settings.traitDice,
      comparator: settings.comparator,
      tieIsSuccess: settings.tieIsSuccess,
      majorMargin: settings.majorMargin,
      comebackOnTurn12: settings.comebackOnTurn12,
    },
    heroes: teams.filter((team) => team.archivedAt === null).map((team) => ref(team.id)),
    steps: episode.steps.map((step, index) => ({
      id: step.id,
      number: index + 1,
      kind: step.kind,
      title: step.title,
      outcome: step.outcome,
      inTheNews: step.inTheNews,
      endedBy: step.endedBy,
      heroes: step.heroIds.map(ref),
      captured: step.capturedIds.map(ref),
      hasAftermathRolls: hasAftermathRolls(step),
      comebacks: (step.comebacks ?? []).map((comeback) => ({
        key: comeback.key,
        name: ref(comeback.teamId).name,
        turn: comeback.turn,
        summary: comeback.summary,
        isBack: comeback.isBack,
      })),
      mooks: step.mooks ? { outOfPlay: step.mooks.outOfPlay, faces: step.mooks.faces, returning: step.mooks.returning, defeated: step.mooks.defeated } : null,
      takenOut: step.takenOut.map(({ teamId, aftermath }) => ({
        ...ref(teamId),
        stage: aftermathStage(aftermath),
        status: aftermath.status,
        save: aftermath.save,
        condition: conditionOf(teamId),
      })),
    })),
  };
}
