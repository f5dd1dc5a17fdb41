// /admin/listings/new (issue 14 "Agencies without a CRM create listings here"): a listing of source "manual",
// placed on the map from its postcode; then its editor, for photos and the rest.
import { data, redirect } from "react-router";
import type { Route } from "./+types/new";
import {
  ADMIN_LISTINGS_PATH,
  ADMIN_NEW_LISTING_PATH,
  adminListingPath,
} from "../../../../domain/admin/admin-urls.ts";
import {
  ADDRESS_FIELDS,
  CREATE_FIELDS,
  PRICE_FIELDS,
  PROPERTY_FIELDS,
  type FieldSpec,
} from "../../../../modules/listings/model/listing-fields.ts";
import type { FieldErrors } from "../../../../modules/listings/model/listing-form.ts";
import { rolesFor } from "../../../../modules/staff/model/roles.ts";
import { listingBranches, createListing } from "../../../../modules/listing-desk/index.ts";
import { AdminErrorBoundary, adminPageHeaders } from "../admin-error.tsx";
import { BackLink, TokenInput } from "../admin-form.tsx";
import { adminHeaders, requireStaff } from "../require-staff.server.ts";
import { requireStaffActor } from "../staff-actor.server.ts";
import { readDeskPost } from "./read-form.server.ts";
import { ErrorSummary, SpecField } from "./spec-field.tsx";
import { DescriptionAndMaterialFieldsets, Fieldset } from "./listing-fieldsets.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context.services, rolesFor("listings"));
  return data(
    {
      token: context.session.authenticityToken,
      branches: await listingBranches(context.services.db, staff),
    },
    { headers: adminHeaders(context) },
  );
}

export const headers = adminPageHeaders;

// A refusal (403 for an editor, 404 for another branch's listing) renders in the back office's frame.
export const ErrorBoundary = AdminErrorBoundary;

export const meta = () => [{ title: "New listing · Listings · Admin" }];

export async function action({ request, context }: Route.ActionArgs) {
  const { actor, headers } = await requireStaffActor(request, context, rolesFor("listings"));
  const { values } = await readDeskPost(request);
  const result = await createListing(context.services, actor, values);
  if (result.kind === "created")
    throw redirect(adminListingPath(result.id, result.heldBack ? "created-held-back" : "created"), {
      status: 303,
      headers,
    });
  return data({ errors: result.errors, values }, { status: 422, headers });
}

const DEFAULTS: Record<string, string> = {
  status: "available",
  bedrooms: "0",
  bathrooms: "0",
  receptionRooms: "0",
};

export default function NewListing({ loaderData, actionData }: Route.ComponentProps) {
  const values: Record<string, string> = actionData?.values ?? DEFAULTS;
  const errors: FieldErrors = actionData?.errors ?? {};
  const field = (spec: FieldSpec) => (
    <SpecField key={spec.name} spec={spec} value={values[spec.name] ?? ""} errors={errors[spec.name]} />
  );
  const branchSpec: FieldSpec = {
    name: "branchId",
    label: "Branch",
    kind: "select",
    required: true,
    options: loaderData.branches.map((branch) => ({ value: String(branch.id), label: branch.name })),
  };
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8">
      <BackLink href={ADMIN_LISTINGS_PATH}>Back to the listings</BackLink>
      <h1 className="text-2xl font-semibold">New listing</h1>
      <p>Photos, floor plans and tours are added on the listing's page once it is created.</p>
      <form
        method="post"
        action={ADMIN_NEW_LISTING_PATH}
        className="flex flex-col gap-6"
        aria-label="New listing"
      >
        <TokenInput token={loaderData.token} />
        <ErrorSummary errors={errors} />
        <Fieldset legend="The listing">
          {CREATE_FIELDS.map(field)}
          {field(branchSpec)}
        </Fieldset>
        <Fieldset legend="Address">{ADDRESS_FIELDS.map(field)}</Fieldset>
        <Fieldset legend="Price and status">{PRICE_FIELDS.map(field)}</Fieldset>
        <Fieldset legend="The property">{PROPERTY_FIELDS.map(field)}</Fieldset>
        <DescriptionAndMaterialFieldsets field={field} />
        <div>
          <button type="submit" className="rounded bg-black px-4 py-2 font-semibold text-white">
            Create listing
          </button>
        </div>
      </form>
    </div>
  );
}
