// Removes the run's seeded templates (playwright.config.ts makes the folder).
import { rmSync } from "node:fs";
import { TEMPLATES_ENV } from "./seeded-template.ts";

export default function teardown() {
  const templates = process.env[TEMPLATES_ENV];
  if (templates) rmSync(templates, { recursive: true, force: true });
}
