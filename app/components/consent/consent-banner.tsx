// The cookie banner (UK PECR; issue 7 item 7): Accept all, Reject all, or Choose by category (necessary always
// on; analytics; marketing). Until the visitor says yes nothing non-essential is set or loaded. The choice is
// kept in the `oh_consent` cookie, logged by POST /ajax-events/logs, and can be changed from the footer's
// 'Cookie settings'. It is fixed to the bottom of the window (no layout shift) and not modal: the page stays
// usable, as consent must be freely given. Server-rendered for every visitor (consent-mount.tsx): hidden before
// paint for one who has chosen, a form whose two main buttons work before (or without) the page's scripts.
// Issue 41: where the agency runs its own statistics without asking, the banner says so and offers "Object to
// statistics" beside Accept and Reject (the footer offers it on every page too); Reject all objects as well.
import { useEffect, useId, useRef, useState, useSyncExternalStore } from "react";
import {
  ALL_ACCEPTED,
  ALL_REJECTED,
  CONSENT_COOKIE,
  choiceByCategory,
  objectToStatistics,
  startingChoice,
  type ConsentChoice,
  type ConsentStatus,
  type StatisticsMode,
} from "../../../modules/accounts/model/cookie-consent.ts";
import type { ConsentTexts } from "../../../modules/content/model/site-content.ts";
import { useAppState } from "../../client/app-state.tsx";
import { honourChoice, logConsent, readConsent, writeConsent } from "../../client/consent.ts";
import { onChoiceMade, onOpenCookieSettings } from "../../client/consent-events.ts";

type Decision = { status: ConsentStatus; choice: ConsentChoice };

/** Where the banner's form posts before the page's scripts run (server/cookie-consent-form.ts). */
export const COOKIE_CONSENT_ACTION = "/cookie-consent";

/**
 * Runs in the head, before the banner is painted: marks the document of a visitor who has chosen, so CSS hides
 * the server-rendered banner (`html[data-consented] [data-consent-banner="ask"]`). The same text on every page:
 * one hash in the Content-Security-Policy.
 */
export const CONSENTED_SCRIPT = String.raw`if(/(?:^|;\s*)${CONSENT_COOKIE}=/.test(document.cookie))document.documentElement.setAttribute("data-consented","")`;

const noSubscription = () => () => {};

/** False in the server's HTML and while hydrating (the same markup on both sides), true once the page runs. */
const useRunning = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

