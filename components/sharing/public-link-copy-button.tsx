"use client";
import { useState } from "react";

/** Copies the public link; says so (or says to copy by hand) in a status line screen readers announce. */
export function PublicLinkCopyButton({ text }: { text: string }) {
  const [status, setStatus] = useState("");
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setStatus("Link copied.");
    } catch {
      setStatus("Copying failed: select the link and copy it yourself.");
    }
  }
  return (
    <div className="flex flex-col items-start gap-1">
      <button type="button" onClick={copy} className="min-h-11 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
        Copy link
      </button>
      <p role="status" className="text-sm">
        {status}
      </p>
    </div>
  );
}
