import { existsSync } from "node:fs";
import { run } from "./run";

export const chromiumPath = () => process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * The e2e tests drive Debian's Chromium (Playwright's own browser download is unreachable here).
 * Install it when missing and we are root; otherwise say exactly what to install.
 */
export async function ensureChromium(log: (line: string) => void): Promise<boolean> {
  if (existsSync(chromiumPath())) return true;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot || process.env.CHROMIUM_PATH) {
    log(
      `Chromium was not found at ${chromiumPath()}. Install Debian's package: sudo apt-get update && sudo apt-get install -y chromium` +
        " (or point CHROMIUM_PATH at a Chromium binary), then run the tests again.",
    );
    return false;
  }
  log("Chromium is missing; installing Debian's chromium package (about a minute)…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  if ((await run("apt-get", ["update", "-qq"], { env })) !== 0) return false;
  if ((await run("apt-get", ["install", "-y", "-qq", "--no-install-recommends", "chromium"], { env })) !== 0) return false;
  return existsSync(chromiumPath());
}
