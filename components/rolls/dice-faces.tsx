/** Which cells of a 3×3 grid hold a pip, for each D6 face. */
const PIPS: Record<number, readonly number[]> = {
  1: [4],
  2: [2, 6],
  3: [2, 4, 6],
  4: [0, 2, 6, 8],
  5: [0, 2, 4, 6, 8],
  6: [0, 2, 3, 5, 6, 8],
};

function D6({ face }: { face: number }) {
  const pips = PIPS[face] ?? [];
  return (
    <span className="grid size-7 grid-cols-3 grid-rows-3 place-items-center rounded-md border-2 border-ink bg-white p-0.5">
      {Array.from({ length: 9 }, (_, cell) => (
        <span key={cell} className={`size-1.5 rounded-full ${pips.includes(cell) ? "bg-ink" : ""}`} />
      ))}
    </span>
  );
}

/** Any other die: the number in a rounded box. */
function Numbered({ face }: { face: number }) {
  return <span className="grid size-7 place-items-center rounded-md border-2 border-ink bg-white font-mono text-sm font-bold">{face}</span>;
}

/**
 * The faces of a roll drawn as dice (pips for a D6), with the numbers as the accessible name:
 * "D6: 3, 5, 6".
 */
export function DiceFaces({ sides, faces }: { sides: number; faces: readonly number[] }) {
  const label = `D${sides}: ${faces.join(", ")}`;
  return (
    <span role="img" aria-label={label} title={label} className="inline-flex flex-wrap gap-1">
      {faces.map((face, i) => (sides === 6 ? <D6 key={i} face={face} /> : <Numbered key={i} face={face} />))}
    </span>
  );
}
