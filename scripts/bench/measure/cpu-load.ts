/**
 * A second process that keeps the machine's cores partly busy while the tap timing runs, so tap
 * to screen is measured on a loaded machine (as a phone at a table meets it when the server is
 * shared), not an idle one. One child `node` process with one worker thread per core; each worker
 * spins for `percent`% of every 20 ms period and sleeps the rest. It is niced like any other
 * process (not below the app), and stopped (with its workers) when the timing ends.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { availableParallelism } from "node:os";

/** Each worker: busy for `workerData`% of every period, then asleep for the rest. */
const WORKER_SCRIPT = `
const { workerData } = require("node:worker_threads");
const PERIOD_MS = 20;
const busy = (PERIOD_MS * workerData) / 100;
const tick = () => {
  const end = performance.now() + busy;
  while (performance.now() < end) {}
  setTimeout(tick, Math.max(0, PERIOD_MS - busy));
};
tick();
`;

/**
 * The child process, run by `node -e`: starts the workers (argv: percent, workers, the worker body).
 * It ends when its parent does, however that ends: the IPC channel closes with the parent, so a
 * bench that crashed leaves no load behind to slow every later run (one did, for most of an hour).
 */
const MAIN_SCRIPT = `
const { Worker } = require("node:worker_threads");
const percent = Number(process.argv[1]);
const workers = Number(process.argv[2]);
const body = process.argv[3];
process.on("disconnect", () => process.exit(0));
for (let i = 0; i < workers; i++) new Worker(body, { eval: true, workerData: percent });
`;

export interface CpuLoad {
  pid: number | undefined;
  percent: number;
  workers: number;
  stop: () => Promise<void>;
}

/** Starts the load: `percent` busy (1–95) on `workers` threads (default: one per core). */
export function startCpuLoad(percent: number, workers = availableParallelism()): CpuLoad {
  if (!(percent > 0 && percent <= 95)) throw new Error(`CPU load must be between 1 and 95 percent, not ${percent}.`);
  const child: ChildProcess = spawn(process.execPath, ["-e", MAIN_SCRIPT, String(percent), String(workers), WORKER_SCRIPT], { stdio: ["ignore", "ignore", "ignore", "ipc"] });
  // The channel is only the child's lifeline: it must not keep this process alive by itself.
  child.unref();
  child.channel?.unref();
  return {
    pid: child.pid,
    percent,
    workers,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
