// The server Playwright drives (playwright.config.ts webServer): fixed port, fresh data, stops with its parent.
import { startTestServer } from "./test-server.ts";

const server = await startTestServer({ PORT: process.env.E2E_PORT ?? "4173" });
console.log(`e2e server ready at ${server.baseUrl}`);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => void server.stop().then(() => process.exit(0)));
}
