import {
  BUMP_TABLE_DEFS,
  SCENARIOS,
  backgroundRow,
  bumpTableRow,
  findPower,
  injuringTeamId,
  injuryRow,
  type Bump,
  type BumpTable,
  type InjuryOutcome,
  type KnockedOutCharacter,
  type PostBattleSpecialId,
  type StoryPointReason,
} from "@/lib/rules/smf";
import { nameResolver, type JournalBattle, type JournalBattleTeam } from "./journal-battle";

/**
 * What a stored battle did, team by team, read from its records: the report (KOs), the
 * post-battle events (injuries, thralls, story points, milestones, bumps…) and the pre-battle's
 * ledger and curses. Every name is the one the battle knew.
 */

export interface CharacterRef {
  characterId: string;
  characterName: string;
}

export interface KoFact extends CharacterRef {
  track: KnockedOutCharacter["track"];
}

export interface InjuryFact extends CharacterRef {
  outcome: InjuryOutcome;
  /** The injury table row's name ("Light injury"). */
  outcomeName: string;
  /** The team that injured it (captor, grudge), when the report says or only one foe was there. */
  byTeamName: string | null;
}

export interface ThrallFact extends CharacterRef {
  /** The dead foe who rose (characterId/characterName), the thrall it became, the Vampire who raised it. */
  thrallId: string;
  vampireId: string;
  vampireName: string;
  /** 4 goals on the Chance roll: a Vampire too (L1151). */
  isVampire: boolean;
}

export interface StoryPointFact {
  delta: number;
  reason: StoryPointReason;
  note: string;
  /** The character the entry is about (an Inspired Recovery, a communion, a curse lift), if any. */
  character: CharacterRef | null;
}

export interface BumpFact extends CharacterRef {
  table: BumpTable;
  tableName: string;
  row: number;
  /** The row's name without the book's †† mark ("+1 Re-roll to pre- and post-battle checks"). */
  rowName: string;
  /** What the bump is tied to: a background (†† rows), the new power, or the pool; null if none. */
  target: string | null;
}

export interface SpecialCheckFact extends CharacterRef {
  specialName: string;
  isSuccess: boolean;
}

export interface CurseFact extends CharacterRef {
  /** +1: cursed by the Curse event; −1: a curse lifted. */
  delta: 1 | -1;
}

export interface TeamFacts {
  teamId: string;
  teamName: string;
  /** False for a team that did not fight but appears in the records (a release, a Phase 3 spend). */
  isInBattle: boolean;
  result: JournalBattleTeam["result"];
  fielded: CharacterRef[];
  kos: KoFact[];
  injuries: InjuryFact[];
  /** A Vampire of this team raised a dead foe as its thrall (the thrall joins this team). */
  thralls: ThrallFact[];
  /** Captives of this team set free by the battle (Ruling R19). */
  released: CharacterRef[];
  storyPointChanges: StoryPointFact[];
  milestones: number[];
  bumps: BumpFact[];
  specialChecks: SpecialCheckFact[];
  curses: CurseFact[];
  base: "taken" | "lost" | null;
}

export interface BattleFacts {
  /** The battle's teams, in its order. */
  teams: TeamFacts[];
  /** Teams that did not fight but appear in the records, in the order they first do. */
  otherTeams: TeamFacts[];
  /** Set by the tally when a balance reached the campaign goal (Ruling R14). */
  campaignWinnerNames: string[];
}

function specialName(id: PostBattleSpecialId): string {
  return SCENARIOS.find((s) => s.postBattleSpecial.id === id)?.postBattleSpecial.name ?? id;
}

function bumpTarget(bump: Bump): string | null {
  if (bump.background) return backgroundRow(bump.background).name;
  if (bump.power) return findPower(bump.power, "minor")?.name ?? bump.power;
  if (bump.pool) return bump.pool.replace("-", " ").replace(/^./, (c) => c.toUpperCase());
  return null;
}

function emptyTeam(team: JournalBattleTeam, nameOf: (id: string) => string, isInBattle = true): TeamFacts {
  return {
    teamId: team.teamId,
    teamName: team.teamName,
    isInBattle,
    result: team.result,
    fielded: team.lineUp.map((m) => ({ characterId: m.characterId, characterName: nameOf(m.characterId) })),
    kos: [],
    injuries: [],
    thralls: [],
    released: [],
    storyPointChanges: [],
    milestones: [],
    bumps: [],
    specialChecks: [],
    curses: [],
    base: null,
  };
}

