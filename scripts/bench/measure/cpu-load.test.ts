import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe("the tap timing's CPU load", () => {
  test("ends with the process that started it, even one killed outright", async () => {
    const loadModule = fileURLToPath(new URL("./cpu-load.ts", import.meta.url));
    // A bench stand-in: starts the load, prints its pid, and waits to be killed.
    const script = `import load from ${JSON.stringify(loadModule)}; console.log(load.startCpuLoad(5, 1).pid); setInterval(() => {}, 1000);`;
    const bench = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    const pid = await new Promise<number>((resolve, reject) => {
      bench.stdout!.once("data", (chunk: Buffer) => resolve(Number(String(chunk).trim())));
      bench.once("exit", () => reject(new Error("the stand-in ended before starting the load")));
    });
    expect(isAlive(pid)).toBe(true);
    bench.kill("SIGKILL");
    await expect.poll(() => isAlive(pid), { timeout: 20_000, interval: 100 }).toBe(false);
  }, 60_000);
});
