import { z } from "zod";
import { HEROES_OR_VILLAINS, type GameSystem, type RecordedResult } from "@/lib/game-contract/game-system";

/**
 * A game that exists only in tests, to prove that a game with battles and standings is its folder
 * plus one catalog line (docs/adding-a-game-system.md): each side throws dice, the highest total
 * wins. Registered by the test that plays it (registerGameSystemForTests), never by the app.
 */
const settingsSchema = z.object({
  version: z.literal(1, { error: "Expected settings version 1." }),
  // A form posts text: coerce, then check.
  dicePerSide: z.coerce
    .number({ error: "Enter a number of dice." })
    .int({ error: "Enter a whole number of dice." })
    .min(1, { error: "Throw at least one die." })
    .max(6, { error: "Throw at most six dice." }),
});
type DiceDuelSettings = z.infer<typeof settingsSchema>;

export const diceDuel = {
  id: "DICE_DUEL",
  name: "Dice duel",
  rulesEdition: "dice-duel/1",
  settings: {
    version: 1,
    schema: settingsSchema,
    defaults: { version: 1, dicePerSide: 2 },
    fromInput: (input) => settingsSchema.safeParse({ dicePerSide: 2, ...input, version: 1 }),
    lockedByPlay: ["dicePerSide"],
  },
  roster: {
    words: { one: "duellist", many: "Duellists" },
    // Its duellists are heroes or villains, as SMF's teams are.
    alignments: HEROES_OR_VILLAINS,
    validateEntry: () => ({ ok: true }),
    startingLedger: () => [],
  },
  battles: {
    kind: "result-only",
    // Its own results, each counted by the standings as a win, a loss or a draw.
    results: [
      { id: "VICTORY", label: "Victory", counts: "won" },
      { id: "DEFEAT", label: "Defeat", counts: "lost" },
      { id: "STAND_OFF", label: "Stand-off", counts: "drawn" },
    ],
    recordResult({ settings, teams }, dice): RecordedResult {
      const throws = teams.map((team) => ({ team, faces: Array.from({ length: settings.dicePerSide }, () => dice.roll(6, "duel")) }));
      const totals = throws.map(({ faces }) => faces.reduce((sum, face) => sum + face, 0));
      const best = Math.max(...totals);
      const isTie = totals.filter((total) => total === best).length > 1;
      return {
        teams: throws.map(({ team }, index) => ({ teamId: team.teamId, result: totals[index] === best ? (isTie ? "STAND_OFF" : "VICTORY") : "DEFEAT" })),
        rolls: throws.map(({ team, faces }) => ({ purpose: "duel", label: `Dice of ${team.name}`, sides: 6, faces, teamId: team.teamId })),
      };
    },
  },
  standings: {
    // Most victories, then fewest defeats.
    compare: (a, b) => b.record.won - a.record.won || a.record.lost - b.record.lost,
  },
  // Its pages are the generic ones.
  pages: [],
  // One verb of its own, beside the generic ones: only the organiser crowns the duel's champion.
  permissions: {
    prefix: "duel",
    verbs: { "duel:crown-champion": { roles: ["ORGANISER"] } },
  },
} satisfies GameSystem<DiceDuelSettings>;
