import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { hasPower, reportFieldSet, type SmfCharacter, type TrackedEntry, type TrackerTeam, type TrackPayload } from "@/lib/rules/smf";
import { readTrackPayload, type TrackTap } from "@/lib/games/smf/schemas/battle-track";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { can } from "@/lib/authz/permissions";
import { db } from "@/lib/server/db";
import type { ServiceFailure } from "@/lib/service-result";
import { appendBattleTap, loadBattleTaps } from "@/lib/server/battles/tap-log";
import { loadBattle } from "./load-battle";
import type { LoadedBattle } from "@/lib/games/smf/battles/loaded-battle";
import { wrongStageMessage } from "./report-battle";
import { battleTeamOwners } from "./team-control";
import { tapWords, type Names } from "@/lib/games/smf/battles/tap-words";

export type TrackBattleResult =
  { ok: true; entryId: string; isRepeat: boolean } | ServiceFailure<"wrong-stage" | "not-allowed" | "illegal-tap" | "key-reused" | "not-found" | "too-many-taps">;

/** The battle's teams as the tracker sees them: the line-ups, and which fielded characters are Vampires. */
export function trackerTeams(loaded: LoadedBattle): TrackerTeam[] {
  const characters = new Map<string, SmfCharacter>((loaded.data.snapshot?.teams ?? []).flatMap((t) => t.characters.map((c) => [c.id, c] as const)));
  return loaded.data.teams.map((t) => {
    const fieldedIds = t.lineUp.map((m) => m.characterId);
    return { teamId: t.teamId, fieldedIds, vampireIds: fieldedIds.filter((id) => characters.has(id) && hasPower(characters.get(id)!, "vampire")) };
  });
}

/** The battle's tracked entries in the order they were recorded (rows whose payload does not read are left out). */
export async function loadTrackedEntries(battleId: string, tx: Prisma.TransactionClient = db): Promise<TrackedEntry[]> {
  return loadBattleTaps(tx, battleId, readTrackPayload);
}

/**
 * Records one tap of the tracker (a KO, a recovery, an achievement) while the table plays the
 * battle, i.e. while it waits for its report. Anyone who may report it may track it, for every
 * team, as for the report. The tap must fit the battle: a fielded character, a foe of another
 * team, a Vampire for the drain, an achievement this scenario or event can score.
 */
export async function trackBattle(access: CampaignAccess, battleId: string, requestKey: string, tap: TrackTap): Promise<TrackBattleResult> {
  return appendEntry(
    access,
    battleId,
    requestKey,
    (loaded) => `tracked ${tapWords(tap, namesIn(loaded))}`,
    (loaded) => {
      const problem = tapProblem(loaded, tap);
      return problem ? { ok: false, code: "illegal-tap", message: problem } : { ok: true, payload: { v: 1, ...tap } as TrackPayload };
    },
  );
}

/** Undoes a tap: a new entry strikes it (the rows are never changed), so every phone sees the same list. */
export async function strikeTracked(access: CampaignAccess, battleId: string, requestKey: string, entryId: string): Promise<TrackBattleResult> {
  return appendEntry(access, battleId, requestKey, "undid a tracked tap", async (_loaded, tx) => {
    const target = await tx.battleTrackEntry.findFirst({ where: { id: entryId, battleId }, select: { kind: true } });
    if (!target || target.kind === "strike") return { ok: false, code: "illegal-tap", message: "That tracked entry is not in this battle's list." };
    return { ok: true, payload: { v: 1, kind: "strike", entryId } };
  });
}

type Check = (
  loaded: LoadedBattle,
  tx: Prisma.TransactionClient,
) => { ok: true; payload: TrackPayload } | ServiceFailure<"illegal-tap"> | Promise<{ ok: true; payload: TrackPayload } | ServiceFailure<"illegal-tap">>;

/** The battle's characters and teams by id, for a tap's words ("someone" for an id it does not know). */
function namesIn(loaded: LoadedBattle): Names {
  const names = new Map<string, string>((loaded.data.snapshot?.teams ?? []).flatMap((t) => [[t.teamId, t.name] as const, ...t.characters.map((c) => [c.id, c.name] as const)]));
  return (id) => (id ? (names.get(id) ?? "someone") : "nobody");
}

