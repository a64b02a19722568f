/**
 * Whether a parsed JSON value nests deeper than `limit` (an array or object inside another counts
 * one level). Walked with an explicit stack, so a hostile file of a million nested brackets is
 * answered, not a stack overflow.
 */
export function isNestedDeeperThan(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!;
    if (current === null || typeof current !== "object") continue;
    if (depth + 1 > limit) return true;
    for (const child of Array.isArray(current) ? current : Object.values(current)) {
      if (child !== null && typeof child === "object") stack.push([child, depth + 1]);
    }
  }
  return false;
}
