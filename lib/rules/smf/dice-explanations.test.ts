import { describe, expect, test } from "vitest";
import { scriptedDice } from "../dice";
import { settledOf } from "../dice-explanations";
import { SAMPLE_CHARACTERS } from "./data/sample-characters";
import { explainedPostBattleEvents } from "./dice-explanations";
import { freshCampaignState } from "./character";
import { rollInjury } from "./post-battle/roll-injury";
import type { PostBattleEvent } from "./post-battle/types";

const rhino = { ...SAMPLE_CHARACTERS.find((s) => s.character.name === "White Rhino")!.character, id: "rhino", state: freshCampaignState() };

function injuryEvent(faces: number[], isPutDownByHero: boolean): Extract<PostBattleEvent, { kind: "injury" }> {
  const { thrown, summary, ...roll } = rollInjury(rhino, { track: "both", furtherHarm: 2, isPutDownByHero }, scriptedDice(faces));
  return { step: "injuries", teamId: "t", characterId: "rhino", kind: "injury", roll, dice: thrown, summary: `White Rhino: ${summary}` };
}

describe("an injury roll explains itself throw by throw", () => {
  const pool = injuryEvent([1, 1, 1, 1, 1, 1, 1, 1, 1, 1], false).roll.preRoll.thrown.length;

  test("a hero's victim on 'dead': the D6 says a Chance roll decides, then the Chance roll says it is captured, with what that means", () => {
    const goals = Array<number>(pool).fill(1);
    const event = injuryEvent([...goals, 1, 6, 6], true);
    const explained = explainedPostBattleEvents([event], () => "White Rhino");
    const afterD6 = settledOf(explained, pool + 1, false).lines.map((l) => l.text);
    expect(afterD6).toEqual([
      `White Rhino: ${pool}D [${goals.join(",")}] = 0 goals → +0 to the injury roll`,
      expect.stringMatching(/^White Rhino: D6 1 − 2 \(KO'ed on both tracks\) − 2 \(further harm\) \+ 0 = −3 → Dead or destroyed; put down by a hero, so a Chance roll decides/),
    ]);
    const all = settledOf(explained, pool + 3, true).lines.map((l) => l.text);
    expect(all.at(-1)).toMatch(/captured instead\. Captured: Held by the foe/);
  });
});
