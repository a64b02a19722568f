import type { Metadata } from "next";
import Link from "next/link";
import { InlineActionForm } from "@/components/campaigns/inline-action-form";
import { leaveCampaignAction } from "@/lib/actions/leave-campaign-action";
import { REPORT_CONFIRMATION_LABELS, TEAM_CONTROL_LABELS } from "@/lib/schemas/campaign";
import { ROLE_LABELS } from "@/lib/schemas/campaign-role";
import { requireUser } from "@/lib/server/auth/current-user";
import { can } from "@/lib/authz/permissions";
import { gameScreens } from "@/components/games/registry";
import { hasGamePage, rosterWords, usesGenericBattlePage } from "@/lib/game-contract/campaign-pages";
import { loadDashboard } from "./_data/load-dashboard";
import { DateTime } from "@/components/ui/date-time";

export const metadata: Metadata = { title: "Campaign" };

export default async function CampaignPage({ params }: { params: Promise<{ campaignId: string }> }) {
  const { campaignId } = await params;
  const user = await requireUser(`/campaigns/${campaignId}`);
  const { access, campaign, members, teams, archivedTeams, activity, hasCampaignFile, game } = await loadDashboard(user.id, campaignId);
  // The game's parts of the page; a system without pages of its own (one registered by tests) shows the generic page alone.
  const screens = await gameScreens(access.gameSystem);
  const parts = screens?.parts;
  // One active team per member (lib/server/teams/create-team.ts): offer the button only to those without one.
  // A game without a roster has no teams to found; one without battle pages offers none.
  const canCreateTeam = Boolean(game.roster) && can(access.role, "team:create") && !teams.some((team) => team.ownerId === access.userId) && !campaign.archivedAt;
  // A result-only game without pages of its own plays its battles on the generic battles page.
  const newBattleHref = hasGamePage(game, "newBattle") ? `/campaigns/${campaignId}/battles/new` : usesGenericBattlePage(game) ? `/campaigns/${campaignId}/battles` : null;
  const canRecordBattle = newBattleHref !== null && can(access.role, "battle:create") && !campaign.archivedAt && !campaign.finishedAt;
  const words = rosterWords(game);
  // A campaign nobody else has joined yet: the next step is bringing the group in.
  const shouldSuggestInvite = members.length === 1 && can(access.role, "invite:create") && !campaign.archivedAt && !campaign.finishedAt;

  return (
    <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
      <h1 className="text-3xl font-black lg:col-span-2">{campaign.name}</h1>
      {shouldSuggestInvite ? (
        <section aria-labelledby="invite-heading" className="flex flex-col items-start gap-2 rounded-lg border border-brand-700 bg-white p-4 lg:col-span-2">
          <h2 id="invite-heading" className="text-xl font-bold">
            Invite your group
          </h2>
          <p className="text-stone-700">No one else is in this campaign yet. Make an invite link for each player and send it to them.</p>
          <Link href={`/campaigns/${campaignId}/members`} className="rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800">
            Invite players
          </Link>
        </section>
      ) : null}
      <div className="flex flex-col gap-8">
        <section aria-labelledby="standings-heading" className="flex flex-col gap-3">
          <h2 id="standings-heading" className="text-xl font-bold">
            {game.standings ? "Standings" : words.many}
          </h2>
          {parts ? <parts.Standings campaignId={campaignId} campaign={campaign} rows={teams} archived={archivedTeams} /> : null}
          {/* A game without standings of its own lists its sides here; one with them draws them itself. */}
          {!parts && teams.length > 0 ? (
            <ul className="flex flex-col gap-1">
              {teams.map((team) => (
                <li key={team.teamId} className="break-words">
                  {/* Linked to its page when the game draws one (an SHSA hero's sheet). */}
                  {hasGamePage(game, "team") ? (
                    <Link href={`/campaigns/${campaignId}/teams/${team.teamId}`} className="font-semibold text-brand-700 underline underline-offset-4">
                      {team.name}
                    </Link>
                  ) : (
                    team.name
                  )}{" "}
                  <span className="text-sm text-stone-600">({team.ownerName})</span>
                </li>
              ))}
            </ul>
          ) : null}
          {(hasGamePage(game, "battleList") || usesGenericBattlePage(game)) && teams.length >= 2 ? (
            <p className="flex flex-wrap gap-x-4 gap-y-2">
              {canRecordBattle ? (
                <Link href={newBattleHref} className="rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800">
                  Record a battle
                </Link>
              ) : null}
              <Link href={`/campaigns/${campaignId}/battles`} className="py-2.5 font-semibold text-brand-700 underline underline-offset-4">
                All battles
              </Link>
            </p>
          ) : null}
          {canCreateTeam ? (
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
              <Link href={`/campaigns/${campaignId}/teams/new`} className="rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800">
                Create your {words.one}
              </Link>
              {/* A system that reads no team files (its forces are loaded in their builder) offers no import page. */}
              {hasGamePage(game, "importTeam") ? (
                <Link href={`/campaigns/${campaignId}/teams/import`} className="font-semibold text-brand-700 underline underline-offset-4">
                  Import a team from JSON
                </Link>
              ) : null}
            </div>
          ) : null}
        </section>

        {game.sessions ? (
          <section aria-labelledby="sessions-heading" className="flex flex-col gap-3">
            <h2 id="sessions-heading" className="text-xl font-bold">
              Sessions
            </h2>
            <p className="text-stone-700">{game.sessions.kinds.map((kind) => kind.many).join(", ")}: the record of what the group played.</p>
            <p>
              <Link href={`/campaigns/${campaignId}/sessions`} className="rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800">
                {can(access.role, "session:record") && !campaign.archivedAt ? "Record a session" : "All sessions"}
              </Link>
            </p>
          </section>
        ) : null}

        <section aria-labelledby="activity-heading" className="flex flex-col gap-3">
          <h2 id="activity-heading" className="text-xl font-bold">
            Recent activity
          </h2>
          <ol className="flex flex-col gap-2">
            {activity.map((event) => (
              <li key={event.id} className="flex flex-col text-sm sm:flex-row sm:gap-3">
                <DateTime at={event.createdAt} className="shrink-0 text-stone-600" />
                <span>{event.summary}</span>
              </li>
            ))}
          </ol>
        </section>
      </div>

      <div className="flex flex-col gap-8">
        <section aria-labelledby="settings-heading" className="flex flex-col gap-3">
          <h2 id="settings-heading" className="text-xl font-bold">
            Settings
          </h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            {parts ? <parts.SettingsSummary campaign={campaign} /> : null}
            <dt className="font-semibold">Reports</dt>
            <dd>{REPORT_CONFIRMATION_LABELS[campaign.reportConfirmation]}</dd>
            <dt className="font-semibold">Who rolls and chooses</dt>
            <dd>{TEAM_CONTROL_LABELS[campaign.teamControl]}</dd>
            <dt className="font-semibold">Dice</dt>
            <dd>{campaign.appDiceOnly ? "App dice only" : "App dice or typed-in physical dice"}</dd>
            <dt className="font-semibold">Options</dt>
            <dd>{campaign.optionsLockedAt ? "Locked by the first battle" : "Open until the first battle"}</dd>
          </dl>
          {/* A system that writes no campaign file (its loader says) offers no download. */}
          {hasCampaignFile ? (
            <>
              {/* A plain link, not next/link: the route answers with a file download, not a page. */}
              <a href={`/campaigns/${campaignId}/export`} download className="self-start text-sm font-semibold text-brand-700 underline underline-offset-4">
                Export campaign (JSON)
              </a>
              <p className="text-sm text-stone-600">
                Everything needed to rebuild it: settings, teams and rosters, battles, the roll log and the points ledger; people by name only (no email addresses). Import it from
                the campaigns page to make a copy.
              </p>
            </>
          ) : null}
        </section>

        <section aria-labelledby="members-heading" className="flex flex-col gap-3">
          <h2 id="members-heading" className="text-xl font-bold">
            Members
          </h2>
          <ul className="flex flex-col gap-1 text-sm">
            {members.map((member) => (
              <li key={member.userId}>
                <span className="font-semibold">{member.name}</span> · {ROLE_LABELS[member.role]}
              </li>
            ))}
          </ul>
          <InlineActionForm
            action={leaveCampaignAction}
            hidden={{ campaignId }}
            submitLabel="Leave campaign"
            pendingLabel="Leaving…"
            tone="danger"
            confirmMessage="Leave this campaign? Your teams stay in it."
          />
        </section>
      </div>
    </div>
  );
}
