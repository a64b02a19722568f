import { Fragment } from "react";
import { TextWithRuleRefs } from "./text-with-rule-refs";
/**
 * The ids and aria wiring every form field shares: its hint and its errors become the control's
 * accessible description (aria-describedby), and errors mark it invalid.
 */
export function fieldDescription(id: string, { hint, errors }: { hint?: string; errors?: string[] }) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const hasError = Boolean(errors?.length);
  const describedBy = [hint ? hintId : null, hasError ? errorId : null].filter(Boolean).join(" ") || undefined;
  return {
    hasError,
    controlProps: { "aria-invalid": hasError || undefined, "aria-describedby": describedBy },
    messages: (
      <>
        {hint ? (
          <p id={hintId} className="text-sm text-stone-600">
            <TextWithRuleRefs text={hint} />
          </p>
        ) : null}
        {hasError ? (
          <p id={errorId} className="text-sm font-medium text-red-800">
            {errors!.map((error, i) => (
              <Fragment key={i}>
                {i > 0 ? " " : null}
                <TextWithRuleRefs text={error} />
              </Fragment>
            ))}
          </p>
        ) : null}
      </>
    ),
  };
}
