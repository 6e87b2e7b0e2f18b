import { z } from 'zod';

// Zod compiles a fast parser for each object schema with `new Function` where it may, and probes for that
// when the schema is made. The site's Content-Security-Policy allows no eval, so in the browser the probe
// is refused and reported as a violation. Every schema of the contract is made with this z, configured
// before the first of them exists (a module runs before the modules that import it).
z.config({ jitless: true });

export { z };
