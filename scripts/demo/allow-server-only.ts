import Module from "node:module";
import path from "node:path";

/**
 * App services start with `import "server-only"`, whose default export throws so that a client
 * bundle can never include them. The demo is a server process, so it gets the package's empty
 * module, as Next does for server code and vitest.config.ts does for the integration tests.
 *
 * Why not `node --conditions=react-server`: that condition also swaps in React's server build,
 * which has no createContext, and lib/server/authz imports next/navigation, which needs it.
 * Why patching the resolver: tsx compiles this project's .ts files to CommonJS, and Node 20's
 * module.register() hooks only reach ES module imports, not require().
 */
const EMPTY_MODULE = path.join(__dirname, "..", "..", "node_modules", "server-only", "empty.js");

type Resolver = (request: string, ...rest: unknown[]) => string;
const moduleInternals = Module as unknown as { _resolveFilename: Resolver };
const resolve = moduleInternals._resolveFilename;
moduleInternals._resolveFilename = function resolveServerOnly(this: unknown, request: string, ...rest: unknown[]) {
  return resolve.call(this, request === "server-only" ? EMPTY_MODULE : request, ...rest);
};
