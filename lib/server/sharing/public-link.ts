import "server-only";
import { randomBytes } from "node:crypto";
import type { ActivityKind } from "@/lib/activity/activity-payload";
import type { Prisma } from "@/lib/generated/prisma/client";
import { appOrigin } from "@/lib/app-origin";
import type { ActivityPayload } from "@/lib/activity/activity-payload";
import { recordActivity } from "@/lib/server/activity/record-activity";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import type { CampaignAction } from "@/lib/authz/permissions";
import { db } from "@/lib/server/db";
import type { ServiceFailure } from "@/lib/service-result";
import type { PublicLinkStatus } from "@/lib/views/public-link-status";

/** The three changes to a public link, each recorded as one activity line. */
export type PublicLinkChange = "shared" | "replaced" | "stopped";

/** The shared row as its lock read it: its name (for the activity line) and its token, null while private. */
export interface LockedSharedRow {
  name: string;
  token: string | null;
}

/**
 * What can be shown on a public read-only page (a team, a campaign): where its token is stored,
 * the page's path and how its activity lines read. `Missing` is the failure when the row is not
 * found under the caller's access; `never` when the caller's authorization already proved it exists.
 */
export interface PublicLinkSubject<Missing extends ServiceFailure = never> {
  /** Who may share, replace or stop the link: the actions authorize it before any of this runs, and the pages show the controls by it. */
  permission: CampaignAction;
  /**
   * Takes the row's lock for the rest of the transaction and reads its sharing state, so two
   * clicks at once (share twice, share and stop) run one after the other on the latest token.
   * Archived rows are found too: a finished team or campaign may still be shown, and must always
   * be able to stop being shown.
   */
  lock(tx: Prisma.TransactionClient, access: CampaignAccess, id: string): Promise<LockedSharedRow | Missing>;
  writeToken(tx: Prisma.TransactionClient, id: string, token: string | null): Promise<unknown>;
  /** The token, or null while private, for a member who may view the row. */
  findToken(id: string): Promise<string | null>;
  /** The public page's path for a token (/t/…, /c/…). */
  path(token: string): string;
  notSharedMessage: string;
  activity: {
    kind: SharingActivityKind;
    /** The activity line for a change, by the actor, of the row named `name`. */
    summary(actorName: string, name: string, change: PublicLinkChange): string;
    /** The payload's fields naming the row (beyond the campaign every line belongs to). */
    payloadFields(id: string): Record<string, string>;
  };
}

type SharingActivityKind = Extract<ActivityKind, "TEAM_SHARED" | "CAMPAIGN_SHARED">;

export type SharePublicLinkResult<Missing> = { ok: true; token: string; wasAlreadyShared: boolean } | Missing;
export type RotatePublicLinkResult<Missing> = { ok: true; token: string } | ServiceFailure<"not-shared"> | Missing;
export type RevokePublicLinkResult<Missing> = { ok: true; wasAlreadyPrivate: boolean } | Missing;

/**
 * 32 random bytes (256 bits) in base64url (43 characters): the capability in a public link.
 * Stored as it is (not hashed, unlike invite tokens) because the owner's page shows the link and
 * its QR code again whenever those allowed to share it look; stopping or replacing it is the way
 * to take it back.
 */
export function newPublicToken(): string {
  return randomBytes(32).toString("base64url");
}

function isLocked(row: LockedSharedRow | ServiceFailure): row is LockedSharedRow {
  return !("ok" in row);
}

async function changeLink(
  tx: Prisma.TransactionClient,
  subject: PublicLinkSubject<ServiceFailure>,
  access: CampaignAccess,
  id: string,
  row: LockedSharedRow,
  change: PublicLinkChange,
  token: string | null,
) {
  await subject.writeToken(tx, id, token);
  const { kind, summary, payloadFields } = subject.activity;
  // Both kinds' payloads are { v, isPublic, isNewLink? } plus the fields naming the row; recordActivity parses it with the kind's schema.
  const payload = { v: 1, ...payloadFields(id), isPublic: token !== null, ...(change === "replaced" ? { isNewLink: true } : {}) } as ActivityPayload<SharingActivityKind>;
  await recordActivity(tx, { campaignId: access.campaignId, actor: access, kind, summary: summary(access.actorName, row.name, change), payload });
}

