import fc from "fast-check";
import { expect, test } from "vitest";
import { addCard } from "@/lib/games/supers-unlimited/server/cards/add-card";
import { updateCard } from "@/lib/games/supers-unlimited/server/cards/update-card";
import { ACE, parseCard, validateCard } from "@/lib/rules/supers-unlimited";
import { db } from "@/lib/server/db";
import { addLegalCard, rosterSnapshot, suLeagueWithTeam } from "./su-factory";

/**
 * Hostile cards posted to a league team (the fuzz suite's world has no league): whatever is
 * posted, the services answer (never throw); a refusal lists problems and changes nothing; what
 * they accept is stored as a card that parses and keeps every card rule.
 */
const KEYS = Object.keys(ACE) as (keyof typeof ACE)[];
const hostileCard = fc.oneof(
  fc.jsonValue(),
  fc.record({ key: fc.constantFrom(...KEYS), value: fc.jsonValue() }).map(({ key, value }) => ({ ...ACE, [key]: value })),
  fc.record({ level: fc.integer({ min: -3, max: 14 }), hp: fc.integer({ min: -1, max: 30 }), name: fc.string({ maxLength: 80 }) }).map((patch) => ({ ...ACE, ...patch })),
);

test("any posted card: an answer, a refusal that changes nothing, or a stored card that keeps the rules", async () => {
  const team = await suLeagueWithTeam();
  const existing = await addLegalCard(team, ACE);
  await fc.assert(
    fc.asyncProperty(hostileCard, fc.boolean(), async (posted, isUpdate) => {
      const before = await rosterSnapshot(team);
      const result = isUpdate ? await updateCard(team.access, team.teamId, existing, posted) : await addCard(team.access, team.teamId, posted);
      if (!result.ok) {
        expect(result.code).toBe("illegal-card");
        expect((result as { problems: unknown[] }).problems.length).toBeGreaterThan(0);
        expect(await rosterSnapshot(team)).toEqual(before);
        return;
      }
      const rows = await db.character.findMany({ where: { teamId: team.teamId }, select: { id: true, build: true } });
      for (const row of rows) {
        const parsed = parseCard(row.build);
        expect(parsed.ok && parsed.card.id === row.id && validateCard(parsed.card).ok).toBe(true);
      }
      // Keep the team small and the roster as it was for the next run: the added card goes.
      if (!isUpdate) await db.character.deleteMany({ where: { teamId: team.teamId, id: { not: existing } } });
    }),
    { numRuns: 60, seed: 20261126 },
  );
});
