import { SignedOutFrame } from "@/components/shell/public-frame";

export default function PublicCampaignLayout({ children }: { children: React.ReactNode }) {
  return <SignedOutFrame>{children}</SignedOutFrame>;
}
