import { SignedOutFrame } from "@/components/shell/signed-out-frame";

export default function PublicTeamLayout({ children }: { children: React.ReactNode }) {
  return <SignedOutFrame>{children}</SignedOutFrame>;
}
