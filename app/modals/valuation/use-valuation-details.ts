// Step 1 of Book a Valuation (and the whole single-step form): the visitor's details and the property's address,
// checked as typed (spec §4 "Viewing form" rule shared by every lead form), the lookup ↔ manual address entry
// (spec §4 "Address entry") and the channel (spec §3: letting for a lettings property, else selling).
import { useCallback, useEffect, useMemo, useState } from "react";
import { LEAD_MESSAGES } from "../../../modules/leads/model/lead-fields.ts";
import { addressToLeadFields, type LookedUpAddress } from "../../../domain/address.ts";
import {
  ADDRESS_FIELDS,
  detailsErrors,
  emptyValuationFields,
  fieldError,
  type DetailsFieldName,
  type FieldErrors,
  type ValuationChannel,
  type ValuationFieldName,
  type ValuationFields,
} from "../../../modules/leads/model/valuation/valuation-fields.ts";
import type { FieldRule } from "../../components/lead-form/field-rules.ts";
import { useLeadFields } from "../../components/lead-form/use-lead-fields.ts";
import { useOverlayPageData } from "../page-data.ts";
import {
  clearValuationPrefill,
  readValuationPrefill,
  type ValuationPrefill,
} from "./instant-valuation-prefill.ts";

const FIELD_NAMES = Object.keys(emptyValuationFields) as ValuationFieldName[];
// The address as a whole has no value of its own: it is checked on Next (detailsErrors).
const RULES = Object.fromEntries([
  ...FIELD_NAMES.map((name): [ValuationFieldName, FieldRule] => [
    name,
    (value) => fieldError(name, value) ?? undefined,
  ]),
  ["address", () => undefined],
]) as Record<DetailsFieldName, FieldRule>;

/** What the page knows: on a property page its channel and branch (app/routes/pages/property.tsx overlayData). */
export type ValuationPage = {
  /** Fixed by a property page; null lets the visitor choose. */
  fixedChannel: ValuationChannel | null;
  propertyBranchId: number | null;
};

export function useValuationPage(): ValuationPage {
  const page = useOverlayPageData();
  return {
    fixedChannel: page.leadProperty
      ? page.leadProperty.channel === "lettings"
        ? "letting"
        : "selling"
      : null,
    propertyBranchId: page.contactOffice?.branchId ?? null,
  };
}

/** The Instant Valuation's hand-over: a chosen address, else the postcode typed by hand, and a note. */
function fromPrefill(prefill: ValuationPrefill): {
  values: Partial<Record<ValuationFieldName, string>>;
  manual: boolean;
  chosen: boolean;
} {
  const note = `${prefill.bedrooms} bedroom ${prefill.propertyType}`;
  if (prefill.address) {
    return {
      values: { ...addressToLeadFields(prefill.address), message: note },
      manual: false,
      chosen: true,
    };
  }
  return { values: { postcode: prefill.postcode, message: note }, manual: true, chosen: false };
}

export function useValuationDetails() {
  const { fixedChannel, propertyBranchId } = useValuationPage();
  // Read when the form opens, removed once it has mounted (instant-valuation-prefill.ts says why).
  const [initial] = useState(() => {
    const prefill = readValuationPrefill();
    return prefill ? fromPrefill(prefill) : { values: {}, manual: false, chosen: false };
  });
  useEffect(() => clearValuationPrefill(), []);
  const form = useLeadFields<DetailsFieldName>(RULES, initial.values);
  const [manual, setManual] = useState(initial.manual);
  const [chosen, setChosen] = useState(initial.chosen);
  const [chosenChannel, setChannel] = useState<ValuationChannel>("selling");
  const channel = fixedChannel ?? chosenChannel;
  const { setErrors, change } = form;

  const fields = useMemo<ValuationFields>(() => ({ ...emptyValuationFields, ...form.values }), [form.values]);

  const clearAddress = useCallback(() => {
    for (const name of ADDRESS_FIELDS) change(name, "");
    setChosen(false);
    setErrors((errors) => withoutAddressErrors(errors));
  }, [change, setErrors]);

  const selectAddress = useCallback(
    (address: LookedUpAddress) => {
      const looked = addressToLeadFields(address);
      for (const name of ADDRESS_FIELDS) change(name, looked[name]);
      setChosen(true);
      // A looked-up address is checked as a whole, on Next; its parts show no messages of their own.
      setErrors((errors) => withoutAddressErrors(errors));
    },
    [change, setErrors],
  );

  const switchManual = useCallback(
    (toManual: boolean) => {
      setManual(toManual);
      setErrors((errors) => withoutAddressErrors(errors));
    },
    [setErrors],
  );

  /** Checks every field at once (spec §4: "required empty fields are flagged"); true when all pass. */
  const checkDetails = useCallback((): boolean => {
    const errors = detailsErrors(fields, { manual, chosen });
    setErrors(errors);
    return Object.keys(errors).length === 0;
  }, [fields, manual, chosen, setErrors]);

  /** Messages from the shared schema; a looked-up address's parts are shown as the address's message. */
  const showIssues = useCallback(
    (issues: FieldErrors) => {
      const shown = { ...issues };
      if (!manual && ADDRESS_FIELDS.some((name) => issues[name])) {
        for (const name of ADDRESS_FIELDS) delete shown[name];
        shown.address = LEAD_MESSAGES.address;
      }
      setErrors(shown);
    },
    [manual, setErrors],
  );

  return {
    fields,
    showIssues,
    errors: form.errors,
    change: change as (name: ValuationFieldName, value: string) => void,
    address: { manual, chosen, switchManual, select: selectAddress, clear: clearAddress },
    channel,
    channelFixed: fixedChannel !== null,
    setChannel,
    propertyBranchId,
    checkDetails,
  };
}

export type ValuationDetails = ReturnType<typeof useValuationDetails>;

function withoutAddressErrors(errors: FieldErrors): FieldErrors {
  const rest = { ...errors };
  for (const name of [...ADDRESS_FIELDS, "address"] as const) delete rest[name];
  return rest;
}
