// The app's state (spec §3 "App state"): who is signed in, the authenticity token, loading flags and the saved
// items; the theme has a context of its own (useTheme). The contexts and their hooks live here, apart from the
// provider (app-state-provider.tsx), so modules the provider uses can read the state without an import cycle.
import { createContext, useContext, type Dispatch, type SetStateAction } from "react";
import type { AccountUser } from "../../modules/accounts/model/json.ts";
import type { PropertyCard } from "../../modules/listings/model/property-card.ts";
import type { Theme } from "../../modules/content/model/site-content.ts";
import type { LocalSavedSearch } from "./local-saved-searches.ts";

export type CurrentUser = AccountUser;

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

/** spec §3 "userCredentials {email, password}": what the sign-in form holds; never stored. */
export type UserCredentials = { email: string; password: string };

/** A signed-in user's saved items from the server; null means "use the local list" (signed out, or failed). */
export type SavedState = {
  propertyIds: number[] | null;
  /** The cards of GET /saved_properties.ljson, for the sidebar. */
  propertyCards: PropertyCard[] | null;
  searches: LocalSavedSearch[] | null;
  setPropertyIds: Dispatch<SetStateAction<number[] | null>>;
  /** Reads both lists from the server again (signed in only). */
  refresh: () => Promise<void>;
};

export type AppState = {
  /** Null when signed out, and until the start-up call has answered. */
  user: CurrentUser | null;
  authenticityToken: string | null;
  loading: LoadingFlags;
  userCredentials: UserCredentials;
  setUserCredentials: Dispatch<SetStateAction<UserCredentials>>;
  saved: SavedState;
  setUser: (user: CurrentUser | null) => void;
  setLoading: (flag: LoadingFlag, value: boolean) => void;
  /** Asks the server again (after sign-in, sign-out or registration): the user and the new token. */
  reloadUser: () => Promise<void>;
  /**
   * Spec §4: sign-out "resets the user to blank, clears credentials, sets saved properties to the locally
   * stored list and saved searches to empty"; then fetches the new session's token.
   */
  resetAfterSignOut: () => Promise<void>;
};

export const AppStateContext = createContext<AppState | null>(null);

export function useAppState(): AppState {
  const state = useContext(AppStateContext);
  if (!state) throw new Error("useAppState needs <AppStateProvider> (app/root.tsx)");
  return state;
}

/**
 * The theme alone. It does not change while a page is open, so a component that reads only the theme does not
 * render again when the user, the token or the saved items arrive after hydration (issue 13: the results page
 * rendered all its cards a second time, in one long task, once GET /user.ljson answered).
 */
export const ThemeContext = createContext<Theme | null>(null);

export function useTheme(): Theme {
  const theme = useContext(ThemeContext);
  if (!theme) throw new Error("useTheme needs <AppStateProvider> (app/root.tsx)");
  return theme;
}
