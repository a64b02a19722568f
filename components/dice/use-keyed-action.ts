import { useActionState, useState } from "react";
import { initialActionState, type ActionState } from "@/lib/actions/action-result";

/**
 * A form's action with its own request key: the key changes only once the action succeeded, so a
 * retry of a roll or a tap that did not answer carries the same key and is never rolled or applied
 * twice, while the next one is new.
 */
export function useKeyedAction<T>(action: (previous: ActionState<T>, formData: FormData) => Promise<ActionState<T>>) {
  const [requestKey, setRequestKey] = useState(() => crypto.randomUUID());
  const [state, formAction] = useActionState(async (previous: ActionState<T>, formData: FormData) => {
    const result = await action(previous, formData);
    if (result?.ok) setRequestKey(crypto.randomUUID());
    return result;
  }, initialActionState as ActionState<T>);
  return { requestKey, state, formAction };
}