/**
 * The one way an entry is written: through the battles' append-only tap log (appendBattleTap:
 * request key, side by side under the battle row's shared lock, rate limit, live notice), with
 * SMF's checks of the battle (its campaign, its stage, who may play it) and of the tap. `what`
 * completes "<actor> …" for the other phones' note: words, or words made from the battle as
 * loaded for the tap.
 */
async function appendEntry(
  access: CampaignAccess,
  battleId: string,
  requestKey: string,
  what: string | ((loaded: LoadedBattle) => string),
  check: Check,
): Promise<TrackBattleResult> {
  return appendBattleTap<"not-found" | "wrong-stage" | "not-allowed" | "illegal-tap">(access, battleId, requestKey, async (tx) => {
    const loaded = await loadBattle(battleId, tx);
    if (!loaded || loaded.row.campaignId !== access.campaignId)
      return { ok: false, code: "not-found", message: "That battle does not exist, or you are not a member of its campaign." } as const;
    if (loaded.row.status !== "REPORTING") return { ok: false, code: "wrong-stage", message: wrongStageMessage(loaded, "be tracked") } as const;
    // The same rule as authorizeBattle's "battle:play", on the teams' owners as they are now.
    const owners = await battleTeamOwners(tx, loaded);
    if (!can(access.role, "battle:play", { isOwner: owners.some((t) => t.ownerId === access.userId) })) {
      return { ok: false, code: "not-allowed", message: "Your role in this campaign does not allow that." } as const;
    }
    const checked = await check(loaded, tx);
    if (!checked.ok) return checked;
    return { ok: true, payload: checked.payload, said: typeof what === "string" ? what : what(loaded) };
  });
}

/** Why the tap does not fit this battle, in words; undefined when it does. */
function tapProblem(loaded: LoadedBattle, tap: TrackTap): string | undefined {
  const teams = trackerTeams(loaded);
  const teamOf = new Map(teams.flatMap((t) => t.fieldedIds.map((id) => [id, t.teamId] as const)));
  const isInBattle = (teamId: string) => teams.some((t) => t.teamId === teamId);
  const preBattle = loaded.data.preBattle;
  const fields = preBattle ? reportFieldSet(preBattle.scenario.scenarioId, preBattle.specialEvent.eventId) : undefined;
  const NOT_FIELDED = "That character was not fielded in this battle.";

  switch (tap.kind) {
    case "ko": {
      const teamId = teamOf.get(tap.characterId);
      if (!teamId) return NOT_FIELDED;
      if (tap.byCharacterId) {
        const byTeam = teamOf.get(tap.byCharacterId);
        if (!byTeam || byTeam === teamId) return "Only a foe fielded in this battle can KO a character.";
        if (tap.isVampireMelee && !teams.some((t) => t.vampireIds.includes(tap.byCharacterId!))) return "Only a Vampire drains in melee; that foe is not one.";
      } else if (tap.isVampireMelee) return "Say which Vampire KO'ed it in melee.";
      return undefined;
    }
    case "recovered":
      return teamOf.has(tap.characterId) ? undefined : NOT_FIELDED;
    case "score":
      if (!fields?.[tap.objective]) return "This battle's scenario and event do not score that.";
      if (!isInBattle(tap.teamId)) return "That team is not in this battle.";
      if (tap.characterId && teamOf.get(tap.characterId) !== tap.teamId) return "That character was not fielded by that team.";
      return undefined;
    case "holder":
      if (!fields?.[tap.objective]) return "This battle's scenario and event do not score that.";
      if (tap.objective === "artifact") {
        if (tap.teamId) return "The artifact is held by a character, not a team.";
        return tap.characterId && !teamOf.has(tap.characterId) ? NOT_FIELDED : undefined;
      }
      if (tap.characterId) return "That is held by a team, not a character.";
      return tap.teamId && !isInBattle(tap.teamId) ? "That team is not in this battle." : undefined;
    case "communion":
      if (!fields?.communion) return "This battle's scenario and event do not score that.";
      return teamOf.has(tap.characterId) ? undefined : NOT_FIELDED;
  }
}
