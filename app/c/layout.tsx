import { SignedOutFrame } from "@/components/shell/signed-out-frame";

export default function PublicCampaignLayout({ children }: { children: React.ReactNode }) {
  return <SignedOutFrame>{children}</SignedOutFrame>;
}
