import type { CharacterBuild, CharacterCampaignState, CharacterKind, SmfCharacter } from "@/lib/rules/smf";
import { canonicalJson } from "@/lib/json/canonical-json";
import type { TeamCounters } from "./team-counters";

/**
 * Undoing a battle on top of what happened to its teams since (a character added, a rename, a
 * guest star booked): a three-way merge of each field the battle wrote, from the team as the
 * battle found it (`before`), as the battle left it (`after`) and as it is now (`now`).
 * - A field the battle did not change keeps today's value.
 * - A field still as the battle left it goes back to `before`.
 * - A field changed by the battle and changed again since depends on the battle: the undo is
 *   refused and the field's character (or counter) is named, so that change can be taken back first.
 * Booked guest stars are a count: the battle's own change (one used, one booked in its
 * post-battle) is taken back from today's count, so bookings made since stay booked.
 * Pure: the service reads the three states and writes the plan in one transaction.
 */

export interface UndoCharacterNow {
  character: SmfCharacter;
  hasFought: boolean;
}

export interface UndoTeamInput {
  teamId: string;
  teamName: string;
  before: { characters: readonly SmfCharacter[]; counters: TeamCounters; hasFought: Readonly<Record<string, boolean>> };
  after: { characters: readonly SmfCharacter[]; counters: TeamCounters; hasFought: Readonly<Record<string, boolean>> };
  /** Every character of the team today, retired ones included; a deleted one is absent. */
  now: { characters: readonly UndoCharacterNow[]; counters: TeamCounters };
}

export interface CharacterRestore {
  id: string;
  kind: CharacterKind;
  build: CharacterBuild;
  state: CharacterCampaignState;
  hasFought: boolean;
}

export interface UndoTeamWrites {
  teamId: string;
  restore: CharacterRestore[];
  /** Characters the battle brought (a thrall), still as it left them. */
  remove: string[];
  counters: TeamCounters;
}

/** A later change the battle's effects depend on: the undo waits until it is taken back. */
export type UndoConflict =
  | { kind: "character"; teamId: string; teamName: string; characterId: string; characterName: string }
  | { kind: "counters"; teamId: string; teamName: string; counter: keyof TeamCounters };

export type UndoPlan = { ok: true; teams: UndoTeamWrites[] } | { ok: false; conflicts: UndoConflict[] };

const same = (a: unknown, b: unknown) => canonicalJson(a ?? null) === canonicalJson(b ?? null);

/** Merges one JSON object key by key; null when a key the battle changed was changed again since. */
function mergeObject<T extends object>(before: T, after: T, now: T): T | null {
  const b = before as Record<string, unknown>;
  const a = after as Record<string, unknown>;
  const n = now as Record<string, unknown>;
  const merged: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(b), ...Object.keys(a), ...Object.keys(n)])) {
    const value = same(a[key], b[key]) ? n[key] : same(n[key], a[key]) ? b[key] : CONFLICT;
    if (value === CONFLICT) return null;
    if (value !== undefined) merged[key] = value;
  }
  return merged as T;
}
const CONFLICT = Symbol("conflict");

function planCharacter(before: SmfCharacter, after: SmfCharacter, now: UndoCharacterNow, hasFought: { before: boolean; after: boolean }): CharacterRestore | null | "conflict" {
  const kind = same(after.kind, before.kind) ? now.character.kind : same(now.character.kind, after.kind) ? before.kind : null;
  const build = mergeObject(before.build, after.build, now.character.build);
  const state = mergeObject(before.state, after.state, now.character.state);
  if (!kind || !build || !state) return "conflict";
  const fought = hasFought.after === hasFought.before ? now.hasFought : hasFought.before;
  const restore = { id: now.character.id, kind, build, state, hasFought: fought };
  const unchanged = same(kind, now.character.kind) && same(build, now.character.build) && same(state, now.character.state) && fought === now.hasFought;
  return unchanged ? null : restore;
}

function planCounters(before: TeamCounters, after: TeamCounters, now: TeamCounters): { counters: TeamCounters } | { conflict: keyof TeamCounters } {
  const guestStarsPending = now.guestStarsPending - (after.guestStarsPending - before.guestStarsPending);
  if (guestStarsPending < 0) return { conflict: "guestStarsPending" };
  const rest = mergeObject({ ...before, guestStarsPending: 0 }, { ...after, guestStarsPending: 0 }, { ...now, guestStarsPending: 0 });
  if (!rest) {
    const key = (Object.keys(after) as (keyof TeamCounters)[]).find((k) => !same(after[k], before[k]) && !same(now[k], after[k]));
    return { conflict: key ?? "milestonesReached" };
  }
  return { counters: { ...rest, guestStarsPending } };
}

/** The writes that take a battle's effects off its teams as they are now, or every later change in the way. */
export function planUndo(teams: readonly UndoTeamInput[]): UndoPlan {
  const conflicts: UndoConflict[] = [];
  const writes: UndoTeamWrites[] = [];
  for (const team of teams) {
    const restore: CharacterRestore[] = [];
    const remove: string[] = [];
    for (const after of team.after.characters) {
      const now = team.now.characters.find((c) => c.character.id === after.id);
      if (!now) continue; // deleted since: nothing of the battle is left on it
      const before = team.before.characters.find((c) => c.id === after.id);
      const conflict = { kind: "character", teamId: team.teamId, teamName: team.teamName, characterId: after.id, characterName: now.character.name } as const;
      if (!before) {
        // Brought by the battle: removed if still as the battle left it (names may change freely).
        if (same({ ...now.character, name: null }, { ...after, name: null })) remove.push(after.id);
        else conflicts.push(conflict);
        continue;
      }
      const planned = planCharacter(before, after, now, { before: team.before.hasFought[after.id] ?? false, after: team.after.hasFought[after.id] ?? false });
      if (planned === "conflict") conflicts.push(conflict);
      else if (planned) restore.push(planned);
    }
    const counters = planCounters(team.before.counters, team.after.counters, team.now.counters);
    if ("conflict" in counters) conflicts.push({ kind: "counters", teamId: team.teamId, teamName: team.teamName, counter: counters.conflict });
    else writes.push({ teamId: team.teamId, restore, remove, counters: counters.counters });
  }
  return conflicts.length > 0 ? { ok: false, conflicts } : { ok: true, teams: writes };
}
