/**
 * The per-user limit on files read by the imports and their previews (security issue, item 5:
 * a few large previews at once held every other request up for seconds).
 */
import { describe, expect, test, vi } from "vitest";
import { db } from "@/lib/server/db";
import { IMPORT_WINDOW_SECONDS, importRateLimitMessage, MAX_IMPORTS_PER_WINDOW, reserveImportAttempt } from "@/lib/server/import/import-rate-limit";
import { createCampaignFor, createUser } from "./factories";

const session = vi.hoisted(() => ({ user: null as { id: string; email: string; name: string | null } | null }));
vi.mock("@/lib/server/auth/current-user", () => ({
  currentUser: async () => session.user,
  requireUser: async () => {
    if (!session.user) throw new Error("signed out");
    return session.user;
  },
}));
vi.mock("next/cache", () => ({ revalidatePath: () => undefined }));

const { previewTeamImportAction } = await import("@/lib/games/smf/actions/preview-team-import-action");
const { previewCampaignImportAction } = await import("@/lib/actions/preview-campaign-import-action");

const at = (start: Date, seconds: number) => new Date(start.getTime() + seconds * 1000);

describe("reserveImportAttempt", () => {
  test("allows the limit within a minute, refuses the next saying when to try again, and opens as the oldest leave the window", async () => {
    const user = await createUser();
    const start = new Date("2031-03-01T10:00:00Z");
    for (let second = 0; second < MAX_IMPORTS_PER_WINDOW; second++) expect(await reserveImportAttempt(user.id, at(start, second))).toEqual({ ok: true });

    // The oldest counted read (at 0 s) leaves the window at 60 s.
    expect(await reserveImportAttempt(user.id, at(start, 20))).toEqual({ ok: false, retryAfterSeconds: 40, message: importRateLimitMessage(40) });
    expect(importRateLimitMessage(40)).toContain("Try again in 40 seconds.");
    // A refused request is not counted, so asking again does not push the wait back.
    expect(await db.importAttempt.count({ where: { userId: user.id } })).toBe(MAX_IMPORTS_PER_WINDOW);
    expect(await reserveImportAttempt(user.id, at(start, 59))).toMatchObject({ ok: false, retryAfterSeconds: 1 });
    expect(await reserveImportAttempt(user.id, at(start, IMPORT_WINDOW_SECONDS + 0.5))).toEqual({ ok: true });
    // Rows that left the window are gone.
    expect(await db.importAttempt.count({ where: { userId: user.id, createdAt: { lte: start } } })).toBe(0);
  });

  test("another user has their own limit", async () => {
    const [busy, other] = await Promise.all([createUser(), createUser()]);
    const now = new Date("2031-03-02T10:00:00Z");
    for (let index = 0; index < MAX_IMPORTS_PER_WINDOW; index++) await reserveImportAttempt(busy.id, now);
    expect(await reserveImportAttempt(busy.id, now)).toMatchObject({ ok: false });
    expect(await reserveImportAttempt(other.id, now)).toEqual({ ok: true });
  });

  test("of many simultaneous requests exactly the limit get through", async () => {
    const user = await createUser();
    const now = new Date();
    const results = await Promise.all(Array.from({ length: 3 * MAX_IMPORTS_PER_WINDOW }, () => reserveImportAttempt(user.id, now)));
    expect(results.filter((result) => result.ok)).toHaveLength(MAX_IMPORTS_PER_WINDOW);
    expect(await db.importAttempt.count({ where: { userId: user.id } })).toBe(MAX_IMPORTS_PER_WINDOW);
  });
});

describe("the import previews", () => {
  test("refuse a user over the limit before reading the file, team and campaign previews counted together", async () => {
    const { campaign, organiser } = await createCampaignFor();
    session.user = organiser;
    const teamForm = () => {
      const form = new FormData();
      form.set("campaignId", campaign.id);
      form.set("json", "{}");
      return form;
    };
    const campaignForm = () => {
      const form = new FormData();
      form.set("file", new File(["{}"], "campaign.json"));
      return form;
    };
    for (let index = 0; index < MAX_IMPORTS_PER_WINDOW / 2; index++) {
      expect(await previewTeamImportAction(null, teamForm())).toMatchObject({ ok: true });
      expect(await previewCampaignImportAction(null, campaignForm())).toMatchObject({ ok: true });
    }
    const refusedTeam = await previewTeamImportAction(null, teamForm());
    const refusedCampaign = await previewCampaignImportAction(null, campaignForm());
    for (const refused of [refusedTeam, refusedCampaign]) {
      expect(refused).toEqual({ ok: false, message: expect.stringMatching(/the most Longbox reads for one person\. Try again in \d+ seconds?\.$/) });
    }
  });
});
