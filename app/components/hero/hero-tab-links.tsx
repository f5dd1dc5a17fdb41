// A hero tab that shows icon links instead of the form (spec §2 "A tab may instead show a list of icon links;
// some open a second level of child links with a back button"; §3 "Link item").
import { useEffect, useRef, useState } from "react";
import type { HeroLink } from "../../../modules/search/model/hero-form.ts";
import { ChevronLeftIcon, ChevronRightIcon } from "../icons.tsx";
import { HeroLinkIcon } from "./hero-link-icons.tsx";

const TILE =
  "flex min-h-24 flex-col items-center justify-center gap-2 rounded border border-black/15 bg-paper p-3 text-center font-semibold text-ink hover:border-brand hover:text-brand";

export function HeroTabLinks({ links }: { links: HeroLink[] }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const open = links.find((link) => link.id === openId) ?? null;
  const container = useRef<HTMLDivElement>(null);
  // Where the focus goes after a level change: the list it was on is gone, so keep it near.
  const focusAfter = useRef<string | null>(null);
  useEffect(() => {
    const selector = focusAfter.current;
    focusAfter.current = null;
    if (selector) container.current?.querySelector<HTMLElement>(selector)?.focus();
  }, [openId]);

  if (open) {
    return (
      <div ref={container}>
        <div className="mb-3 flex items-center gap-3">
          <button
            type="button"
            data-hero-back
            className="oh-button-outline"
            onClick={() => {
              focusAfter.current = `[data-hero-link="${CSS.escape(open.id)}"]`;
              setOpenId(null);
            }}
          >
            <ChevronLeftIcon />
            Back
          </button>
          <h3 className="font-semibold">{open.label}</h3>
        </div>
        <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {open.children.map((child) => (
            <li key={child.id}>
              <a
                href={child.link}
                className="flex min-h-11 items-center rounded border border-black/15 bg-paper px-3 font-semibold text-ink hover:border-brand hover:text-brand"
              >
                {child.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
    );
  }

  return (
    <div ref={container}>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 md:grid-cols-5">
        {links.map((link) => (
          <li key={link.id}>
            {link.children.length > 0 ? (
              <button
                type="button"
                data-hero-link={link.id}
                className={`${TILE} w-full`}
                aria-label={`${link.label}: more links`}
                onClick={() => {
                  focusAfter.current = "[data-hero-back]";
                  setOpenId(link.id);
                }}
              >
                <HeroLinkIcon icon={link.icon} />
                <span className="flex items-center gap-1">
                  {link.label}
                  <ChevronRightIcon />
                </span>
              </button>
            ) : (
              <a href={link.link} className={TILE}>
                <HeroLinkIcon icon={link.icon} />
                {link.label}
              </a>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
