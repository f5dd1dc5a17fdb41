// The frame of every signed-in back-office page (issue 14): the navigation of the areas this member of staff
// may open (services/admin-navigation.ts), with the new-lead count, and sign-out. Each page's own loader still
// calls requireStaff with its roles: loaders run in parallel, so this guard alone would not stop a page's data.
import { data, Outlet, useLocation } from "react-router";
import type { Route } from "./+types/layout";
import { AdminErrorBoundary, adminPageHeaders } from "./admin-error.tsx";
import { ADMIN_HOME_PATH, ADMIN_SIGN_OUT_PATH } from "../../../domain/admin/admin-urls.ts";
import { ROLE_LABELS } from "../../../modules/staff/model/roles.ts";
import { supportNoticeFor } from "../../../modules/staff/index.ts";
import { adminNavigation } from "../../../services/admin-navigation.ts";
import { AdminFrame, SignedInAs } from "./admin-frame.tsx";
import { SupportNotice, type SupportNoticeView } from "./support-notice.tsx";
import { adminHeaders, expiredFormOf, requireStaff } from "./require-staff.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context.services);
  const [nav, notice] = await Promise.all([
    adminNavigation(context.services.db, staff),
    supportNoticeFor(context.services.db, staff),
  ]);
  const supportNotice: SupportNoticeView = notice && { ...notice, until: notice.until.toISOString() };
  return data(
    {
      token: context.session.authenticityToken,
      who: `${staff.name || staff.email} (${ROLE_LABELS[staff.role]})`,
      nav,
      supportNotice,
      expiredForm: expiredFormOf(request, context),
    },
    { headers: adminHeaders(context) },
  );
}

export const headers = adminPageHeaders;

export const ErrorBoundary = AdminErrorBoundary;

function isCurrent(href: string, pathname: string): boolean {
  return href === ADMIN_HOME_PATH ? pathname === href : pathname === href || pathname.startsWith(`${href}/`);
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  // Collapsed behind a disclosure on narrow screens (issue 42 item 2): <details>, so it opens with Enter or
  // Space without a script. From 768 px the summary is hidden and the content shown as a row (::details-content).
  const nav = (
    <details className="group flex-1 open:basis-full md:flex md:flex-1 md:basis-auto md:details-content:contents md:details-content:[content-visibility:visible]">
      <summary className="ml-auto flex min-h-11 w-fit cursor-pointer list-none items-center gap-2 rounded border border-black px-3 py-1 md:hidden [&::-webkit-details-marker]:hidden">
        <span aria-hidden="true" className="group-open:hidden">
          ☰
        </span>
        <span aria-hidden="true" className="hidden group-open:inline">
          ✕
        </span>
        Menu
      </summary>
      <div className="mt-3 flex flex-col gap-3 md:mt-0 md:flex-1 md:flex-row md:flex-wrap md:items-center md:gap-x-6">
        <nav aria-label="Back office" className="md:flex-1">
          <ul className="flex flex-col gap-1 md:flex-row md:flex-wrap md:gap-x-4">
            {loaderData.nav.map((item) => (
              <li key={item.href}>
                <a
                  href={item.href}
                  aria-current={isCurrent(item.href, pathname) ? "page" : undefined}
                  className="inline-block py-1 underline-offset-4 hover:underline aria-[current=page]:font-semibold aria-[current=page]:underline md:py-0"
                >
                  {item.label}
                  {item.badge ? (
                    <span data-nav-badge className="ml-1 rounded-full bg-black px-2 text-sm text-white">
                      {item.badge.count}
                      <span className="sr-only"> {item.badge.label}</span>
                    </span>
                  ) : null}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <SignedInAs who={loaderData.who} token={loaderData.token} signOutPath={ADMIN_SIGN_OUT_PATH} />
      </div>
    </details>
  );
  return (
    <AdminFrame
      nav={nav}
      notice={<SupportNotice notice={loaderData.supportNotice} pathname={pathname} />}
      expiredForm={loaderData.expiredForm}
    >
      <Outlet />
    </AdminFrame>
  );
}
