import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { VsgmrSeriesFile } from "../../export/series-file-schema";

const json = (value: unknown) => value as Prisma.InputJsonValue;

/**
 * A battle's tracker taps as rows of the new campaign: figures and sides by their new ids (the solo
 * enemy's kept), a strike naming its tap's new row. Each gets a request key of its own (the file
 * keeps none: a key is a phone's, never a campaign's).
 */
export function trackRows(
  entries: NonNullable<VsgmrSeriesFile["battles"][number]["track"]>,
  battleId: string,
  figureIds: ReadonlyMap<string, string>,
  teams: ReadonlyMap<string, string>,
  newId: () => string,
): Prisma.BattleTrackEntryCreateManyInput[] {
  const ids = new Map(entries.map((entry) => [entry.ref, newId()]));
  return entries.map((entry) => {
    const payload: Record<string, unknown> = { ...entry.payload };
    if (typeof payload.figureId === "string") payload.figureId = figureIds.get(payload.figureId) ?? payload.figureId;
    for (const key of ["side", "bySide"] as const) if (typeof payload[key] === "string") payload[key] = teams.get(payload[key]) ?? payload[key];
    if (typeof payload.entryId === "string") payload.entryId = ids.get(payload.entryId) ?? payload.entryId;
    const id = ids.get(entry.ref)!;
    return {
      id,
      battleId,
      kind: entry.payload.kind,
      payload: json(payload),
      actorName: entry.actor,
      requestKey: `import:${id}`,
      createdAt: new Date(entry.createdAt),
    };
  });
}
