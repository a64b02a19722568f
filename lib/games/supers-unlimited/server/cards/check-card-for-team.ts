import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { readCampaignSettings } from "@/lib/game-contract/campaign-settings";
import { parseCard, type SuCard, type SuProblem } from "@/lib/rules/supers-unlimited";
import { cardLimitProblems, storedCardText } from "../../card-limits";
import type { ServiceFailure } from "@/lib/service-result";
import { supersUnlimited } from "../../index";
import { CARD_ORDER, CARD_ROW_SELECT, SU_CARD_KIND, toSuCard } from "./card-row";

export type IllegalCard = ServiceFailure<"illegal-card"> & { problems: SuProblem[] };
/** The team is not in a Supers Unlimited league: its cards are not this system's to write. */
export type NotSuTeam = ServiceFailure<"not-su-team">;

export const NOT_SU_TEAM_MESSAGE = "That team does not play Supers Unlimited.";

/** "Ace breaks 2 rules, so nothing was saved." — the message of every illegal-card refusal. */
export function illegalCardMessage(name: string, problems: readonly SuProblem[]): string {
  const count = problems.length === 1 ? "a rule" : `${problems.length} rules`;
  return `${name.trim() || "This card"} breaks ${count}, so nothing was saved.`;
}

/**
 * The server's own check of a posted card for a team, with `id` as its id (the row's: the posted
 * id is never trusted): its shape (parseCard), then the campaign's game system checks it
 * (GameSystem.roster.validateEntry) with the settings of the campaign the stored team belongs to
 * and the rest of the roster (not retired). Every problem is returned, each on its field.
 * Formation and Faction or Alignment are the whole team's (validateTeam on the team page): a team
 * passes through illegal mixes while it is built.
 */
export async function checkCardForTeam(tx: Prisma.TransactionClient, teamId: string, id: string, posted: unknown): Promise<{ ok: true; card: SuCard } | IllegalCard | NotSuTeam> {
  const team = await tx.team.findUniqueOrThrow({
    where: { id: teamId },
    select: {
      campaign: { select: { gameSystem: true, settings: true } },
      characters: { where: { retiredAt: null, kind: SU_CARD_KIND, id: { not: id } }, orderBy: CARD_ORDER, select: CARD_ROW_SELECT },
    },
  });
  if (team.campaign.gameSystem !== supersUnlimited.id) return { ok: false, code: "not-su-team", message: NOT_SU_TEAM_MESSAGE };
  const withId = posted !== null && typeof posted === "object" && !Array.isArray(posted) ? { ...posted, id } : posted;
  const parsed = parseCard(withId);
  const name = parsed.ok ? parsed.card.name : "";
  if (!parsed.ok) return { ok: false, code: "illegal-card", message: illegalCardMessage(name, parsed.problems), problems: parsed.problems };

  const roster = team.characters.map(toSuCard);
  const result = supersUnlimited.roster.validateEntry(readCampaignSettings(supersUnlimited, team.campaign), parsed.card, roster);
  const problems = [...cardLimitProblems(parsed.card), ...(result.ok ? [] : (result.problems as SuProblem[]))];
  if (problems.length > 0) return { ok: false, code: "illegal-card", message: illegalCardMessage(name, problems), problems };
  return { ok: true, card: { ...parsed.card, name: storedCardText(parsed.card.name) } };
}
