import type { Metadata, Viewport } from "next";
import localFont from "next/font/local";
import { SiteFooter } from "@/components/shell/site-footer";
import "./globals.css";

// Served from the npm package, never from a font CDN (the build has no internet access).
const inter = localFont({
  src: "../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  variable: "--font-inter",
  display: "swap",
});

export const metadata: Metadata = {
  title: { default: "Longbox", template: "%s · Longbox" },
  description: "Campaign manager for superhero miniatures skirmish games: Super Mission Force, Supers Unlimited and more.",
};

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#9a3412" };

/**
 * Reads nothing per request, so a page that needs no data is prerendered at build time (its CSP
 * then allows its scripts by hash, not by nonce: lib/http/content-security-policy.ts). The header
 * and the main landmark are drawn by each part of the site (components/shell/page-frame.tsx):
 * only signed-in pages read the session for it.
 */
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" className={inter.variable}>
      <body className="flex min-h-dvh flex-col font-sans antialiased">
        <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
          Skip to content
        </a>
        {children}
        <SiteFooter />
      </body>
    </html>
  );
}
