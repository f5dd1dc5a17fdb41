// The back office's document (issue 14): its own plain layout instead of the public site's chrome, rendered on
// the server only. It has no <Scripts/>: admin pages are server-rendered forms that work without JavaScript,
// so no admin code is ever sent to a browser and the public pages' bundles stay exactly as they were. The two
// layout routes (layout.tsx signed in, signed-out-layout.tsx) put the header and <main> inside it.
import { Links, Meta } from "react-router";

export function AdminDocument({ children, stylesheet }: { children: React.ReactNode; stylesheet: string }) {
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Every admin page, the refusals included; the host sends X-Robots-Tag too. */}
        <meta name="robots" content="noindex, nofollow" />
        <style dangerouslySetInnerHTML={{ __html: stylesheet }} />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col bg-white text-black">
        <a href="#main" className="oh-skip-link">
          Skip to main content
        </a>
        {children}
      </body>
    </html>
  );
}
