// Zod otherwise probes `new Function` to compile parsers, which the Content-Security-Policy refuses
// (no 'unsafe-eval'; server/src/platform/http/security-headers.ts) and reports as a violation.
//
// Set through the object zod keeps its configuration in (`globalThis.__zod_globalConfig`, which
// `z.config()` writes to and every zod copy reads from) rather than by calling `z.config()` here:
// importing zod would put all of it (26 KB gzipped) into the landing page's first download, while
// only lazy pages parse with it (docs/performance.md). Imported first by main.tsx, so it runs
// before any schema is built; the browser tests fail on any CSP violation, so a zod release that
// stops reading it is caught.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig ??= {};
zodGlobal.__zod_globalConfig.jitless = true;
