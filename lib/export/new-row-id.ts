/**
 * Ids for the rows an import writes, made before writing so every reference can be rewritten in
 * one pass. Shaped like the ids Prisma makes (cuid: "c" and 24 lower-case letters and digits), and
 * increasing in the order they are made: the time, then a counter, then randomness. Exports list
 * rows that share a time (a battle's ledger entries, written in one transaction) by id, so ids
 * given in file order keep that order in the next export.
 */
const BASE = 36;

function base36(value: number, width: number): string {
  return value.toString(BASE).padStart(width, "0").slice(-width);
}

function randomPart(length: number): string {
  const bytes = new Uint8Array(length);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => (byte % BASE).toString(BASE)).join("");
}

export type IdSource = () => string;

/** A source of increasing ids: 8 characters of time, 6 of counter, 10 random (about 51 bits). */
export function orderedIdSource(now = Date.now()): IdSource {
  const time = base36(now, 8);
  let counter = 0;
  return () => `c${time}${base36(counter++, 6)}${randomPart(10)}`;
}
