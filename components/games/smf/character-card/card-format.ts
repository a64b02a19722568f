import { freshCampaignState, type Bump, type CharacterKind, type SmfCharacter } from "@/lib/rules/smf/character";
import { backgroundRow } from "@/lib/rules/smf/data/backgrounds";
import { boostRow } from "@/lib/rules/smf/data/boosts";
import { BUMP_TABLE_DEFS, bumpTableRow } from "@/lib/rules/smf/data/bump-tables";
import { findPower } from "@/lib/rules/smf/data/powers";
import { POOL_NAMES } from "@/lib/rules/smf/roster/words";
import type { SmfCard, StatLine } from "@/lib/rules/smf/roster/derive-card";

/**
 * Pure helpers behind the character card: what each line of the card says. Kept apart from the
 * markup so they can be unit-tested and reused by the builder.
 */

/** Move as the book prints it: `6"`, or `6"/20"` with a flight Move (L3238). */
export function formatMove(move: StatLine, flightMove: StatLine | null): string {
  return flightMove ? `${move.value}"/${flightMove.value}"` : `${move.value}"`;
}

/** The KO check: "4D", "5D[1]", "fails" for Immortal or Glass Jaw, "–" where there are none. */
export function formatKoCheck(ko: SmfCard["koCheck"]): string {
  if (!ko) return "–";
  if (ko.isAutoFail) return "fails";
  return `${ko.dice}D${ko.rerolls ? `[${ko.rerolls}]` : ""}`;
}

// The status badge and next-battle lines are shared with the set-up page's loader: they live in lib.
export { characterStatus, hasInjuryEffects, nextBattleLines, type CardStatus, type StatusTone } from "@/lib/games/smf/views/character-status";

export interface CardPowerLine {
  key: string;
  name: string;
  tier: "major" | "minor";
  /** "2+", when the power needs a Recharge roll. */
  recharge: string | null;
  /** Our own one-line summary from the data table. */
  description: string;
}

function choiceSuffix(choices: NonNullable<SmfCharacter["build"]["powers"][number]["choices"]>, power: string): string {
  if ((power === "stun" || power === "force-field") && choices.track) return ` (${choices.track === "body" ? "Body" : "Psyche"})`;
  if (power === "invisibility-obscurement" && choices.invisibilityOption) return ` (${choices.invisibilityOption === "invisibility" ? "Invisibility" : "Obscurement"})`;
  if (power === "metamorph" && choices.metamorphTrack) return ` (${choices.metamorphTrack === "elasticity" ? "Elasticity" : "Shape-Shifter"})`;
  if (power === "growth" && choices.growthMode === "giant") return " (giant)";
  return "";
}

/** The powers the character holds, once each, then its Boosts (shown with the minors, as the book does). */
export function cardPowerLines(c: SmfCharacter): CardPowerLine[] {
  const seen = new Set<string>();
  const lines: CardPowerLine[] = [];
  for (const pick of c.build.powers) {
    const row = findPower(pick.power, pick.tier);
    const key = `${pick.power}/${pick.tier}`;
    if (!row || seen.has(key)) continue;
    seen.add(key);
    lines.push({ key, name: row.name + choiceSuffix(pick.choices ?? {}, pick.power), tier: row.tier, recharge: row.recharge ?? null, description: row.description });
  }
  for (const b of c.build.boosts) {
    const row = boostRow(b);
    lines.push({ key: `boost/${b}`, name: `${row.name} (Boost)`, tier: "minor", recharge: null, description: row.description });
  }
  return lines;
}

/**
 * The character with curses and next-battle effects cleared: the card derives its notes from it,
 * so the card can show those effects in its own section without repeating them in the notes.
 */
export function withoutPassingEffects(c: SmfCharacter): SmfCharacter {
  return { ...c, state: { ...c.state, curses: 0, nextBattle: freshCampaignState().nextBattle } };
}

/** Notes with a Rapport partner's id replaced by the partner's name when it is known. */
export function namedNotes(notes: readonly string[], nameOf: (id: string) => string | undefined): string[] {
  return notes.map((note) => {
    const match = /^Rapport partner: (.+)$/.exec(note);
    const name = match ? nameOf(match[1]!) : undefined;
    return name ? `Rapport partner: ${name}` : note;
  });
}

/** One bump in words: "General: +1 Body (issue 3)", with the background, power or pool it went to. */
export function bumpLine(bump: Bump): string {
  const table = BUMP_TABLE_DEFS[bump.table];
  const row = bumpTableRow(bump.table, bump.row);
  const target = bump.background
    ? backgroundRow(bump.background).name
    : bump.power
      ? (findPower(bump.power, "minor")?.name ?? bump.power)
      : bump.pool
        ? POOL_NAMES[bump.pool]
        : null;
  return `${table.name}: ${row.name}${target ? ` — ${target}` : ""} (issue ${bump.issue})`;
}

export { POOL_NAMES };

/** A teammate as a card sees it: a name for Rapport, and whose sidekick or thrall it is, if either. */
export interface CardTeammate {
  id: string;
  name: string;
  kind?: CharacterKind;
  sidekickOf?: string;
  thrallOf?: string;
}

/** The teammates every card of a roster needs, from the roster itself (retired characters included, so names resolve). */
export function cardTeammates(characters: readonly SmfCharacter[]): CardTeammate[] {
  return characters.map((c) => ({
    id: c.id,
    name: c.name,
    kind: c.kind,
    ...(c.state.sidekickOf ? { sidekickOf: c.state.sidekickOf } : {}),
    ...(c.state.thrallOf ? { thrallOf: c.state.thrallOf } : {}),
  }));
}

/** "Sidekick of Night Owl" or "Thrall of Drago" (L1033, L1151); null for other kinds or an owner not among the teammates. */
export function ownerLine(c: SmfCharacter, teammates: readonly CardTeammate[]): string | null {
  const ownerId = c.kind === "sidekick" ? c.state.sidekickOf : c.kind === "thrall" ? c.state.thrallOf : undefined;
  const owner = ownerId ? teammates.find((t) => t.id === ownerId && t.id !== c.id) : undefined;
  return owner ? `${c.kind === "thrall" ? "Thrall" : "Sidekick"} of ${owner.name}` : null;
}

/** The owner's side: "Sidekick: Kid Owl", "Thrall: Karthoum", in roster order. */
export function companionLines(c: SmfCharacter, teammates: readonly CardTeammate[]): string[] {
  return teammates.filter((t) => t.id !== c.id && (t.sidekickOf === c.id || t.thrallOf === c.id)).map((t) => `${t.thrallOf === c.id ? "Thrall" : "Sidekick"}: ${t.name}`);
}
