import { describe, expect, test } from "vitest";
import { gimmickLine } from "./gimmick-words";

const lineUp = [{ characterId: "c1", name: "Ace" }];

describe("a Gimmick log line in words", () => {
  test.each([
    ["a use names who used it", { kind: "use", gimmick: "tag-team", characterId: "c1" } as const, "Tag Team used by Ace"],
    [
      "We Go Again! names what goes back",
      { kind: "use", gimmick: "we-go-again", characterId: null, returns: "tag-team" } as const,
      "We Go Again! used: Tag Team goes back into the pool",
    ],
    ["a recycle names its source", { kind: "recycle", gimmick: "tag-team", characterId: "c1", source: "Second Chance" } as const, "Tag Team brought back by Second Chance (Ace)"],
  ])("%s", (_label, entry, words) => expect(gimmickLine(entry, lineUp)).toBe(words));
});