export function battleFacts(battle: JournalBattle): BattleFacts {
  const nameOf = nameResolver(battle);
  const ref = (characterId: string): CharacterRef => ({ characterId, characterName: nameOf(characterId) });
  const teams = battle.teams.map((t) => emptyTeam(t, nameOf));
  const otherTeams: TeamFacts[] = [];
  const byId = new Map(teams.map((t) => [t.teamId, t]));
  const teamName = (teamId: string | undefined) => (teamId ? (byId.get(teamId)?.teamName ?? battle.teamNames?.[teamId] ?? null) : null);
  const teamFor = (teamId: string | undefined): TeamFacts | undefined => {
    if (!teamId) return undefined;
    let team = byId.get(teamId);
    if (!team) {
      team = emptyTeam({ teamId, teamName: battle.teamNames?.[teamId] ?? "A team", result: null, lineUp: [] }, nameOf, false);
      byId.set(teamId, team);
      otherTeams.push(team);
    }
    return team;
  };
  const reports = battle.report?.teams ?? [];

  for (const report of reports) {
    const team = byId.get(report.teamId);
    for (const ko of report.knockedOut) team?.kos.push({ ...ref(ko.characterId), track: ko.track });
  }

  for (const entry of battle.preBattleLedger ?? []) {
    teamFor(entry.teamId)?.storyPointChanges.push({ delta: entry.delta, reason: entry.reason, note: entry.note, character: entry.characterId ? ref(entry.characterId) : null });
  }
  for (const curse of battle.preBattleCurses ?? []) teamFor(curse.teamId)?.curses.push({ ...ref(curse.characterId), delta: curse.delta });

  let campaignWinnerNames: string[] = [];
  // A thrall event follows the injury event of the foe who died (resolveInjuries), which names it.
  let lastInjured: string | undefined;
  for (const event of battle.events) {
    switch (event.kind) {
      case "injury": {
        lastInjured = event.characterId;
        const own = reports.find((r) => r.teamId === event.teamId);
        const ko = own?.knockedOut.find((k) => k.characterId === event.characterId);
        const by = ko && own ? teamName(injuringTeamId(ko, own, reports)) : null;
        teamFor(event.teamId)?.injuries.push({ ...ref(event.characterId!), outcome: event.roll.outcome, outcomeName: injuryRow(event.roll.outcome).name, byTeamName: by });
        break;
      }
      case "thrall":
        if (event.thrallId && lastInjured) {
          teamFor(event.teamId)?.thralls.push({
            ...ref(lastInjured),
            thrallId: event.thrallId,
            vampireId: event.vampireId,
            vampireName: nameOf(event.vampireId),
            isVampire: event.isVampire,
          });
        }
        break;
      case "released":
        if (event.characterId) teamFor(event.teamId)?.released.push(ref(event.characterId));
        break;
      case "fortress": {
        const team = event.isTaken ? teamFor(event.teamId) : undefined;
        if (team) team.base = "taken";
        break;
      }
      case "base-lost": {
        const team = teamFor(event.teamId);
        if (team) team.base = "lost";
        break;
      }
      case "special-check":
        teamFor(event.teamId)?.specialChecks.push({ ...ref(event.characterId!), specialName: specialName(event.special), isSuccess: event.check.isSuccess });
        break;
      case "story-points": {
        const { entry } = event;
        teamFor(entry.teamId)?.storyPointChanges.push({ delta: entry.delta, reason: entry.reason, note: entry.note, character: entry.characterId ? ref(entry.characterId) : null });
        break;
      }
      case "milestone":
        teamFor(event.teamId)?.milestones.push(event.milestone);
        break;
      case "bump": {
        const { table, row } = event.bump;
        const rowName = bumpTableRow(table, row).name.replace(/\s*†+$/, "");
        teamFor(event.teamId)?.bumps.push({ ...ref(event.characterId!), table, tableName: BUMP_TABLE_DEFS[table].name, row, rowName, target: bumpTarget(event.bump) });
        break;
      }
      case "tally":
        campaignWinnerNames = event.winnerTeamIds.map((id) => teamName(id) ?? "a team outside this battle");
        break;
      default:
        break;
    }
  }
  return { teams, otherTeams, campaignWinnerNames };
}

export function storyPointTotal(team: Pick<TeamFacts, "storyPointChanges">): number {
  return team.storyPointChanges.reduce((sum, entry) => sum + entry.delta, 0);
}
