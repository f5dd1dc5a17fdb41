// The user sidebar (spec §2 "User sidebar"): one panel per /user path, tabs for the three sections.
// Issue 6 brings the forms (registration, sign-in, password reset, profile, marketing); until then their
// panels say so. Who is signed in comes from the app state (GET /user.ljson), never from the HTML.
import { useEffect } from "react";
import { useAppState, type CurrentUser } from "../../client/app-state.tsx";
import { CloseIcon } from "../../components/icons.tsx";
import { useHashNavigate } from "../hash-navigation.ts";
import type { OverlayProps } from "../registry.ts";

const TABS = [
  { label: "Your details", href: "#/user", matches: (path: string) => !path.startsWith("/user/saved-") },
  {
    label: "Saved Properties",
    href: "#/user/saved-properties",
    matches: (path: string) => path === "/user/saved-properties",
  },
  {
    label: "Saved Searches",
    href: "#/user/saved-searches",
    matches: (path: string) => path === "/user/saved-searches",
  },
];

// Spec §6: signed-out visitors on these paths are sent to /user; signed-in visitors on sign-in likewise.
const SIGNED_IN_ONLY = new Set(["/user/edit", "/user/marketing-preferences"]);

export default function UserSidebar({ path }: OverlayProps) {
  const { user, loading } = useAppState();
  const navigateHash = useHashNavigate();
  const redirect = !loading.user && (user ? path === "/user/sign-in" : SIGNED_IN_ONLY.has(path));
  useEffect(() => {
    if (redirect) navigateHash("/user", { replace: true });
  }, [redirect, navigateHash]);

  return (
    <div className="flex min-h-full flex-col">
      <div className="flex justify-end border-b border-black/10 px-4 py-3">
        {/* Spec §2: "clicking the overlay or the close link goes to /". */}
        <a
          href="#/"
          className="inline-flex items-center gap-1 rounded px-2 py-1 font-medium underline-offset-4 hover:underline"
        >
          <CloseIcon />
          Close
        </a>
      </div>
      <nav aria-label="Account sections" className="border-b border-black/10">
        <ul className="flex">
          {TABS.map((tab) => {
            const current = tab.matches(path);
            return (
              <li key={tab.href} className="flex-1">
                <a
                  href={tab.href}
                  aria-current={current ? "page" : undefined}
                  className={`block px-2 py-3 text-center text-sm font-semibold ${
                    current ? "border-b-4 border-brand text-brand" : "border-b-4 border-transparent"
                  }`}
                >
                  {tab.label}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="flex-1 p-6">
        {loading.user || redirect ? (
          <p role="status">Loading user profile</p>
        ) : (
          <UserPanel path={path} user={user} />
        )}
      </div>
    </div>
  );
}

function UserPanel({ path, user }: { path: string; user: CurrentUser | null }) {
  switch (path) {
    case "/user/saved-properties":
      return <Panel heading="Saved Properties">Your saved properties will be listed here soon.</Panel>;
    case "/user/saved-searches":
      return <Panel heading="Saved Searches">Your saved searches will be listed here soon.</Panel>;
    case "/user/sign-in":
      return <Panel heading="Sign in">Signing in is coming soon.</Panel>;
    case "/user/forgotten-password":
      return user ? (
        <Panel heading="Reset Password">Resetting your password is coming soon.</Panel>
      ) : (
        <Panel heading="Forgotten password">The password reset request form is coming soon.</Panel>
      );
    case "/user/edit":
      return <Panel heading="Edit details">Editing your details is coming soon.</Panel>;
    case "/user/marketing-preferences":
      return (
        <Panel heading="Marketing preferences">Updating your marketing preferences is coming soon.</Panel>
      );
  }
  // "/user" and "/user/register".
  if (!user) {
    return (
      <Panel heading="Remember your saved properties for next time">
        The registration form is coming soon.{" "}
        <a href="#/user/sign-in" className="underline">
          Already registered? Sign in
        </a>
      </Panel>
    );
  }
  return (
    <section>
      <h3 className="text-xl font-semibold">Your details</h3>
      <p className="mt-3">
        {user.first_name} {user.last_name}
        <br />
        {user.email}
      </p>
      <ul className="mt-4 space-y-2">
        <li>
          <a href="#/user/edit" className="underline">
            Edit details
          </a>
        </li>
        <li>
          <a href="#/user/marketing-preferences" className="underline">
            Update marketing preferences
          </a>
        </li>
      </ul>
    </section>
  );
}

function Panel({ heading, children }: { heading: string; children: React.ReactNode }) {
  return (
    <section>
      <h3 className="text-xl font-semibold">{heading}</h3>
      <p className="mt-3">{children}</p>
    </section>
  );
}
