import { readEpisode, type EpisodeRecord } from "./episode";

const STATUS_WORDS = { dying: "Dying", hurt: "Hurt", shaken: "Shaken" } as const;
const END_WORDS = { knockout: "Knockout", overmatched: "Overmatched", rout: "Rout" } as const;

/** An episode told in lines: each step (what, who, how it went) and each hero's aftermath. */
export function episodeLines(episode: EpisodeRecord, nameOf: (teamId: string) => string): string[] {
  if (episode.steps.length === 0) return ["No step was recorded."];
  return episode.steps.flatMap((step, index) => {
    const isCombat = step.kind === "combat";
    const how = step.outcome === "success" ? (isCombat ? "won" : "succeeded") : isCombat ? "lost" : "failed";
    const parts = [
      `Step ${index + 1}, ${isCombat ? "combat" : "task"}${step.title ? ` (${step.title})` : ""}: ${step.heroIds.map(nameOf).join(", ")} ${how}`,
      ...(step.endedBy.length > 0 ? [`ended by ${step.endedBy.map((condition) => END_WORDS[condition]).join(", ")}`] : []),
      ...(step.capturedIds.length > 0 ? [`captured: ${step.capturedIds.map(nameOf).join(", ")}`] : []),
      ...(step.inTheNews ? ["in the news"] : []),
      ...(step.mooks ? [`mooks: ${step.mooks.returning} of ${step.mooks.outOfPlay} out of play came back`] : []),
    ];
    const aftermath = step.takenOut.map(({ teamId, aftermath: { status, save } }) => {
      if (!status) return `${nameOf(teamId)} at TO 0: aftermath not rolled`;
      const rolled = `${nameOf(teamId)} at TO 0: ${STATUS_WORDS[status.status]} (D10 ${status.face}${status.modifier ? ` ${status.modifier}` : ""})`;
      if (!save) return status.status === "dying" ? `${rolled}, Medical task not rolled` : rolled;
      return `${rolled}, ${save.isSaved ? "saved by a Medical task: Hurt" : "not saved: dead"}`;
    });
    const comebacks = (step.comebacks ?? []).map(
      (comeback) => `${nameOf(comeback.teamId)}'s Comeback on turn ${comeback.turn}: ${comeback.summary}, ${comeback.isBack ? "back in the fight" : "still Out of Action"}`,
    );
    return [`${parts.join("; ")}.`, ...comebacks.map((line) => `${line}.`), ...aftermath.map((line) => `${line}.`)];
  });
}

const strings = (value: unknown): string[] => (typeof value === "string" ? [value] : Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : []);

/**
 * A week told in lines, read tolerantly from the key `week` of its details (the week planner's
 * record): whether it was closed, and any summary lines its close kept. A shape this reader does
 * not know gives no lines rather than an error.
 */
export function weekLines(details: unknown): string[] {
  const week = details && typeof details === "object" ? (details as Record<string, unknown>).week : undefined;
  if (!week || typeof week !== "object") return ["Nothing was recorded for this week."];
  const record = week as Record<string, unknown>;
  const close = record.closed ?? record.close ?? record.closedAt;
  const closeRecord = close && typeof close === "object" ? (close as Record<string, unknown>) : {};
  const summary = [...strings(record.summary), ...strings(closeRecord.summary), ...strings(closeRecord.lines)];
  return [close ? "The week was closed." : "The week is open.", ...summary];
}

/** A session's lines in the journal, by its kind. */
export function sessionLines(kind: string, details: unknown, nameOf: (teamId: string) => string): string[] {
  if (kind === "EPISODE") {
    try {
      return episodeLines(readEpisode(details), nameOf);
    } catch (error) {
      return [`The episode's record cannot be read: ${(error as Error).message}`];
    }
  }
  return weekLines(details);
}
