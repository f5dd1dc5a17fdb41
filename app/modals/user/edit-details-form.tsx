// Edit details (spec §2 "/user/edit", §5 "Edit phone", §7 POST /user.ljson + put, §8 'Profile successfully
// updated.'). The form starts from the signed-in user (spec §3 "localUser (editable copy)").
import { useState, type FormEvent } from "react";
import { toast } from "../../client/toast.ts";
import { ACCOUNT_MESSAGES as M } from "../../../modules/accounts/model/fields.ts";
import { overlayHash, userOverlay } from "../../../domain/overlay-paths.ts";
import { updateProfile } from "../../client/account.ts";
import { useAppState, type CurrentUser } from "../../client/app-state.tsx";
import { useHashNavigate } from "../hash-navigation.ts";
import { TextField } from "./fields.tsx";
import { fieldErrorsFromServer, formValues, parseOrShowErrors, type FieldErrors } from "./form-errors.ts";
import { loadAccountSchemas } from "./load-schemas.ts";
import { PanelForm } from "./panel-form.tsx";

type ProfileField = Exclude<
  keyof CurrentUser,
  | "user_id"
  | "is_opted_in_to_marketing"
  | "marketing_preferences"
  | "marketing_preference_id"
  | "custom_marketing_preferences"
  | "saved_properties"
  | "saved_searches"
  | "address_html"
  | "portal_leads"
  | "agency"
  | "agency_website_vip"
  | "reapit_tracker_jwt"
>;

const FIELDS: {
  name: ProfileField;
  label: string;
  type?: string;
  autoComplete: string;
  maxLength: number;
}[] = [
  { name: "title", label: "Title", autoComplete: "honorific-prefix", maxLength: 20 },
  { name: "first_name", label: "First name", autoComplete: "given-name", maxLength: 50 },
  { name: "last_name", label: "Last name", autoComplete: "family-name", maxLength: 50 },
  { name: "email", label: "Email", type: "email", autoComplete: "email", maxLength: 254 },
  { name: "tel_home", label: "Home phone", type: "tel", autoComplete: "tel", maxLength: 20 },
  { name: "tel_mobile", label: "Mobile phone", type: "tel", autoComplete: "tel", maxLength: 20 },
  { name: "house_name", label: "House name", autoComplete: "off", maxLength: 100 },
  { name: "house_number", label: "House number", autoComplete: "off", maxLength: 100 },
  { name: "street_address", label: "Street", autoComplete: "address-line1", maxLength: 100 },
  { name: "address_2", label: "Address line 2", autoComplete: "address-line2", maxLength: 100 },
  { name: "locality", label: "Locality", autoComplete: "address-line3", maxLength: 100 },
  { name: "town", label: "Town", autoComplete: "address-level2", maxLength: 100 },
  { name: "county", label: "County", autoComplete: "address-level1", maxLength: 100 },
  { name: "postcode", label: "Postcode", autoComplete: "postal-code", maxLength: 10 },
];

export function EditDetailsForm({ user }: { user: CurrentUser }) {
  const { authenticityToken, loading, setLoading, setUser } = useAppState();
  const navigateHash = useHashNavigate();
  const [errors, setErrors] = useState<FieldErrors>({});

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    const { profileUpdateSchema } = await loadAccountSchemas();
    // The parse only checks the fields: the post sends them as typed.
    if (!parseOrShowErrors(profileUpdateSchema, values, setErrors)) return;
    setLoading("userUpdate", true);
    try {
      const answer = await updateProfile(values, authenticityToken);
      if (!answer.ok) {
        const inline = fieldErrorsFromServer(
          answer.errors,
          FIELDS.map((f) => f.name),
        );
        setErrors(
          Object.keys(inline).length > 0
            ? inline
            : { base: "Sorry, something went wrong. Please try again." },
        );
        return;
      }
      // Spec §4: "profile update set[s] the current user".
      if (answer.value.user) setUser(answer.value.user);
      toast.success(M.profileUpdated);
      navigateHash(userOverlay(), { replace: true });
    } catch (error) {
      console.error("Profile update failed", error);
      setErrors({ base: "Sorry, something went wrong. Please try again." });
    } finally {
      setLoading("userUpdate", false);
    }
  }

  return (
    <PanelForm
      label="Edit details"
      submit="Save details"
      sending={loading.userUpdate}
      onSubmit={submit}
      link={{ href: overlayHash(userOverlay()), text: "Cancel" }}
    >
      {FIELDS.map((field) => (
        <TextField
          key={field.name}
          name={field.name}
          label={field.label}
          type={field.type}
          autoComplete={field.autoComplete}
          maxLength={field.maxLength}
          defaultValue={user[field.name] ?? ""}
          error={errors[field.name]}
        />
      ))}
      {errors.base ? (
        <p role="alert" className="text-sm text-red-700">
          {errors.base}
        </p>
      ) : null}
    </PanelForm>
  );
}
