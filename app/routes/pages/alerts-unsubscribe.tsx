// /alerts/unsubscribe/{token} (issue 6 item 7): the unsubscribe link of every alert email. GET only asks (mail
// scanners follow links, so a GET must change nothing); POST stops the alert. The signed token is the proof,
// so no sign-in is needed, and mail clients may POST "List-Unsubscribe=One-Click" directly (RFC 8058).
import type { Route } from "./+types/alerts-unsubscribe";
import { AuthenticityTokenInput } from "../../client/authenticity-token-input.tsx";
import { MANAGE_ALERTS_PATH } from "../../../modules/accounts/model/alert-paths.ts";
import { describeUnsubscribe, unsubscribeFromAlert } from "../../../modules/accounts/index.ts";

const NO_STORE = { "Cache-Control": "private, no-store" };

export async function loader({ params, context }: Route.LoaderArgs) {
  const found = await describeUnsubscribe(context.services, params.token);
  if (!found) throw new Response("This unsubscribe link is not valid.", { status: 404, headers: NO_STORE });
  return Response.json({ state: "confirm" as const, title: found.title }, { headers: NO_STORE });
}

export async function action({ params, context }: Route.ActionArgs) {
  const stopped = await unsubscribeFromAlert(context.services, params.token);
  if (!stopped) throw new Response("This unsubscribe link is not valid.", { status: 404, headers: NO_STORE });
  return Response.json({ state: "done" as const, title: stopped.title }, { headers: NO_STORE });
}

export function meta() {
  return [{ title: "Unsubscribe from a property alert" }, { name: "robots", content: "noindex" }];
}

type PageData = { state: "confirm" | "done"; title: string };

export default function AlertsUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const data = (actionData ?? loaderData) as PageData;
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4 px-4 py-16">
      <h1 className="text-3xl font-semibold">Property alerts</h1>
      {data.state === "done" ? (
        <p role="status" data-unsubscribed>
          You will no longer receive emails for your saved search &ldquo;{data.title}&rdquo;. The search stays
          saved.
        </p>
      ) : (
        <form method="post" className="flex flex-col items-start gap-4">
          <AuthenticityTokenInput />
          <p>Stop the emails for your saved search &ldquo;{data.title}&rdquo;?</p>
          <button type="submit" className="oh-button">
            Unsubscribe
          </button>
        </form>
      )}
      <p>
        <a href={MANAGE_ALERTS_PATH} className="underline">
          Manage your alerts
        </a>
      </p>
    </div>
  );
}
