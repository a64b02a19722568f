import type * as FileSystem from "node:fs";
import type * as WorkerThreads from "node:worker_threads";
import type * as Zlib from "node:zlib";

/**
 * What one worker of the read pool (read-pool.ts) does with an uploaded file: the pure read,
 * never the database. It unpacks a gzip upload a piece at a time and counts, as each piece
 * arrives, the limits that bound the work a file asks for (unpacked bytes, nesting depth, items,
 * bytes of text inside strings), so a file that unpacks into millions of tiny values is refused
 * after the first piece past a limit rather than parsed; then it checks the bytes are UTF-8 and
 * parses them as JSON. The answer is the unpacked bytes (transferred, not copied) or the first
 * limit passed; when the bytes are JSON it also says whether any string or key holds a control
 * character (lib/export/json-depth.ts holdsControlCharacters, by the pattern the job brings), so
 * the main thread need not walk the parsed file again.
 *
 * It runs in a worker started from source text (`new Worker(source, { eval: true })`), so no
 * bundler has to find or emit a worker file: `readWorkerSource` is this function's own text, and
 * the function may use nothing but its parameters and the language's globals (no imports, no
 * module-level names: a bundled build renames those).
 */

/** Sent to a worker; `bytes` is transferred. */
export interface ReadJob {
  id: number;
  bytes: ArrayBuffer;
  canUnpack: boolean;
  limits: ReadLimits;
  /** The source of lib/schemas/plain-text.ts CONTROL_CHARACTER. */
  controlCharacterPattern: string;
}

/** What the worker found in bytes within every limit: JSON, not JSON, or JSON holding control characters. */
export type ReadVerdict = "json" | "not-json" | "control-characters";

export interface ReadLimits {
  /** Bytes of the unpacked file. */
  maxBytes: number;
  /** Items: commas and opening brackets outside strings (lib/export/json-depth.ts textShapeProblem counts the same). */
  maxItems: number;
  /** Nesting of brackets. */
  maxDepth: number;
  /** Bytes inside strings, keys included (their quotes are not counted). */
  maxStringBytes: number;
}

export type ReadLimitPassed = "bytes" | "items" | "depth" | "string-bytes";

/** A worker's answers: first `ready` (its thread id, for CPU accounting), then one per job. */
export type ReadWorkerMessage =
  | { kind: "ready"; threadId: number | null }
  | { kind: "read"; id: number; bytes: ArrayBuffer; verdict: ReadVerdict }
  | { kind: "refused"; id: number; limit: ReadLimitPassed; unpackedBytes: number }
  | { kind: "damaged"; id: number; problem: "gzip" | "utf-8" };

export function readWorkerMain(threads: typeof WorkerThreads, zlib: typeof Zlib, fs: typeof FileSystem): void {
  const port = threads.parentPort;
  if (!port) return;
  let threadId: number | null = null;
  try {
    // Linux names the calling thread here; the pool reads its CPU time from /proc by this id.
    const id = Number(fs.readlinkSync("/proc/thread-self").split("/").pop());
    threadId = Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    threadId = null;
  }
  port.postMessage({ kind: "ready", threadId });

  port.on("message", (job: ReadJob) => {
    const { maxBytes, maxItems, maxDepth, maxStringBytes } = job.limits;
    let depth = 0;
    let items = 0;
    let stringBytes = 0;
    let isInString = false;
    let isEscaped = false;
    let total = 0;
    const pieces: Uint8Array[] = [];
    let isDone = false;

    /** The first limit this piece passes, counting on from the pieces before it. */
    const scan = (piece: Uint8Array): ReadLimitPassed | null => {
      total += piece.length;
      if (total > maxBytes) return "bytes";
      for (let index = 0; index < piece.length; index++) {
        const code = piece[index]!;
        if (isInString) {
          if (isEscaped) isEscaped = false;
          else if (code === 0x5c) isEscaped = true;
          else if (code === 0x22) {
            isInString = false;
            continue;
          }
          if (++stringBytes > maxStringBytes) return "string-bytes";
          continue;
        }
        if (code === 0x22) isInString = true;
        else if (code === 0x7b || code === 0x5b) {
          if (++depth > maxDepth) return "depth";
          if (++items > maxItems) return "items";
        } else if (code === 0x7d || code === 0x5d) depth--;
        else if (code === 0x2c && ++items > maxItems) return "items";
      }
      return null;
    };

    const refuse = (limit: ReadLimitPassed) => {
      isDone = true;
      pieces.length = 0;
      port.postMessage({ kind: "refused", id: job.id, limit, unpackedBytes: total });
    };

    const finish = () => {
      if (isDone) return;
      isDone = true;
      // One buffer of its own (never a slice of Node's shared pool), so it can be transferred.
      const whole = new Uint8Array(total);
      let offset = 0;
      for (const piece of pieces) {
        whole.set(piece, offset);
        offset += piece.length;
      }
      pieces.length = 0;
      let text: string;
      try {
        text = new TextDecoder("utf-8", { fatal: true }).decode(whole);
      } catch {
        port.postMessage({ kind: "damaged", id: job.id, problem: "utf-8" });
        return;
      }
      // A file that is not JSON is refused by the main thread's reader, in the words of the kind of file it expected.
      let verdict: ReadVerdict = "not-json";
      try {
        const control = new RegExp(job.controlCharacterPattern);
        const stack: unknown[] = [JSON.parse(text)];
        verdict = "json";
        while (stack.length > 0 && verdict === "json") {
          const current = stack.pop();
          if (typeof current === "string") {
            if (control.test(current)) verdict = "control-characters";
          } else if (Array.isArray(current)) {
            for (const child of current) stack.push(child);
          } else if (current !== null && typeof current === "object") {
            for (const [key, child] of Object.entries(current)) {
              if (control.test(key)) verdict = "control-characters";
              stack.push(child);
            }
          }
        }
      } catch {
        verdict = "not-json";
      }
      port.postMessage({ kind: "read", id: job.id, bytes: whole.buffer, verdict }, [whole.buffer]);
    };

    const packed = new Uint8Array(job.bytes);
    if (!(job.canUnpack && packed[0] === 0x1f && packed[1] === 0x8b)) {
      const limit = scan(packed);
      if (limit) refuse(limit);
      else {
        pieces.push(packed);
        finish();
      }
      return;
    }
    const gunzip = zlib.createGunzip({ chunkSize: 64 * 1024 });
    gunzip.on("data", (piece: Uint8Array) => {
      if (isDone) return;
      const limit = scan(piece);
      if (limit) {
        refuse(limit);
        gunzip.destroy();
        return;
      }
      pieces.push(piece);
    });
    gunzip.on("error", () => {
      if (isDone) return;
      isDone = true;
      pieces.length = 0;
      port.postMessage({ kind: "damaged", id: job.id, problem: "gzip" });
    });
    gunzip.on("end", finish);
    gunzip.end(packed);
  });
}

/** The worker's program: readWorkerMain, called with the modules it needs. */
export function readWorkerSource(): string {
  return `(${readWorkerMain.toString()})(require("node:worker_threads"), require("node:zlib"), require("node:fs"));`;
}
