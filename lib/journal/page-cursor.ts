/**
 * A page cursor or filter from the address (`?before=12`, `?issue=3`): a positive whole number,
 * or undefined for anything else, so a hand-edited address shows the first page rather than an error.
 */
export function parsePositiveInt(value: string | string[] | undefined): number | undefined {
  if (typeof value !== "string" || !/^[1-9]\d{0,8}$/.test(value)) return undefined;
  return Number(value);
}
