// The site footer: the branches, popular searches (issue 18: places' landing pages), the agency's legal
// details and links, the GeoNames credit that the places gazetteer's licence asks for (CC BY 4.0; design §4),
// and the open data sources of the property pages (issue 17, Open Government Licence v3.0).
import { memo } from "react";
import { Link } from "react-router";
import { LinkListNav } from "./link-list-nav.tsx";
import type { PlaceLink } from "../../modules/search/model/results.ts";
import type { Footer } from "../../modules/content/model/site-content.ts";
import type { BranchSummary } from "../../modules/content/model/site-chrome.ts";
import { branchPath } from "../../domain/urls.ts";
import { telHref } from "./header/split-menu.ts";
import { CookieFooterLinks } from "./consent/cookie-footer-links.tsx";
import type { ConsentTexts } from "../../modules/content/model/site-content.ts";
import type { StatisticsMode } from "../../modules/accounts/model/cookie-consent.ts";
import { cookiePolicyPath } from "../../domain/urls.ts";
import { OGL_V3, OPEN_DATA_CREDITS } from "../../modules/open-data/model/sources.ts";

// Issue 17: every open-data source the property pages show, credited as the Open Government Licence asks.
const OPEN_DATA_FOOTER = Object.values(OPEN_DATA_CREDITS);

type Props = {
  footer: Footer | null;
  branches: BranchSummary[];
  /** Issue 18: links to places' landing pages ("Property for sale in Bristol"). */
  popularSearches: PlaceLink[];
  agencyName: string;
  /**
   * The cookie banner's texts (the loader's own object: a new one on each render would hydrate the deferred
   * footer afresh, dropping focus), for the cookie policy, "Cookie settings" (issue 7 item 7) and the objection.
   */
  cookieTexts: ConsentTexts | null;
  /** How the agency's own statistics run (issue 41): "without-asking" adds "Object to statistics". */
  statistics: StatisticsMode;
};

// Renders again only when its props change, not each time React Router re-renders the whole page (after
// hydration, when it learns the routes behind the links in view; issue 13).
export const SiteFooter = memo(function SiteFooter({
  footer,
  branches,
  popularSearches,
  agencyName,
  cookieTexts,
  statistics,
}: Props) {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-footer text-footer-ink">
      <div className="mx-auto max-w-screen-2xl px-4 py-10">
        {branches.length ? (
          <section aria-labelledby="footer-branches">
            <h2 id="footer-branches" className="text-lg font-semibold">
              Our branches
            </h2>
            <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {branches.map((branch) => (
                <li key={branch.slug}>
                  <Link to={branchPath(branch.slug)} className="font-semibold underline underline-offset-4">
                    {branch.name}
                  </Link>
                  <address className="mt-1 not-italic">
                    {[branch.addressLine1, branch.addressLine2, branch.town, branch.postcode]
                      .filter(Boolean)
                      .join(", ")}
                  </address>
                  <a
                    href={telHref(branch.telephone)}
                    className="mt-1 inline-block underline underline-offset-4"
                  >
                    <span className="sr-only">Call {branch.name} on </span>
                    {branch.telephone}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {popularSearches.length ? (
          <LinkListNav
            id="footer-popular"
            heading="Popular searches"
            links={popularSearches}
            className="mt-10"
            headingClassName="text-lg font-semibold"
            listClassName="mt-4 grid gap-2 sm:grid-cols-2 lg:grid-cols-4"
          />
        ) : null}

        {footer ? (
          <div className="mt-10 grid gap-6 border-t border-current/25 pt-6 text-sm md:grid-cols-2">
            <div className="space-y-2">
              <p>
                © {year} {footer.legalName}.
                {footer.companyNumber
                  ? ` Registered in England and Wales, company number ${footer.companyNumber}.`
                  : ""}
              </p>
              {footer.registeredOffice ? <p>Registered office: {footer.registeredOffice}.</p> : null}
              {footer.redressScheme ? <p>We are members of {footer.redressScheme}.</p> : null}
              {footer.clientMoneyProtection ? <p>{footer.clientMoneyProtection}</p> : null}
            </div>
            <nav aria-label="Legal" className="md:justify-self-end">
              <ul className="flex flex-wrap gap-x-5 gap-y-2">
                {footer.legalLinks.map((link) => (
                  <li key={link.url}>
                    <Link to={link.url} className="underline underline-offset-4">
                      {link.name}
                    </Link>
                  </li>
                ))}
                {cookieTexts ? (
                  <CookieFooterLinks
                    texts={cookieTexts}
                    statistics={statistics}
                    policyListed={footer.legalLinks.some((link) => link.url === cookiePolicyPath())}
                  />
                ) : null}
                {footer.socialLinks.map((link) => (
                  <li key={link.url}>
                    <a href={link.url} className="underline underline-offset-4" rel="noopener">
                      {link.name}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
        ) : (
          <p className="mt-10 text-sm">
            © {year} {agencyName}
          </p>
        )}
        {!footer && cookieTexts ? (
          <nav aria-label="Cookies" className="mt-2 text-sm">
            <ul className="flex flex-wrap gap-x-5 gap-y-2">
              <CookieFooterLinks texts={cookieTexts} statistics={statistics} policyListed={false} />
            </ul>
          </nav>
        ) : null}

        <p className="mt-6 text-xs">
          Place data ©{" "}
          <a href="https://www.geonames.org/" className="underline underline-offset-4">
            GeoNames
          </a>
          , licensed under{" "}
          <a href="https://creativecommons.org/licenses/by/4.0/" className="underline underline-offset-4">
            CC BY 4.0
          </a>
          .
        </p>
        <p className="mt-2 text-xs">
          Around each home:{" "}
          {OPEN_DATA_FOOTER.map((credit, index) => (
            <span key={credit.name}>
              {index ? "; " : ""}
              <a href={credit.url} className="underline underline-offset-4">
                {credit.name}
              </a>{" "}
              ({credit.attribution.replace(/\.$/, "")})
            </span>
          ))}
          . Licensed under the{" "}
          <a href={OGL_V3.url} className="underline underline-offset-4">
            {OGL_V3.name}
          </a>
          .
        </p>
      </div>
    </footer>
  );
});
