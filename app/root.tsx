// The document and the layout around every page: theme variables, header, main, footer, the overlay host and
// the toaster. The root loader returns public chrome data only (design §1 "Cacheable pages"): who is signed
// in is learnt in the browser (app/client/app-state.tsx).
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from "react-router";
import type { Route } from "./+types/root";
import { getSiteChrome } from "../services/site-chrome.ts";
import type { RootData } from "../modules/content/model/site-chrome.ts";
import { defaultTheme } from "../modules/content/model/default-theme.ts";
import { AppStateProvider } from "./client/app-state-provider.tsx";
import { homePath } from "../domain/urls.ts";
import { STATUS_PAGES } from "../domain/status-pages.ts";
import { useLegacyViewingHooks } from "./client/legacy-viewing-hooks.ts";
import { SiteHeader } from "./components/header/site-header.tsx";
import { deferHydration } from "./components/deferred-hydration.tsx";
import { ThemeStyle } from "./components/theme-style.tsx";
import { Toaster } from "./components/toaster.tsx";
import { ModalHost } from "./modals/modal-host.tsx";
import { getConsentTexts, getStatisticsMode } from "../modules/content/index.ts";
import { SITE_STORAGE } from "../domain/site-storage.ts";
import { ConsentMount } from "./components/consent/consent-mount.tsx";
import { CONSENTED_SCRIPT } from "./components/consent/consent-banner.tsx";
import { RouteFocus } from "./components/route-focus.tsx";
import { ContentPreviewBar } from "./components/content-preview-bar.tsx";
import { contentPreviewOf } from "../platform/content-preview.ts";
// Inlined rather than linked: one render-blocking round trip fewer on a slow mobile connection (the whole
// stylesheet is about 7 KB gzipped). The CSP allows inline styles (docs/decisions/006).
import appCss from "./app.css?inline";

// The server inlines the stylesheet; hydration leaves a <style>'s inner HTML as the server sent it, so the
// browser bundle need not carry the same 40 KB a second time (7.7 KB gzip of every page's first render).
// import.meta.env.SSR is replaced at build time, so the client build drops the string.
const inlineStylesheet = import.meta.env.SSR ? appCss : "";
import { publicCaptcha } from "../platform/captcha.ts";
import { isAdminPath } from "../domain/admin/admin-path.ts";
import { AdminDocument } from "./routes/admin/admin-document.tsx";

// The footer is below every page's first screen: its code loads when it comes near the view (issue 13).
const SiteFooter = deferHydration(
  () => import("./components/site-footer.tsx").then((module) => module.SiteFooter),
  "visible",
);

export async function loader({ request, context }: Route.LoaderArgs): Promise<RootData | null> {
  // The back office has its own document (routes/admin/admin-document.tsx): the public chrome is not read.
  if (isAdminPath(new URL(request.url).pathname)) return null;
  const [chrome, consentTexts, statistics] = await Promise.all([
    getSiteChrome(context.services.db, context.services.config),
    getConsentTexts(context.services.db),
    getStatisticsMode(context.services.db),
  ]);
  // Every page's overlays get the captcha's public settings (spec §7 "Captcha guards": the lead forms and
  // registration), so a form opened on any page carries a token the server can verify.
  const preview = contentPreviewOf(context.services.db);
  return {
    ...chrome,
    consentTexts,
    statistics,
    overlayData: { captcha: publicCaptcha(context.services) },
    ...(preview ? { contentPreview: { versionId: preview.versionId } } : {}),
  };
}

// The root's data (the agency's header, footer, theme and branches) stays the same while the visitor moves from
// page to page: it is loaded again only after an action (a form that changes something). Loaded on every
// navigation, it gave the header and footer equal data in new objects, and a footer still waiting for its code
// (deferred hydration) must hydrate before it can take new props: the navigation waited until the footer came
// into view (tests/e2e/focus.spec.ts "a client-side page change", 1 run in 8 without a trace, 1 in 2 with one).
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionStatus }) => actionStatus !== undefined;

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  // Undefined only when the root loader itself failed: the page still renders, with the default look.
  const chrome = useRouteLoaderData<typeof loader>("root");
  const theme = chrome?.theme ?? defaultTheme;
  const header = chrome?.header ?? null;
  useLegacyViewingHooks();
  // The back office renders on the server only, in a document of its own (routes/admin/admin-document.tsx, no
  // scripts). import.meta.env.SSR is a build-time constant: the browser build drops this line and the admin
  // document, so the public pages' JavaScript stays byte for byte what it was, and on the server the hook runs
  // on every render, so the hooks' order never changes.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  if (import.meta.env.SSR && isAdminPath(useLocation().pathname)) {
    return <AdminDocument stylesheet={inlineStylesheet}>{children}</AdminDocument>;
  }
  return (
    // suppressHydrationWarning: the head's consent script may have marked <html> before React hydrates it.
    <html lang="en-GB" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        {chrome ? <script dangerouslySetInnerHTML={{ __html: CONSENTED_SCRIPT }} /> : null}
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <style dangerouslySetInnerHTML={{ __html: inlineStylesheet }} suppressHydrationWarning />
        <ThemeStyle preferences={theme.preferences} />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <AppStateProvider theme={theme}>
          <a href="#main" className="oh-skip-link">
            Skip to main content
          </a>
          {/* Issue 7 item 7: asks for cookie consent, then inserts the agency's analytics if allowed. Fixed to
              the window's foot, but early in the source so the keyboard reaches it right after the skip link
              (issue 16), not after every link of the page. */}
          {chrome ? <ConsentMount texts={chrome.consentTexts} statistics={chrome.statistics} /> : null}
          <RouteFocus />
          {chrome?.contentPreview ? <ContentPreviewBar versionId={chrome.contentPreview.versionId} /> : null}
          <SiteHeader header={header} preferences={theme.preferences} />
          <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
            {children}
          </main>
          <SiteFooter
            footer={chrome?.footer ?? null}
            branches={chrome?.branches ?? []}
            popularSearches={chrome?.popularSearches ?? []}
            agencyName={header?.agencyName ?? "Openhouse"}
            cookieTexts={chrome?.consentTexts ?? null}
            statistics={chrome?.statistics ?? "none"}
          />
          <Toaster />
          <ModalHost flashMessages={chrome?.flashMessages ?? {}} />
        </AppStateProvider>
        {/* Its session storage key is the cookie policy's (domain/site-storage.ts, issue 41). */}
        <ScrollRestoration storageKey={SITE_STORAGE.scrollPositions.name} />
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
  const page = STATUS_PAGES[status];
  const title = page?.title ?? "Something went wrong";
  // A refusal page (app/routes/pages/status-page.tsx) carries the safe path it returns to.
  const back =
    isRouteErrorResponse(error) && typeof (error.data as { back?: unknown } | null)?.back === "string"
      ? (error.data as { back: string }).back
      : null;
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <title>{title}</title>
      <h1 className="text-2xl font-semibold">{title}</h1>
      {page?.message ? <p className="mt-4">{page.message}</p> : null}
      <p className="mt-4">
        {back && back !== homePath() ? (
          <a className="underline" href={back}>
            Go back
          </a>
        ) : (
          <a className="underline" href={homePath()}>
            Go to the home page
          </a>
        )}
      </p>
    </div>
  );
}
