import { scenarioById, type ScenarioId } from "../data/scenarios";
import { SPECIAL_EVENTS, type SpecialEventDef, type SpecialEventId } from "../data/special-events";
import type { KnockedOutCharacter, TeamBattleReport } from "./types";

// ---------------------------------------------------------------------------------------------
// What the table taps during a battle, and the report it adds up to.

export const KO_TRACKS = ["body", "psyche", "both"] as const;
export type KoTrack = (typeof KO_TRACKS)[number];

/** Counted achievements: each tap is one more (a fragment carried off, a rift closed, a civilian escorted). */
export const COUNTED_OBJECTIVES = ["fragments", "rift", "civilians"] as const;
export type CountedObjective = (typeof COUNTED_OBJECTIVES)[number];

/** Held achievements: who holds it at the end of the battle; the latest tap says who. */
export const HELD_OBJECTIVES = ["artifact", "diplomat", "defender"] as const;
export type HeldObjective = (typeof HELD_OBJECTIVES)[number];

/** The most of each counted achievement one team can report (the report's own limits). */
export const COUNTED_LIMITS: Record<CountedObjective, number> = { fragments: 5, rift: 10, civilians: 6 };

/**
 * One tap of the tracker. STORED AS JSON (BattleTrackEntry.payload); changing a variant needs a
 * data migration.
 * - `ko`: the character is KO'ed. The first one after it was up starts from body, by nobody
 *   named, no further harm; the fields given replace those of the KO so far (a refinement).
 * - `recovered`: back on its feet (healed): not KO'ed at the end, unless KO'ed again later.
 * - `score`: one more of a counted achievement for the team (`characterId`: the fragment's carrier).
 * - `holder`: who holds an achievement now; neither id: nobody.
 * - `communion`: the character tried to commune with the Space God, with the goals of that check;
 *   its best try counts (L2553).
 * - `strike`: the entry `entryId` is undone.
 */
export type TrackPayload =
  | { v: 1; kind: "ko"; characterId: string; track?: KoTrack; byCharacterId?: string | null; furtherHarm?: number; isVampireMelee?: boolean }
  | { v: 1; kind: "recovered"; characterId: string }
  | { v: 1; kind: "score"; objective: CountedObjective; teamId: string; characterId?: string }
  | { v: 1; kind: "holder"; objective: HeldObjective; teamId?: string; characterId?: string }
  | { v: 1; kind: "communion"; characterId: string; goals: number }
  | { v: 1; kind: "strike"; entryId: string };

export type TrackKind = TrackPayload["kind"];

/** A stored tap, in the order the server recorded it. */
export interface TrackedEntry {
  id: string;
  payload: TrackPayload;
  actorName: string;
}

/** A team of the battle as the tracker sees it: who it fielded, and which of them are Vampires. */
export interface TrackerTeam {
  teamId: string;
  fieldedIds: string[];
  vampireIds: string[];
}

/** A KO as the tracker holds it, before it is written as the report's KnockedOutCharacter. */
export interface TrackedKnockOut {
  characterId: string;
  track: KoTrack;
  /** The fielded foe who did it; absent: someone else (or not said). */
  byCharacterId?: string;
  furtherHarm: number;
  /** Only kept when `byCharacterId` is a Vampire of another team (L1151). */
  isVampireMelee: boolean;
}

/** The report's fields the tracker can know, per team: everything but the result. */
export type TrackedTeamReport = Omit<TeamBattleReport, "result" | "hasLostBase">;

export interface TrackedReport {
  /** Per team of the battle, in the battle's order. */
  teams: TrackedTeamReport[];
  /** KOs by character id, as the tracker shows them. */
  knockedOut: Record<string, TrackedKnockOut>;
  /** The entries still standing (not struck, not strikes), in order: the list with its undo buttons. */
  live: TrackedEntry[];
}

// ---------------------------------------------------------------------------------------------
// The achievements a battle can score.

/** The achievements this battle's scenario and special event can score; the others are not asked. */
export interface ReportFieldSet {
  fragments: boolean;
  rift: boolean;
  defender: boolean;
  artifact: boolean;
  civilians: boolean;
  diplomat: boolean;
  communion: boolean;
}

export function reportFieldSet(scenarioId: ScenarioId, specialEventId: SpecialEventId | undefined): ReportFieldSet {
  const scenario = scenarioById(scenarioId);
  const event: SpecialEventDef | undefined = SPECIAL_EVENTS.find((e) => e.id === specialEventId);
  const effect = event?.campaignEffect?.kind;
  return {
    fragments: scenario.extraSp?.kind === "fragments-majority",
    rift: scenario.extraSp?.kind === "rift-or-secret",
    defender: scenario.postBattleSpecial.id === "a-new-fastness",
    artifact: effect === "artifact-carried",
    civilians: effect === "civilians-rescued",
    diplomat: effect === "diplomat-held",
    communion: effect === "space-god-communion",
  };
}

// ---------------------------------------------------------------------------------------------
// The fold.

/**
 * Adds the taps up to the report they describe. Entries are read in the order they were recorded;
 * struck ones are left out as if never tapped.
 *
 * Several phones: every tap is kept, and for one character the later tap wins field by field. Two
 * phones tapping "KO'd" on the same character make one KO; one phone's "both tracks" and another's
 * "further harm 2" make a KO on both tracks with 2 further harm; a later "recovered" clears it.
 * Counted achievements add up (each tap is one more, capped at the report's limit); for a held
 * one the latest tap says who holds it.
 *
 * Taps naming a character or team that is not in `teams` are ignored (the server refuses them
 * anyway), so the result always fits the battle's line-ups.
 */
