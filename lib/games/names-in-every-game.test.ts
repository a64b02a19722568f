/**
 * Every name a person types in a game's screens or files goes through the one name field
 * (lib/schemas/name-field.ts): Supers Unlimited cards (the character, its attacks, Talents and the
 * rest), a Gimmick's recycle source and a team file's team; VSGMR figures, their groups and the
 * force, and a series file's names. Issue 23 point 4: each of these took a right-to-left override,
 * a lone zero-width space, directional isolates and 8 stacked marks into the roll log and journal.
 */
import { describe, expect, test } from "vitest";
import { cardLimitProblems } from "@/lib/games/supers-unlimited/card-limits";
import { buildSuTeamFile, readSuTeamFile } from "@/lib/games/supers-unlimited/export/team-file";
import { suGimmickSchema } from "@/lib/games/supers-unlimited/schemas/battles";
import { SU_DEFAULT_SETTINGS } from "@/lib/games/supers-unlimited";
import { seriesFileSchema, seriesForceSchema } from "@/lib/games/vsgmr/export/series-file-schema";
import { vsgmrFigureSchema, vsgmrForceSchema } from "@/lib/games/vsgmr/schemas/force";
import { ACE, type SuCard } from "@/lib/rules/supers-unlimited";
import { BIDI_OVERRIDE_MESSAGE, COMBINING_MARKS_MESSAGE, NOTHING_VISIBLE_MESSAGE } from "@/lib/schemas/name-field";

const HOSTILE = [
  { label: "a right-to-left override", name: "\u202EecA", message: BIDI_OVERRIDE_MESSAGE },
  { label: "a lone zero-width space", name: "\u200B", message: NOTHING_VISIBLE_MESSAGE },
  { label: "directional isolates", name: "\u2066Ace\u2069", message: BIDI_OVERRIDE_MESSAGE },
  { label: "8 combining marks on one letter", name: `A${"\u0301".repeat(8)}ce`, message: COMBINING_MARKS_MESSAGE },
] as const;

const ID = "c1234567890abcdefghijklm";
const FIGURE = { id: "figure-1", name: "Captain Bolt", type: "hero" } as const;

/** Each place a name is typed, with a function giving the messages for one name there. */
const FIELDS: Array<{ field: string; messages: (name: string) => string[] }> = [
  { field: "a Supers Unlimited card's name", messages: (name) => cardProblems({ ...ACE, name }, "name") },
  {
    field: "a Supers Unlimited attack's name",
    messages: (name) =>
      cardProblems(
        { ...ACE, attacks: [{ name, trait: "aim", versus: null, type: "projectile", range: 12, bonusDice: 1, combatBonus: 0, effects: [{ effect: "damage" }] }] },
        "attacks[0].name",
      ),
  },
  { field: "a Supers Unlimited Talent", messages: (name) => cardProblems({ ...ACE, talents: [name] }, "talents[0]") },
  { field: "a Supers Unlimited card's Faction", messages: (name) => cardProblems({ ...ACE, faction: name }, "faction") },
  {
    field: "a Supers Unlimited Gimmick's recycle source",
    messages: (name) =>
      issues(suGimmickSchema.safeParse({ battleId: ID, teamId: ID, requestKey: "k".repeat(32), kind: "recycle", gimmick: "tag-team", characterId: ID, source: name }), "source"),
  },
  { field: "a Supers Unlimited team file's team", messages: (name) => suTeamFileProblems(name) },
  { field: "a VSGMR figure's name", messages: (name) => issues(vsgmrFigureSchema.safeParse({ ...FIGURE, name }), "name") },
  { field: "a VSGMR figure's group", messages: (name) => issues(vsgmrFigureSchema.safeParse({ ...FIGURE, group: name }), "group") },
  { field: "a VSGMR force's name", messages: (name) => issues(vsgmrForceSchema.safeParse({ name, figures: [FIGURE] }), "name") },
  {
    field: "a VSGMR series file's force",
    messages: (name) =>
      issues(
        seriesForceSchema.safeParse({ ref: "force-1", name, owner: "Pat", alignment: "HEROES", notes: "", isArchived: false, createdAt: "2026-11-01T10:00:00Z", figures: [] }),
        "name",
      ),
  },
  { field: "a VSGMR series file's series", messages: (name) => issues(seriesFileSchema.safeParse({ series: { name } }), "series.name") },
];

function cardProblems(card: SuCard, field: string): string[] {
  return cardLimitProblems(card)
    .filter((problem) => problem.field === field)
    .map((problem) => problem.message);
}

function issues(result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }, path: string): string[] {
  return (result.error?.issues ?? []).filter((issue) => issue.path.join(".") === path).map((issue) => issue.message);
}

function suTeamFileProblems(name: string): string[] {
  const file = buildSuTeamFile({ name: "Night Shift", alignment: "HEROES", notes: null }, [ACE], null, new Date("2026-11-01T10:00:00Z"));
  const reading = readSuTeamFile(JSON.stringify({ ...file, team: { ...file.team, name } }), SU_DEFAULT_SETTINGS);
  return reading.ok ? [] : reading.problems;
}

describe("every name a person types in a game goes through the one name field", () => {
  test.each(FIELDS.flatMap(({ field, messages }) => HOSTILE.map((hostile) => ({ ...hostile, field, messages }))))(
    "$field with $label is refused: $message",
    ({ name, message, messages }) => {
      expect(messages(name)).toEqual([message]);
    },
  );

  test.each(FIELDS)("$field takes a plain name, accents included", ({ messages }) => {
    expect(messages("Ωmega Caf\u00E9")).toEqual([]);
  });
});
