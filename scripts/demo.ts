/**
 * `npm run demo`: demo accounts, a demo campaign with two teams of the book's sample characters
 * and three battles, made through the app's own services; then prints how to sign in and the
 * demo team's public link. Safe to run again: it creates only what is missing (scripts/demo/).
 *
 *   node --import tsx scripts/demo.ts      (DATABASE_URL from the launcher; PORT / APP_URL for links)
 */
import "./demo/allow-server-only";

async function main() {
  // Loaded after the line above has taught the resolver about "server-only".
  const { runDemo, formatDemoDetails } = await import("./demo/run-demo");
  const { db } = await import("@/lib/server/db");
  try {
    const details = await runDemo({ onCreated: (event) => console.log(`[demo] ${event.summary}`) });
    console.log(formatDemoDetails(details));
  } finally {
    await db.$disconnect();
  }
}

main().catch((error: unknown) => {
  console.error(`[demo] ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
