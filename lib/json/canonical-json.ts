/**
 * JSON with object keys sorted and undefined values dropped. PostgreSQL's jsonb stores keys in its
 * own order, so two equal values read back from different columns (or one from memory) only
 * compare equal this way.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v,
  );
}
