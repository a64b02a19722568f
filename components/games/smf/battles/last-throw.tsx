import { TextWithRuleRefs } from "@/components/ui/text-with-rule-refs";
import type { LastThrow } from "@/lib/games/smf/battles/explain-throws";

/**
 * What the latest throw did, right after it: the faces, then the rules' own lines for what they
 * count for and what follows ("4D [2,4,6,5] = 3 goals → +1 to the injury roll"). Every phone at
 * the table shows it, for app dice and typed dice alike. A live region, so it is read out too.
 */
export function LastThrowCard({ lastThrow }: { lastThrow: LastThrow | undefined }) {
  return (
    <div aria-live="polite" role="status">
      {lastThrow ? (
        <section aria-labelledby="last-throw-heading" data-last-throw className="flex flex-col gap-2 rounded-lg border-l-4 border-emerald-600 bg-emerald-50/60 p-3">
          <h2 id="last-throw-heading" className="text-sm font-bold tracking-wide text-stone-700 uppercase">
            {lastThrow.throws.length === 1 ? "What the dice did" : `What the dice did (${lastThrow.throws.length} throws)`}
          </h2>
          <ol className="flex flex-col gap-2 text-sm">
            {lastThrow.throws.map((t) => (
              <li key={t.sequence} className="flex flex-col gap-0.5">
                <p className="text-stone-700">
                  {t.label} <span className="font-mono font-semibold text-ink">[{t.faces.join(", ")}]</span>
                  {lastThrow.source === "PHYSICAL" ? " · typed" : ""}
                </p>
                {t.lines.length > 0 ? (
                  t.lines.map((line, i) => (
                    <p key={i} className="font-semibold text-ink">
                      <TextWithRuleRefs text={line} />
                    </p>
                  ))
                ) : (
                  <p className="text-stone-700">Counted; what it decides shows after the next throw.</p>
                )}
              </li>
            ))}
          </ol>
          <p className="text-xs text-stone-600">Thrown by {lastThrow.actorName}.</p>
        </section>
      ) : null}
    </div>
  );
}
