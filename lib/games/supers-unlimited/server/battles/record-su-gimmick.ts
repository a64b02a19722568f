import "server-only";
import { can } from "@/lib/authz/permissions";
import { supersUnlimited } from "@/lib/games/supers-unlimited";
import { outOfAction, recordGimmickUse, type SuGimmickId, type SuGimmickLogEntry } from "@/lib/rules/supers-unlimited";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { battleChanged } from "@/lib/server/battles/battle-changed";
import { BATTLE_TRANSACTION } from "@/lib/server/battles/battle-transaction";
import { db } from "@/lib/server/db";
import type { ServiceFailure } from "@/lib/service-result";
import { suRosterSettings } from "../../campaign-settings";
import { gimmickLine } from "../../battles/gimmick-words";
import { gimmickLogOf, tablePlayOf, type SuGimmickLine } from "../../battles/su-battle-details";
import { readSuTeamState } from "../../team-state";
import { CARD_ROW_SELECT, toSuCard } from "../cards/card-row";
import { lockSuBattle, toJson } from "./load-su-battle";
import { loadSuTrackedEntries, suTrackerState } from "./track-su-battle";

export type RecordSuGimmickInput = {
  teamId: string;
  /** Unique per form render: a retried or double-submitted request adds one line. */
  requestKey: string;
} & (
  | { kind: "use"; gimmick: SuGimmickId; characterId: string | null }
  /** We Go Again! (SU L989, SU-R38): puts back the Gimmick the team used just before. */
  | { kind: "we-go-again" }
  | { kind: "recycle"; gimmick: SuGimmickId; source: string; characterId: string | null }
);

export type RecordSuGimmickResult =
  { ok: true; alreadyDone: boolean; summary: string | null } | ServiceFailure<"not-found" | "forbidden" | "wrong-stage" | "not-played" | "refused">;

/**
 * A line of a team's Gimmick log during the game (SU L972–L993): a Gimmick used (by a character of
 * that team's line-up), We Go Again! putting back the one used just before, or a used Gimmick
 * brought back by another Ability or Talent with its source. Append-only: a line is never edited.
 * The pool is the team's as stored (Team.state; a team in a battle cannot change it), the cards
 * those of the line-up; the rules library refuses what the rules do not allow, with every reason.
 * Owners for their own team, organisers for any. A character the battle tracker shows KO'ed or
 * Incapacitated cannot use a Class Gimmick (SU L979).
 *
 * Errors: not-found (battle, or a team not in it); forbidden; wrong-stage (only while the game is
 * played); not-played (the league plays without Gimmicks); refused (the rules' problems, joined).
 */
export async function recordSuGimmick(access: CampaignAccess, battleId: string, input: RecordSuGimmickInput): Promise<RecordSuGimmickResult> {
  return db.$transaction(async (tx) => {
    const battle = await lockSuBattle(tx, battleId);
    if (!battle || battle.row.campaignId !== access.campaignId)
      return { ok: false, code: "not-found", message: "That battle is not a Supers Unlimited battle of this league." } as const;
    const table = tablePlayOf(battle.details);
    if (table.gimmicks.some((line) => line.requestKey === input.requestKey)) return { ok: true, alreadyDone: true, summary: null } as const;
    const settings = suRosterSettings(battle.settings);
    if (!settings.useGimmicks) return { ok: false, code: "not-played", message: "This league plays without Gimmicks." } as const;
    if (battle.row.status !== "REPORTING")
      return { ok: false, code: "wrong-stage", message: `Gimmicks are used during the game: issue #${battle.row.issue} is not being played.` } as const;
    const side = battle.sides.find((s) => s.teamId === input.teamId);
    if (!side) return { ok: false, code: "not-found", message: "That team does not play in this battle." } as const;
    if (!can(access.role, "su:record-gimmick", { isOwner: side.ownerId === access.userId, game: supersUnlimited }))
      return { ok: false, code: "forbidden", message: `Only ${side.ownerName} or an organiser uses ${side.teamName}'s Gimmicks.` } as const;

    const team = await tx.team.findUniqueOrThrow({ where: { id: side.teamId }, select: { state: true } });
    const picks = readSuTeamState(team.state).gimmickPool ?? [];
    const rows = await tx.character.findMany({ where: { id: { in: side.lineUp.map((m) => m.characterId) } }, select: CARD_ROW_SELECT });
    const cards = rows.map(toSuCard);
    const log = gimmickLogOf(table, side.teamId);
    const entry = entryOf(input, log);
    if (!entry) return { ok: false, code: "refused", message: "We Go Again! puts back the Gimmick used just before it: no Gimmick was used before it." } as const;
    if (entry.characterId !== null && !side.lineUp.some((m) => m.characterId === entry.characterId))
      return { ok: false, code: "refused", message: `Name a character of ${side.teamName}'s line-up.` } as const;
    // The battle tracker knows who is KO'ed or out: they cannot use a Class Gimmick (SU L979, Ruling SU-R43).
    const trackedEntries = await loadSuTrackedEntries(battleId, tx);
    const tracked = suTrackerState(battle, trackedEntries);
    const recorded = recordGimmickUse(settings, cards, picks, log, entry, { outOfAction: tracked ? outOfAction(tracked) : [] });
    if (!recorded.ok) return { ok: false, code: "refused", message: recorded.problems.map((p) => p.message).join(" ") } as const;

    const summary = `${side.teamName}: ${gimmickLine(entry, side.lineUp)}`;
    const line: SuGimmickLine = {
      teamId: side.teamId,
      entry,
      requestKey: input.requestKey,
      actorName: access.actorName,
      afterTaps: await tx.battleTrackEntry.count({ where: { battleId } }),
    };
    const details = { ...battle.details, table: { ...table, gimmicks: [...table.gimmicks, line] } };
    await tx.battle.update({ where: { id: battleId }, data: { details: toJson(details) } });
    await battleChanged(tx, supersUnlimited, battleId, access, summary);
    return { ok: true, alreadyDone: false, summary } as const;
  }, BATTLE_TRANSACTION);
}

function entryOf(input: RecordSuGimmickInput, log: readonly SuGimmickLogEntry[]): SuGimmickLogEntry | null {
  if (input.kind === "use") return { kind: "use", gimmick: input.gimmick, characterId: input.characterId };
  if (input.kind === "recycle") return { kind: "recycle", gimmick: input.gimmick, characterId: input.characterId, source: input.source };
  const previous = log.at(-1);
  if (previous?.kind !== "use") return null;
  return { kind: "use", gimmick: "we-go-again", characterId: null, returns: previous.gimmick };
}
