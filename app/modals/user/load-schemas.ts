// The user forms' shared zod schemas (modules/accounts/model/schemas.ts), loaded on first submit so no page's first
// render needs zod (the CSP/jitless setup of app/zod-config.ts must run before any schema is built).
export async function loadAccountSchemas() {
  await import("../../zod-config.ts");
  return import("../../../modules/accounts/model/schemas.ts");
}
