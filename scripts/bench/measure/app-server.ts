/**
 * The production app for the HTTP load: `next build` when the sources are newer than the build
 * (the same check as `npm start`), then `next start` on a free port, in its own process group so
 * stopping it also stops anything it forked. Its output goes to a log file, not the report.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream, existsSync } from "node:fs";
import path from "node:path";
import { needsBuild } from "../../lib/build-stamp";
import { projectRoot } from "../../lib/data-dir";
import { freePort } from "../../lib/free-port";
import { bin, runOrThrow, waitForExit } from "../../lib/run";
import { productionServerEnv } from "../../lib/server-env";

const log = (line: string) => console.log(`[bench] ${line}`);

export type BuildOutcome = "built" | "up-to-date" | "skipped";

/** Builds unless the build is current; with `skip`, uses whatever build there is (and says if it is stale). */
export async function ensureBuild(env: NodeJS.ProcessEnv, skip: boolean): Promise<BuildOutcome> {
  const hasBuild = existsSync(path.join(projectRoot, ".next", "BUILD_ID"));
  if (skip) {
    if (!hasBuild) throw new Error("--skip-build, but there is no build in .next: run without it once.");
    if (needsBuild()) log("Warning: sources are newer than the build in .next; measuring the older build (--skip-build).");
    return "skipped";
  }
  if (!needsBuild()) {
    log("The build in .next is up to date.");
    return "up-to-date";
  }
  log("Building the app (next build)…");
  await runOrThrow(bin("next"), ["build"], { env: { ...env, NODE_ENV: "production" } });
  return "built";
}

export interface AppServer {
  /** http://localhost:PORT: Auth.js builds its URLs with localhost (STACK.md). */
  baseUrl: string;
  logFile: string;
  stop(): Promise<void>;
}

/** Starts `next start` and waits until /api/health answers 200 (or the server dies or times out). */
export async function startAppServer(env: NodeJS.ProcessEnv, logFile: string, timeoutMs = 60_000): Promise<AppServer> {
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const out = createWriteStream(logFile, { flags: "w" });
  // No --hostname, as in scripts/launch.ts: Next listens everywhere and Auth.js uses "localhost".
  const child = spawn(bin("next"), ["start", "--port", String(port)], {
    cwd: projectRoot,
    env: { ...productionServerEnv(env), PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  child.stdout?.pipe(out);
  child.stderr?.pipe(out);
  const stop = () => stopProcessGroup(child);
  stopOnExit(child);

  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`next start exited (${child.exitCode ?? child.signalCode}) before it was healthy; see ${logFile}.`);
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) {
        log(`The app is up on ${baseUrl} (log: ${path.relative(projectRoot, logFile)}).`);
        return { baseUrl, logFile, stop };
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`The app did not answer /api/health within ${timeoutMs / 1000} s; see ${logFile}.`);
}

const running = new Set<ChildProcess>();

/** SIGTERM to the server's group, SIGKILL if it has not gone after 5 s (the launcher kills us after 10). */
async function stopProcessGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) {
    running.delete(child);
    return;
  }
  signalGroup(child, "SIGTERM");
  const exited = await Promise.race([waitForExit(child).then(() => true), new Promise<false>((r) => setTimeout(() => r(false), 5_000))]);
  if (!exited) signalGroup(child, "SIGKILL");
  running.delete(child);
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    process.kill(-child.pid!, signal);
  } catch {
    // Already gone.
  }
}

/** Whatever ends this process (an error, Ctrl-C, the launcher's SIGTERM), the server does not outlive it. */
function stopOnExit(child: ChildProcess) {
  running.add(child);
  child.on("exit", () => running.delete(child));
}
process.on("exit", () => {
  for (const child of running) signalGroup(child, "SIGKILL");
});
