/**
 * A D6 face: one element, its pips drawn by the stylesheet (`.d6` in app/globals.css). A roll log
 * shows hundreds of dice; as a grid of nine dots each they were most of the page's markup.
 */
function D6({ face }: { face: number }) {
  return <span data-face={face} className="d6 block size-7 rounded-md border-2 border-ink bg-white p-0.5" />;
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
