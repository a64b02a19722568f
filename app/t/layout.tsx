import { SignedOutFrame } from "@/components/shell/public-frame";

export default function PublicTeamLayout({ children }: { children: React.ReactNode }) {
  return <SignedOutFrame>{children}</SignedOutFrame>;
}
