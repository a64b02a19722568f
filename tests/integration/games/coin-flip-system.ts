import { z } from "zod";
import { HEROES_OR_VILLAINS, type GameSystem, type RecordedResult } from "@/lib/game-contract/game-system";

/**
 * A game that exists only to prove the GameSystem contract (docs/adding-a-game-system.md): each
 * team flips coins, most heads wins. It is registered by the tests that use it, never by the app.
 */
export const COIN_FLIP_ID = "COIN_FLIP_SKIRMISH";

const coinFlipSettingsSchema = z.object({
  version: z.literal(1, { error: "Expected settings version 1." }),
  coinsPerTeam: z
    .number({ error: "Enter a number of coins." })
    .int({ error: "Enter a whole number of coins." })
    .min(1, { error: "Flip at least one coin." })
    .max(9, { error: "Flip at most nine coins." }),
});
type CoinFlipSettings = z.infer<typeof coinFlipSettingsSchema>;

interface CoinFlipper {
  name: string;
}

export const coinFlipSystem = {
  id: COIN_FLIP_ID,
  name: "Coin-flip skirmish",
  rulesEdition: "coin-flip/1",
  settings: {
    version: 1,
    schema: coinFlipSettingsSchema,
    defaults: { version: 1, coinsPerTeam: 3 },
    fromInput: (input) => coinFlipSettingsSchema.safeParse({ coinsPerTeam: 3, ...input, version: 1 }),
    lockedByPlay: ["coinsPerTeam"],
  },
  roster: {
    alignments: HEROES_OR_VILLAINS,
    validateEntry: (_settings, candidate, roster) =>
      roster.some((other) => other.name === candidate.name)
        ? { ok: false, problems: [{ code: "duplicate-name", field: "name", message: `${candidate.name} is already on the roster.` }] }
        : { ok: true },
    // A coin-flip team owns nothing before its first battle.
    startingLedger: () => [],
  },
  battles: {
    kind: "result-only",
    recordResult({ settings, teams }, dice): RecordedResult {
      // Every team flips the campaign's number of coins; a 2 on a D2 is heads.
      const flips = teams.map((team) => ({ team, faces: Array.from({ length: settings.coinsPerTeam }, () => dice.roll(2, "coin-flip")) }));
      const heads = flips.map(({ faces }) => faces.filter((face) => face === 2).length);
      const best = Math.max(...heads);
      const isDraw = heads.filter((count) => count === best).length > 1;
      return {
        teams: flips.map(({ team }, index) => ({ teamId: team.teamId, result: isDraw ? (heads[index] === best ? "DRAW" : "LOST") : heads[index] === best ? "WON" : "LOST" })),
        rolls: flips.map(({ team, faces }) => ({ purpose: "coin-flip", label: `Coins for ${team.name}`, sides: 2, faces, teamId: team.teamId })),
      };
    },
  },
  standings: {
    // Battles won, then drawn.
    compare: (a, b) => b.record.won - a.record.won || b.record.drawn - a.record.drawn,
  },
  // No goal: a coin-flip campaign plays on until its group stops. No ledger: it keeps no points.
  // It draws no pages of its own: the generic pages serve it.
  pages: [],
  exportFormat: "longbox.coin-flip-campaign",
} satisfies GameSystem<CoinFlipSettings, CoinFlipper>;
