/** One roll log line: consecutive dice of one purpose and size. */
export interface RollGroup {
  purpose: string;
  sides: number;
  faces: number[];
}

/**
 * The dice a step threw, in throw order, as roll log lines: consecutive dice of one purpose and
 * size make one line (a task's 2D8 is one line, its resistance's 2D6 the next). Every SHSA service
 * that writes the roll log (relationship tasks, the aftermath, the week) groups its dice here.
 */
export function groupByPurpose(thrown: ReadonlyArray<{ purpose: string; sides: number; face: number }>): RollGroup[] {
  const groups: RollGroup[] = [];
  for (const die of thrown) {
    const last = groups.at(-1);
    if (last && last.purpose === die.purpose && last.sides === die.sides) last.faces.push(die.face);
    else groups.push({ purpose: die.purpose, sides: die.sides, faces: [die.face] });
  }
  return groups;
}
