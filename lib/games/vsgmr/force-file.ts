/**
 * A VSGMR force as a file of its own, to keep or to carry to another series: versioned, so a
 * later shape can still read an older file. The file holds the force only (no series, no team,
 * no account); reading one fills the builder, and saving it goes through the same checks as any
 * edit, so a file cannot bring in a force the rules refuse.
 */
import { z } from "zod";
import { VSGMR_RULES_VERSION, type VsgmrForce } from "@/lib/rules/vsgmr";
import { vsgmrForceSchema } from "./schemas/force";

export const VSGMR_FORCE_FILE_FORMAT = "longbox.vsgmr.force";
export const VSGMR_FORCE_FILE_VERSION = 1;
/** Files bigger than this are not forces (a hundred figures is well under it). */
export const MAX_FORCE_FILE_BYTES = 200_000;

export interface VsgmrForceFile {
  format: typeof VSGMR_FORCE_FILE_FORMAT;
  version: typeof VSGMR_FORCE_FILE_VERSION;
  /** The rules edition the force was priced under, for the reader's information. */
  rulesVersion: string;
  force: VsgmrForce;
}

const fileSchema = z.object({
  format: z.literal(VSGMR_FORCE_FILE_FORMAT, { error: "This is not a VSGMR force file." }),
  version: z.literal(VSGMR_FORCE_FILE_VERSION, { error: `This force file is of a version this Longbox cannot read (it reads version ${VSGMR_FORCE_FILE_VERSION}).` }),
  rulesVersion: z.string().max(100),
  force: vsgmrForceSchema,
});

export function forceFile(force: VsgmrForce): VsgmrForceFile {
  return { format: VSGMR_FORCE_FILE_FORMAT, version: VSGMR_FORCE_FILE_VERSION, rulesVersion: VSGMR_RULES_VERSION, force };
}

/** "justice-team.vsgmr-force.json": the force's name, kept to safe characters. */
export function forceFileName(force: VsgmrForce): string {
  const base =
    force.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "force";
  return `${base.slice(0, 60)}.vsgmr-force.json`;
}

export type ReadForceFile = { ok: true; force: VsgmrForce } | { ok: false; message: string };

/** A force from a file's text, or the first reason it is not one. Whether the force is legal is the builder's live check. */
export function readForceFile(text: string): ReadForceFile {
  if (text.length > MAX_FORCE_FILE_BYTES) return { ok: false, message: "That file is too large to be a force." };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, message: "That file is not JSON: choose a force file exported from Longbox." };
  }
  const parsed = fileSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const where = issue.path.length > 0 && issue.path[0] === "force" ? ` (at ${issue.path.slice(1).join(".")})` : "";
    return { ok: false, message: `${issue.message}${where}` };
  }
  return { ok: true, force: parsed.data.force };
}
