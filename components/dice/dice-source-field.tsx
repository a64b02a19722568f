"use client";
import { useState, type ComponentProps } from "react";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";

export interface DiceSourceFieldProps {
  /** Distinguishes the fields when several forms of a page have them. */
  idSuffix?: string;
  /** The choice's label ("Dice", "Die"). */
  label: string;
  /** The two choices' words: the app's dice, and dice the table rolled and types in. */
  appLabel: string;
  physicalLabel: string;
  /** A campaign that takes the app's dice only offers only the app's. */
  appDiceOnly: boolean;
  /** With the app's dice only, post the choice hidden rather than draw a one-choice select. */
  isHiddenWhenAppOnly?: boolean;
  /**
   * The typed faces' field (posted as `faces`), shown once typed dice are chosen: its label, hint
   * and input attributes. Required unless `required: false` (the server then says what is missing).
   */
  faces: Omit<ComponentProps<typeof TextField>, "name" | "idSuffix">;
}

/**
 * The "app or typed dice" fields every roll form shares: a `source` choice ("app" or "physical")
 * and, for typed dice, the `faces` field the server reads the thrown faces from. The app's dice
 * are chosen first; a campaign that takes the app's dice only offers nothing else.
 */
export function DiceSourceField({ idSuffix, label, appLabel, physicalLabel, appDiceOnly, isHiddenWhenAppOnly = false, faces }: DiceSourceFieldProps) {
  const [source, setSource] = useState<"app" | "physical">("app");
  if (appDiceOnly && isHiddenWhenAppOnly) return <input type="hidden" name="source" value="app" />;
  return (
    <>
      <SelectField
        name="source"
        idSuffix={idSuffix}
        label={label}
        value={source}
        onChange={(event) => setSource(event.target.value === "physical" ? "physical" : "app")}
        options={
          appDiceOnly
            ? [{ value: "app", label: appLabel }]
            : [
                { value: "app", label: appLabel },
                { value: "physical", label: physicalLabel },
              ]
        }
      />
      {source === "physical" && !appDiceOnly ? <TextField name="faces" idSuffix={idSuffix} required {...faces} /> : null}
    </>
  );
}
