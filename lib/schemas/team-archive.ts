import { z } from "zod";
import { idField } from "./campaign";

/** Archiving or restoring a team: which team. Whether the person may is the server's check. */
export const teamArchiveSchema = z.object({ teamId: idField });
export type TeamArchiveInput = z.infer<typeof teamArchiveSchema>;
