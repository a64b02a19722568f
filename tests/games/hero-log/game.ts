import { z } from "zod";
import type { GameSystem } from "@/lib/game-contract/game-system";

/**
 * A game that exists only in tests, to prove that a game without battles fits the contract as its
 * folder plus one catalog line: a group of heroes and a dated record of episodes and weeks of
 * downtime, no battles, no standings, no points. Registered by the test that plays it, never by the app.
 */
const settingsSchema = z.object({
  version: z.literal(1, { error: "Expected settings version 1." }),
  activityPeriodsPerWeek: z.coerce
    .number({ error: "Enter a number of activity periods." })
    .int({ error: "Enter a whole number of activity periods." })
    .min(1, { error: "Give each hero at least one activity period." })
    .max(14, { error: "Give each hero at most fourteen activity periods." }),
});
type HeroLogSettings = z.infer<typeof settingsSchema>;

export const heroLog = {
  id: "HERO_LOG",
  name: "Hero log",
  rulesEdition: "hero-log/1",
  settings: {
    version: 1,
    schema: settingsSchema,
    defaults: { version: 1, activityPeriodsPerWeek: 6 },
    fromInput: (input) => settingsSchema.safeParse({ activityPeriodsPerWeek: 6, ...input, version: 1 }),
    lockedByPlay: [],
  },
  roster: {
    // No alignments: its heroes take no side, so the team form has no such field and Team.alignment stays null.
    words: { one: "hero", many: "Heroes" },
    validateEntry: () => ({ ok: true }),
    startingLedger: () => [],
  },
  sessions: {
    kinds: [
      { id: "EPISODE", one: "episode", many: "Episodes" },
      { id: "WEEK", one: "week", many: "Weeks" },
    ],
  },
  pages: [],
} satisfies GameSystem<HeroLogSettings>;
