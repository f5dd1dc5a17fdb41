// Passkeys (WebAuthn) as the stronger second factor (issue 14), with @simplewebauthn/server
// (docs/decisions/018-staff-second-factor.md). The relying party is the site itself: its id is PUBLIC_URL's
// host name and the only origin accepted is PUBLIC_URL's. Each ceremony's challenge is made here, kept in
// staff_passkey_challenges for 5 minutes and deleted by the one response that uses it, so an assertion can
// never be replayed; the library refuses a signature counter that does not move forward (a cloned key).
// A passkey never replaces the password: it is the second step after it, beside TOTP, which stays.
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import type { Db } from "../../../db/client.ts";
import {
  claimPasskeyChallenge,
  deletePasskeyOf,
  insertPasskey,
  recordPasskeyUse,
  replacePasskeyChallenge,
  selectPasskeysOf,
  type PasskeyPurpose,
  type StaffPasskeyRow,
} from "../repos/staff-passkeys.ts";
import { passkeyRegistrationSchema } from "../model/staff-schemas.ts";
import type { Fields } from "../../../domain/fields.ts";
import { parseValue } from "../../../platform/form-submission.ts";
import type { AuditOrigin } from "../../audit/index.ts";
import { recordStaffChange } from "./staff-audit.ts";

const CEREMONY_MINUTES = 5;
const RP_NAME = "Openhouse admin";

/** Who the browser must be talking to: PUBLIC_URL's host (rpID) and origin. */
export type RelyingParty = { rpID: string; origin: string };

export function relyingParty(publicUrl: string): RelyingParty {
  const url = new URL(publicUrl);
  return { rpID: url.hostname, origin: url.origin };
}

export type PasskeySummary = {
  id: number;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  synced: boolean;
};

export async function passkeysOf(db: Db, staffUserId: number): Promise<PasskeySummary[]> {
  return (await selectPasskeysOf(db, staffUserId)).map((row) => ({
    id: row.id,
    name: row.name,
    createdAt: row.createdAt,
    lastUsedAt: row.lastUsedAt,
    synced: row.deviceType === "multiDevice",
  }));
}

function descriptors(rows: StaffPasskeyRow[]) {
  return rows.map((row) => ({ id: row.credentialId, transports: row.transports }));
}

async function openCeremony(
  db: Db,
  staffUserId: number,
  purpose: PasskeyPurpose,
  challenge: string,
  now: Date,
): Promise<void> {
  await replacePasskeyChallenge(db, {
    staffUserId,
    purpose,
    challenge,
    expiresAt: new Date(now.getTime() + CEREMONY_MINUTES * 60_000),
  });
}

/** The challenge checker the library calls: true once, for the account's open, unexpired ceremony. */
function claimer(db: Db, staffUserId: number, purpose: PasskeyPurpose, now: Date) {
  return (challenge: string) => claimPasskeyChallenge(db, { staffUserId, purpose, challenge, now });
}

/** The WebAuthn user handle: the account's id, which says nothing about the person. */
function userHandle(staffUserId: number): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(`staff-${staffUserId}`);
}

export async function passkeyRegistrationOptions(
  db: Db,
  party: RelyingParty,
  staff: { id: number; email: string; name: string },
  now: Date = new Date(),
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const existing = await selectPasskeysOf(db, staff.id);
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: party.rpID,
    userName: staff.email,
    userDisplayName: staff.name || staff.email,
    userID: userHandle(staff.id),
    timeout: CEREMONY_MINUTES * 60_000,
    attestationType: "none",
    // The same authenticator twice would add nothing.
    excludeCredentials: descriptors(existing),
    authenticatorSelection: { residentKey: "preferred", userVerification: "preferred" },
  });
  await openCeremony(db, staff.id, "registration", options.challenge, now);
  return options;
}

export type RegisterPasskeyResult =
  | { kind: "added"; name: string }
  | { kind: "invalid"; errors: Record<string, string[]> }
  | { kind: "failed" };

