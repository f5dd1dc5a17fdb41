// The property page's call/book bar on a phone (issue 16): up to 768 px wide, fixed to the bottom of the
// window, "Call" (the number of the department spec §9's rules choose for the listing) and "Book a viewing"
// (#/book-a-viewing). It keeps --oh-bottom-bar-height equal to its height, which app/app.css turns into the
// page's bottom padding (the footer's last lines scroll clear of it) and scroll-padding-bottom (the keyboard
// never focuses something under it). Below the cookie banner (z-40), so it never covers the banner.
import { bookAViewingOverlay, overlayHash } from "../../../../domain/overlay-paths.ts";
import { telHref } from "../../../../domain/urls.ts";
import { PhoneIcon } from "../../icons.tsx";
import { useHeightProperty } from "../../use-height-property.ts";

const action =
  "flex min-h-11 flex-1 items-center justify-center gap-2 rounded px-3 py-2 text-center font-semibold";

/** `telephone`: whom to call about the listing (contact-choice.ts `contactFor`, worked out by the loader). */
export function CallBookBar({ telephone }: { telephone: string }) {
  // 0 while hidden on wider windows.
  const bar = useHeightProperty<HTMLElement>("--oh-bottom-bar-height");

  return (
    <nav
      ref={bar}
      aria-label="Call or book a viewing"
      className="fixed inset-x-0 bottom-0 z-30 hidden gap-2 border-t border-black/20 bg-paper px-4 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgb(0_0_0/0.15)] mobile:flex"
    >
      {/* A branch a feed named before its details came has no number yet (issue 16). */}
      {telephone.trim() ? (
        <a href={telHref(telephone)} className={`${action} border border-brand text-brand`}>
          <PhoneIcon size={20} />
          Call
          <span className="sr-only"> {telephone}</span>
        </a>
      ) : null}
      <a href={overlayHash(bookAViewingOverlay())} className={`${action} bg-brand text-brand-contrast`}>
        Book a viewing
      </a>
    </nav>
  );
}
