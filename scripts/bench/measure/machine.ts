/**
 * What the figures were measured on: they only compare between runs on the same kind of machine,
 * and only when it was otherwise idle (the load average when the run began says so).
 */
import { arch, cpus, loadavg, platform, release, totalmem } from "node:os";
import type { MachineFacts } from "./report";

export function machineFacts(): MachineFacts {
  const list = cpus();
  return {
    cpuModel: list[0]?.model.trim() ?? "unknown",
    cores: list.length,
    memoryGb: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    platform: `${platform()} ${arch()} ${release()}`,
    loadAverage: loadavg().map((l) => Math.round(l * 100) / 100),
  };
}
