// The mobile menu's panel (spec §2 "Header"): up to two drill-down levels, each with a Back button, plus a
// profile link and a phone link. Loaded when the burger is first pressed (app/components/header/mobile-menu.tsx),
// so the dialog code is not part of any page's first render.
import { useEffect, useRef, useState } from "react";
import { Dialog } from "radix-ui";
import { overlayHash, userOverlay } from "../../../domain/overlay-paths.ts";
import type { MenuItem } from "../../../modules/content/model/site-content.ts";
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon, PhoneIcon, UserIcon } from "../icons.tsx";
import { ModalDialog } from "../modal-dialog.tsx";
import { MenuLink } from "./menu-link.tsx";
import { telHref } from "./split-menu.ts";

/** Spec §2: "up to two drill-down levels". */
const MAX_DEPTH = 2;

type Props = {
  items: MenuItem[];
  telephone: string;
  onClose: () => void;
  /** Where focus goes once the panel has gone (the burger): the dialog has no trigger of its own. */
  returnFocus: () => void;
};

export default function MobileMenuPanel({ items, telephone, onClose, returnFocus }: Props) {
  const [trail, setTrail] = useState<MenuItem[]>([]);
  const levelRef = useRef<HTMLDivElement>(null);
  const returnFocusTo = useRef<string | null>(null);

  // After a drill-down or Back, focus lands where the eye goes: the Back button, or the item we came from.
  useEffect(() => {
    const level = levelRef.current;
    if (!level) return;
    const target = returnFocusTo.current
      ? level.querySelector<HTMLElement>(`[data-drill="${CSS.escape(returnFocusTo.current)}"]`)
      : level.querySelector<HTMLElement>("[data-back]");
    target?.focus();
    returnFocusTo.current = null;
  }, [trail]);

  const close = onClose;
  const current = trail.at(-1);
  const levelItems = current ? (current.items ?? []) : items;

  return (
    <ModalDialog
      onClose={close}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        returnFocus();
      }}
      className="oh-mobile-menu fixed inset-y-0 left-0 z-50 flex w-full max-w-sm flex-col bg-paper text-ink shadow-2xl"
    >
      <div className="flex items-center justify-between border-b border-black/10 px-4 py-3">
        <Dialog.Title className="text-lg font-semibold">Menu</Dialog.Title>
        <Dialog.Close className="oh-icon-button" aria-label="Close menu">
          <CloseIcon />
        </Dialog.Close>
      </div>
      <div ref={levelRef} className="flex-1 overflow-y-auto px-4 py-3">
        {current ? (
          <>
            <button
              type="button"
              data-back=""
              className="mb-2 inline-flex items-center gap-1 rounded py-2 font-medium"
              onClick={() => {
                returnFocusTo.current = current.id;
                setTrail(trail.slice(0, -1));
              }}
            >
              <ChevronLeftIcon />
              Back
            </button>
            <MenuLink
              item={current}
              onNavigate={close}
              className="block py-2 text-lg font-semibold text-brand"
            />
          </>
        ) : null}
        <ul className="divide-y divide-black/10">
          {levelItems.map((item) => (
            <li key={item.id}>
              {item.items?.length && trail.length < MAX_DEPTH ? (
                <button
                  type="button"
                  data-drill={item.id}
                  className="flex w-full items-center justify-between py-3 text-left font-medium"
                  onClick={() => setTrail([...trail, item])}
                >
                  {item.name}
                  <ChevronRightIcon />
                </button>
              ) : (
                <MenuLink item={item} onNavigate={close} className="block py-3 font-medium" />
              )}
            </li>
          ))}
        </ul>
      </div>
      <div className="grid grid-cols-2 gap-2 border-t border-black/10 p-4">
        <a href={overlayHash(userOverlay())} onClick={close} className="oh-button-outline">
          <UserIcon />
          Your account
        </a>
        {telephone ? (
          <a href={telHref(telephone)} className="oh-button-outline whitespace-nowrap">
            <PhoneIcon />
            <span>
              <span className="sr-only">Call us on </span>
              {telephone}
            </span>
          </a>
        ) : null}
      </div>
    </ModalDialog>
  );
}
