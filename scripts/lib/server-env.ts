/**
 * Node's young generation at 64 MB a semi-space instead of 16: server rendering makes a great deal
 * of short-lived garbage, and with the default the scavenger runs so often that garbage collection
 * took ~11 % of the server's CPU under load. Measured on the bench dataset at 20 connections:
 * +7–10 % requests/s on the dashboard and the team page (bench/SUMMARY.md), for up to ~150 MB
 * more memory at peak.
 */
export const SERVER_NODE_OPTIONS = "--max-semi-space-size=64";

/** The environment for `next start`: production, with SERVER_NODE_OPTIONS after any NODE_OPTIONS given. */
export function productionServerEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const nodeOptions = [env.NODE_OPTIONS?.trim(), SERVER_NODE_OPTIONS].filter(Boolean).join(" ");
  return { ...env, NODE_ENV: "production", NODE_OPTIONS: nodeOptions };
}
