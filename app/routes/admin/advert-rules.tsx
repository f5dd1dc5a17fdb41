// /admin/advert-rules (issue 41): the agency's own choices for the advert rules, owners only. Whether a listing
// missing a Part A item of its material information is held back from the site (the default) or published with a
// warning to staff; and how many years the versions of what was advertised are kept (the evidence period). Each
// form saves its own setting; each change audited (before and after), then every listing judged again at once.
import { data, redirect } from "react-router";
import type { Route } from "./+types/advert-rules";
import { ADMIN_ADVERT_RULES_PATH, withDone } from "../../../domain/admin/admin-urls.ts";
import { rolesFor } from "../../../modules/staff/model/roles.ts";
import {
  countMissingPartA,
  saveAdvertSettings,
  selectAdvertSettings,
} from "../../../modules/advert-rules/index.ts";
import type { PartAOutcome } from "../../../modules/advert-rules/model/advert-settings.ts";
import { evidenceYearsField } from "../../../modules/advert-rules/model/advert-settings-schema.ts";
import { htmlConstraints } from "../../../domain/admin/form-constraints.ts";
import { readDeskPost } from "./listings/read-form.server.ts";
import { AdminErrorBoundary, adminPageHeaders } from "./admin-error.tsx";
import { BUTTON, TokenInput } from "./admin-form.tsx";
import { DoneMessage, InputField } from "./admin-fields.tsx";
import { doneMessageOf } from "./done-message.ts";
import { ADMIN_HEADERS, adminHeaders, requireStaff } from "./require-staff.server.ts";
import { requireStaffActor } from "./staff-actor.server.ts";
import { TitledForm } from "./titled-section.tsx";

const DONE: Record<string, string> = {
  saved: "Saved. Every listing has been checked again under the new setting.",
  "saved-evidence": "Saved. Versions past the new period are deleted at the next run of the retention job.",
  unchanged: "Nothing had changed.",
};

const PART_A_CHOICES: { value: PartAOutcome; label: string; hint: string }[] = [
  {
    value: "block",
    label: "Hold it back from the site until they are given",
    hint: "Recommended. Its page answers 404 and searches leave it out; the listings desk names what is missing.",
  },
  {
    value: "warn",
    label: "Publish it, with a warning to staff",
    hint: "The listings desk and the import report still name what is missing.",
  },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context.services, rolesFor("advert-rules"));
  const { db } = context.services;
  const [settings, missing] = await Promise.all([selectAdvertSettings(db), countMissingPartA(db)]);
  return data(
    {
      token: context.session.authenticityToken,
      done: doneMessageOf(request, DONE),
      settings,
      missing,
      evidenceConstraints: { ...htmlConstraints(evidenceYearsField), required: true },
    },
    { headers: adminHeaders(context) },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const { actor, headers } = await requireStaffActor(request, context, rolesFor("advert-rules"));
  const result = await saveAdvertSettings(context.services.db, actor, (await readDeskPost(request)).values);
  if (result.kind === "forbidden") throw new Response("Forbidden", { status: 403, headers: ADMIN_HEADERS });
  if (result.kind === "invalid") return data({ errors: result.errors }, { status: 422, headers });
  const done = result.kind === "unchanged" ? "unchanged" : result.recheck ? "saved" : "saved-evidence";
  return redirect(withDone(ADMIN_ADVERT_RULES_PATH, done), {
    status: 303,
    headers,
  });
}

export const headers = adminPageHeaders;

export const ErrorBoundary = AdminErrorBoundary;

export const meta = () => [{ title: "Advert rules · Admin" }];

export default function AdvertRules({ loaderData, actionData }: Route.ComponentProps) {
  const { token, done, settings, missing, evidenceConstraints } = loaderData;
  const partAErrors = actionData?.errors.partAMissing;
  const evidenceErrors = actionData?.errors.evidenceYears;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-8">
      <h1 className="text-2xl font-semibold">Advert rules</h1>
      <DoneMessage message={done} />
      <p>
        Every advert is checked against the 2026 rules before the site shows it, on every save and feed
        import. An advert that breaks a rule of the Renters&rsquo; Rights Act 2025 is always held back; what
        happens to a listing whose material information lacks a Part A item is the agency&rsquo;s choice.
      </p>
      <TitledForm
        id="advert-settings-title"
        title="Material information, Part A"
        method="post"
        className="flex flex-col gap-4"
      >
        <TokenInput token={token} />
        <p data-part-a-missing-count>
          {missing === 1
            ? "1 listing lacks a Part A item now."
            : `${missing} listings lack a Part A item now.`}{" "}
          Part A is the council tax band (or rates), and for a sale the tenure and a lease&rsquo;s length,
          service charge and ground rent.
        </p>
        <fieldset
          className="flex flex-col gap-2"
          aria-describedby={partAErrors?.length ? "part-a-missing-error" : undefined}
        >
          <legend className="font-semibold">When a listing lacks a Part A item</legend>
          {PART_A_CHOICES.map((choice) => (
            <label key={choice.value} className="flex items-start gap-2">
              <input
                type="radio"
                name="partAMissing"
                value={choice.value}
                required
                defaultChecked={settings.partAMissing === choice.value}
                className="mt-1"
              />
              <span>
                {choice.label} <span className="block text-sm">{choice.hint}</span>
              </span>
            </label>
          ))}
          {partAErrors?.length ? (
            <p id="part-a-missing-error" className="text-sm text-red-700">
              {partAErrors.join(" ")}
            </p>
          ) : null}
        </fieldset>
        <button type="submit" className={`self-start ${BUTTON}`}>
          Save
        </button>
      </TitledForm>
      <TitledForm
        id="evidence-settings-title"
        title="Evidence: what was advertised"
        method="post"
        className="flex flex-col gap-4"
      >
        <TokenInput token={token} />
        <p>
          Every version of an advert the site showed is kept, to show a council, the CMA or a redress scheme
          what was advertised on any date. A version is deleted this many years after it stopped being live;
          the version of an advert on the site now is always kept.
        </p>
        <InputField
          id="evidence-years"
          name="evidenceYears"
          label="Keep each version for (years)"
          hint="Six years is the limitation period for a claim in England and Wales."
          type="number"
          inputMode="numeric"
          defaultValue={String(settings.evidenceYears)}
          errors={evidenceErrors}
          constraints={evidenceConstraints}
        />
        <button type="submit" className={`self-start ${BUTTON}`}>
          Save
        </button>
      </TitledForm>
    </div>
  );
}
