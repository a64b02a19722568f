"use client";
import { startTransition, useActionState, useState } from "react";
import { FormMessage } from "@/components/ui/form-message";
import { TextAreaField } from "@/components/ui/text-area-field";
import { initialActionState } from "@/lib/actions/action-result";
import { MAX_IMPORT_BYTES, tooLargeMessage } from "@/lib/export/import-limits";
import { importSuTeamAction } from "@/lib/games/supers-unlimited/actions/import-su-team-action";

/**
 * Choose a league team's file (read here, in the browser, into the text box) or paste it; the
 * server reads it with this league's settings and either makes the team or lists every problem,
 * writing nothing.
 */
export function ImportSuTeamForm({ campaignId }: { campaignId: string }) {
  const [state, formAction, isPending] = useActionState(importSuTeamAction, initialActionState);
  const [text, setText] = useState("");
  const [fileMessage, setFileMessage] = useState<string>();
  const failed = state && !state.ok ? state : undefined;

  async function chooseFile(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    if (!file) return;
    // Not read at all when too large: the server would refuse it anyway, after a long upload.
    if (file.size > MAX_IMPORT_BYTES) {
      setFileMessage(tooLargeMessage(file.size));
      return;
    }
    try {
      setText(await file.text());
      setFileMessage(undefined);
    } catch {
      setFileMessage("That file could not be read. Choose it again, or paste its text below.");
    }
  }

  return (
    <form
      className="flex flex-col gap-5"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const formData = new FormData(event.currentTarget);
        startTransition(() => formAction(formData));
      }}
    >
      <input type="hidden" name="campaignId" value={campaignId} />
      <div className="flex max-w-xl flex-col gap-1">
        <label htmlFor="su-import-file" className="text-sm font-semibold">
          Team file (.json)
        </label>
        <input
          id="su-import-file"
          type="file"
          accept=".json,application/json"
          aria-describedby="su-import-file-hint"
          onChange={chooseFile}
          className="min-w-0 rounded-md border border-stone-400 bg-white px-3 py-2 text-base file:mr-3 file:rounded file:border-0 file:bg-stone-200 file:px-3 file:py-1 file:font-semibold"
        />
        <p id="su-import-file-hint" className="text-sm text-stone-600">
          The file a league team page&apos;s “Export as JSON” downloads.
        </p>
      </div>
      <div className="max-w-3xl">
        <TextAreaField
          name="json"
          label="Or paste the file's text"
          rows={8}
          spellCheck={false}
          value={text}
          onChange={(event) => setText(event.target.value)}
          errors={failed?.fieldErrors?.json}
        />
      </div>
      <FormMessage message={fileMessage ?? failed?.message} />
      <button
        type="submit"
        disabled={isPending}
        className="inline-flex min-h-11 items-center self-start rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
      >
        {isPending ? "Importing…" : "Import this team"}
      </button>
    </form>
  );
}
