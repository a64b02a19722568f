import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { projectRoot } from "./data-dir";
import { recordServer, stopLeftoverServer } from "./leftover-server";

const started: ChildProcess[] = [];
afterEach(() => {
  for (const child of started.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
});

/** A stand-in for a server a killed run left behind: a process that never exits by itself. */
function idleProcess(cwd: string) {
  const child = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { cwd, stdio: "ignore" });
  started.push(child);
  return new Promise<ChildProcess>((resolve, reject) => {
    child.once("spawn", () => resolve(child));
    child.once("error", reject);
  });
}

const exited = (child: ChildProcess) => new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once("exit", () => resolve())));

test("a server an earlier run left in this checkout is stopped, and its record cleared", { timeout: 30_000 }, async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "longbox-leftover-"));
  const launcher = await idleProcess(projectRoot);
  const app = await idleProcess(projectRoot);
  recordServer(dir, [launcher.pid!, app.pid!]);

  const lines: string[] = [];
  const stopped = await stopLeftoverServer(dir, (line) => lines.push(line));
  await Promise.all([exited(launcher), exited(app)]);

  expect(stopped.sort()).toEqual([launcher.pid!, app.pid!].sort());
  expect(launcher.signalCode).toBe("SIGTERM");
  expect(lines.join("\n")).toContain("left running by an earlier run");
  expect(existsSync(path.join(dir, "server.pid"))).toBe(false);
});

test("a recorded pid now used by a program outside this checkout is left alone", { timeout: 30_000 }, async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "longbox-leftover-"));
  const stranger = await idleProcess(tmpdir());
  recordServer(dir, [stranger.pid!, 999_999_999]);

  expect(await stopLeftoverServer(dir, () => undefined)).toEqual([]);
  expect(stranger.exitCode).toBeNull();
  expect(stranger.signalCode).toBeNull();
  expect(existsSync(path.join(dir, "server.pid"))).toBe(false);
});

test("no record, or a torn one, stops nothing", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "longbox-leftover-"));
  expect(await stopLeftoverServer(dir, () => undefined)).toEqual([]);
  writeFileSync(path.join(dir, "server.pid"), '{"pids": [1, ');
  expect(await stopLeftoverServer(dir, () => undefined)).toEqual([]);
});
