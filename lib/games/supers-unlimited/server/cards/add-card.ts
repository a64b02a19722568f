import "server-only";
import { randomBytes } from "node:crypto";
import { SU_CARD_VERSION } from "@/lib/rules/supers-unlimited";
import { recordActivity } from "@/lib/server/activity/record-activity";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { db } from "@/lib/server/db";
import type { ServiceFailure } from "@/lib/service-result";
import { lockTeam } from "@/lib/server/teams/lock-team";
import { cardJson, SU_CARD_KIND } from "./card-row";
import { checkCardForTeam, type IllegalCard, type NotSuTeam } from "./check-card-for-team";

export type AddCardResult = { ok: true; card: { id: string; name: string } } | IllegalCard | NotSuTeam | ServiceFailure<"team-archived" | "team-in-battle">;

/** A new row's id, chosen before the insert so the stored card carries it (SuCard.id is the row's). */
function newCardId(): string {
  return `c${randomBytes(12).toString("hex")}`;
}

/**
 * Adds a Supers Unlimited card at the end of the team's roster. The caller passed
 * authorizeTeam(…, "character:edit"), which took the team (and so the league whose settings
 * apply) from its stored row. Refusals, each leaving the roster unchanged:
 * - illegal-card: the card's shape or rules, or the Levels budget with it (every problem, each on its field);
 * - not-su-team: the team's campaign plays another system;
 * - team-archived / team-in-battle: see lockTeam.
 */
export async function addCard(access: CampaignAccess, teamId: string, posted: unknown): Promise<AddCardResult> {
  return db.$transaction(async (tx) => {
    const locked = await lockTeam(tx, teamId);
    if (!locked.ok) return locked;
    const id = newCardId();
    const checked = await checkCardForTeam(tx, teamId, id, posted);
    if (!checked.ok) return checked;
    const { card } = checked;

    const last = await tx.character.aggregate({ where: { teamId }, _max: { position: true } });
    const character = await tx.character.create({
      data: { id, teamId, position: (last._max.position ?? -1) + 1, name: card.name, kind: SU_CARD_KIND, build: cardJson(card), state: {}, formatVersion: SU_CARD_VERSION },
      select: { id: true, name: true },
    });
    await recordActivity(tx, {
      campaignId: access.campaignId,
      actor: access,
      kind: "CHARACTER_ADDED",
      summary: `${access.actorName} added ${character.name} to “${locked.team.name}”.`,
      payload: { v: 1, teamId, characterId: character.id, name: character.name },
    });
    return { ok: true, card: character };
  });
}