/** One change to the row's link in one transaction, on the row as its lock read it; Missing when it is not found. */
async function withLockedRow<Missing extends ServiceFailure, T>(
  subject: PublicLinkSubject<Missing>,
  access: CampaignAccess,
  id: string,
  change: (tx: Prisma.TransactionClient, row: LockedSharedRow) => Promise<T>,
): Promise<T | Missing> {
  return db.$transaction(async (tx) => {
    const row = await subject.lock(tx, access, id);
    return isLocked(row) ? change(tx, row) : row;
  });
}

/**
 * Gives the row a public read-only page: a new token if it has none, else the one it has (so a
 * double submit makes one link and one activity line).
 */
export async function sharePublicLink<Missing extends ServiceFailure>(
  subject: PublicLinkSubject<Missing>,
  access: CampaignAccess,
  id: string,
): Promise<SharePublicLinkResult<Missing>> {
  return withLockedRow(subject, access, id, async (tx, row) => {
    if (row.token) return { ok: true, token: row.token, wasAlreadyShared: true };
    const token = newPublicToken();
    await changeLink(tx, subject, access, id, row, "shared", token);
    return { ok: true, token, wasAlreadyShared: false };
  });
}

/**
 * Replaces a shared row's public link with a new one; the old link answers 404 at once (for a
 * link that went further than intended). not-shared: the row is private (nothing changes).
 */
export async function rotatePublicLink<Missing extends ServiceFailure>(
  subject: PublicLinkSubject<Missing>,
  access: CampaignAccess,
  id: string,
): Promise<RotatePublicLinkResult<Missing>> {
  return withLockedRow(subject, access, id, async (tx, row) => {
    if (!row.token) return { ok: false, code: "not-shared", message: subject.notSharedMessage } as const;
    const token = newPublicToken();
    await changeLink(tx, subject, access, id, row, "replaced", token);
    return { ok: true, token };
  });
}

/**
 * Makes the row private again: the token is cleared, so its public page answers 404 from the
 * next request on. Stopping twice is harmless and records one activity line.
 */
export async function revokePublicLink<Missing extends ServiceFailure>(
  subject: PublicLinkSubject<Missing>,
  access: CampaignAccess,
  id: string,
): Promise<RevokePublicLinkResult<Missing>> {
  return withLockedRow(subject, access, id, async (tx, row) => {
    if (!row.token) return { ok: true, wasAlreadyPrivate: true };
    await changeLink(tx, subject, access, id, row, "stopped", null);
    return { ok: true, wasAlreadyPrivate: false };
  });
}

/** What a share panel shows: whether the row is shared, and its link for those allowed to share. */
export type { PublicLinkStatus };

/**
 * The row's sharing state for a member who may view it. The link is built on the configured
 * address (lib/app-origin.ts): never from the request's Host or X-Forwarded-* headers, which the
 * client writes.
 */
export async function publicLinkStatus(subject: PublicLinkSubject<ServiceFailure>, id: string, canShare: boolean): Promise<PublicLinkStatus> {
  return publicLinkStatusOf(subject, await subject.findToken(id), canShare);
}

/** publicLinkStatus from a token already read (a page's cached data): the link itself only for a viewer who may share. */
export function publicLinkStatusOf(subject: PublicLinkSubject<ServiceFailure>, token: string | null, canShare: boolean): PublicLinkStatus {
  return { isShared: token !== null, publicUrl: token && canShare ? new URL(subject.path(token), appOrigin()).toString() : null };
}
