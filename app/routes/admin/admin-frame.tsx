// The header and main landmark of every back-office page; signed in, the header also holds the navigation
// and the sign-out button (layout.tsx).
import { ADMIN_HOME_PATH } from "../../../domain/admin/admin-urls.ts";
import { TokenInput } from "./admin-form.tsx";
import { ExpiredFormMessage, KeptInputContext, type KeptInput } from "./kept-input.tsx";

/** A refused post shown again (server/expired-admin-form.ts): the message, and what was typed. */
export type ExpiredFormView = { show: boolean; kept: KeptInput | null };

export function AdminFrame({
  children,
  nav,
  notice,
  expiredForm,
  brand = { href: ADMIN_HOME_PATH, label: "Back office" },
}: {
  children: React.ReactNode;
  nav?: React.ReactNode;
  /** What every page opens with, above the page's own content (the support access notice, support-notice.tsx). */
  notice?: React.ReactNode;
  expiredForm?: ExpiredFormView;
  /** The header's first link: the back office's, or the operators' console's (app/routes/console). */
  brand?: { href: string; label: string };
}) {
  return (
    <>
      <header className="border-b border-black/20 bg-white px-4 py-3">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-2">
          <a href={brand.href} className="font-semibold">
            {brand.label}
          </a>
          {nav}
        </div>
      </header>
      {/* A fieldset is as wide as its widest content by default (min-width: min-content): at 320 px the branch
          form's fieldsets pushed the page sideways. A long word (an email address on the account page) breaks
          rather than widen the page. */}
      <main
        id="main"
        tabIndex={-1}
        className="min-w-0 flex-1 [overflow-wrap:anywhere] focus:outline-none [&_fieldset]:min-w-0"
      >
        {notice}
        <ExpiredFormMessage show={Boolean(expiredForm?.show)} />
        <KeptInputContext value={expiredForm?.kept ?? null}>{children}</KeptInputContext>
      </main>
    </>
  );
}

/** Who is signed in, and the sign-out form: the back office's and the operators' console's alike. */
export function SignedInAs({ who, token, signOutPath }: { who: string; token: string; signOutPath: string }) {
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <span data-signed-in-as className="break-all">
        {who}
      </span>
      <form method="post" action={signOutPath}>
        <TokenInput token={token} />
        <button type="submit" className="rounded border border-black px-3 py-1">
          Sign out
        </button>
      </form>
    </div>
  );
}
