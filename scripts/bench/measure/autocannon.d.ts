/** The part of autocannon 8's programmatic API the bench uses (the package ships no types). */
declare module "autocannon" {
  import type { EventEmitter } from "node:events";

  interface AutocannonOptions {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    headers?: Record<string, string>;
    /** Seconds before a request counts as timed out. */
    timeout?: number;
  }

  interface AutocannonResult {
    /** Seconds the run lasted. */
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
    requests: { average: number; total: number; sent: number };
  }

  interface AutocannonInstance extends EventEmitter {
    on(event: "response", listener: (client: unknown, statusCode: number, resBytes: number, responseTimeMs: number) => void): this;
    on(event: string, listener: (...args: unknown[]) => void): this;
    stop(): void;
  }

  function autocannon(options: AutocannonOptions, callback: (error: Error | null, result: AutocannonResult) => void): AutocannonInstance;
  export = autocannon;
}
