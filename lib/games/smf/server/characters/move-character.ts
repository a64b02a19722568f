import "server-only";
import type { MoveDirection } from "@/lib/games/smf/schemas/character";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { db } from "@/lib/server/db";
import type { ServiceFailure } from "@/lib/service-result";
import { lockTeam } from "@/lib/server/teams/lock-team";
import { ROSTER_ORDER } from "@/lib/games/smf/server/characters/character-row";
import { findRosterCharacter, type RosterCharacterRefusal } from "@/lib/games/smf/server/characters/find-roster-character";

export type MoveCharacterResult = { ok: true; hasMoved: boolean } | ServiceFailure<"team-archived" | "team-in-battle" | RosterCharacterRefusal>;

/**
 * Moves a character one place up or down the roster, past the next character who is not retired.
 * Already first (up) or last (down): nothing changes (hasMoved false). The roster is renumbered
 * 0…n−1 and only rows whose position changed are written. No activity line: the order is a
 * matter of presentation, not of play. The caller passed authorizeTeam(…, "character:edit").
 */
export async function moveCharacter(_access: CampaignAccess, teamId: string, characterId: string, direction: MoveDirection): Promise<MoveCharacterResult> {
  return db.$transaction(async (tx) => {
    const locked = await lockTeam(tx, teamId);
    if (!locked.ok) return locked;
    const found = await findRosterCharacter(tx, teamId, characterId);
    if (!found.ok) return found;

    const roster = await tx.character.findMany({ where: { teamId }, orderBy: ROSTER_ORDER, select: { id: true, position: true, retiredAt: true } });
    const visible = roster.filter((c) => c.retiredAt === null);
    const from = visible.findIndex((c) => c.id === characterId);
    const neighbour = visible[direction === "up" ? from - 1 : from + 1];
    if (!neighbour) return { ok: true, hasMoved: false };

    const order = roster.map((c) => c.id);
    const a = order.indexOf(characterId);
    const b = order.indexOf(neighbour.id);
    [order[a], order[b]] = [order[b]!, order[a]!];
    const storedPosition = new Map(roster.map((c) => [c.id, c.position]));
    for (const [position, id] of order.entries()) {
      if (storedPosition.get(id) !== position) await tx.character.update({ where: { id }, data: { position } });
    }
    return { ok: true, hasMoved: true };
  });
}
