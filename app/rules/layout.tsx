import { StaticPageFrame } from "@/components/shell/public-frame";

export default function RulesLayout({ children }: { children: React.ReactNode }) {
  return <StaticPageFrame>{children}</StaticPageFrame>;
}
