import { MAX_NAME_LENGTH } from "@/lib/schemas/name-field";

/**
 * What a campaign read from a file is called: "<name> (imported)", or "(imported 2)", "(imported 3)"…
 * when the importer already has a campaign of that name, so a copy never passes for its original
 * in "My campaigns". The original name is cut (at a character, never inside one) to keep the whole
 * within the name field's length.
 */
export function importedCopyName(name: string, taken: ReadonlySet<string>): string {
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? " (imported)" : ` (imported ${n})`;
    const room = MAX_NAME_LENGTH - suffix.length;
    const base = [...name].slice(0, room).join("").trimEnd();
    const candidate = `${base}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}
