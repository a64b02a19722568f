import { mkdtemp, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { appOrigin } from "@/lib/app-origin";
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

test("with SMTP settings, the link is mailed and nothing is written to the outbox", async () => {
  const { SMTPServer } = await import("smtp-server");
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, _session, callback) {
      let body = "";
      stream.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
      stream.on("end", () => {
        received.push(body);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as { port: number };
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
  try {
    await sendMagicLink({ identifier: "bob@example.test", url: "http://localhost:3000/api/auth/callback/email?token=xyz", expires: new Date() });
  } finally {
    delete process.env.SMTP_URL;
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
  expect(received).toHaveLength(1);
  expect(received[0]).toContain("To: bob@example.test");
  // The body is quoted-printable: undo soft line breaks and "=3D" before looking for the link.
  const body = received[0]!.replace(/=\r\n/g, "").replace(/=3D/g, "=");
  expect(body).toContain("Subject: Sign in to Longbox (localhost:3000)");
  expect(body).toContain("http://localhost:3000/api/auth/callback/email?token=xyz");
  await expect(readFile(magicLinkOutboxPath(), "utf8")).rejects.toThrow();
});

test("a link built for another origin (a forged X-Forwarded-Host) is rebuilt on the configured origin before it leaves", async () => {
  vi.spyOn(console, "log").mockImplementation(() => undefined);
  const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
  const origin = appOrigin();
  expect(origin).not.toContain("evil.example");
  await sendMagicLink({ identifier: "eve@example.test", url: "https://evil.example/api/auth/callback/email?token=abc&email=eve%40example.test", expires: new Date() });
  await sendMagicLink({ identifier: "eve@example.test", url: "https://evil.example//evil.example/api/auth/callback/email?token=def", expires: new Date() });

  const urls = (await readFile(magicLinkOutboxPath(), "utf8"))
    .trim()
    .split("\n")
    .map((line) => (JSON.parse(line) as { url: string }).url);
  expect(urls).toEqual([`${origin}/api/auth/callback/email?token=abc&email=eve%40example.test`, `${origin}//evil.example/api/auth/callback/email?token=def`]);
  for (const url of urls) expect(new URL(url).origin).toBe(origin);
  expect(warn).toHaveBeenCalledWith(expect.stringContaining("rebuilt"));
});
