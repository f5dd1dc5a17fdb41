// A tab of the signed-out sidebar's Register / Sign in choice: a link, marked current when its form shows.
import type { ReactNode } from "react";

export function AccountTab({
  href,
  current,
  children,
}: {
  href: string;
  current: boolean;
  children: ReactNode;
}) {
  return (
    <li>
      <a
        href={href}
        aria-current={current ? "page" : undefined}
        className={`block rounded px-3 py-1 font-semibold ${current ? "bg-brand text-brand-contrast" : "underline"}`}
      >
        {children}
      </a>
    </li>
  );
}
