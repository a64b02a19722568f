import { spawn, type ChildProcess, type SpawnOptions } from "node:child_process";
import path from "node:path";
import { projectRoot } from "./data-dir";

export const bin = (name: string) => path.join(projectRoot, "node_modules", ".bin", name);

/** Run a command to completion, inheriting stdio; resolves with its exit code. */
export function run(command: string, args: string[], options: SpawnOptions = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: projectRoot, stdio: "inherit", ...options });
    child.on("error", reject);
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export function runOrThrow(command: string, args: string[], options: SpawnOptions = {}) {
  return run(command, args, options).then((code) => {
    if (code !== 0) throw new Error(`${path.basename(command)} ${args.join(" ")} exited with ${code}`);
  });
}

export function waitForExit(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve(child.exitCode);
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 0 : 1)));
  });
}
