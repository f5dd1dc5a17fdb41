// Any other /admin/… path (issue 14): signed out, the sign-in page like every admin page; signed in, a 404.
import type { Route } from "./+types/not-found";
import { AdminErrorBoundary, adminPageHeaders } from "./admin-error.tsx";
import { ADMIN_HEADERS, requireStaff } from "./require-staff.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context.services);
  throw new Response("Not Found", { status: 404, headers: ADMIN_HEADERS });
}

export default function AdminNotFound() {
  return null;
}

export const headers = adminPageHeaders;

export const ErrorBoundary = AdminErrorBoundary;
