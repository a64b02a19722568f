import { ProblemList } from "./problem-list";

/** An import preview's answer when the file itself cannot be imported: why, and what that means. */
export function FileRefused({ headingId, errors, children }: { headingId: string; errors: readonly string[]; children?: React.ReactNode }) {
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h2 id={headingId} className="text-xl font-bold">
        This file cannot be imported
      </h2>
      {children}
      <ProblemList label="Problems with the file" items={errors} />
    </section>
  );
}
