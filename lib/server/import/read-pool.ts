import "server-only";
import { readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import { CONTROL_CHARACTER } from "@/lib/schemas/plain-text";
import {
  readWorkerSource,
  type CheckAnswer,
  type CheckMode,
  type ReadJob,
  type ReadLimitPassed,
  type ReadLimits,
  type ReadVerdict,
  type ReadWorkerData,
  type ReadWorkerMessage,
} from "./read-worker";

/**
 * The threads that read uploaded files (read-worker.ts), so unpacking and parsing a file never
 * holds up the server's one JavaScript thread (security issue #23, item 1: a 57 KB gzip of 1.9
 * million short strings blocked it for 3.6–4.3 s per preview, and ten at once made other users'
 * transactions expire).
 *
 * - At most `size` files are read at once for the whole server, one per worker; up to
 *   `maxWaiting` more wait their turn in order, and any beyond are refused at once ("busy").
 * - Each file gets `cpuBudgetMs` of its worker's CPU time (read from /proc on Linux; elsewhere the
 *   time since it started, which is never less). A file past it is refused ("too-slow") and its
 *   worker is ended and replaced by a fresh one on the next file.
 *
 * - A campaign file's job may also run its game's check (read-worker.ts, check-bundle.ts), inside
 *   the same budget: the request thread gets the preview, or the file read into the game's shape.
 *
 * Written on worker_threads rather than a pool library: the library has to load its worker from
 * a file on disk, which Next's server bundle does not emit, and it can cancel a task only by wall
 * time; this pool starts its workers from source text and watches each one's own CPU time.
 */

export interface ReadPoolOptions {
  size: number;
  maxWaiting: number;
  cpuBudgetMs: number;
}

export type PoolReading =
  | { ok: true; bytes: Uint8Array; verdict: ReadVerdict; check?: CheckAnswer }
  | { ok: false; reason: "limit"; limit: ReadLimitPassed; unpackedBytes: number }
  | { ok: false; reason: "damaged"; problem: "gzip" | "utf-8" }
  | { ok: false; reason: "too-slow" | "busy" | "failed" };

function positiveInteger(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

/** The settings, from the environment (README: "Settings"). */
export function readPoolOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): ReadPoolOptions {
  return {
    // One core stays with the request thread; never more than two files at once on a small server.
    size: positiveInteger(env.LONGBOX_IMPORT_WORKERS, Math.max(1, Math.min(2, availableParallelism() - 1))),
    maxWaiting: positiveInteger(env.LONGBOX_IMPORT_QUEUE, 8),
    cpuBudgetMs: positiveInteger(env.LONGBOX_IMPORT_CPU_MS, 5_000),
  };
}

/** How often a running file's CPU time is looked at. */
const WATCH_INTERVAL_MS = 50;
/** Linux's USER_HZ: /proc reports CPU time in these ticks on every architecture Node runs on. */
const TICKS_PER_SECOND = 100;

/** CPU time (user + system) of one thread of this process, in ms, or null where /proc cannot say. */
function threadCpuMs(threadId: number): number | null {
  try {
    const stat = readFileSync(`/proc/self/task/${threadId}/stat`, "utf8");
    // Fields after the command name, which is in parentheses and may hold spaces: utime is the 14th field, stime the 15th.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? (ticks * 1000) / TICKS_PER_SECOND : null;
  } catch {
    return null;
  }
}

interface Slot {
  worker: Worker;
  threadId: Promise<number | null>;
  isAlive: boolean;
}

interface Waiting {
  bytes: Uint8Array;
  canUnpack: boolean;
  limits: ReadLimits;
  check: CheckMode | undefined;
  resolve(reading: PoolReading): void;
}

export class ReadPool {
  readonly options: ReadPoolOptions;
  private readonly idle: Slot[] = [];
  private running = 0;
  private readonly waiting: Waiting[] = [];
  private nextJobId = 1;
  /** The games' checks as the first worker bundled them (check-bundle.ts), for every later one. */
  private checksBundle: string | null = null;
  private hasLoggedChecksError = false;

  constructor(options: ReadPoolOptions) {
    this.options = options;
  }

  /** Files being read now, and files waiting for a worker. */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  /**
   * Reads `bytes` (unpacking a gzip when `canUnpack`) in a worker within `limits`, and with `check`
   * runs the campaign-file check of the file's game there too. The bytes are handed over: do not
   * use them after.
   */
  read(bytes: Uint8Array, canUnpack: boolean, limits: ReadLimits, check?: CheckMode): Promise<PoolReading> {
    // A view of part of a buffer, or of Node's shared pool, cannot be handed over whole: copy it.
    const isWholeBuffer = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer;
    const own = isWholeBuffer ? bytes : new Uint8Array(bytes);
    return new Promise((resolve) => {
      const request: Waiting = { bytes: own, canUnpack, limits, check, resolve };
      if (this.running < this.options.size) this.start(request);
      else if (this.waiting.length < this.options.maxWaiting) this.waiting.push(request);
      else resolve({ ok: false, reason: "busy" });
    });
  }

  /** Ends every worker (tests, and a server shutting down). */
  async close(): Promise<void> {
    const slots = this.idle.splice(0);
    await Promise.all(slots.map((slot) => slot.worker.terminate()));
  }

  private start(request: Waiting): void {
    this.running++;
    const slot = this.idle.pop() ?? this.spawn();
    void this.run(slot, request).then((reading) => {
      this.running--;
      request.resolve(reading);
      const next = this.waiting.shift();
      if (next) this.start(next);
    });
  }

  private spawn(): Slot {
    const workerData: ReadWorkerData = { root: process.cwd(), checksBundle: this.checksBundle };
    const worker = new Worker(readWorkerSource(), { eval: true, workerData });
    const slot: Slot = { worker, isAlive: true, threadId: Promise.resolve(null) };
    slot.threadId = new Promise((resolve) => {
      const onReady = (message: ReadWorkerMessage) => {
        if (message.kind !== "ready") return;
        worker.off("message", onReady);
        if (message.checks.ok) this.checksBundle ??= message.checks.bundle;
        else if (!this.hasLoggedChecksError) {
          // Every campaign file is then refused with IMPORT_FAILED_MESSAGE; team files are still read.
          this.hasLoggedChecksError = true;
          console.error("[import] the games' campaign-file checks could not be loaded", message.checks.error);
        }
        resolve(message.threadId);
      };
      worker.on("message", onReady);
      worker.once("exit", () => resolve(null));
    });
    worker.once("exit", () => {
      slot.isAlive = false;
      const at = this.idle.indexOf(slot);
      if (at >= 0) this.idle.splice(at, 1);
    });
    // Said once in the log: the person whose file it was gets IMPORT_FAILED_MESSAGE (read-upload.ts).
    worker.on("error", (error) => console.error("[import] a reading thread failed", error));
    // An idle worker does not keep the process alive; a running file's watch timer does.
    worker.unref();
    return slot;
  }

  private async run(slot: Slot, request: Waiting): Promise<PoolReading> {
    const threadId = await slot.threadId;
    if (!slot.isAlive) return { ok: false, reason: "failed" };
    const id = this.nextJobId++;
    const startedAt = performance.now();
    const cpuAtStart = threadId === null ? null : threadCpuMs(threadId);
    const { worker } = slot;
    const reading = await new Promise<PoolReading>((resolve) => {
      let isSettled = false;
      const settle = (result: PoolReading) => {
        if (isSettled) return;
        isSettled = true;
        clearInterval(watch);
        worker.off("message", onMessage);
        worker.off("error", onFailure);
        worker.off("exit", onFailure);
        resolve(result);
      };
      const onMessage = (message: ReadWorkerMessage) => {
        if (message.kind === "ready" || message.id !== id) return;
        if (message.kind === "read") settle({ ok: true, bytes: new Uint8Array(message.bytes), verdict: message.verdict, check: message.check });
        else if (message.kind === "check-failed") {
          console.error("[import] a campaign file's check failed", message.error);
          settle({ ok: false, reason: "failed" });
        } else if (message.kind === "refused") settle({ ok: false, reason: "limit", limit: message.limit, unpackedBytes: message.unpackedBytes });
        else settle({ ok: false, reason: "damaged", problem: message.problem });
      };
      const onFailure = () => settle({ ok: false, reason: "failed" });
      const watch = setInterval(() => {
        const now = threadId === null ? null : threadCpuMs(threadId);
        const spentMs = now !== null && cpuAtStart !== null ? now - cpuAtStart : performance.now() - startedAt;
        if (spentMs <= this.options.cpuBudgetMs) return;
        slot.isAlive = false;
        void worker.terminate();
        settle({ ok: false, reason: "too-slow" });
      }, WATCH_INTERVAL_MS);
      worker.on("message", onMessage);
      worker.on("error", onFailure);
      worker.on("exit", onFailure);
      const job: ReadJob = {
        id,
        bytes: request.bytes.buffer as ArrayBuffer,
        canUnpack: request.canUnpack,
        limits: request.limits,
        controlCharacterPattern: CONTROL_CHARACTER.source,
        check: request.check,
      };
      try {
        worker.postMessage(job, [job.bytes]);
      } catch (error) {
        console.error("[import] a file could not be handed to a reading thread", error);
        settle({ ok: false, reason: "failed" });
      }
    });
    if (slot.isAlive) this.idle.push(slot);
    return reading;
  }
}

const store = globalThis as unknown as { longboxReadPool?: ReadPool };

/** The server's one pool, made on first use; dev-mode reloads keep it on globalThis. */
export function readPool(): ReadPool {
  store.longboxReadPool ??= new ReadPool(readPoolOptionsFromEnv());
  return store.longboxReadPool;
}
