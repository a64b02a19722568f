import { StaticPageFrame } from "@/components/shell/public-frame";

export default function TryItLayout({ children }: { children: React.ReactNode }) {
  return <StaticPageFrame>{children}</StaticPageFrame>;
}
