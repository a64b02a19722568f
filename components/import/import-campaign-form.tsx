"use client";
import { startTransition, useActionState, useState } from "react";
import { initialActionState } from "@/lib/actions/action-result";
import { importCampaignAction } from "@/lib/actions/import-campaign-action";
import { previewCampaignImportAction } from "@/lib/actions/preview-campaign-import-action";
import { campaignTooLargeMessage, campaignUploadTooLargeMessage, MAX_CAMPAIGN_IMPORT_BYTES, MAX_CAMPAIGN_UPLOAD_BYTES } from "@/lib/export/import-limits";
import { FormMessage } from "@/components/ui/form-message";
import { JsonFileField } from "./json-file-field";
import { ImportCampaignPreview } from "./import-campaign-preview";

const PRIMARY = "inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-70";

/** The file gzipped in the browser (campaign exports shrink about fifteen-fold), or as it is where the browser cannot. */
async function packed(file: File): Promise<File> {
  if (typeof CompressionStream === "undefined") return file;
  const blob = await new Response(file.stream().pipeThrough(new CompressionStream("gzip"))).blob();
  return new File([blob], `${file.name}.gz`, { type: "application/gzip" });
}

function formWith(file: File): FormData {
  const formData = new FormData();
  formData.set("file", file);
  return formData;
}

/**
 * Choose a campaign export: the browser compresses it and the server checks it and shows the
 * preview; "Import this campaign" sends the same file again, and the server checks it once more
 * before writing anything. Choosing another file hides the preview until it is checked.
 */
export function ImportCampaignForm() {
  const [previewState, previewAction, isChecking] = useActionState(previewCampaignImportAction, initialActionState);
  const [importState, importAction, isImporting] = useActionState(importCampaignAction, initialActionState);
  const [upload, setUpload] = useState<File | null>(null);
  const [fileMessage, setFileMessage] = useState<string>();
  const [isReading, setIsReading] = useState(false);

  const preview = upload && previewState?.ok ? previewState.data : null;
  const message = fileMessage ?? (importState && !importState.ok ? importState.message : undefined) ?? (previewState && !previewState.ok ? previewState.message : undefined);
  const isBusy = isReading || isChecking || isImporting;

  async function chooseFile(event: React.ChangeEvent<HTMLInputElement>) {
    setUpload(null);
    const file = event.currentTarget.files?.[0];
    if (!file) return;
    // Not read at all when too large: the server would refuse it anyway.
    if (file.size > MAX_CAMPAIGN_IMPORT_BYTES) {
      setFileMessage(campaignTooLargeMessage(file.size));
      return;
    }
    setIsReading(true);
    try {
      const body = await packed(file);
      if (body.size > MAX_CAMPAIGN_UPLOAD_BYTES) {
        setFileMessage(campaignUploadTooLargeMessage(body.size));
        return;
      }
      setFileMessage(undefined);
      setUpload(body);
      startTransition(() => previewAction(formWith(body)));
    } catch {
      setFileMessage("That file could not be read. Choose it again.");
    } finally {
      setIsReading(false);
    }
  }

  return (
    <form
      className="flex flex-col gap-5"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (upload) startTransition(() => importAction(formWith(upload)));
      }}
    >
      <JsonFileField
        id="campaign-import-file"
        label="Campaign export file (.json)"
        hint={
          <>
            The file a campaign dashboard&apos;s “Export campaign (JSON)” link downloads, of any game system, up to {MAX_CAMPAIGN_IMPORT_BYTES / (1024 * 1024)} MB. It is checked as
            soon as you choose it.
          </>
        }
        onChange={chooseFile}
        disabled={isImporting}
      />
      <FormMessage message={message} />
      {isReading || isChecking ? (
        <p className="text-sm text-stone-700" role="status">
          Checking the file…
        </p>
      ) : null}
      {preview ? <ImportCampaignPreview preview={preview} /> : null}
      {preview?.canImport ? (
        <button type="submit" disabled={isBusy} className={`${PRIMARY} self-start`}>
          {isImporting ? "Importing…" : "Import this campaign"}
        </button>
      ) : null}
    </form>
  );
}
