import { z } from "zod";
import { idField } from "@/lib/schemas/campaign";
import { suRequestKeyField } from "./battles";

/** More than this at once is a typo, not a correction. */
export const MAX_VP_CORRECTION = 20;

export const correctSuVpSchema = z.object({
  teamId: idField,
  requestKey: suRequestKeyField,
  // An empty field is not 0: Number("") would be.
  delta: z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    z.coerce
      .number({ error: "Enter a whole number." })
      .int({ error: "Enter a whole number." })
      .min(-MAX_VP_CORRECTION, { error: `Correct by at most ${MAX_VP_CORRECTION} VP at a time.` })
      .max(MAX_VP_CORRECTION, { error: `Correct by at most ${MAX_VP_CORRECTION} VP at a time.` })
      .refine((delta) => delta !== 0, { error: "A correction of 0 changes nothing." }),
  ),
  note: z.string({ error: "Say why." }).trim().min(1, { error: "Say why." }).max(200, { error: "At most 200 characters." }),
});
export type CorrectSuVpInput = z.infer<typeof correctSuVpSchema>;
