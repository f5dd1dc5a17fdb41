// One sign-in for two kinds of account (issue 44 item 6): an agency's staff and the install's operators sign in
// the same way — a password, then a second factor that cannot be skipped, throttled per account and address, a
// 5-minute pending cookie between the steps, a session cookie of their own, a one-time set-up link that enrols
// TOTP and hands out recovery codes — so that code is written once (staff-sign-in.ts, staff-sessions.ts,
// staff-setup.ts) over a realm: the accounts' own tables (their repos) and names (cookies, throttle keys, audit
// actions). The staff realm is staff-realm.ts; the operators' is modules/operators/.
import type { Db } from "../../../db/client.ts";
import type { AuditOrigin } from "../../audit/index.ts";
import type { RelyingParty } from "./staff-passkeys.ts";

/** What the shared sign-in reads of an account. */
export type RealmAccount = {
  id: number;
  email: string;
  name: string;
  /** Null until the set-up link has been used. */
  passwordHash: string | null;
  totpSecret: string | null;
  totpEnabledAt: Date | null;
  disabledAt: Date | null;
};

/** A change to an account as the audit log keeps it. */
export type AccountChange = { action: string; before?: unknown; after?: unknown };

export type SessionRowInput = {
  idHash: string;
  accountId: number;
  now: Date;
  expiresAt: Date;
  ip: string | null;
  userAgent: string | null;
};

/** The one-time links of a realm: set-up links, and (staff) password-reset links. */
export type LinkPurpose = "set-up" | "password-reset";

export type AccountRealm<Account extends RealmAccount = RealmAccount> = {
  /**
   * `staff` or `operator`: its cookies are `oh_{name}` and `oh_{name}_pending`, its throttle keys `{name}:EMAIL`
   * and its audit actions `{name}.sign-in` …, so neither realm's cookie or count is ever taken for the other's.
   */
  name: "staff" | "operator";
  /** The issuer authenticator apps show beside the account. */
  totpIssuer: string;
  /** The path of a set-up link's page. */
  setupPath: (token: string) => string;
  accounts: {
    byEmail(db: Db, email: string): Promise<Account | null>;
    byId(db: Db, id: number): Promise<Account | null>;
    /** Records `step` as the last TOTP step used if it is later than the last: true for the one that wins. */
    claimTotpStep(db: Db, id: number, step: number): Promise<boolean>;
    markSignedIn(db: Db, id: number, now: Date): Promise<void>;
    setPendingTotpSecret(db: Db, id: number, secret: string): Promise<void>;
    completeSetup(
      db: Db,
      id: number,
      values: { passwordHash: string; totpStep: number; now: Date },
    ): Promise<void>;
  };
  recoveryCodes: {
    replace(db: Db, accountId: number, codeHashes: string[]): Promise<void>;
    /** Spends an unused code: true for the one request that wins. */
    claim(db: Db, accountId: number, codeHash: string, now: Date): Promise<boolean>;
    countUnused(db: Db, accountId: number): Promise<number>;
  };
  links: {
    insert(
      db: Db,
      link: { accountId: number; tokenHash: string; expiresAt: Date; purpose: LinkPurpose },
    ): Promise<void>;
    usable(
      db: Db,
      tokenHash: string,
      now: Date,
      purpose: LinkPurpose,
    ): Promise<{ id: number; accountId: number } | null>;
    claim(db: Db, id: number, now: Date): Promise<boolean>;
    retireOf(db: Db, accountId: number, now: Date): Promise<void>;
  };
  sessions: {
    insert(db: Db, session: SessionRowInput): Promise<void>;
    /** The live session's account (not disabled), or null. */
    live(db: Db, idHash: string, now: Date, idleSince: Date): Promise<Account | null>;
    touch(db: Db, idHash: string, now: Date, before: Date): Promise<void>;
    delete(db: Db, idHash: string): Promise<void>;
  };
  /** Passkeys as a second factor (staff only: they are bound to the agency's own address). */
  passkeys?: {
    has(db: Db, accountId: number): Promise<boolean>;
    verify(
      db: Db,
      party: RelyingParty,
      accountId: number,
      assertion: string,
      now: Date,
    ): Promise<{ id: number; name: string } | null>;
  };
  /** The audit row of a change to `accountId` by `actor` (null: the command line, or no one signed in). */
  audit(
    db: Db,
    actor: { id: number; email: string } | null,
    accountId: number,
    origin: AuditOrigin,
    change: AccountChange,
  ): Promise<void>;
};
