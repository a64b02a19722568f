import type { z } from "zod";

const MAX_LINES = 5;

/** "build.powers[1].power" for zod's ["build", "powers", 1, "power"]. */
export function issuePath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((text, key) => (typeof key === "number" ? `${text}[${key}]` : text ? `${text}.${String(key)}` : String(key)), "");
}

function issueLine(issue: z.core.$ZodIssue, prefix: readonly PropertyKey[]): string {
  const path = issuePath([...prefix, ...issue.path]);
  // zod lists every allowed value (59 powers); a person needs to know which field, not the list.
  const message = issue.code === "invalid_value" ? "not a value Longbox knows" : issue.message;
  return path ? `${path}: ${message}` : message;
}

/** Zod's issues as short lines a person can act on, at most five plus a count of the rest. */
export function describeIssues(issues: readonly z.core.$ZodIssue[], prefix: readonly PropertyKey[] = []): string[] {
  const lines = [...new Set(issues.map((issue) => issueLine(issue, prefix)))];
  if (lines.length <= MAX_LINES) return lines;
  return [...lines.slice(0, MAX_LINES), `…and ${lines.length - MAX_LINES} more.`];
}
