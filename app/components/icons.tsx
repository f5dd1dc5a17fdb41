// Inline SVG icons: decorative (aria-hidden), so the control around each one carries the label.
import type { ReactNode } from "react";

export function Icon({
  children,
  size = 24,
  filled = false,
}: {
  children: ReactNode;
  size?: number;
  filled?: boolean;
}) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill={filled ? "currentColor" : "none"}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

/** An icon drawn by one path: most of them. */
export function pathIcon(d: string, size?: number) {
  return function PathIcon() {
    return (
      <Icon size={size}>
        <path d={d} />
      </Icon>
    );
  };
}

export const CloseIcon = pathIcon("M6 6l12 12M18 6L6 18");

export const MenuIcon = pathIcon("M4 7h16M4 12h16M4 17h16");

export const UserIcon = () => (
  <Icon>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" />
  </Icon>
);

export const PhoneIcon = ({ size }: { size?: number }) => (
  <Icon size={size}>
    <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />
  </Icon>
);

export const ChevronDownIcon = pathIcon("M6 9l6 6 6-6", 16);

export const ChevronRightIcon = pathIcon("M9 6l6 6-6 6", 20);

export const ChevronLeftIcon = pathIcon("M15 6l-6 6 6 6", 20);

export const FiltersIcon = () => (
  <Icon size={20}>
    <path d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0" />
    <circle cx="16" cy="6" r="2" />
    <circle cx="10" cy="12" r="2" />
    <circle cx="18" cy="18" r="2" />
  </Icon>
);

export const EnterFullScreenIcon = pathIcon("M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5", 20);

export const ExitFullScreenIcon = pathIcon("M9 4v5H4M20 9h-5V4M15 20v-5h5M4 15h5v5", 20);
