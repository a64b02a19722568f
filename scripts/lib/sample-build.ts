import { SAMPLE_CHARACTERS, type CharacterBuild, type PowerId } from "@/lib/rules/smf";

/** A printed pick replaced by a legal one: `from` the card's power, `to` the rules' choice. */
export type SampleBuildFixes = Readonly<Record<string, { from: string; to: PowerId }>>;

/**
 * A sample character's build as the book prints it (App. II), with the given fixes for cards that
 * break a rule as printed (smf-data.md §9), as a fresh copy the caller may change. Pure: used by
 * the demo and by the large seed.
 */
export function sampleBuild(sampleName: string, fixes: SampleBuildFixes = {}): CharacterBuild {
  const sample = SAMPLE_CHARACTERS.find((s) => s.character.name === sampleName);
  if (!sample) throw new Error(`${sampleName} is not one of the book's sample characters.`);
  const fix = fixes[sampleName];
  const build = structuredClone(sample.character.build) as CharacterBuild;
  if (!fix) return build;
  return { ...build, powers: build.powers.map((pick) => (pick.power === fix.from ? { ...pick, power: fix.to } : pick)) };
}
