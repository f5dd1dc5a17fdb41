// What both send-to-a-friend suites start: a server on its own database (the shared server's dispatcher would
// otherwise send this server's outbox, to files, not to this SMTP server) with SMTP_URL pointing at a real SMTP
// test server and reCAPTCHA v2 verified by a local siteverify where only HUMAN is a person; and the listing sent.
import { and, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { properties } from "../../db/schema.ts";
import { startTestServer } from "../setup/test-server.ts";
import { startSmtpTestServer } from "../support/smtp.ts";
import { recaptchaEnv, startSiteverify } from "./leads-fixtures.ts";

export type SendToFriendEnv = Awaited<ReturnType<typeof startSendToFriendEnv>>;

export async function startSendToFriendEnv(env: Record<string, string> = {}) {
  const smtp = await startSmtpTestServer();
  const siteverify = await startSiteverify();
  const app = await startTestServer(
    { SMTP_URL: smtp.url, ...recaptchaEnv(siteverify.url), ...env },
    { ownDatabase: true },
  );
  return {
    app,
    smtp,
    propertyId: await saleListingId(app.services.db),
    async stop() {
      await app.stop();
      await smtp.stop();
      await new Promise((resolve) => siteverify.server.close(resolve));
    },
  };
}

/** A listing for sale that is on the site. */
async function saleListingId(db: Db): Promise<number> {
  const [row] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(ne(properties.status, "withdrawn"), eq(properties.channel, "sales")))
    .limit(1);
  return row!.id;
}
