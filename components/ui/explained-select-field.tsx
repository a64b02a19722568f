"use client";
import { useState } from "react";
import { SelectField } from "./select-field";

/**
 * A select whose hint explains the option chosen, in one line, as it changes: the book's choices
 * (a scenario, a special event) are offered with what they do, not just their names.
 */
export function ExplainedSelectField({
  name,
  label,
  options,
  defaultValue,
}: {
  name: string;
  label: string;
  options: ReadonlyArray<{ value: string; label: string; explanation: string }>;
  defaultValue: string;
}) {
  const [value, setValue] = useState(defaultValue);
  const chosen = options.find((o) => o.value === value) ?? options[0];
  return (
    <SelectField
      name={name}
      label={label}
      options={options}
      value={value}
      onChange={(event) => setValue(event.currentTarget.value)}
      {...(chosen?.explanation ? { hint: chosen.explanation } : {})}
    />
  );
}
