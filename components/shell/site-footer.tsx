export function SiteFooter() {
  return (
    <footer className="border-t border-stone-300 bg-stone-100 text-sm text-stone-700">
      <div className="mx-auto max-w-5xl px-4 py-4">
        <p>Longbox keeps your superhero skirmish campaign: teams, battles, story points and the dice behind them.</p>
        <p className="mt-1">
          <a href="/api/health" className="underline underline-offset-2">
            Service status
          </a>
        </p>
      </div>
    </footer>
  );
}
