import { describe, expect, test } from "vitest";
import { superMissionForce } from "@/lib/games/smf";
import { supersUnlimited } from "@/lib/games/supers-unlimited";
import { vsgmr } from "@/lib/games/vsgmr";
import { z } from "zod";
import { type GameSystem, HEROES_OR_VILLAINS } from "./game-system";
import { alignmentLabel, alignmentOf, NO_ALIGNMENT_MESSAGE, teamAlignments } from "./team-alignment";

const settingsSchema = z.object({ version: z.literal(1) });

/** A game whose heroes take no side: a roster without alignments, and nothing else. */
const sideless = {
  id: "SIDELESS",
  name: "Sideless",
  rulesEdition: "sideless/1",
  settings: { version: 1, schema: settingsSchema, defaults: { version: 1 }, fromInput: (input) => settingsSchema.safeParse({ ...input, version: 1 }), lockedByPlay: [] },
  roster: { words: { one: "hero", many: "Heroes" }, validateEntry: () => ({ ok: true }), startingLedger: () => [] },
  pages: [],
} satisfies GameSystem<z.infer<typeof settingsSchema>>;

describe("a team's alignment is its game's", () => {
  test("SMF, Supers Unlimited and VSGMR keep heroes or villains, with today's words; SMF keeps its hint", () => {
    for (const game of [superMissionForce, supersUnlimited, vsgmr]) {
      expect(teamAlignments(game)?.values, game.id).toEqual([
        { id: "HEROES", label: "Heroes" },
        { id: "VILLAINS", label: "Villains" },
      ]);
      expect(teamAlignments(game)?.label, game.id).toBe("Heroes or villains");
    }
    expect(teamAlignments(superMissionForce)?.hint).toContain("(L2581)");
  });

  test("a declared side is kept; a missing or unknown one is refused with the form's message", () => {
    expect(alignmentOf(superMissionForce, "VILLAINS")).toEqual({ ok: true, alignment: "VILLAINS" });
    expect(alignmentOf(superMissionForce, " HEROES ")).toEqual({ ok: true, alignment: "HEROES" });
    for (const posted of ["NEUTRAL", "heroes", "", undefined, null]) {
      expect(alignmentOf(superMissionForce, posted)).toEqual({ ok: false, message: "Choose heroes or villains." });
    }
  });

  test("the message lists a game's own sides", () => {
    const game = {
      ...sideless,
      roster: { ...sideless.roster, alignments: { label: "Side", values: ["Law", "Neutral", "Chaos"].map((label) => ({ id: label.toUpperCase(), label })) } },
    };
    expect(alignmentOf(game, "ORDER")).toEqual({ ok: false, message: "Choose law, neutral or chaos." });
    expect(alignmentOf(game, "CHAOS")).toEqual({ ok: true, alignment: "CHAOS" });
    expect(alignmentLabel(game, "NEUTRAL")).toBe("Neutral");
  });

  test("a game that declares none stores none, and refuses a posted side", () => {
    expect(teamAlignments(sideless)).toBeNull();
    expect(alignmentOf(sideless, undefined)).toEqual({ ok: true, alignment: null });
    expect(alignmentOf(sideless, "")).toEqual({ ok: true, alignment: null });
    expect(alignmentOf(sideless, "HEROES")).toEqual({ ok: false, message: NO_ALIGNMENT_MESSAGE });
    expect(alignmentLabel(sideless, null)).toBeNull();
  });

  test("an empty list is the same as none", () => {
    const game = { ...sideless, roster: { ...sideless.roster, alignments: { ...HEROES_OR_VILLAINS, values: [] } } };
    expect(teamAlignments(game)).toBeNull();
    expect(alignmentOf(game, undefined)).toEqual({ ok: true, alignment: null });
  });
});
