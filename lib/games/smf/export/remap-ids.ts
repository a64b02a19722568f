import type { IdSource } from "@/lib/export/new-row-id";

/**
 * One old id → one new id, for every id of an imported campaign: its rows (campaign, teams,
 * characters, battles, ledger entries, rolls) and the ids that only the stored records still hold
 * (characters deleted since; see check-campaign-references.ts). `add` in file order, so new ids
 * keep the file's order (new-row-id.ts).
 */
export class IdRemap {
  private readonly map = new Map<string, string>();

  /** `preset`: ids already given (old → new), such as the rows the shared campaign file's generic import wrote. */
  constructor(
    private readonly newId: IdSource,
    preset: ReadonlyMap<string, string> = new Map(),
  ) {
    for (const [oldId, id] of preset) this.map.set(oldId, id);
  }

  /** Gives `oldId` a new id unless it has one; returns it. */
  add(oldId: string): string {
    let id = this.map.get(oldId);
    if (id === undefined) {
      id = this.newId();
      this.map.set(oldId, id);
    }
    return id;
  }

  /** The new id of a known old id. An unknown one is a programmer error: checks run before the remap. */
  get(oldId: string): string {
    const id = this.map.get(oldId);
    if (id === undefined) throw new Error(`No new id for ${oldId}`);
    return id;
  }

  /** A new id that stands for no old one (a row the file holds without an id of its own). */
  fresh(): string {
    return this.newId();
  }

  /** Every old id → new id so far (for character-links.ts's remapLinks). */
  get known(): ReadonlyMap<string, string> {
    return this.map;
  }

  nullable(oldId: string | null): string | null {
    return oldId === null ? null : this.get(oldId);
  }

  /**
   * A stored JSON value with every known id rewritten, wherever it sits: a string equal to an old
   * id, or an object key equal to one (snapshot rows and counters are keyed by id). Other strings
   * stay as they are: rules ids ("rooftop-rumble"), names, labels. Depth is bounded by the reader.
   */
  json<T>(value: T): T {
    return this.walk(value) as T;
  }

  private walk(value: unknown): unknown {
    if (typeof value === "string") return this.map.get(value) ?? value;
    if (Array.isArray(value)) return value.map((item) => this.walk(item));
    if (value !== null && typeof value === "object") {
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [this.map.get(key) ?? key, this.walk(item)]));
    }
    return value;
  }
}
