// Whether a path is the back office's (issue 14), apart from admin-urls.ts: the root layout asks this on every
// page, and a module the root imports travels in the JavaScript every public page loads (vite.config.ts, the
// "shell" chunk) with every export any other route takes from it, here all the back office's URLs.
export function isAdminPath(pathname: string): boolean {
  const path = pathname.toLowerCase();
  // The operators' console (issue 44 item 6) has the back office's document and look.
  return /^\/(admin|console)(\/|$)/.test(path);
}
