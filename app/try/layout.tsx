import { StaticPageFrame } from "@/components/shell/static-page-frame";

export default function TryItLayout({ children }: { children: React.ReactNode }) {
  return <StaticPageFrame>{children}</StaticPageFrame>;
}
