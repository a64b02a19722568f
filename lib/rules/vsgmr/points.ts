/**
 * Points in VSGMR come in halves (a mook costs ½, L117), so every cost in this library is a whole
 * number of half-points: exact sums, no floating error. These helpers convert and print them.
 */

/** Half-points in a printed number of points (3.5 → 7). Throws if it is not a whole number of halves. */
export function pointsToHalves(points: number): number {
  const halves = points * 2;
  if (!Number.isInteger(halves)) throw new Error(`${points} is not a whole number of half-points`);
  return halves;
}

/** Half-points as points, e.g. 7 → "3½", 8 → "4", 1 → "½", -3 → "−1½". */
export function formatPoints(halves: number): string {
  if (!Number.isInteger(halves)) throw new Error(`${halves} is not a whole number of half-points`);
  const sign = halves < 0 ? "−" : "";
  const abs = Math.abs(halves);
  const whole = Math.floor(abs / 2);
  const half = abs % 2 === 1 ? "½" : "";
  return `${sign}${whole === 0 && half ? "" : whole}${half}`;
}

/** Half-points with the word, singular for one point or less: "1 point", "½ point", "1½ points", "0 points". */
export function pointsText(halves: number): string {
  return `${formatPoints(halves)} point${halves === 1 || halves === 2 ? "" : "s"}`;
}
