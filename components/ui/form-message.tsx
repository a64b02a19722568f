import { TextWithRuleRefs } from "./text-with-rule-refs";
/** The form-level message region: always present, so screen readers announce what appears in it. */
export function FormMessage({ message, tone = "error" }: { message?: string; tone?: "error" | "info" }) {
  return (
    <div aria-live="polite" role="status">
      {message ? (
        <p className={`rounded-md border px-3 py-2 text-sm font-medium ${tone === "error" ? "border-red-300 bg-red-50 text-red-900" : "border-sky-300 bg-sky-50 text-sky-900"}`}>
          <TextWithRuleRefs text={message} />
        </p>
      ) : null}
    </div>
  );
}
