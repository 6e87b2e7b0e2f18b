/**
 * Zod compiles a fast parser for object schemas with `new Function` when it can, and probes for that
 * when its first object schema is made. The site's Content-Security-Policy (firebase.json) allows no
 * eval, so the probe is refused and reported as a policy violation. `jitless` skips probe and compiler.
 * Zod reads this global when it loads, and keeps using the same object, so this must run before any
 * schema is made: main.tsx imports it first (zod itself only arrives with later chunks).
 */
const zodGlobal = globalThis as typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };
(zodGlobal.__zod_globalConfig ??= {}).jitless = true;

export {};
