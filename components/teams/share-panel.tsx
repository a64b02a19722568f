import { InlineActionForm } from "@/components/campaigns/inline-action-form";
import { revokeTeamShareAction } from "@/lib/actions/revoke-team-share-action";
import { rotateTeamShareAction } from "@/lib/actions/rotate-team-share-action";
import { shareTeamAction } from "@/lib/actions/share-team-action";
import { SharePanelCopyButton } from "./share-panel-copy-button";
import { SharePanelQr } from "./share-panel-qr";

interface SharePanelProps {
  teamId: string;
  teamName: string;
  isShared: boolean;
  /** May this member share, stop sharing or replace the link ("team:share-publicly")? */
  canShare: boolean;
  /** The absolute public link, given only with canShare while the team is shared. */
  publicUrl: string | null;
  /** What the public page shows, in the game's words (default: the roster and story points). */
  publicContents?: string;
}

/**
 * Sharing a team on a public read-only page. Everyone on the team page sees whether it is shared;
 * only those allowed to share see the link, its QR code and the buttons (the link is the key).
 */
export function SharePanel({ teamId, teamName, isShared, canShare, publicUrl, publicContents = "the roster and story points" }: SharePanelProps) {
  return (
    <section aria-labelledby="share-heading" className="flex flex-col gap-3 rounded-lg border border-stone-300 bg-white p-4 print:hidden">
      <h2 id="share-heading" className="text-xl font-bold">
        Share
      </h2>
      <p data-share-status className="text-stone-800">
        {isShared
          ? `This team has a public page: anyone with its link can see ${publicContents}, without signing in.`
          : "This team is private: only members of the campaign can see it."}
      </p>
      {canShare && publicUrl ? (
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
          <SharePanelQr url={publicUrl} label={`QR code for the public page of ${teamName}`} />
          <div className="flex min-w-0 flex-1 flex-col gap-3">
            <label htmlFor="public-link" className="font-semibold">
              Public link
            </label>
            <input id="public-link" readOnly value={publicUrl} className="min-w-0 rounded-md border border-stone-400 bg-white px-3 py-2 font-mono text-sm" />
            <SharePanelCopyButton text={publicUrl} />
            <div className="flex flex-wrap gap-3">
              <InlineActionForm
                action={rotateTeamShareAction}
                hidden={{ teamId }}
                submitLabel="New link"
                pendingLabel="Making a new link…"
                confirmMessage="Make a new link? The current link and QR code stop working at once."
              />
              <InlineActionForm
                action={revokeTeamShareAction}
                hidden={{ teamId }}
                submitLabel="Stop sharing"
                pendingLabel="Stopping…"
                tone="danger"
                confirmMessage="Stop sharing this team? Its public link stops working at once."
              />
            </div>
          </div>
        </div>
      ) : null}
      {canShare && !isShared ? <InlineActionForm action={shareTeamAction} hidden={{ teamId }} submitLabel="Share a public link" pendingLabel="Sharing…" /> : null}
    </section>
  );
}
