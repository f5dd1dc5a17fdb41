import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/root";
import "./app.css";

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title =
    status === 404 ? "Page not found" : status === 410 ? "No longer available" : "Something went wrong";
  return (
    <main className="mx-auto max-w-3xl p-8">
      <title>{title}</title>
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="mt-4">
        <a className="underline" href="/">
          Go to the home page
        </a>
      </p>
    </main>
  );
}
