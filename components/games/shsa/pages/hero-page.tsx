import { PrintButton } from "@/components/character-card/print-button";
import { AddRelationshipForm, PendingChangeForm, RelationshipTaskForm, SheetChangeForm } from "@/components/games/shsa/client";
import { RELATIONSHIP_TYPES } from "@/lib/rules/shsa";
import { HeroSheetView } from "@/components/games/shsa/sheet/hero-sheet";
import { TeamSharePanel } from "@/components/teams/team-share-panel";
import { DateTime } from "@/components/ui/date-time";
import { loadShsaHeroPage } from "@/lib/games/shsa/server/pages/load-hero-page";
import { requireUser } from "@/lib/server/auth/current-user";

const show = (value: string | number | boolean | null) => (value === null ? "none" : String(value));

/**
 * An SHSA hero's page: its sheet (printable), the change form for its player and the runners, and
 * its history, each change with its reason.
 */
export async function ShsaHeroPage({ params }: { params: Promise<{ campaignId: string; teamId: string }> }) {
  const { campaignId, teamId } = await params;
  const user = await requireUser(`/campaigns/${campaignId}/teams/${teamId}`);
  const hero = await loadShsaHeroPage(user.id, campaignId, teamId);
  return (
    <div className="flex min-w-0 flex-col gap-8">
      <p className="hidden text-lg font-bold print:block">
        {hero.sheet.name} · {hero.campaignName}
      </p>
      <div className="flex flex-col gap-3 print:hidden">
        <h1 className="text-3xl font-black break-words">{hero.sheet.name}</h1>
        <p className="text-stone-700">
          Played by {hero.playerName}
          {hero.isOwner ? " (you)" : ""}
          {hero.isArchived ? " · archived" : ""}
        </p>
        <p>
          Condition: <strong data-hero-condition>{hero.condition}</strong>
        </p>
        <div className="flex flex-wrap gap-3">
          <PrintButton>Print the sheet</PrintButton>
        </div>
      </div>
      <HeroSheetView sheet={hero.sheet} />
      {hero.pending.length > 0 ? (
        <section aria-labelledby="pending-changes-heading" className="flex flex-col gap-3" data-pending-changes>
          <h2 id="pending-changes-heading" className="text-xl font-bold">
            Pending changes
          </h2>
          <p className="text-stone-700 print:hidden">Rolled on the change table for what the sheet does not hold: apply each to the hero, then mark it applied.</p>
          <ul className="flex flex-col gap-4">
            {hero.pending.map((pending) => (
              <li key={pending.id} className="flex flex-col gap-2 border-b border-stone-200 pb-3">
                <p className="font-semibold break-words">{pending.text}</p>
                <p className="text-sm break-words text-stone-700">{pending.from}</p>
                {hero.canEdit ? (
                  <div className="print:hidden">
                    <PendingChangeForm teamId={teamId} pendingId={pending.id} label={pending.text} />
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="relationships-heading" className="flex flex-col gap-4">
        <h2 id="relationships-heading" className="text-xl font-bold">
          Relationships
        </h2>
        {hero.sheet.relationships.length === 0 ? (
          <p className="text-stone-700">No relationships yet.</p>
        ) : (
          <ul className="flex flex-col gap-1" data-relationship-board>
            {hero.sheet.relationships.map((relationship) => (
              <li key={relationship.id} className="flex flex-wrap items-baseline justify-between gap-2 border-b border-stone-200 py-1">
                <span className="font-semibold break-words">{relationship.with}</span>
                <span className="text-sm text-stone-700">
                  {RELATIONSHIP_TYPES.find((type) => type.id === relationship.type)?.name} · {relationship.value > 0 ? `+${relationship.value}` : relationship.value}
                  {relationship.isActive ? "" : " · ended"}
                </span>
              </li>
            ))}
          </ul>
        )}
        {hero.canResolve ? (
          <div className="flex flex-col gap-8 print:hidden">
            <RelationshipTaskForm teamId={teamId} relationships={hero.sheet.relationships} settings={hero.taskSettings} />
          </div>
        ) : null}
        {hero.canEdit ? (
          <div className="print:hidden">
            <AddRelationshipForm teamId={teamId} />
          </div>
        ) : null}
      </section>
      {hero.canEdit ? (
        <div className="print:hidden">
          <SheetChangeForm teamId={teamId} />
        </div>
      ) : null}
      <div className="print:hidden">
        <TeamSharePanel
          teamId={teamId}
          teamName={hero.sheet.name}
          status={hero.share}
          canShare={hero.canShare}
          publicContents="its sheet and relationships (not who knows a secret identity, nor a secret base)"
          noun="hero"
        />
      </div>
      <section aria-labelledby="hero-history-heading" className="flex flex-col gap-2">
        <h2 id="hero-history-heading" className="text-xl font-bold">
          History
        </h2>
        {hero.history.length === 0 ? (
          <p className="text-stone-700">No changes yet.</p>
        ) : (
          <ol className="flex flex-col gap-2">
            {hero.history.map((line, index) => (
              <li key={index} className="border-b border-stone-200 pb-2 break-words">
                <span className="font-semibold">{line.field}</span> {show(line.before)} → {show(line.after)} · {line.reason.replace(/-/g, " ")}
                {line.note ? ` · ${line.note}` : ""}
                <span className="block text-sm text-stone-700">
                  {line.by}, <DateTime at={line.at} />
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
