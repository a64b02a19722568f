/**
 * Integration tests run against a real Postgres that scripts/launch.ts provides: a fresh,
 * uniquely named database (embedded PostgreSQL, or on the server of DATABASE_URL), migrated
 * once per run and dropped afterwards.
 */
const url = process.env.DATABASE_URL;
if (!url) throw new Error("Run integration tests with `npm run test:integration` (it provides the database).");
const { hostname, pathname } = new URL(url);
if (!["localhost", "127.0.0.1", "::1", "[::1]"].includes(hostname) && process.env.LONGBOX_ALLOW_REMOTE_TEST_DB !== "1") {
  throw new Error(`Refusing to run integration tests against a non-local database (${hostname}).`);
}
if (!pathname.startsWith("/longbox_test_")) {
  throw new Error(`Refusing to run integration tests against ${pathname.slice(1)}: test databases are named longbox_test_*.`);
}
