import { describe, expect, test } from "vitest";
import { applyStoryPointSpend, SAMPLE_CHARACTERS, type SmfCharacter, type SmfTeamState } from "@/lib/rules/smf";
import { member, squad } from "@/lib/rules/smf/testing/fixtures";
import { planRandom } from "./seed-plan";
import { seedSpends } from "./seed-spends";

const sample = (name: string, id: string): SmfCharacter => ({ ...structuredClone(SAMPLE_CHARACTERS.find((s) => s.character.name === name)!.character), id });

/** A team with an archer, a sorcerer and a cursed brick, holding `balance` SP. */
function team(id: string, balance: number, extra: Partial<SmfTeamState> = {}): SmfTeamState {
  const rhino = sample("White Rhino", `${id}-rhino`);
  return squad(id, [sample("Deadeye", `${id}-deadeye`), sample("Prof. Weird", `${id}-weird`), { ...rhino, state: { ...rhino.state, curses: 1 } }, member(`${id}-dead`, { state: { status: "dead", curses: 2 } })], {
    storyPoints: { earned: balance + 5, balance },
    ...extra,
  });
}

describe("seedSpends", () => {
  test("every spend drawn is one the rules accept, in order, and never more than the balance", () => {
    let spendsSeen = 0;
    const kinds = new Set<string>();
    for (let seed = 1; seed <= 100; seed++) {
      const teams = [team("a", seed % 7), team("b", 2), team("c", 0), team("d", 6, { guestStarsPending: 1 })];
      for (const spend of seedSpends(planRandom(seed), teams)) {
        const index = teams.findIndex((t) => t.teamId === spend.teamId);
        const paid = applyStoryPointSpend(teams[index]!, spend, {});
        expect(paid, `seed ${seed}: ${JSON.stringify(spend)}`).toMatchObject({ ok: true });
        if (paid.ok) teams[index] = paid.team;
        kinds.add(spend.kind);
        spendsSeen++;
      }
      expect(teams.every((t) => t.storyPoints.balance >= 0)).toBe(true);
    }
    expect(kinds).toEqual(new Set(["curse-lift", "quiver", "grimoire", "guest-star"]));
    expect(spendsSeen).toBeGreaterThan(200);
  });

  test("no spend without story points, no second guest star while one waits, no lifting a fallen character's curse", () => {
    for (let seed = 1; seed <= 100; seed++) {
      const spends = seedSpends(planRandom(seed), [team("broke", 0), team("waiting", 9, { guestStarsPending: 1 })]);
      expect(spends.filter((s) => s.teamId === "broke")).toEqual([]);
      expect(spends.filter((s) => s.kind === "guest-star")).toEqual([]);
      expect(spends.filter((s) => s.kind === "curse-lift" && s.characterId.endsWith("-dead"))).toEqual([]);
    }
  });
});
