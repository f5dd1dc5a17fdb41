import { defineConfig } from "drizzle-kit";

// Only `drizzle-kit generate` is used: it works offline, and migrations are applied by the app on start.
export default defineConfig({
  dialect: "postgresql",
  schema: "./db/schema.ts",
  out: "./db/migrations",
});
