// Marketing preferences (spec §2 "Forms on screens": opt in / opt out radio, Update button; §6, §7
// "Marketing"; §8 toasts). The statement shown is the one the server records as consent evidence.
import { useId, useState, type FormEvent } from "react";
import { toast } from "../../client/toast.ts";
import { ACCOUNT_MESSAGES as M, MARKETING_OPT_IN_STATEMENT } from "../../../modules/accounts/model/fields.ts";
import { updateMarketingPreferences, type MarketingChoice } from "../../client/account.ts";
import { useAppState } from "../../client/app-state.tsx";
import { PanelForm } from "./panel-form.tsx";

export function MarketingPreferencesForm() {
  const { user, authenticityToken, reloadUser } = useAppState();
  const id = useId();
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Spec §5, §6: "Marketing preference update requires a signed-in user."
    if (!user) {
      toast.error(M.signInToUpdatePreferences);
      return;
    }
    const choice = new FormData(event.currentTarget).get("opt_in_marketing_at") as MarketingChoice | null;
    if (choice !== "optin" && choice !== "optout") return;
    setSending(true);
    try {
      const outcome = await updateMarketingPreferences(user, choice, authenticityToken).catch(
        () => "failed" as const,
      );
      if (outcome !== "ok") {
        toast.error(outcome === "signed-out" ? M.signInToUpdatePreferences : M.preferencesFailed);
        return;
      }
      toast.success(M.preferencesUpdated);
      await reloadUser();
    } finally {
      setSending(false);
    }
  }

  const optedIn = user?.is_opted_in_to_marketing ?? false;
  return (
    <PanelForm label="Marketing preferences" submit="Update" sending={sending} onSubmit={submit}>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2">{MARKETING_OPT_IN_STATEMENT}</legend>
        {[
          { value: "optin", label: "Opt in", checked: optedIn },
          { value: "optout", label: "Opt out", checked: !optedIn },
        ].map((choice) => (
          <div key={choice.value} className="flex items-center gap-2">
            <input
              id={`${id}-${choice.value}`}
              type="radio"
              name="opt_in_marketing_at"
              value={choice.value}
              defaultChecked={choice.checked}
            />
            <label htmlFor={`${id}-${choice.value}`}>{choice.label}</label>
          </div>
        ))}
      </fieldset>
    </PanelForm>
  );
}
