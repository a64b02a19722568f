import { expect, test } from "vitest";
import { exportFileName } from "./export-file-name";

test.each([
  ["a plain name", "The Night Shift", "team", "the-night-shift.team.json"],
  ["accents and punctuation", "Les Élites: Zürich!", "campaign", "les-elites-zurich.campaign.json"],
  ["a name with nothing to keep", "???", "team", "longbox.team.json"],
  ["a very long name", "a".repeat(100), "team", `${"a".repeat(60)}.team.json`],
] as const)("%s", (_label, name, kind, expected) => {
  expect(exportFileName(name, kind)).toBe(expected);
});
