import "server-only";
import type { CampaignRecordsServer } from "@/lib/game-contract/game-server";
import { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import { SU_CARD_KIND } from "../cards/card-row";
import type { CheckedSuLeagueFile } from "../../export/campaign-file-check";
import { withReferences } from "../../export/league-file";
import { asCharacterRefs, type LeagueRecords } from "../../export/league-records";
import { withIds } from "../import/import-league";

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const when = (value: string | null) => (value === null ? null : new Date(value));
const json = (value: unknown) => value as Prisma.InputJsonValue;
const nullableJson = (value: unknown) => (value === null || value === undefined ? Prisma.DbNull : (value as Prisma.InputJsonValue));

/** One battle's tracker taps, in order, as the file keeps them: a strike names the tap it undoes by its place ("tap-N"). */
function trackerRecords(taps: ReadonlyArray<{ id: string; kind: string; payload: unknown; actorName: string; createdAt: Date }>, named: (value: unknown) => unknown) {
  const place = new Map(taps.map((tap, t) => [tap.id, `tap-${t + 1}`]));
  return taps.map((tap) => {
    const payload = tap.payload as { entryId?: unknown };
    const struck = tap.kind === "strike" && typeof payload.entryId === "string" ? place.get(payload.entryId) : undefined;
    return { kind: tap.kind, payload: struck ? { ...payload, entryId: struck } : named(tap.payload), actorLabel: tap.actorName, createdAt: tap.createdAt.toISOString() };
  });
}

/**
 * Supers Unlimited's part of the shared campaign file: its cards and its battles, in its league
 * file's shapes (export/league-records.ts), every id inside their records given as the envelope's
 * reference. It writes the Character, Battle and BattleTeam rows of an import; the generic import
 * writes the rest.
 */
export const leagueRecordsServer: CampaignRecordsServer<LeagueRecords, CheckedSuLeagueFile> = {
  async exportRecords(campaignId, refs) {
    const [characters, battles, entries, taps] = await Promise.all([
      db.character.findMany({
        where: { team: { campaignId } },
        orderBy: [{ team: { createdAt: "asc" } }, { teamId: "asc" }, { position: "asc" }, { createdAt: "asc" }, { id: "asc" }],
        select: { id: true, teamId: true, position: true, build: true, state: true, formatVersion: true, retiredAt: true, hasFought: true, createdAt: true },
      }),
      db.battle.findMany({
        where: { campaignId },
        orderBy: { issue: "asc" },
        include: { teams: { orderBy: { position: "asc" }, select: { teamId: true, position: true, teamName: true, ownerName: true, lineUp: true, result: true } } },
      }),
      db.storyPointEntry.findMany({ where: { campaignId }, select: { id: true } }),
      db.battleTrackEntry.findMany({
        where: { battle: { campaignId } },
        orderBy: [{ battleId: "asc" }, { createdAt: "asc" }, { id: "asc" }],
        select: { id: true, battleId: true, kind: true, payload: true, actorName: true, createdAt: true },
      }),
    ]);
    const teamIds = new Set(characters.map((character) => character.teamId));
    for (const battle of battles) for (const side of battle.teams) teamIds.add(side.teamId);
    // Every id of the league's rows, as the envelope names it: whole, inside text, or as a key.
    const refOf = new Map<string, string>([
      ...[...teamIds].map((id) => [id, refs.team(id)] as const),
      ...characters.map((character) => [character.id, refs.character(character.id)] as const),
      ...battles.map((battle) => [battle.id, refs.battle(battle.id)] as const),
      ...entries.map((entry) => [entry.id, refs.entry(entry.id)] as const),
    ]);
    const named = (value: unknown) => withReferences(value, refOf);
    return {
      cards: characters.map((character) => ({
        ref: refs.character(character.id),
        team: refs.team(character.teamId),
        position: character.position,
        card: named({ ...(character.build as object), id: character.id }),
        state: named(character.state),
        formatVersion: character.formatVersion,
        retiredAt: iso(character.retiredAt),
        hasFought: character.hasFought,
        createdAt: character.createdAt.toISOString(),
      })),
      battles: battles.map((battle) => ({
        ref: refs.battle(battle.id),
        issue: battle.issue,
        status: battle.status,
        details: named(battle.details),
        snapshot: named(battle.snapshot),
        preBattleChoices: named(battle.preBattleChoices),
        preBattle: named(battle.preBattle),
        report: named(battle.report),
        postBattleChoices: named(battle.postBattleChoices),
        postBattleStep: battle.postBattleStep,
        postBattleState: named(battle.postBattleState),
        applyCount: battle.applyCount,
        createdByLabel: battle.createdByName,
        createdAt: battle.createdAt.toISOString(),
        reportedByLabel: battle.reportedByName,
        reportedAt: iso(battle.reportedAt),
        confirmedByLabel: battle.confirmedByName,
        confirmedAt: iso(battle.confirmedAt),
        resolvedAt: iso(battle.resolvedAt),
        undoneByLabel: battle.undoneByName,
        undoneAt: iso(battle.undoneAt),
        cancelledAt: iso(battle.cancelledAt),
        sides: battle.teams.map((side) => ({
          team: refs.team(side.teamId),
          position: side.position,
          teamName: side.teamName,
          ownerLabel: side.ownerName,
          lineUp: named(side.lineUp),
          result: side.result,
        })),
        tracker: trackerRecords(
          taps.filter((tap) => tap.battleId === battle.id),
          named,
        ),
      })),
    };
  },
  // `records` is the league its check read (export/league-records.ts): cards by "card-N", the envelope's "character-N".
  async importRecords(tx, { campaignId, records, teams, entries, newId }) {
    const { file, cards } = records;
    const ids = new Map<string, string>([...teams, ...entries]);
    for (const team of file.teams) for (const card of team.cards) ids.set(card.ref, newId());
    for (const battle of file.battles) ids.set(battle.ref, newId());
    const id = (ref: string) => ids.get(ref)!;
    await tx.character.createMany({
      data: file.teams.flatMap((team) =>
        team.cards.map((entry) => {
          const card = cards.get(entry.ref)!;
          return {
            id: id(entry.ref),
            teamId: id(team.ref),
            position: entry.position,
            name: card.name,
            kind: SU_CARD_KIND,
            build: json({ ...card, id: id(entry.ref) }),
            state: json(withIds(entry.state, ids)),
            formatVersion: entry.formatVersion,
            retiredAt: when(entry.retiredAt),
            hasFought: entry.hasFought,
            createdAt: new Date(entry.createdAt),
          };
        }),
      ),
    });
    await tx.battle.createMany({
      data: file.battles.map((battle) => ({
        id: id(battle.ref),
        campaignId,
        issue: battle.issue,
        status: battle.status,
        details: json(withIds(battle.details, ids)),
        snapshot: nullableJson(withIds(battle.snapshot, ids)),
        preBattleChoices: nullableJson(withIds(battle.preBattleChoices, ids)),
        preBattle: nullableJson(withIds(battle.preBattle, ids)),
        report: nullableJson(withIds(battle.report, ids)),
        postBattleChoices: json(withIds(battle.postBattleChoices, ids) ?? {}),
        postBattleStep: battle.postBattleStep,
        postBattleState: nullableJson(withIds(battle.postBattleState, ids)),
        applyCount: battle.applyCount,
        createdByName: battle.createdByLabel,
        createdAt: new Date(battle.createdAt),
        reportedByName: battle.reportedByLabel,
        reportedAt: when(battle.reportedAt),
        confirmedByName: battle.confirmedByLabel,
        confirmedAt: when(battle.confirmedAt),
        resolvedAt: when(battle.resolvedAt),
        undoneByName: battle.undoneByLabel,
        undoneAt: when(battle.undoneAt),
        cancelledAt: when(battle.cancelledAt),
      })),
    });
    await tx.battleTeam.createMany({
      data: file.battles.flatMap((battle) =>
        battle.sides.map((side) => ({
          battleId: id(battle.ref),
          teamId: id(side.team),
          position: side.position,
          teamName: side.teamName,
          ownerId: null,
          ownerName: side.ownerLabel,
          lineUp: json(withIds(side.lineUp, ids)),
          result: side.result,
        })),
      ),
    });
    // The battle tracker's taps: new ids and request keys (the file's belong to the league it came from), a strike naming its tap's new id.
    await tx.battleTrackEntry.createMany({
      data: file.battles.flatMap((battle) => {
        const tapIds = (battle.tracker ?? []).map(() => newId());
        return (battle.tracker ?? []).map((tap, t) => {
          const payload = withIds(tap.payload, ids) as { kind?: unknown; entryId?: unknown };
          const struck = tap.kind === "strike" && typeof payload.entryId === "string" ? tapIds[Number(payload.entryId.slice("tap-".length)) - 1] : undefined;
          return {
            id: tapIds[t]!,
            battleId: id(battle.ref),
            kind: tap.kind,
            payload: json(struck ? { ...payload, entryId: struck } : payload),
            actorId: null,
            actorName: tap.actorLabel,
            requestKey: `import-${tapIds[t]!}`,
            createdAt: new Date(tap.createdAt),
          };
        });
      }),
    });
    const cardRefs = file.teams.flatMap((team) => team.cards.map((card) => card.ref));
    return {
      battles: new Map(file.battles.map((battle) => [battle.ref, id(battle.ref)])),
      characters: new Map(cardRefs.map((ref) => [asCharacterRefs(ref) as string, id(ref)])),
    };
  },
};
