// Desktop primary menu (spec §2 "Header"): items with two-level dropdowns, the section's picture beside them.
// A disclosure menu (WAI-ARIA APG "disclosure navigation"): each item is a button with aria-expanded that
// opens its panel; pointer hover opens it too; Escape or leaving the item closes it. Radix NavigationMenu
// was not used because the spec splits the items into two lists around the logo, and it wants one list.
import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import type { Header, MenuItem } from "../../../modules/content/model/site-content.ts";
import { ChevronDownIcon } from "../icons.tsx";
import { Logo } from "./logo.tsx";
import { MenuLink } from "./menu-link.tsx";
import type { HeaderLayout } from "./split-menu.ts";

export type DropdownState = { openId: string | null; setOpenId: (id: string | null) => void };

/** The wide screen's menus: two lists, either side of the logo when it is centred. */
export function DesktopNav({ header, layout }: { header: Header; layout: HeaderLayout<MenuItem> }) {
  const dropdowns = useDropdownState();
  return layout.logoCentred ? (
    <div className="grid grid-cols-[1fr_auto_1fr] items-center gap-6">
      <DesktopMenuList items={layout.left} align="start" state={dropdowns} className="justify-self-end" />
      <Logo header={header} />
      <DesktopMenuList items={layout.right} align="end" state={dropdowns} />
    </div>
  ) : (
    <div className="flex flex-wrap items-center justify-between gap-x-6">
      <DesktopMenuList items={layout.left} align="start" state={dropdowns} />
      <DesktopMenuList items={layout.right} align="end" state={dropdowns} />
    </div>
  );
}

/** One open dropdown for the whole header; a click anywhere outside the header's menus closes it. */
function useDropdownState(): DropdownState {
  const [openId, setOpenId] = useState<string | null>(null);
  useEffect(() => {
    if (openId === null) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!(event.target as Element).closest?.("[data-dropdown-item]")) setOpenId(null);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [openId]);
  return { openId, setOpenId };
}

type ListProps = { items: MenuItem[]; align: "start" | "end"; state: DropdownState; className?: string };

function DesktopMenuList({ items, align, state, className = "" }: ListProps) {
  if (items.length === 0) return null;
  return (
    <ul className={`flex flex-wrap items-center gap-1 ${className}`}>
      {items.map((item) =>
        item.items?.length ? (
          <DropdownItem key={item.id} item={item} align={align} state={state} />
        ) : (
          <li key={item.id}>
            <MenuLink item={item} className="oh-menu-top" />
          </li>
        ),
      )}
    </ul>
  );
}

function DropdownItem({
  item,
  align,
  state,
}: {
  item: MenuItem;
  align: "start" | "end";
  state: DropdownState;
}) {
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const openedByHover = useRef(false);
  const open = state.openId === item.id;
  const close = () => {
    if (state.openId === item.id) state.setOpenId(null);
  };
  const closeAll = () => state.setOpenId(null);

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== "mouse" || open) return;
    openedByHover.current = true;
    state.setOpenId(item.id);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType === "mouse") close();
  };
  const onClick = () => {
    // The click that follows a hover must not shut the panel the hover just opened.
    if (openedByHover.current && open) {
      openedByHover.current = false;
      return;
    }
    openedByHover.current = false;
    state.setOpenId(open ? null : item.id);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && open) {
      event.stopPropagation();
      close();
      buttonRef.current?.focus();
    }
  };

  return (
    <li
      className="relative"
      data-dropdown-item=""
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="oh-menu-top inline-flex items-center gap-1"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onClick}
      >
        {item.name}
        <ChevronDownIcon />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className={`absolute top-full z-40 mt-1 flex w-max max-w-[36rem] gap-6 rounded-md bg-paper p-6 text-ink shadow-xl ring-1 ring-black/10 ${
          align === "end" ? "right-0" : "left-0"
        }`}
      >
        {item.image ? (
          // Spec §2 "graphics by section": the section's picture, decorative beside its links.
          <img
            src={item.image}
            alt=""
            width={160}
            height={107}
            className="h-[107px] w-40 rounded object-cover"
            loading="lazy"
          />
        ) : null}
        <div>
          <MenuLink
            item={item}
            onNavigate={closeAll}
            className="text-lg font-semibold text-brand underline-offset-4 hover:underline"
          />
          <ul className="mt-3 grid gap-x-8 gap-y-2 sm:grid-cols-[repeat(auto-fill,minmax(11rem,1fr))] min-w-[12rem]">
            {item.items!.map((child) => (
              <li key={child.id}>
                <MenuLink item={child} onNavigate={closeAll} className="underline-offset-4 hover:underline" />
                {child.items?.length ? (
                  <ul className="mt-1 ml-3 space-y-1 text-sm">
                    {child.items.map((grandchild) => (
                      <li key={grandchild.id}>
                        <MenuLink
                          item={grandchild}
                          onNavigate={closeAll}
                          className="underline-offset-4 hover:underline"
                        />
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </li>
  );
}
