/**
 * A served app (`npm start`, the e2e web server) records its launcher's and app's process ids in
 * its data folder, so that a run killed midway (SIGKILL, a closed terminal, a CI timeout) cannot
 * leave them holding the port: the next run stops them first. Playwright refuses to start when its
 * URL already answers, so the e2e suite calls this before Playwright; the launcher's Postgres is
 * recovered by the next start on the same data folder (postgres.ts).
 */
import { existsSync, readFileSync, readlinkSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { projectRoot } from "./data-dir";

const PID_FILE = "server.pid";

export function recordServer(dir: string, pids: number[]) {
  writeFileSync(path.join(dir, PID_FILE), JSON.stringify({ pids }) + "\n");
}

export function forgetServer(dir: string) {
  rmSync(path.join(dir, PID_FILE), { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Ours only when it still runs in this checkout: a pid reused by another program is left alone. */
function isOurs(pid: number, root: string): boolean {
  try {
    return readlinkSync(`/proc/${pid}/cwd`) === root;
  } catch {
    return false; // gone, not Linux, or not ours to read
  }
}

async function waitUntilGone(pids: number[], ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until && pids.some(isAlive)) await new Promise((r) => setTimeout(r, 100));
  return !pids.some(isAlive);
}

/** Stops what an earlier run in `dir` left running (SIGTERM, then SIGKILL); returns the pids stopped. */
export async function stopLeftoverServer(dir: string, log: (line: string) => void, root = projectRoot): Promise<number[]> {
  const file = path.join(dir, PID_FILE);
  if (!existsSync(file)) return [];
  let pids: number[] = [];
  try {
    const parsed = JSON.parse(readFileSync(file, "utf8")) as { pids?: unknown };
    if (Array.isArray(parsed.pids)) pids = parsed.pids.filter((pid): pid is number => Number.isInteger(pid) && pid > 0 && pid !== process.pid);
  } catch {
    /* a torn file: nothing to trust in it */
  }
  const leftovers = pids.filter((pid) => isAlive(pid) && isOurs(pid, root));
  if (leftovers.length) {
    log(`Stopping a server left running by an earlier run (pid ${leftovers.join(", ")})…`);
    for (const pid of leftovers) process.kill(pid, "SIGTERM");
    if (!(await waitUntilGone(leftovers, 15_000))) {
      for (const pid of leftovers.filter(isAlive)) process.kill(pid, "SIGKILL");
      await waitUntilGone(leftovers, 5_000);
    }
  }
  rmSync(file, { force: true });
  return leftovers;
}
