import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = fileURLToPath(new URL(".", import.meta.url));

// Two projects: `unit` (pure code, no database) and `integration` (a real Postgres,
// started by scripts/launch.ts, which sets DATABASE_URL before Vitest runs).
export default defineConfig({
  resolve: {
    alias: {
      "@": root,
      // Services import "server-only" to keep them out of client bundles; under Vitest (plain Node)
      // its server build is the empty module.
      "server-only": `${root}node_modules/server-only/empty.js`,
      // Next resolves next/dynamic in the App Router to its React.lazy version (rendered on the server,
      // awaited by an async render); plain Node would get the pages router's, which renders nothing there.
      "next/dynamic": `${root}node_modules/next/dist/api/app-dynamic.js`,
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["lib/**/*.test.ts", "scripts/**/*.test.ts", "components/**/*.test.ts"],
          exclude: ["**/*.int.test.ts", "node_modules/**"],
          benchmark: { include: ["lib/**/*.bench.ts"] },
          environment: "node",
          // Speed is measured by benchmarks, never by a test's clock: on a loaded 2-core machine a
          // test that takes 1 s idle (the exact-odds simulations, the first lint) can take several
          // times that, and must not fail by chance.
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          // The fast reliability tests (authorization matrix, fuzzing, round trips) run here too.
          include: ["tests/integration/**/*.test.ts", "tests/games/**/*.test.ts", "tests/reliability/fast/**/*.test.ts"],
          environment: "node",
          setupFiles: ["tests/integration/setup.ts"],
          // One database per run; files share it, so they run one at a time.
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: "reliability",
          // `npm run test:reliability`: the fast ones and the slow ones (50-way races, crashes).
          include: ["tests/reliability/**/*.test.ts"],
          environment: "node",
          setupFiles: ["tests/integration/setup.ts"],
          fileParallelism: false,
          testTimeout: 300_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
