"use client";
import { useState } from "react";
import { DateTime } from "@/components/ui/date-time";

interface InviteLinkPanelProps {
  /** Unique on the page: the field's and hint's ids are made from it. */
  id: string;
  label: string;
  /** Site-relative link with the token; the panel adds the origin. */
  path: string;
  expiresAt: string;
  /** Who it works for, as the hint says it ("1 person", "Rex only"). */
  worksFor: string;
}

/** A just-made invite link, shown once, with a copy button (only its hash is stored). */
export function InviteLinkPanel({ id, label, path, expiresAt, worksFor }: InviteLinkPanelProps) {
  const [copyStatus, setCopyStatus] = useState("");
  // Rendered only after a submit, so this never runs during server rendering.
  const link = new URL(path, window.location.origin).toString();

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setCopyStatus("Link copied.");
    } catch {
      setCopyStatus("Copying failed: select the link and copy it yourself.");
    }
  }

  return (
    <div className="flex flex-col gap-2 rounded-lg border border-sky-300 bg-sky-50 p-4">
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      <p id={`${id}-hint`} className="text-sm text-stone-700">
        Copy it now: for safety Longbox cannot show it again. It works for {worksFor} until <DateTime at={expiresAt} />.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={id}
          readOnly
          value={link}
          aria-describedby={`${id}-hint`}
          className="min-w-0 flex-1 rounded-md border border-stone-400 bg-white px-3 py-2 font-mono text-sm"
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" onClick={copy} className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
          Copy link
        </button>
      </div>
      <p role="status" className="text-sm">
        {copyStatus}
      </p>
    </div>
  );
}