export default function ConsentBanner({
  texts,
  statistics,
}: {
  texts: ConsentTexts;
  /** How the agency's own statistics run (issue 41): a notice and an objection when without asking. */
  statistics: StatisticsMode;
}) {
  const { authenticityToken } = useAppState();
  const running = useRunning();
  // Shown in the server's HTML (CSS hides it before paint for a visitor who has chosen); once the page runs,
  // only while no choice is stored, or when 'Cookie settings' asks for it again.
  const [closed, setClosed] = useState(false);
  const [choosing, setChoosing] = useState(false);
  const [draft, setDraft] = useState<ConsentChoice>(ALL_REJECTED);
  const withoutAsking = statistics === "without-asking";
  const unlogged = useRef<Decision[]>([]);
  const heading = useRef<HTMLHeadingElement>(null);
  const banner = useRef<HTMLElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const id = useId();
  const open = !closed && (choosing || !running || readConsent() === null);

  useEffect(
    () =>
      onOpenCookieSettings(() => {
        returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        setDraft(startingChoice(statistics, readConsent()));
        setChoosing(true);
        setClosed(false);
        requestAnimationFrame(() => heading.current?.focus());
      }),
    [statistics],
  );
  // The footer's "Object to statistics" is a choice too: the banner asking for one closes.
  useEffect(() => onChoiceMade(() => setClosed(true)), []);

  // Each choice is logged once the authenticity token has come (GET /user.ljson); a quick click is not lost.
  useEffect(() => {
    if (!authenticityToken) return;
    for (const decision of unlogged.current.splice(0)) {
      void logConsent(decision.status, decision.choice, authenticityToken);
    }
  }, [authenticityToken]);

  // While open, the page ends above the banner, so its last lines can still be scrolled into sight. Padding
  // at the end of the page moves nothing already shown (no layout shift). The same scroll padding keeps an
  // element the keyboard focuses above the banner rather than under it (issue 16).
  useEffect(() => {
    const element = banner.current;
    if (!open || !running || !element) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      document.body.style.paddingBottom = `${element.offsetHeight}px`;
      root.style.scrollPaddingBottom = `${element.offsetHeight}px`;
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      document.body.style.paddingBottom = "";
      root.style.scrollPaddingBottom = "";
    };
  }, [open, running]);

  function decide(status: ConsentStatus, choice: ConsentChoice) {
    writeConsent(choice);
    if (authenticityToken) void logConsent(status, choice, authenticityToken);
    else unlogged.current.push({ status, choice });
    setClosed(true);
    setChoosing(false);
    // Issue 16: focus stays in the page (never on <body>): back where it was before the banner took it, or
    // at the start of the main content; after a fresh page too, when the choice stops a running snippet.
    const back = returnFocus.current?.isConnected ? returnFocus.current : document.getElementById("main");
    returnFocus.current = null;
    back?.focus();
    honourChoice(statistics, choice, back?.id || undefined);
  }

  if (!open) return null;
  return (
    <section
      ref={banner}
      data-consent-banner={choosing ? "settings" : "ask"}
      aria-labelledby={`${id}-heading`}
      className="fixed inset-x-0 bottom-0 z-40 max-h-[80vh] overflow-y-auto border-t border-black/20 bg-paper text-ink shadow-[0_-4px_16px_rgb(0_0_0/0.15)]"
    >
      <div className="mx-auto flex max-w-screen-2xl flex-col gap-3 px-4 py-4">
        <h2
          id={`${id}-heading`}
          ref={heading}
          tabIndex={-1}
          className="text-lg font-semibold focus:outline-none"
        >
          {texts.heading}
        </h2>
        <p className="max-w-4xl text-sm">
          {texts.body}{" "}
          <a href={texts.policyUrl} className="font-semibold underline underline-offset-4">
            {texts.policyLinkText}
          </a>
        </p>
        {withoutAsking ? (
          <p id={`${id}-statistics`} className="max-w-4xl text-sm">
            {texts.statisticsNotice}
          </p>
        ) : null}

        {choosing ? (
          <fieldset className="flex flex-col gap-2">
            <legend className="sr-only">{texts.choose}</legend>
            <Category
              id={`${id}-necessary`}
              label={texts.necessaryLabel}
              description={texts.necessaryDescription}
              checked
              disabled
            />
            {statistics === "none" ? null : (
              <Category
                id={`${id}-statistics-choice`}
                label={texts.statisticsLabel}
                description={withoutAsking ? texts.statisticsNotice : texts.statisticsDescription}
                checked={draft.statistics}
                onChange={(checked) => setDraft((d) => ({ ...d, statistics: checked }))}
              />
            )}
            <Category
              id={`${id}-analytics`}
              label={texts.analyticsLabel}
              description={texts.analyticsDescription}
              checked={draft.analytics}
              onChange={(analytics) => setDraft((d) => ({ ...d, analytics }))}
            />
            <Category
              id={`${id}-marketing`}
              label={texts.marketingLabel}
              description={texts.marketingDescription}
              checked={draft.marketing}
              onChange={(marketing) => setDraft((d) => ({ ...d, marketing }))}
            />
          </fieldset>
        ) : null}

        <form method="post" action={COOKIE_CONSENT_ACTION} className="flex flex-wrap gap-2">
          {/* Accept and reject side by side and alike: refusing is as easy as agreeing (ICO guidance). */}
          {FORM_CHOICES.map(({ status, choice, label }) => (
            <button
              key={status}
              type="submit"
              name="choice"
              value={status}
              className={BUTTON}
              onClick={(event) => {
                // The form's post is for a page whose scripts have not started; running, the choice is made here.
                event.preventDefault();
                decide(status, choice);
              }}
            >
              {texts[label]}
            </button>
          ))}
          {withoutAsking ? (
            <button
              type="submit"
              name="choice"
              value="object_statistics"
              className={OUTLINE}
              aria-describedby={`${id}-statistics`}
              onClick={(event) => {
                event.preventDefault();
                decide("object_statistics", objectToStatistics(readConsent()));
              }}
            >
              {texts.objectStatistics}
            </button>
          ) : null}
          {/* Choosing by category needs the page's scripts: offered once they run. */}
          {!running ? null : choosing ? (
            <button
              type="button"
              className={OUTLINE}
              onClick={() => decide("custom", choiceByCategory(statistics, draft))}
            >
              {texts.save}
            </button>
          ) : (
            <button type="button" className={OUTLINE} onClick={() => setChoosing(true)}>
              {texts.choose}
            </button>
          )}
        </form>
      </div>
    </section>
  );
}

/** The two choices the form posts without scripts (server/cookie-consent-form.ts), in the banner's order. */
const FORM_CHOICES = [
  { status: "accept_all", choice: ALL_ACCEPTED, label: "acceptAll" },
  { status: "reject_all", choice: ALL_REJECTED, label: "rejectAll" },
] as const satisfies readonly { status: ConsentStatus; choice: ConsentChoice; label: keyof ConsentTexts }[];

const BUTTON = "min-h-11 rounded bg-brand px-5 font-semibold text-brand-contrast";
const OUTLINE = "oh-button-outline px-5 text-base";

function Category({
  id,
  label,
  description,
  checked,
  disabled = false,
  onChange,
}: {
  id: string;
  label: string;
  description: string;
  checked: boolean;
  disabled?: boolean;
  onChange?: (checked: boolean) => void;
}) {
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        aria-describedby={`${id}-description`}
        onChange={(event) => onChange?.(event.target.checked)}
        className="mt-1 h-5 w-5 shrink-0"
      />
      <div className="text-sm">
        <label htmlFor={id} className="font-semibold">
          {label}
        </label>
        <p id={`${id}-description`}>{description}</p>
      </div>
    </div>
  );
}
