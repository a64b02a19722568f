import { InlineActionForm } from "@/components/campaigns/inline-action-form";
import type { ActionState } from "@/lib/actions/action-result";
import { PublicLinkCopyButton } from "./public-link-copy-button";
import { PublicLinkQr } from "./public-link-qr";

type ShareAction = (previous: ActionState, formData: FormData) => Promise<ActionState>;

/** How one kind of shared thing (a team, a campaign) is named on its panel. */
export interface PublicLinkWording {
  heading: string;
  /** Prefix of the element ids, so two panels could share a page. */
  idPrefix: string;
  sharedText: string;
  privateText: string;
  stopConfirm: string;
}

interface PublicLinkPanelProps {
  wording: PublicLinkWording;
  /** Names the QR code ("the public page of …"). */
  name: string;
  /** The form fields that say what is shared ({ teamId } or { campaignId }). */
  hidden: Record<string, string>;
  actions: { share: ShareAction; rotate: ShareAction; revoke: ShareAction };
  isShared: boolean;
  /** May this member share, stop sharing or replace the link (the "…:share-publicly" permission)? */
  canShare: boolean;
  /** The absolute public link (publicLinkStatus), given only with canShare while shared. */
  publicUrl: string | null;
}

/**
 * Sharing a team or a campaign on a public read-only page. Everyone who sees the panel sees
 * whether it is shared; only those allowed to share see the link, its QR code and the buttons
 * (the link is the key).
 */
export function PublicLinkPanel({ wording, name, hidden, actions, isShared, canShare, publicUrl }: PublicLinkPanelProps) {
  const headingId = `${wording.idPrefix}share-heading`;
  const inputId = `${wording.idPrefix}public-link`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-lg border border-stone-300 bg-white p-4 print:hidden">
      <h2 id={headingId} className="text-xl font-bold">
        {wording.heading}
      </h2>
      <p data-share-status className="text-stone-800">
        {isShared ? wording.sharedText : wording.privateText}
      </p>
      {canShare && publicUrl ? (
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
          <PublicLinkQr url={publicUrl} label={`QR code for the public page of ${name}`} />
          <div className="flex min-w-0 flex-1 flex-col gap-3">
            <label htmlFor={inputId} className="font-semibold">
              Public link
            </label>
            <input id={inputId} readOnly value={publicUrl} className="min-w-0 rounded-md border border-stone-400 bg-white px-3 py-2 font-mono text-sm" />
            <PublicLinkCopyButton text={publicUrl} />
            <div className="flex flex-wrap gap-3">
              <InlineActionForm
                action={actions.rotate}
                hidden={hidden}
                submitLabel="New link"
                pendingLabel="Making a new link…"
                confirmMessage="Make a new link? The current link and QR code stop working at once."
              />
              <InlineActionForm action={actions.revoke} hidden={hidden} submitLabel="Stop sharing" pendingLabel="Stopping…" tone="danger" confirmMessage={wording.stopConfirm} />
            </div>
          </div>
        </div>
      ) : null}
      {canShare && !isShared ? <InlineActionForm action={actions.share} hidden={hidden} submitLabel="Share a public link" pendingLabel="Sharing…" /> : null}
    </section>
  );
}
