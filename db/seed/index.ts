// Placeholder until the demo agency generator lands: seeds nothing.
import type { Db } from "../client.ts";

export type SeedOptions = { listings: number; mediaDir: string; log?: (message: string) => void };

export async function seedIfEmpty(_db: Db, _options: SeedOptions): Promise<void> {}
