// The user sidebar (spec §2 "User sidebar"): one panel per /user path, tabs for the three sections, the
// register / sign-in tabs for signed-out visitors and the Sign out button for signed-in ones. Who is signed in
// comes from the app state (GET /user.ljson), never from the HTML.
import { useEffect } from "react";
import { toast } from "../../client/toast.ts";
import { ACCOUNT_MESSAGES as M } from "../../../modules/accounts/model/fields.ts";
import { noOverlay, overlayHash, userOverlay } from "../../../domain/overlay-paths.ts";
import { signOut } from "../../client/account.ts";
import { useAppState, type CurrentUser } from "../../client/app-state.tsx";
import { CloseIcon } from "../../components/icons.tsx";
import { useHashNavigate } from "../hash-navigation.ts";
import type { OverlayProps } from "../registry.ts";
import { AccountTab } from "./account-tab.tsx";
import { EditDetailsForm } from "./edit-details-form.tsx";
import { ForgottenPasswordForm } from "./forgotten-password-form.tsx";
import { MarketingPreferencesForm } from "./marketing-preferences-form.tsx";
import { Panel } from "./panel.tsx";
import { RegistrationForm } from "./registration-form.tsx";
import { SavedPropertiesPanel } from "./saved-properties-panel.tsx";
import { SavedSearchesPanel } from "./saved-searches-panel.tsx";
import { SignInForm } from "./sign-in-form.tsx";
import { userSidebarRedirect } from "./user-paths.ts";
import { YourDetails } from "./your-details.tsx";

const TABS = [
  // Spec §2: 'Your details' or 'My Profile': the profile of a signed-in visitor, the details a new one gives.
  {
    label: (signedIn: boolean) => (signedIn ? "My Profile" : "Your details"),
    href: overlayHash(userOverlay()),
    matches: (path: string) => !path.startsWith("/user/saved-"),
  },
  {
    label: () => "Saved Properties",
    href: overlayHash(userOverlay("saved-properties")),
    matches: (path: string) => path === "/user/saved-properties",
  },
  {
    label: () => "Saved Searches",
    href: overlayHash(userOverlay("saved-searches")),
    matches: (path: string) => path === "/user/saved-searches",
  },
];

export default function UserSidebar({ path }: OverlayProps) {
  const { user, loading } = useAppState();
  const navigateHash = useHashNavigate();
  const redirect = loading.user ? null : userSidebarRedirect(path, user !== null);
  useEffect(() => {
    if (redirect) navigateHash(redirect, { replace: true });
  }, [redirect, navigateHash]);

  return (
    <div className="flex min-h-full flex-col">
      <div className="flex items-center justify-between gap-2 border-b border-black/10 px-4 py-3">
        {/* Spec §2: "A Sign out button shows when signed in, except on the forgotten-password page." */}
        {user && path !== "/user/forgotten-password" ? <SignOutButton /> : <span />}
        {/* Spec §2: "clicking the overlay or the close link goes to /". */}
        <a
          href={overlayHash(noOverlay())}
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
                  {tab.label(user !== null)}
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

function SignOutButton() {
  const { authenticityToken, resetAfterSignOut } = useAppState();
  const navigateHash = useHashNavigate();
  return (
    <button
      type="button"
      className="oh-button-outline"
      onClick={() =>
        void (async () => {
          const ok = await signOut(authenticityToken).catch(() => false);
          if (!ok) {
            toast.error(M.signOutFailed);
            return;
          }
          await resetAfterSignOut();
          toast.success(M.signedOut);
          // Spec §2: "Redirect after sign-out is optionally to /": we close the sidebar.
          navigateHash(noOverlay());
        })()
      }
    >
      Sign out
    </button>
  );
}

function UserPanel({ path, user }: { path: string; user: CurrentUser | null }) {
  switch (path) {
    case "/user/saved-properties":
      return (
        <Panel heading="Saved Properties">
          <SavedPropertiesPanel />
        </Panel>
      );
    case "/user/saved-searches":
      return (
        <Panel heading="Saved Searches">
          <SavedSearchesPanel />
        </Panel>
      );
    case "/user/forgotten-password":
      return user ? (
        <Panel heading="Reset Password">
          <p>
            You are signed in. To change your password, sign out and use &lsquo;Forgotten password&rsquo;.
          </p>
        </Panel>
      ) : (
        <Panel heading="Forgotten password">
          <ForgottenPasswordForm />
        </Panel>
      );
    case "/user/edit":
      return user ? (
        <Panel heading="Edit details">
          <EditDetailsForm user={user} />
        </Panel>
      ) : null;
    case "/user/marketing-preferences":
      return (
        <Panel heading="Marketing preferences">
          <MarketingPreferencesForm />
        </Panel>
      );
  }
  if (user) {
    return (
      <Panel heading="Your details">
        <YourDetails user={user} />
      </Panel>
    );
  }
  // Signed out: "/user", "/user/register" and "/user/sign-in".
  const signingIn = path === "/user/sign-in";
  return (
    <Panel heading={signingIn ? "Sign in" : "Remember your saved properties for next time"}>
      <nav aria-label="Register or sign in" className="mb-4">
        <ul className="flex gap-2">
          <AccountTab href={overlayHash(userOverlay("register"))} current={!signingIn}>
            Register
          </AccountTab>
          <AccountTab href={overlayHash(userOverlay("sign-in"))} current={signingIn}>
            Sign in
          </AccountTab>
        </ul>
      </nav>
      {signingIn ? <SignInForm /> : <RegistrationForm />}
    </Panel>
  );
}