export async function registerPasskey(
  db: Db,
  party: RelyingParty,
  staff: { id: number; email: string },
  fields: Fields,
  origin: AuditOrigin,
  now: Date = new Date(),
): Promise<RegisterPasskeyResult> {
  const parsed = parseValue(passkeyRegistrationSchema, fields);
  if (!parsed.ok) {
    return { kind: "invalid", errors: parsed.errors };
  }
  const response = parseJson<RegistrationResponseJSON>(parsed.data.passkey_response);
  if (!response) return { kind: "failed" };
  let verified;
  try {
    verified = await verifyRegistrationResponse({
      response,
      expectedChallenge: claimer(db, staff.id, "registration", now),
      expectedOrigin: party.origin,
      expectedRPID: party.rpID,
      // The password already proved who this is; the authenticator need only be present.
      requireUserVerification: false,
    });
  } catch {
    return { kind: "failed" };
  }
  if (!verified.verified) return { kind: "failed" };
  const { credential, credentialDeviceType, credentialBackedUp } = verified.registrationInfo;
  const row = await insertPasskey(db, {
    staffUserId: staff.id,
    credentialId: credential.id,
    publicKey: Buffer.from(credential.publicKey).toString("base64url"),
    counter: credential.counter,
    transports: credential.transports ?? [],
    deviceType: credentialDeviceType,
    backedUp: credentialBackedUp,
    name: parsed.data.name,
  });
  if (!row) return { kind: "failed" };
  await recordStaffChange(db, staff, staff.id, origin, {
    action: "staff.passkey-added",
    after: { passkeyId: row.id, name: row.name, synced: credentialDeviceType === "multiDevice" },
  });
  return { kind: "added", name: row.name };
}

/** Removes one of the account's own passkeys; TOTP and the recovery codes stay, so a way in always remains. */
export async function removePasskey(
  db: Db,
  staff: { id: number; email: string },
  passkeyId: number,
  origin: AuditOrigin,
): Promise<boolean> {
  const removed = Number.isInteger(passkeyId) ? await deletePasskeyOf(db, staff.id, passkeyId) : null;
  if (!removed) return false;
  await recordStaffChange(db, staff, staff.id, origin, {
    action: "staff.passkey-removed",
    before: { passkeyId: removed.id, name: removed.name },
  });
  return true;
}

/** Null when the account has no passkey: the sign-in page then offers only the code. */
export async function passkeySignInOptions(
  db: Db,
  party: RelyingParty,
  staffUserId: number,
  now: Date = new Date(),
): Promise<PublicKeyCredentialRequestOptionsJSON | null> {
  const passkeys = await selectPasskeysOf(db, staffUserId);
  if (passkeys.length === 0) return null;
  const options = await generateAuthenticationOptions({
    rpID: party.rpID,
    allowCredentials: descriptors(passkeys),
    timeout: CEREMONY_MINUTES * 60_000,
    userVerification: "preferred",
  });
  await openCeremony(db, staffUserId, "authentication", options.challenge, now);
  return options;
}

/**
 * Checks a passkey assertion (the browser's JSON) for this account: the passkey used, or null. Once it names
 * one of the account's passkeys, its challenge is spent whether the rest holds or not.
 */
export async function verifyPasskeyAssertion(
  db: Db,
  party: RelyingParty,
  staffUserId: number,
  responseJson: string,
  now: Date = new Date(),
): Promise<StaffPasskeyRow | null> {
  const response = parseJson<AuthenticationResponseJSON>(responseJson);
  if (!response || typeof response.id !== "string") return null;
  const passkey = (await selectPasskeysOf(db, staffUserId)).find((row) => row.credentialId === response.id);
  if (!passkey) return null;
  try {
    const verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: claimer(db, staffUserId, "authentication", now),
      expectedOrigin: party.origin,
      expectedRPID: party.rpID,
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(Buffer.from(passkey.publicKey, "base64url")),
        counter: passkey.counter,
        transports: passkey.transports,
      },
      // Second factor after the password: possession of the authenticator is what is proved.
      requireUserVerification: false,
    });
    if (!verified.verified) return null;
    const recorded = await recordPasskeyUse(db, passkey.id, {
      counter: verified.authenticationInfo.newCounter,
      backedUp: verified.authenticationInfo.credentialBackedUp,
      now,
    });
    return recorded ? passkey : null;
  } catch {
    return null;
  }
}

function parseJson<T>(text: string): T | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as T) : null;
  } catch {
    return null;
  }
}
