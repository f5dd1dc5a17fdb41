// The frame of every signed-in console page (issue 44 item 6): the agencies, a new agency, who is signed in and
// sign-out. Each page's loader calls requireOperator itself (loaders run in parallel).
import { data, Outlet, useLocation } from "react-router";
import type { Route } from "./+types/layout";
import { AdminErrorBoundary, adminPageHeaders } from "../admin/admin-error.tsx";
import {
  CONSOLE_BRAND,
  CONSOLE_HOME_PATH,
  CONSOLE_NEW_AGENCY_PATH,
  CONSOLE_SIGN_OUT_PATH,
} from "../../../domain/operator/console-urls.ts";
import { AdminFrame, SignedInAs } from "../admin/admin-frame.tsx";
import { adminHeaders, expiredFormOf } from "../admin/require-staff.server.ts";
import { requireOperator } from "./console-guard.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const operator = await requireOperator(request, context);
  return data(
    {
      token: context.session.authenticityToken,
      who: operator.name || operator.email,
      expiredForm: expiredFormOf(request, context),
    },
    { headers: adminHeaders(context) },
  );
}

export const headers = adminPageHeaders;

export const ErrorBoundary = AdminErrorBoundary;

const NAV = [
  { href: CONSOLE_HOME_PATH, label: "Agencies" },
  { href: CONSOLE_NEW_AGENCY_PATH, label: "New agency" },
];

export default function ConsoleLayout({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  const nav = (
    <div className="flex flex-1 flex-wrap items-center gap-x-6 gap-y-2">
      <nav aria-label="Console" className="flex-1">
        <ul className="flex flex-wrap gap-x-4 gap-y-1">
          {NAV.map((item) => (
            <li key={item.href}>
              <a
                href={item.href}
                aria-current={pathname === item.href ? "page" : undefined}
                className="inline-block py-1 underline-offset-4 hover:underline aria-[current=page]:font-semibold aria-[current=page]:underline"
              >
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <SignedInAs who={loaderData.who} token={loaderData.token} signOutPath={CONSOLE_SIGN_OUT_PATH} />
    </div>
  );
  return (
    <AdminFrame brand={CONSOLE_BRAND} nav={nav} expiredForm={loaderData.expiredForm}>
      <Outlet />
    </AdminFrame>
  );
}
