import { PublicLinkPanel, type PublicLinkWording } from "@/components/sharing/public-link-panel";
import { revokeTeamShareAction } from "@/lib/actions/revoke-team-share-action";
import { rotateTeamShareAction } from "@/lib/actions/rotate-team-share-action";
import { shareTeamAction } from "@/lib/actions/share-team-action";
import type { PublicLinkStatus } from "@/lib/views/public-link-status";

const wordingFor = (publicContents: string, noun: string): PublicLinkWording => ({
  heading: "Share",
  idPrefix: "",
  sharedText: `This ${noun} has a public page: anyone with its link can see ${publicContents}, without signing in.`,
  privateText: `This ${noun} is private: only members of the campaign can see it.`,
  stopConfirm: `Stop sharing this ${noun}? Its public link stops working at once.`,
});

const ACTIONS = { share: shareTeamAction, rotate: rotateTeamShareAction, revoke: revokeTeamShareAction };

interface TeamSharePanelProps {
  teamId: string;
  teamName: string;
  status: PublicLinkStatus;
  canShare: boolean;
  /** What the public page shows, in the game's words (default: SMF's roster and story points). */
  publicContents?: string;
  /** What the game calls a side (its roster's word): "team" by default, "hero" for a group's heroes. */
  noun?: string;
}

/** The team page's public link (canShare: "team:share-publicly"). */
export function TeamSharePanel({ teamId, teamName, status, canShare, publicContents = "the roster and story points", noun = "team" }: TeamSharePanelProps) {
  return <PublicLinkPanel wording={wordingFor(publicContents, noun)} name={teamName} hidden={{ teamId }} actions={ACTIONS} {...status} canShare={canShare} />;
}
