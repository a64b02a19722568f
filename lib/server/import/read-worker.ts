import type * as FileSystem from "node:fs";
import type * as WorkerThreads from "node:worker_threads";
import type * as Zlib from "node:zlib";
import type { CampaignFileRead } from "@/lib/export/campaign-file-check";
import {
  CAMPAIGN_ENVELOPE_CHECK_EXPORT,
  CAMPAIGN_ENVELOPE_CHECK_PATH,
  CAMPAIGN_FILE_CHECK_EXPORT,
  CAMPAIGN_FILE_CHECK_PATH,
  CAMPAIGN_RECORDS_CHECK_EXPORT,
} from "@/lib/export/campaign-file-check";
import type { CampaignImportPreviewView } from "@/lib/views/campaign-import-preview";
import { loadCampaignFileChecks, type CampaignFileChecks, type CheckNames } from "./check-bundle";

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
 * A job may also ask for the campaign-file check of the file's game (`check`): the worker finds
 * the check whose format the file names among every game's (loaded once per thread by
 * check-bundle.ts) and runs it on the parsed file, answering the preview or the file read into the
 * game's shape. The request thread then parses and checks nothing (security issue #23, item 1: a
 * hostile file inside every limit held it for some 250 ms idle, near 1 s under load).
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
  /** For a campaign file: run its game's check for the preview, or read it for the write. */
  check?: CheckMode;
}

export type CheckMode = "preview" | "read";

/**
 * What the check of a campaign file found: the file names no format (`format` null), or a format
 * whose game has no check here (`hasCheck` false: the request thread says which), or the check's
 * answer.
 */
export type CheckAnswer =
  | { format: null }
  | { format: string; hasCheck: false }
  | { format: string; hasCheck: true; preview: CampaignImportPreviewView }
  | { format: string; hasCheck: true; read: CampaignFileRead<unknown> };

/** What a worker is started with (its workerData). */
export interface ReadWorkerData {
  /** The project folder, whose games' folders the checks are bundled from. */
  root: string;
  /** The checks' bundle an earlier worker built, or null to build it. */
  checksBundle: string | null;
}

/** What the worker found in bytes within every limit: nothing but white space, JSON, not JSON, or JSON holding control characters. */
export type ReadVerdict = "empty" | "json" | "not-json" | "control-characters";

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
  | { kind: "ready"; threadId: number | null; checks: { ok: true; bundle: string } | { ok: false; error: string } }
  | { kind: "read"; id: number; bytes: ArrayBuffer; verdict: ReadVerdict; check?: CheckAnswer }
  | { kind: "check-failed"; id: number; error: string }
  | { kind: "refused"; id: number; limit: ReadLimitPassed; unpackedBytes: number }
  | { kind: "damaged"; id: number; problem: "gzip" | "utf-8" };

export function readWorkerMain(
  threads: typeof WorkerThreads,
  zlib: typeof Zlib,
  fs: typeof FileSystem,
  load: NodeJS.Require,
  loadChecks: typeof loadCampaignFileChecks,
  names: CheckNames,
): void {
  const port = threads.parentPort;
  if (!port) return;
  const data = threads.workerData as ReadWorkerData;
  // Loaded before the first job, so no file's CPU budget pays for it; a failure leaves the reading working.
  let checks: CampaignFileChecks | null = null;
  let checksError = "";
  try {
    checks = loadChecks(load, data.root, names, data.checksBundle);
  } catch (error) {
    checksError = error instanceof Error ? (error.stack ?? error.message) : String(error);
  }
  let threadId: number | null = null;
  try {
    // Linux names the calling thread here; the pool reads its CPU time from /proc by this id.
    const id = Number(fs.readlinkSync("/proc/thread-self").split("/").pop());
    threadId = Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    threadId = null;
  }
  port.postMessage({ kind: "ready", threadId, checks: checks ? { ok: true, bundle: checks.code } : { ok: false, error: checksError } });

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
      let json: unknown = undefined;
      if (text.trim() === "") verdict = "empty";
      else
        try {
          const control = new RegExp(job.controlCharacterPattern);
          json = JSON.parse(text);
          const stack: unknown[] = [json];
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
      let check: CheckAnswer | undefined;
      if (job.check && verdict === "json") {
        // The generic import's envelope: an object whose `format` is a string.
        const format = json !== null && typeof json === "object" && !Array.isArray(json) ? (json as { format?: unknown }).format : undefined;
        if (typeof format !== "string") check = { format: null };
        else if (!checks) {
          port.postMessage({ kind: "check-failed", id: job.id, error: `The campaign-file checks did not load: ${checksError}` });
          return;
        } else {
          const found = checks.checks.find((one) => one.format === format);
          if (!found) check = { format, hasCheck: false };
          else {
            try {
              check = job.check === "preview" ? { format, hasCheck: true, preview: found.preview(json) } : { format, hasCheck: true, read: found.read(json) };
            } catch (error) {
              port.postMessage({ kind: "check-failed", id: job.id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
              return;
            }
          }
        }
      }
      json = undefined;
      port.postMessage({ kind: "read", id: job.id, bytes: whole.buffer, verdict, check }, [whole.buffer]);
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

/** The worker's program: readWorkerMain, called with the modules it needs and the checks' loader. */
export function readWorkerSource(): string {
  const names: CheckNames = {
    checkPath: CAMPAIGN_FILE_CHECK_PATH,
    checkExport: CAMPAIGN_FILE_CHECK_EXPORT,
    recordsExport: CAMPAIGN_RECORDS_CHECK_EXPORT,
    envelopePath: CAMPAIGN_ENVELOPE_CHECK_PATH,
    envelopeExport: CAMPAIGN_ENVELOPE_CHECK_EXPORT,
  };
  return `(${readWorkerMain.toString()})(require("node:worker_threads"), require("node:zlib"), require("node:fs"), require, (${loadCampaignFileChecks.toString()}), ${JSON.stringify(names)});`;
}
