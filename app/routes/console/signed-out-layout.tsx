// The frame of the console's pages before an operator's session exists: sign-in, the second factor, set-up.
import { Outlet } from "react-router";
import type { Route } from "./+types/signed-out-layout";
import { CONSOLE_BRAND } from "../../../domain/operator/console-urls.ts";
import { AdminFrame } from "../admin/admin-frame.tsx";
import { expiredFormOf } from "../admin/require-staff.server.ts";

export function loader({ request, context }: Route.LoaderArgs) {
  return { expiredForm: expiredFormOf(request, context) };
}

export default function ConsoleSignedOutLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminFrame brand={CONSOLE_BRAND} expiredForm={loaderData.expiredForm}>
      <Outlet />
    </AdminFrame>
  );
}
