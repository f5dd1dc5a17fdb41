// The line at the top of every signed-in back-office page while the owner's support grant is in force (issue 44
// item 6; modules/staff supportNoticeFor decides who sees which). In the page's flow, not sticky, so it never
// covers what has the focus; a plain paragraph, not a live region: every page is a fresh document (no script),
// and a status region would only add noise to what the page opens with.
import { ADMIN_SUPPORT_ACCESS_PATH } from "../../../domain/admin/admin-urls.ts";
import { formatTimeOnDay } from "./admin-format.ts";

/** The loader's side of the notice (dates as ISO strings, as loader data carries them). */
export type SupportNoticeView =
  { kind: "acting"; until: string; agencyName: string } | { kind: "open"; until: string } | null;

export function SupportNotice({ notice, pathname }: { notice: SupportNoticeView; pathname: string }) {
  if (!notice) return null;
  const until = `${formatTimeOnDay(notice.until)} (UK time)`;
  if (notice.kind === "acting")
    return (
      <div className="px-4 pt-4">
        <p
          data-support-notice="acting"
          className="mx-auto max-w-6xl rounded border-2 border-black p-3 font-semibold"
        >
          {`Support access: you are acting for ${notice.agencyName} until ${until}.`}
        </p>
      </div>
    );
  // On the support access page itself the way to end it is the page's own button, a few lines below.
  const onSupportPage = pathname === ADMIN_SUPPORT_ACCESS_PATH;
  return (
    <div className="px-4 pt-4">
      <p data-support-notice="open" className="mx-auto max-w-6xl text-sm">
        {onSupportPage ? (
          `Support access is open until ${until}.`
        ) : (
          <>
            {`Support access is open until ${until} — `}
            <a href={ADMIN_SUPPORT_ACCESS_PATH} className="underline">
              End it
            </a>
          </>
        )}
      </p>
    </div>
  );
}
