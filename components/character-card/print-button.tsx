"use client";

/** Opens the browser's print dialog; the card sheet's print styles do the rest. */
export function PrintButton({ children = "Print these cards" }: { children?: React.ReactNode }) {
  return (
    <button type="button" onClick={() => window.print()} className="min-h-11 rounded-md border border-stone-400 bg-white px-4 py-2 font-semibold hover:bg-stone-100 print:hidden">
      {children}
    </button>
  );
}
