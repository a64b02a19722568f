"use client";
import { startTransition, useActionState, useState } from "react";
import { initialActionState } from "@/lib/actions/action-result";
import { importTeamAction } from "@/lib/games/smf/actions/import-team-action";
import { previewTeamImportAction } from "@/lib/games/smf/actions/preview-team-import-action";
import { MAX_IMPORT_BYTES, tooLargeMessage } from "@/lib/export/import-limits";
import { FormMessage } from "@/components/ui/form-message";
import { TextAreaField } from "@/components/ui/text-area-field";
import { ImportPreview } from "./import-preview";
import { JsonFileField } from "@/components/import/json-file-field";

const PRIMARY = "inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-70";
const SECONDARY = "inline-flex min-h-11 items-center rounded-md border border-stone-400 bg-white px-4 py-2 font-semibold hover:bg-stone-100 disabled:opacity-70";

/**
 * Choose a team export (read here, in the browser, into the text box) or paste one; the server
 * checks it and shows the preview; "Import this team" sends the same text again, and the server
 * checks it once more before writing. The preview and the button belong to the text that was
 * checked: editing the text hides them until it is checked again.
 */
export function ImportTeamForm({ campaignId }: { campaignId: string }) {
  const [previewState, previewAction, isChecking] = useActionState(previewTeamImportAction, initialActionState);
  const [importState, importAction, isImporting] = useActionState(importTeamAction, initialActionState);
  const [text, setText] = useState("");
  const [checkedText, setCheckedText] = useState<string | null>(null);
  const [fileMessage, setFileMessage] = useState<string>();

  const preview = previewState?.ok && checkedText === text ? previewState.data : null;
  const isStale = previewState?.ok === true && checkedText !== null && checkedText !== text;
  const message = fileMessage ?? (importState && !importState.ok ? importState.message : undefined) ?? (previewState && !previewState.ok ? previewState.message : undefined);

  /** Refuses here what the server would refuse after the upload (and what is past the upload limit). */
  function isTooLarge(json: string): boolean {
    const bytes = new TextEncoder().encode(json).length;
    if (bytes <= MAX_IMPORT_BYTES) return false;
    setFileMessage(tooLargeMessage(bytes));
    return true;
  }

  function check(json: string) {
    const formData = new FormData();
    formData.set("campaignId", campaignId);
    formData.set("json", json);
    setCheckedText(json);
    startTransition(() => previewAction(formData));
  }

  async function chooseFile(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    if (!file) return;
    // Not read at all when too large: the server would refuse it anyway, after a long upload.
    if (file.size > MAX_IMPORT_BYTES) {
      setFileMessage(tooLargeMessage(file.size));
      return;
    }
    try {
      const content = await file.text();
      setFileMessage(undefined);
      setText(content);
      check(content);
    } catch {
      setFileMessage("That file could not be read. Choose it again, or paste its text below.");
    }
  }

  return (
    <form className="flex flex-col gap-5" noValidate>
      <input type="hidden" name="campaignId" value={campaignId} />
      <JsonFileField
        id="import-file"
        label="Team export file (.json)"
        hint={<>The file a team page&apos;s “Export as JSON” downloads; it is checked as soon as you choose it.</>}
        onChange={chooseFile}
      />
      <div className="max-w-3xl">
        <TextAreaField
          name="json"
          label="Or paste the export's text"
          rows={8}
          spellCheck={false}
          value={text}
          onChange={(event) => {
            setFileMessage(undefined);
            setText(event.currentTarget.value);
          }}
          className="rounded-md border border-stone-400 bg-white px-3 py-2 font-mono text-xs shadow-sm"
          hint={isStale ? "The text changed since it was checked: check it again before importing." : undefined}
        />
      </div>
      <FormMessage message={message} />
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          formAction={previewAction}
          onClick={(event) => (isTooLarge(text) ? event.preventDefault() : setCheckedText(text))}
          disabled={isChecking || isImporting}
          className={SECONDARY}
        >
          {isChecking ? "Checking…" : "Check this team"}
        </button>
      </div>
      {preview ? <ImportPreview preview={preview} /> : null}
      {preview?.canImport ? (
        <div className="flex flex-col gap-2">
          <button type="submit" formAction={importAction} disabled={isChecking || isImporting} className={`${PRIMARY} self-start`}>
            {isImporting ? "Importing…" : "Import this team"}
          </button>
        </div>
      ) : null}
    </form>
  );
}
