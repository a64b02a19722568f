import type { Metadata } from "next";
import Link from "next/link";
import { RollIssueFilter } from "@/components/rolls/roll-issue-filter";
import { RollLogList } from "@/components/rolls/roll-log-list";
import { parsePositiveInt } from "@/lib/journal/page-cursor";
import { requireUser } from "@/lib/server/auth/current-user";
import { loadRollLog } from "./_data/load-roll-log";

export const metadata: Metadata = { title: "Roll log" };

type Props = { params: Promise<{ campaignId: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * The campaign's roll log: every die Longbox recorded, newest first, numbered in the order they
 * were made, so anyone can check that no roll was redone.
 */
export default async function RollLogPage({ params, searchParams }: Props) {
  const { campaignId } = await params;
  const query = await searchParams;
  const beforeSequence = parsePositiveInt(query.before);
  const issue = parsePositiveInt(query.issue);
  const user = await requireUser(`/campaigns/${campaignId}/rolls`);
  const { page, issues, hasJournal } = await loadRollLog(user.id, campaignId, { beforeSequence, issue });
  const path = `/campaigns/${campaignId}/rolls`;
  const older = page.nextBeforeSequence !== null ? `${path}?${new URLSearchParams({ ...(issue ? { issue: String(issue) } : {}), before: String(page.nextBeforeSequence) })}` : null;

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-black">Roll log</h1>
        <p className="text-stone-700">
          Every roll of the campaign, newest first. “App” rolls came from Longbox’s server dice; “Typed in” rolls are real dice a player entered. A roll is never redone: each keeps
          its number.
          {hasJournal ? (
            <>
              {" "}
              The stories they wrote are in the{" "}
              <Link href={`/campaigns/${campaignId}/journal`} className="font-semibold text-brand-700 underline underline-offset-4">
                journal
              </Link>
              .
            </>
          ) : null}
        </p>
      </div>
      {issues.length > 0 ? <RollIssueFilter action={path} issues={issues} selected={issue} /> : null}
      {page.rolls.length === 0 ? (
        <p className="text-stone-700">{beforeSequence || issue ? "No rolls here." : "No rolls yet: they appear as the campaign is played."}</p>
      ) : (
        <RollLogList rolls={page.rolls} />
      )}
      {older ? (
        <Link href={older} className="self-start font-semibold text-brand-700 underline underline-offset-4">
          Older rolls
        </Link>
      ) : null}
    </div>
  );
}