export function foldTrackedEntries(entries: readonly TrackedEntry[], teams: readonly TrackerTeam[]): TrackedReport {
  const struck = new Set(entries.flatMap((e) => (e.payload.kind === "strike" ? [e.payload.entryId] : [])));
  const live = entries.filter((e) => e.payload.kind !== "strike" && !struck.has(e.id));

  const teamOf = new Map(teams.flatMap((t) => t.fieldedIds.map((id) => [id, t.teamId] as const)));
  const isVampire = new Set(teams.flatMap((t) => t.vampireIds));
  const knockedOut = new Map<string, TrackedKnockOut>();
  const counts = new Map<string, Record<CountedObjective, number>>(teams.map((t) => [t.teamId, { fragments: 0, rift: 0, civilians: 0 }]));
  const carriers = new Map<string, string[]>(teams.map((t) => [t.teamId, []]));
  const holders: Partial<Record<HeldObjective, string | null>> = {};
  const communions = new Map<string, number>();

  for (const { payload } of live) {
    switch (payload.kind) {
      case "ko": {
        const teamId = teamOf.get(payload.characterId);
        if (!teamId) break;
        const ko: TrackedKnockOut = { ...(knockedOut.get(payload.characterId) ?? { characterId: payload.characterId, track: "body", furtherHarm: 0, isVampireMelee: false }) };
        if (payload.track) ko.track = payload.track;
        if (payload.furtherHarm !== undefined) ko.furtherHarm = payload.furtherHarm;
        if (payload.byCharacterId === null) delete ko.byCharacterId;
        else if (payload.byCharacterId !== undefined) {
          const byTeam = teamOf.get(payload.byCharacterId);
          if (byTeam && byTeam !== teamId) ko.byCharacterId = payload.byCharacterId;
        }
        if (payload.isVampireMelee !== undefined) ko.isVampireMelee = payload.isVampireMelee;
        knockedOut.set(payload.characterId, ko);
        break;
      }
      case "recovered":
        knockedOut.delete(payload.characterId);
        break;
      case "score": {
        const count = counts.get(payload.teamId);
        if (!count) break;
        if (count[payload.objective] < COUNTED_LIMITS[payload.objective]) count[payload.objective] += 1;
        if (payload.objective === "fragments" && payload.characterId && teamOf.get(payload.characterId) === payload.teamId) {
          const list = carriers.get(payload.teamId)!;
          if (!list.includes(payload.characterId)) list.push(payload.characterId);
        }
        break;
      }
      case "holder": {
        const holder = payload.objective === "artifact" ? payload.characterId : payload.teamId;
        const isKnown = holder === undefined || (payload.objective === "artifact" ? teamOf.has(holder) : counts.has(holder));
        if (isKnown) holders[payload.objective] = holder ?? null;
        break;
      }
      case "communion":
        if (teamOf.has(payload.characterId)) communions.set(payload.characterId, Math.max(payload.goals, communions.get(payload.characterId) ?? 0));
        break;
    }
  }

  // A Vampire's drain only counts from a Vampire of another team (L1151).
  for (const ko of knockedOut.values()) if (!ko.byCharacterId || !isVampire.has(ko.byCharacterId)) ko.isVampireMelee = false;

  return {
    teams: teams.map((team) => teamReport(team, { knockedOut, count: counts.get(team.teamId)!, carriers: carriers.get(team.teamId)!, holders, communions }, teamOf)),
    knockedOut: Object.fromEntries(knockedOut),
    live,
  };
}

interface Tally {
  knockedOut: Map<string, TrackedKnockOut>;
  count: Record<CountedObjective, number>;
  carriers: string[];
  holders: Partial<Record<HeldObjective, string | null>>;
  communions: Map<string, number>;
}

function teamReport(team: TrackerTeam, { knockedOut, count, carriers, holders, communions }: Tally, teamOf: Map<string, string>): TrackedTeamReport {
  const report: TrackedTeamReport = {
    teamId: team.teamId,
    fieldedCharacterIds: [...team.fieldedIds],
    knockedOut: team.fieldedIds.flatMap((id) => {
      const ko = knockedOut.get(id);
      return ko ? [toKnockedOut(ko, teamOf)] : [];
    }),
  };
  if (count.fragments > 0) report.fragmentsCarriedOff = count.fragments;
  if (carriers.length > 0) report.fragmentCarrierIds = [...carriers];
  if (count.rift > 0) report.riftClosedOrSecretsStolen = count.rift;
  if (count.civilians > 0) report.civiliansRescued = count.civilians;
  if (holders.artifact && teamOf.get(holders.artifact) === team.teamId) report.artifactCarrierId = holders.artifact;
  if (holders.diplomat === team.teamId) report.hasDiplomat = true;
  if (holders.defender === team.teamId) report.isFortressDefender = true;
  const communed = team.fieldedIds.flatMap((id) => (communions.has(id) ? [{ characterId: id, goals: communions.get(id)! }] : []));
  if (communed.length > 0) report.spaceGodCommunions = communed;
  return report;
}

/** The report's KO: the injuring team is the foe's (Ruling R10); the drain only with a Vampire's melee. */
function toKnockedOut(ko: TrackedKnockOut, teamOf: Map<string, string>): KnockedOutCharacter {
  const injuredByTeamId = ko.byCharacterId ? teamOf.get(ko.byCharacterId) : undefined;
  return {
    characterId: ko.characterId,
    track: ko.track,
    furtherHarm: ko.furtherHarm,
    ...(ko.isVampireMelee && ko.byCharacterId ? { vampireId: ko.byCharacterId } : {}),
    ...(injuredByTeamId ? { injuredByTeamId } : {}),
  };
}
