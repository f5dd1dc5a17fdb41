// Users as the spec's calls show them (spec §3 "User", §7 "User and session").
import { eq } from "drizzle-orm";
import { users } from "../db/schema.ts";
import type { Services } from "./index.ts";
import type { RequestSession } from "./session.ts";

export type UserPayload = {
  user: null | {
    user_id: number;
    title: string | null;
    first_name: string;
    last_name: string;
    email: string;
    house_name: string | null;
    house_number: string | null;
    street_address: string | null;
    address_2: string | null;
    locality: string | null;
    town: string | null;
    county: string | null;
    postcode: string | null;
    tel_home: string | null;
    tel_mobile: string | null;
    is_opted_in_to_marketing: boolean;
  };
  authenticity_token: string;
};

export async function currentUserPayload(services: Services, session: RequestSession): Promise<UserPayload> {
  const userId = await session.userId();
  const row = userId
    ? (await services.db.select().from(users).where(eq(users.id, userId)).limit(1))[0]
    : undefined;
  return {
    user: row
      ? {
          user_id: row.id,
          title: row.title,
          first_name: row.firstName,
          last_name: row.lastName,
          email: row.email,
          house_name: row.houseName,
          house_number: row.houseNumber,
          street_address: row.streetAddress,
          address_2: row.address2,
          locality: row.locality,
          town: row.town,
          county: row.county,
          postcode: row.postcode,
          tel_home: row.telHome,
          tel_mobile: row.telMobile,
          is_opted_in_to_marketing: row.isOptedInToMarketing,
        }
      : null,
    authenticity_token: session.authenticityToken,
  };
}
