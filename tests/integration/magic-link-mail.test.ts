import { mkdtemp, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { magicLinkOutboxPath, sendMagicLink } from "@/lib/server/auth/magic-link-mail";

let savedDataDir: string | undefined;
beforeEach(async () => {
  savedDataDir = process.env.LONGBOX_DATA_DIR;
  process.env.LONGBOX_DATA_DIR = await mkdtemp(path.join(tmpdir(), "longbox-mail-"));
  delete process.env.SMTP_URL;
  delete process.env.SMTP_HOST;
});
afterEach(() => {
  process.env.LONGBOX_DATA_DIR = savedDataDir;
  vi.restoreAllMocks();
});

test("without SMTP, the link goes to the server log and the outbox file", async () => {
  const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
  const expires = new Date("2030-01-01T00:00:00Z");
  await sendMagicLink({ identifier: "ann@example.test", url: "http://localhost:3000/api/auth/callback/email?token=abc", expires });

  expect(log).toHaveBeenCalledWith(expect.stringContaining("http://localhost:3000/api/auth/callback/email?token=abc"));
  const lines = (await readFile(magicLinkOutboxPath(), "utf8")).trim().split("\n");
  expect(lines).toHaveLength(1);
  expect(JSON.parse(lines[0]!)).toMatchObject({ to: "ann@example.test", url: "http://localhost:3000/api/auth/callback/email?token=abc", expires: "2030-01-01T00:00:00.000Z" });
});
