import { describe, expect, test } from "vitest";
import { nameSegments } from "./name-segments";

const CAST = [
  { id: "a", name: "White Rhino" },
  { id: "b", name: "White Rhino II" },
  { id: "c", name: "Bug-Man" },
  { id: "d", name: "X" },
];

describe("nameSegments", () => {
  test("cuts a sentence at each whole name, longest name first", () => {
    expect(nameSegments("White Rhino II KO'd Bug-Man; White Rhino watched.", CAST)).toEqual([
      { text: "White Rhino II", id: "b" },
      { text: " KO'd " },
      { text: "Bug-Man", id: "c" },
      { text: "; " },
      { text: "White Rhino", id: "a" },
      { text: " watched." },
    ]);
  });

  test("a name inside a longer word is not a name; one-letter names are left alone", () => {
    expect(nameSegments("Bug-Mania and X-ray", CAST)).toEqual([{ text: "Bug-Mania and X-ray" }]);
  });

  test("names with regex characters and no names at all", () => {
    expect(nameSegments("Prof. Weird (thrall) rises", [{ id: "p", name: "Prof. Weird (thrall)" }])).toEqual([{ text: "Prof. Weird (thrall)", id: "p" }, { text: " rises" }]);
    expect(nameSegments("Nothing here", [])).toEqual([{ text: "Nothing here" }]);
  });
});
