// The leads inbox's pages catch their own refusals (403 for a role outside the area, 404 for a lead outside
// the branches): the message renders inside the signed-in frame, and the answer keeps the admin headers
// (no-store, noindex) that a thrown Response carries, which the root's boundary would drop.
// The error comes as a prop, not from useRouteError(): the public pages never call that hook, and importing it
// here would add it to the React Router chunk every public page loads (routes/admin/README.md).
import { isRouteErrorResponse } from "react-router";

const MESSAGES: Record<number, string> = {
  403: "Your role does not open this page.",
  404: "There is no such page here, or it belongs to a branch you do not work for.",
};

export function AdminErrorBoundary({ error }: { error: unknown }) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8">
      <h1 className="text-2xl font-semibold">
        {status === 403 ? "Not allowed" : status === 404 ? "Not found" : "Error"}
      </h1>
      <p>{MESSAGES[status] ?? "Something went wrong. Please try again."}</p>
    </div>
  );
}

type HeadersArgs = { actionHeaders: Headers; loaderHeaders: Headers; errorHeaders: Headers | undefined };

/** A page's answer headers: a refusal's own, else the action's (a 422 re-render), else the loader's. */
export function adminPageHeaders({ actionHeaders, loaderHeaders, errorHeaders }: HeadersArgs): Headers {
  if (errorHeaders) return errorHeaders;
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}
