// The frame of the back-office pages used before a staff session exists: sign-in, the second factor, set-up.
import { Outlet } from "react-router";
import type { Route } from "./+types/signed-out-layout";
import { AdminFrame } from "./admin-frame.tsx";
import { expiredFormOf } from "./require-staff.server.ts";

export function loader({ request, context }: Route.LoaderArgs) {
  return { expiredForm: expiredFormOf(request, context) };
}

export default function SignedOutLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminFrame expiredForm={loaderData.expiredForm}>
      <Outlet />
    </AdminFrame>
  );
}
