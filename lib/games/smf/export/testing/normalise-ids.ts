import type { CampaignExport } from "../campaign-export-schema";

/**
 * For round-trip tests only: a JSON value with every row id replaced by its position ("#1", "#2",
 * …), as values and as object keys. Two exports of the same campaign under different ids then
 * compare equal, while a reference that points at the wrong record (another team, another
 * battle) still differs: ids are mapped by position, never blanked.
 *
 * Positions are given first to `rowIds` in their order (the file's rows: campaign, teams,
 * characters, battles, ledger entries, rolls, as an import numbers them), then to any other id in
 * the order met. Object keys are visited sorted (by their label when they are ids), so the key
 * order PostgreSQL's jsonb stores does not matter.
 */
const ROW_ID = /^c[a-z0-9]{24}$/;

export function normaliseIds(value: unknown, rowIds: readonly string[] = []): unknown {
  const positions = new Map<string, string>();
  const label = (id: string) => {
    let name = positions.get(id);
    if (name === undefined) {
      name = `#${positions.size + 1}`;
      positions.set(id, name);
    }
    return name;
  };
  for (const id of rowIds) label(id);
  const key = (raw: string) => (ROW_ID.test(raw) ? label(raw) : raw);
  const walk = (item: unknown): unknown => {
    if (typeof item === "string") return key(item);
    if (Array.isArray(item)) return item.map(walk);
    if (item !== null && typeof item === "object") {
      const entries = Object.entries(item).map(([name, child]) => [key(name), child] as const);
      entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      return Object.fromEntries(entries.map(([name, child]) => [name, walk(child)]));
    }
    return item;
  };
  return walk(value);
}

/** A campaign file's row ids in the order an import gives them new ids (plan-campaign-import.ts). */
export function campaignRowIds(file: CampaignExport): string[] {
  return [
    file.campaign.id,
    ...file.teams.map((t) => t.id),
    ...file.teams.flatMap((t) => t.characters.map((c) => c.id)),
    ...file.battles.map((b) => b.id),
    ...file.storyPointLedger.map((e) => e.id),
    ...file.rolls.map((r) => r.id),
  ];
}

/** A campaign file with ids by position and the moment of export left out: what a round trip must keep. */
export function normaliseCampaignExport(file: CampaignExport): unknown {
  const { exportedAt: _exportedAt, ...rest } = file;
  return normaliseIds(rest, campaignRowIds(file));
}
