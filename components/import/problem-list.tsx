/** A red list of what is wrong with an import file or one of its records. */
export function ProblemList({ label, items }: { label: string; items: readonly string[] }) {
  return (
    <ul aria-label={label} className="flex flex-col gap-1 rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm font-medium text-red-900">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
