import { z } from "zod";
import { CLASSES, GIMMICK_IDS } from "@/lib/rules/supers-unlimited";
import { idField } from "@/lib/schemas/campaign";

type FormLike = Pick<FormData, "get" | "entries">;

/** The team page's Gimmick pool: one pick per Class of each Super (SU L976); which picks are legal is the rules library's check. */
export const gimmickPoolSchema = z.object({
  teamId: idField,
  picks: z
    .array(
      z.object({
        cardId: idField,
        class: z.enum(CLASSES.map((c) => c.id) as [(typeof CLASSES)[number]["id"], ...(typeof CLASSES)[number]["id"][]], { error: "That is not a Class." }),
        gimmick: z.enum(GIMMICK_IDS as [(typeof GIMMICK_IDS)[number], ...(typeof GIMMICK_IDS)[number][]], { error: "Choose a Gimmick from the list." }),
      }),
    )
    .max(60),
});
export type GimmickPoolInput = z.infer<typeof gimmickPoolSchema>;

/** `pick:<characterId>:<class>` = the Gimmick that choice takes, or empty for none (Ruling SU-R37). */
export function gimmickPoolFromForm(form: FormLike) {
  const picks = [...form.entries()]
    .filter(([name, value]) => name.startsWith("pick:") && typeof value === "string" && value !== "")
    .map(([name, value]) => {
      const [, cardId, cls] = name.split(":");
      return { cardId, class: cls, gimmick: value };
    });
  return { teamId: form.get("teamId"), picks };
}
