import type { CharacterBuild } from "@/lib/rules/smf/character";
import type { FieldLookup } from "./field-problems";

/** What every builder section gets: the problems lookup, the build and a way to replace it. */
export interface SectionProps {
  f: FieldLookup;
  build: CharacterBuild;
  update: (build: CharacterBuild) => void;
}
