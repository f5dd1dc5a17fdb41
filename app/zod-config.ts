// The page's Content-Security-Policy has no 'unsafe-eval' (platform/content-security-policy.ts). zod compiles
// object parsers with `new Function` unless told not to, and its probe for that is reported by the browser as
// a policy violation. The setting is read when a schema is built, so this module must be imported first, before
// anything that builds schemas (the first import of app/root.tsx). The server keeps the faster compiled path.
import { z } from "zod";

if (typeof document !== "undefined") z.config({ jitless: true });
