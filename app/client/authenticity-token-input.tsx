// Spec §7: "Every form except the one with action /search gets an authenticity token input."
import { useAppState } from "./app-state.tsx";

/** The hidden authenticity_token field of a client-rendered form; empty until GET /user.ljson answers. */
export function AuthenticityTokenInput() {
  const { authenticityToken } = useAppState();
  return <input type="hidden" name="authenticity_token" value={authenticityToken ?? ""} />;
}
