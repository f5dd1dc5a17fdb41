// App state (spec §3 "App state", "User"; §4 "Sign-in state"): who is signed in, the authenticity token, the
// sign-in credentials being typed, loading flags, the theme, and a signed-in user's saved items as the server
// holds them. The server-rendered HTML carries nothing personal (design §1 "Cacheable pages"), so the user
// and the token come from GET /user.ljson, fetched once in the browser after hydration.
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import type { UserPayload } from "../../modules/accounts/model/json.ts";
import type { Theme } from "../../modules/content/model/site-content.ts";
import type { PropertyCard } from "../../modules/listings/model/property-card.ts";
import { accountCalls } from "./account-calls.ts";
import {
  AppStateContext,
  type AppState,
  type CurrentUser,
  type LoadingFlag,
  type LoadingFlags,
  type SavedState,
  type UserCredentials,
  ThemeContext,
} from "./app-state.tsx";
import {
  isSavedPropertiesListSynced,
  markSavedPropertiesListSynced,
  readSavedPropertyIds,
} from "./saved-properties.ts";
import { clearLocalSavedSearches, type LocalSavedSearch } from "./local-saved-searches.ts";

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

const BLANK_CREDENTIALS: UserCredentials = { email: "", password: "" };

export function AppStateProvider({ theme, children }: { theme: Theme; children: ReactNode }) {
  const [user, setUser] = useState<CurrentUser | null>(null);
  const [authenticityToken, setAuthenticityToken] = useState<string | null>(null);
  // The user starts as loading: the server render and the first client render agree on it.
  const [loading, setLoadingFlags] = useState<LoadingFlags>({ ...idle, user: true });
  const [userCredentials, setUserCredentials] = useState<UserCredentials>(BLANK_CREDENTIALS);
  const [propertyIds, setPropertyIds] = useState<number[] | null>(null);
  const [propertyCards, setPropertyCards] = useState<PropertyCard[] | null>(null);
  const [searches, setSearches] = useState<LocalSavedSearch[] | null>(null);
  // Effects read the token current when they run, not the one of the render that scheduled them; only
  // loadUser changes the token, and it sets both.
  const tokenRef = useRef<string | null>(null);

  const setLoading = useCallback((flag: LoadingFlag, value: boolean) => {
    setLoadingFlags((flags) => (flags[flag] === value ? flags : { ...flags, [flag]: value }));
  }, []);

  // State is set only in the promise's callbacks, once the answer is in.
  const loadUser = useCallback(
    () =>
      fetchCurrentUser()
        .then((payload) => {
          tokenRef.current = payload.authenticity_token;
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

  const refresh = useCallback(async () => {
    const [cards, list] = await Promise.allSettled([
      accountCalls().then((calls) => calls.fetchSavedProperties()),
      accountCalls().then((calls) => calls.fetchSavedSearches()),
    ]);
    if (cards.status === "fulfilled") {
      setPropertyCards(cards.value);
      setPropertyIds(cards.value.map((card) => card.property_id));
    } else {
      // Spec §8: "Failed fetches of saved properties fall back to the locally stored list."
      console.warn("Could not load the saved properties", cards.reason);
      setPropertyCards(null);
      setPropertyIds(null);
    }
    if (list.status === "fulfilled") setSearches(list.value);
    else console.warn("Could not load the saved searches", list.reason);
  }, []);

  const userId = user?.user_id ?? null;
  useEffect(() => {
    if (userId === null) return;
    let current = true;
    void (async () => {
      if (!isSavedPropertiesListSynced()) {
        const local = readSavedPropertyIds();
        const merged =
          local.length === 0 ||
          (await accountCalls()
            .then((calls) => calls.addSavedProperties(local, tokenRef.current))
            .catch(() => false));
        // A failed merge is tried again on the next load.
        if (merged) markSavedPropertiesListSynced(true);
      }
      if (current) await refresh();
    })();
    return () => {
      current = false;
    };
  }, [userId, refresh]);

  const resetAfterSignOut = useCallback(async () => {
    setUser(null);
    setUserCredentials(BLANK_CREDENTIALS);
    setPropertyIds(null);
    setPropertyCards(null);
    setSearches(null);
    clearLocalSavedSearches();
    // The next sign-in merges this browser's list again (it may be another person's account).
    markSavedPropertiesListSynced(false);
    await reloadUser();
  }, [reloadUser]);

  const saved = useMemo<SavedState>(
    () => ({ propertyIds, propertyCards, searches, setPropertyIds, refresh }),
    [propertyIds, propertyCards, searches, refresh],
  );

  const value = useMemo<AppState>(
    () => ({
      user,
      authenticityToken,
      loading,
      userCredentials,
      setUserCredentials,
      saved,
      setUser,
      setLoading,
      reloadUser,
      resetAfterSignOut,
    }),
    [user, authenticityToken, loading, userCredentials, saved, setLoading, reloadUser, resetAfterSignOut],
  );
  return (
    <ThemeContext.Provider value={theme}>
      <AppStateContext.Provider value={value}>{children}</AppStateContext.Provider>
    </ThemeContext.Provider>
  );
}

async function fetchCurrentUser(): Promise<UserPayload> {
  const response = await fetch("/user.ljson", {
    headers: { Accept: "application/json" },
    credentials: "same-origin",
  });
  if (!response.ok) throw new Error(`GET /user.ljson answered ${response.status}`);
  return (await response.json()) as UserPayload;
}
