// The frame of the back-office pages used before a staff session exists: sign-in, the second factor, set-up.
import { Outlet } from "react-router";
import { AdminFrame } from "./admin-frame.tsx";

export default function SignedOutLayout() {
  return (
    <AdminFrame>
      <Outlet />
    </AdminFrame>
  );
}
