// #/valuation (spec §2: the Instant Valuation modal; issue 5 item 3). A homeowner gives a postcode (or finds
// their address), the property type and bedrooms, and gets a sale and rent range from the agency's own
// comparable listings nearby (GET /valuation_estimate.ljson), then goes on to Book a Valuation with the
// details carried over (./instant-valuation-prefill.ts).
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import type { LookedUpAddress } from "../../../domain/address.ts";
import { bookAValuationOverlay } from "../../../domain/overlay-paths.ts";
import { AddressLookup } from "../../components/address-lookup/address-lookup.tsx";
import { SubmitButton } from "../../components/lead-form/submit-button.tsx";
import { errorClass, fieldClass, labelClass } from "../../ui/field.tsx";
import { useHashNavigate } from "../hash-navigation.ts";
import type { OverlayProps } from "../registry.ts";
import {
  EstimateRefused,
  fetchValuationEstimate,
  type ValuationEstimateJson,
} from "./instant-valuation-api.ts";
import { saveValuationPrefill } from "./instant-valuation-prefill.ts";
import { InstantValuationResult } from "./instant-valuation-result.tsx";
import { ESTIMATE_SELECTS, EstimateSelectField } from "./instant-valuation-selects.tsx";

/** The shared schema, loaded on first use so the overlay's first render needs no zod. */
async function loadSchema() {
  await import("../../zod-config.ts"); // before any schema is built: see the file
  return (await import("../../../modules/open-data/model/valuation-estimate-query.ts")).valuationQuerySchema;
}

type Field = "postcode" | "property_type" | "bedrooms";
type Errors = Partial<Record<Field | "form", string>>;

export default function InstantValuation(_props: OverlayProps) {
  const id = useId();
  const navigate = useHashNavigate();
  const [values, setValues] = useState<Record<Field, string>>({
    postcode: "",
    property_type: "",
    bedrooms: "",
  });
  const setValue = (field: Field, value: string) => setValues((current) => ({ ...current, [field]: value }));
  const [address, setAddress] = useState<LookedUpAddress | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const [estimate, setEstimate] = useState<ValuationEstimateJson | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // Focus moves once React has drawn the messages or the answer: to the first field in error, or to the answer
  // (so it is read out and seen).
  const [focusTarget, setFocusTarget] = useState<{ to: "invalid" | "result" } | null>(null);
  useEffect(() => {
    if (!focusTarget) return;
    const target =
      focusTarget.to === "invalid"
        ? formRef.current?.querySelector<HTMLElement>("[aria-invalid=true]")
        : document.getElementById(`${id}-result`);
    target?.focus();
  }, [focusTarget, id]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const schema = await loadSchema();
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
      setErrors(found);
      focusFirstInvalid();
      return;
    }
    setErrors({});
    setSending(true);
    try {
      const answer = await fetchValuationEstimate(parsed.data);
      setValue("postcode", answer.postcode);
      setEstimate(answer);
      setFocusTarget({ to: "result" });
    } catch (error) {
      if (error instanceof EstimateRefused) {
        const found: Errors = {};
        for (const [field, messages] of Object.entries(error.errors)) found[field as Field] = messages[0];
        setErrors(found);
        focusFirstInvalid();
      } else {
        console.error("Instant valuation failed", error);
        setErrors({ form: "Sorry, we couldn't work out an estimate just now. Please try again." });
      }
    } finally {
      setSending(false);
    }
  }

  function focusFirstInvalid() {
    setFocusTarget({ to: "invalid" });
  }

  function bookValuation() {
    if (!estimate) return;
    saveValuationPrefill({
      postcode: estimate.postcode,
      propertyType: estimate.property_type,
      bedrooms: estimate.bedrooms,
      ...(address ? { address } : {}),
    });
    navigate(bookAValuationOverlay());
  }

  function chooseAddress(found: LookedUpAddress) {
    setAddress(found);
    if (found.postcode) setValue("postcode", found.postcode);
    setErrors(({ postcode: _dropped, ...rest }) => rest);
  }

  const describedBy = (field: Field) => (errors[field] ? `${id}-${field}-error` : undefined);
  const message = (field: Field) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className={errorClass}>
        {errors[field]}
      </p>
    ) : null;

  return (
    <div>
      <p className="mt-2">
        Find out roughly what your home could sell or let for, from the homes we have listed near you.
      </p>
      <form
        ref={formRef}
        noValidate
        onSubmit={submit}
        className="mt-4 flex flex-col gap-4"
        aria-label="Instant Valuation"
      >
        <AddressLookup
          id={`${id}-address`}
          label="Find your address (optional)"
          onSelect={chooseAddress}
          onClear={() => setAddress(null)}
        />
        <div>
          <label htmlFor={`${id}-postcode`} className={labelClass}>
            Postcode
          </label>
          <input
            id={`${id}-postcode`}
            name="postcode"
            type="text"
            autoComplete="postal-code"
            maxLength={10}
            value={values.postcode}
            onChange={(event) => setValue("postcode", event.target.value)}
            aria-invalid={errors.postcode ? true : undefined}
            aria-describedby={describedBy("postcode")}
            className={`${fieldClass} sm:max-w-48`}
          />
          {message("postcode")}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          {ESTIMATE_SELECTS.map((select) => (
            <EstimateSelectField
              key={select.name}
              select={select}
              id={`${id}-${select.name}`}
              value={values[select.name]}
              error={errors[select.name]}
              onChange={(value) => setValue(select.name, value)}
            />
          ))}
        </div>
        {errors.form ? (
          <p role="alert" className={errorClass}>
            {errors.form}
          </p>
        ) : null}
        <div>
          <SubmitButton sending={sending}>Get my estimate</SubmitButton>
        </div>
      </form>
      <div id={`${id}-result`} tabIndex={-1} aria-live="polite" className="outline-none">
        {estimate ? (
          <InstantValuationResult
            estimate={estimate}
            headingId={`${id}-result-heading`}
            onBook={bookValuation}
          />
        ) : null}
      </div>
    </div>
  );
}
