import { z } from 'zod';

// In a browser, zod 4 probes `new Function` while building object schemas; under a CSP without
// 'unsafe-eval' (the site's) that probe is reported as a violation. Imported first by contracts.ts so it
// runs before any schema is built; servers keep zod's faster compiled parsers.
if (typeof window !== 'undefined' && typeof document !== 'undefined') z.config({ jitless: true });
