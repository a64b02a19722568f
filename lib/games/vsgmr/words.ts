/** English possessive of a name: "Orcs’ side" (a name ending in s takes the apostrophe alone), "Justice League's side". */
export function possessive(name: string): string {
  return /s$/i.test(name.trim()) ? `${name}'` : `${name}'s`;
}
