import { InlineActionForm } from "@/components/campaigns/inline-action-form";
import { SharePanelCopyButton } from "@/components/teams/share-panel-copy-button";
import { SharePanelQr } from "@/components/teams/share-panel-qr";
import { createCampaignShareAction } from "@/lib/actions/create-campaign-share-action";
import { revokeCampaignShareAction } from "@/lib/actions/revoke-campaign-share-action";
import { rotateCampaignShareAction } from "@/lib/actions/rotate-campaign-share-action";

interface ShareCampaignPanelProps {
  campaignId: string;
  campaignName: string;
  isShared: boolean;
  /** May this member share, stop sharing or replace the link ("campaign:share-publicly")? */
  canShare: boolean;
  /** The absolute public link (publicCampaignUrl), given only with canShare while the campaign is shared. */
  publicUrl: string | null;
}

/**
 * The organiser's choice to show the campaign's standings and journal on a public read-only page.
 * Everyone sees whether it is shared; only those allowed to share see the link, its QR code and
 * the buttons (the link is the key).
 */
export function ShareCampaignPanel({ campaignId, campaignName, isShared, canShare, publicUrl }: ShareCampaignPanelProps) {
  return (
    <section aria-labelledby="campaign-share-heading" className="flex flex-col gap-3 rounded-lg border border-stone-300 bg-white p-4 print:hidden">
      <h2 id="campaign-share-heading" className="text-xl font-bold">
        Public page
      </h2>
      <p data-share-status className="text-stone-800">
        {isShared
          ? "This campaign has a public page: anyone with its link can read the standings and the journal, without signing in. No email addresses or rolls are shown."
          : "This campaign is private: only its members can see the standings and the journal."}
      </p>
      {canShare && publicUrl ? (
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
          <SharePanelQr url={publicUrl} label={`QR code for the public page of ${campaignName}`} />
          <div className="flex min-w-0 flex-1 flex-col gap-3">
            <label htmlFor="campaign-public-link" className="font-semibold">
              Public link
            </label>
            <input id="campaign-public-link" readOnly value={publicUrl} className="min-w-0 rounded-md border border-stone-400 bg-white px-3 py-2 font-mono text-sm" />
            <SharePanelCopyButton text={publicUrl} />
            <div className="flex flex-wrap gap-3">
              <InlineActionForm
                action={rotateCampaignShareAction}
                hidden={{ campaignId }}
                submitLabel="New link"
                pendingLabel="Making a new link…"
                confirmMessage="Make a new link? The current link and QR code stop working at once."
              />
              <InlineActionForm
                action={revokeCampaignShareAction}
                hidden={{ campaignId }}
                submitLabel="Stop sharing"
                pendingLabel="Stopping…"
                tone="danger"
                confirmMessage="Stop sharing this campaign? Its public link stops working at once."
              />
            </div>
          </div>
        </div>
      ) : null}
      {canShare && !isShared ? <InlineActionForm action={createCampaignShareAction} hidden={{ campaignId }} submitLabel="Share a public link" pendingLabel="Sharing…" /> : null}
    </section>
  );
}
