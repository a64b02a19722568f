import { describe, expect, test } from "vitest";
import { SAMPLE_CHARACTERS } from "@/lib/rules/smf/data/sample-characters";
import { addCharacterSchema, BUILD_NOT_READABLE_MESSAGE, moveCharacterSchema } from "./character";
import { teamDetailsSchema } from "@/lib/schemas/team";

const rhino = SAMPLE_CHARACTERS.find((s) => s.character.name === "White Rhino")!.character.build;

describe("addCharacterSchema", () => {
  test("parses the builder's JSON into a build", () => {
    const parsed = addCharacterSchema.parse({ teamId: "t1", name: " Grey Rhino ", kind: "character", build: JSON.stringify(rhino) });
    expect(parsed).toEqual({ teamId: "t1", name: "Grey Rhino", kind: "character", build: rhino });
  });

  test.each([
    ["text that is not JSON", "{not json"],
    ["an unknown power", JSON.stringify({ ...rhino, powers: [{ power: "laser-eyes", tier: "major" }] })],
    ["an unknown key", JSON.stringify({ ...rhino, cheat: true })],
    ["an unknown choice", JSON.stringify({ ...rhino, powers: [{ power: "stun", tier: "minor", choices: { track: "soul" } }] })],
    ["a build far too long", JSON.stringify({ ...rhino, backgrounds: Array.from({ length: 5000 }, () => ({ background: "art" })) })],
  ])("refuses %s with one message", (_label, build) => {
    const result = addCharacterSchema.safeParse({ teamId: "t1", name: "X", kind: "character", build });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([BUILD_NOT_READABLE_MESSAGE]);
  });

  test.each([
    ["an empty name", { name: " " }, "name"],
    ["a kind the builder does not make (thralls rise in the post-battle sequence)", { kind: "thrall" }, "kind"],
  ])("refuses %s", (_label, change, field) => {
    const result = addCharacterSchema.safeParse({ teamId: "t1", name: "X", kind: "character", build: JSON.stringify(rhino), ...change });
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual([field]);
  });

  test("a sidekick's owner is an id; an empty one is none", () => {
    const base = { teamId: "t1", name: "Kid", kind: "sidekick", build: JSON.stringify(rhino) };
    expect(addCharacterSchema.parse({ ...base, sidekickOf: " c7 " }).sidekickOf).toBe("c7");
    expect(addCharacterSchema.parse({ ...base, sidekickOf: "" }).sidekickOf).toBeUndefined();
    expect(addCharacterSchema.parse(base).sidekickOf).toBeUndefined();
    expect(addCharacterSchema.safeParse({ ...base, sidekickOf: "x".repeat(65) }).error?.issues.map((issue) => issue.path[0])).toEqual(["sidekickOf"]);
  });

  test("a vehicle is a kind the builder makes (the campaign decides whether it is allowed)", () => {
    expect(addCharacterSchema.safeParse({ teamId: "t1", name: "Owlmobile", kind: "vehicle", build: JSON.stringify(rhino) }).success).toBe(true);
  });

  test("a move is up or down", () => {
    expect(moveCharacterSchema.safeParse({ teamId: "t1", characterId: "c1", direction: "sideways" }).success).toBe(false);
  });
});

describe("teamDetailsSchema", () => {
  test("trims and defaults the notes", () => {
    expect(teamDetailsSchema.parse({ name: " Owls ", alignment: "VILLAINS" })).toEqual({ name: "Owls", alignment: "VILLAINS", notes: "" });
  });

  test.each([
    ["an empty name", { name: "  ", alignment: "HEROES" }, "name"],
    ["an alignment too long to be any game's word", { name: "X", alignment: "N".repeat(41) }, "alignment"],
    ["notes over 2000 characters", { name: "X", alignment: "HEROES", notes: "x".repeat(2001) }, "notes"],
  ])("refuses %s", (_label, input, field) => {
    expect(teamDetailsSchema.safeParse(input).error?.issues.map((issue) => issue.path[0])).toEqual([field]);
  });
});
