// App state (spec §3 "App state"): who is signed in, the authenticity token, loading flags and the theme.
// The server-rendered HTML carries nothing personal (design §1 "Cacheable pages"), so the user and the token
// come from GET /user.ljson, fetched once in the browser after hydration.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import type { Theme } from "../../domain/site-content.ts";
import type { UserPayload } from "../../services/users.ts";

export type CurrentUser = NonNullable<UserPayload["user"]>;

export type LoadingFlag =
  | "user"
  | "userRegister"
  | "userUpdate"
  | "userSignIn"
  | "properties"
  | "propertiesMap"
  | "googleMaps"
  | "articles";
export type LoadingFlags = Record<LoadingFlag, boolean>;

export type AppState = {
  /** Null when signed out, and until the start-up call has answered. */
  user: CurrentUser | null;
  authenticityToken: string | null;
  loading: LoadingFlags;
  themeSettings: Theme["settings"];
  themePreferences: Theme["preferences"];
  setUser: (user: CurrentUser | null) => void;
  setLoading: (flag: LoadingFlag, value: boolean) => void;
  /** Asks the server again (after sign-in, sign-out or registration). */
  reloadUser: () => Promise<void>;
};

const AppStateContext = createContext<AppState | null>(null);

const idle: LoadingFlags = {
  user: false,
  userRegister: false,
  userUpdate: false,
  userSignIn: false,
  properties: false,
  propertiesMap: false,
  googleMaps: false,
  articles: false,
};

export function AppStateProvider({ theme, children }: { theme: Theme; children: ReactNode }) {
  const [user, setUser] = useState<CurrentUser | null>(null);
  const [authenticityToken, setAuthenticityToken] = useState<string | null>(null);
  // The user starts as loading: the server render and the first client render agree on it.
  const [loading, setLoadingFlags] = useState<LoadingFlags>({ ...idle, user: true });

  const setLoading = useCallback((flag: LoadingFlag, value: boolean) => {
    setLoadingFlags((flags) => (flags[flag] === value ? flags : { ...flags, [flag]: value }));
  }, []);

  // State is set only in the promise's callbacks, once the answer is in.
  const loadUser = useCallback(
    () =>
      fetchCurrentUser()
        .then((payload) => {
          setUser(payload.user);
          setAuthenticityToken(payload.authenticity_token);
        })
        // Spec §8: a failure to fetch the user is logged only; the visitor carries on signed out.
        .catch((error: unknown) => console.warn("Could not load the current user", error))
        .finally(() => setLoading("user", false)),
    [setLoading],
  );

  useEffect(() => {
    void loadUser();
  }, [loadUser]);

  const reloadUser = useCallback(() => {
    setLoading("user", true);
    return loadUser();
  }, [setLoading, loadUser]);

  const value = useMemo<AppState>(
    () => ({
      user,
      authenticityToken,
      loading,
      themeSettings: theme.settings,
      themePreferences: theme.preferences,
      setUser,
      setLoading,
      reloadUser,
    }),
    [user, authenticityToken, loading, theme, setLoading, reloadUser],
  );
  return <AppStateContext.Provider value={value}>{children}</AppStateContext.Provider>;
}

async function fetchCurrentUser(): Promise<UserPayload> {
  const response = await fetch("/user.ljson", {
    headers: { Accept: "application/json" },
    credentials: "same-origin",
  });
  if (!response.ok) throw new Error(`GET /user.ljson answered ${response.status}`);
  return (await response.json()) as UserPayload;
}

export function useAppState(): AppState {
  const state = useContext(AppStateContext);
  if (!state) throw new Error("useAppState needs <AppStateProvider> (app/root.tsx)");
  return state;
}
