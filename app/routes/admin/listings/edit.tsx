// /admin/listings/:id (issue 14 "The listings desk"): every field visitors see, edited in one native form
// (Save, or Preview to see the draft as the public page would); overrides of a feed listing marked with a
// revert; media; withdraw and restore. Each write answers 303 back here with a confirmation (POST-redirect-
// GET); a refused one shows the page again with each error beside its field.
import { data, redirect } from "react-router";
import type { Route } from "./+types/edit";
import {
  ADMIN_LISTINGS_PATH,
  adminListingAdvertisedPath,
  adminListingPath,
} from "../../../../domain/admin/admin-urls.ts";
import {
  ADDRESS_FIELDS,
  EDITABLE_FIELDS,
  PRICE_FIELDS,
  PROPERTY_FIELDS,
  STATUS_LABELS,
  type FieldSpec,
} from "../../../../modules/listings/model/listing-fields.ts";
import { formText, formValuesOf, type FieldErrors } from "../../../../modules/listings/model/listing-form.ts";
import { movedMessage } from "../../../../modules/listings/model/media-rules.ts";
import { isFeedSource } from "../../../../modules/listings/model/overrides.ts";
import { mediaPath, widthOnly } from "../../../../domain/media-sizes.ts";
import { adminListingReportPath } from "../../../../modules/reports/model/report-urls.ts";
import { mayOpen, rolesFor } from "../../../../modules/staff/model/roles.ts";
import { propertyPath } from "../../../../domain/urls.ts";
import {
  canRestore,
  findListingForEditor,
  addMediaLink,
  editMedia,
  revertMedia,
  uploadMedia,
  type MediaMove,
  type MediaResult,
  restoreListing,
  revertOverride,
  saveListing,
  withdrawListing,
  type SaveResult,
} from "../../../../modules/listing-desk/index.ts";
import { previewListing } from "../../../../services/listing-preview.ts";
import { AdminErrorBoundary, adminPageHeaders } from "../admin-error.tsx";
import { BackLink, TokenInput } from "../admin-form.tsx";
import { ADMIN_HEADERS, adminHeaders, requireStaff, routeId } from "../require-staff.server.ts";
import { requireStaffActor } from "../staff-actor.server.ts";
import { renderListingPreview } from "./listing-preview.server.tsx";
import { MediaSection, moveButtonId } from "./media-section.tsx";
import { readDeskPost } from "./read-form.server.ts";
import { ErrorSummary, SpecField } from "./spec-field.tsx";
import { DescriptionAndMaterialFieldsets, Fieldset } from "./listing-fieldsets.tsx";
import { TitledSection } from "../titled-section.tsx";
import { doneMessageOf } from "../done-message.ts";
import { advertHoldOf, selectAdvertSettings } from "../../../../modules/advert-rules/index.ts";
import { AdvertCheck } from "./advert-check.tsx";
import {
  completenessLine,
  materialCompleteness,
  type MaterialCompleteness,
} from "../../../../modules/advert-rules/model/material-completeness.ts";

const materialView = (found: MaterialCompleteness) => ({
  line: completenessLine(found),
  missingPartA: found.missingPartA,
  missingOther: found.missingOther,
});

/** What each write says on the next page; the query carries only the key. */
const DONE: Record<string, string> = {
  saved: "Listing saved. The public page shows it now.",
  "saved-held-back":
    "Listing saved, but held back from the site: the advert rules below name what to mend. Its page answers 404 until then.",
  unchanged: "Nothing had changed.",
  reverted: "Reverted to the feed's value.",
  withdrawn: "Listing withdrawn: its page answers 410 (gone) and searches leave it out.",
  restored: "Listing restored to the site.",
  created: "Listing created.",
  "created-held-back":
    "Listing created, but held back from the site: the advert rules below name what to mend. Its page answers 404 until then.",
  uploaded: "Uploaded.",
  link: "Link added.",
  moved: "Moved.",
  caption: "Caption saved.",
  removed: "Removed.",
  "media-reverted": "Media reverted to the feed's.",
};

const notFound = () => new Response("Not Found", { status: 404, headers: ADMIN_HEADERS });

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context.services, rolesFor("listings"));
  const id = routeId(params.id);
  const found = await findListingForEditor(context.services.db, staff, id);
  if (!found) throw notFound();
  const { listing, media } = found;
  const { partAMissing } = await selectAdvertSettings(context.services.db);
  const query = new URL(request.url).searchParams;
  const done = query.get("done");
  const moved = done === "moved" ? movedItem(media, query.get("moved")) : null;
  const overrides: Record<string, string> = {};
  for (const [name, entry] of Object.entries(listing.overrides.fields)) {
    const spec = EDITABLE_FIELDS.find((s) => s.name === name);
    if (spec) overrides[name] = formText(spec, entry.feedValue);
  }
  return data(
    {
      token: context.session.authenticityToken,
      // A move says what it did beside the media ("Photo 3 moved to position 2."), not at the top.
      done: moved ? null : doneMessageOf(request, DONE),
      moved,
      listing: {
        id: listing.id,
        reference: listing.reference,
        displayAddress: listing.displayAddress,
        channel: listing.channel,
        status: listing.status,
        source: listing.source,
        branchName: listing.branchName,
        updatedAt: listing.updatedAt.toISOString(),
        address: [
          listing.houseName,
          listing.houseNumber,
          listing.street,
          listing.locality,
          listing.town,
          listing.county,
        ]
          .filter(Boolean)
          .join(", "),
        postcode: listing.postcode,
      },
      isFeed: isFeedSource(listing.source),
      advert: {
        channel: listing.channel,
        shortLet: listing.shortLet,
        partAMissing,
        heldBack: listing.heldBack,
        findings: advertHoldOf(listing, { partAMissing }).advertFindings,
        advertisedHref: adminListingAdvertisedPath(listing.id),
        material: materialView(
          materialCompleteness({
            ...listing,
            epcChartCount: media.filter((item) => item.kind === "epc").length,
          }),
        ),
      },
      // Its report (docs/admin.md "Reports"), for the roles that open reports.
      reportHref: mayOpen(staff.role, "reports") ? adminListingReportPath(listing.id) : null,
      feedWithdrew: listing.status === "withdrawn" && !canRestore(listing),
      values: formValuesOf(listing),
      overrides,
      mediaOverridden: listing.overrides.feedMedia !== null,
      media: media.map((item) => ({
        id: item.id,
        kind: item.kind,
        thumbnail: item.mediaKey ? mediaPath(widthOnly(320), item.mediaKey) : null,
        url: item.url,
        caption: item.caption ?? "",
      })),
    },
    { headers: adminHeaders(context) },
  );
}

/** `moved=<media id>.<position it left>` after a move: where that item is now, said as a sentence. */
function movedItem(media: { id: number; kind: MediaMove["kind"] }[], value: string | null) {
  const [mediaId, from] = (value ?? "").split(".").map(Number);
  const ofKind = media.filter((item) => item.kind === media.find((m) => m.id === mediaId)?.kind);
  const to = ofKind.findIndex((item) => item.id === mediaId) + 1;
  if (!mediaId || to === 0 || !Number.isSafeInteger(from) || from! < 1 || from! > ofKind.length) return null;
  return { mediaId, message: movedMessage(ofKind[0]!.kind, from!, to) };
}

/**
 * Where a move's redirect lands: the moved item's same button, so Enter moves it again, or its other one when
 * it reached the end (a disabled button cannot hold the focus); `moved` tells the page what to say.
 */
function afterMove(id: number, moved: MediaMove | undefined, direction: "up" | "down"): string {
  if (!moved) return adminListingPath(id, "moved");
  const stillMoves = direction === "up" ? moved.to > 1 : moved.to < moved.count;
  const other = direction === "up" ? "down" : "up";
  const target = moveButtonId(moved.mediaId, stillMoves ? direction : other);
  return `${adminListingPath(id, "moved")}&moved=${moved.mediaId}.${moved.from}#${target}`;
}

export const headers = adminPageHeaders;

// A refusal (403 for an editor, 404 for another branch's listing) renders in the back office's frame.
export const ErrorBoundary = AdminErrorBoundary;

export const meta = ({ data: loaderData }: Route.MetaArgs) => [
  { title: `${loaderData?.listing.reference ?? "Listing"} · Listings · Admin` },
];

export async function action({ request, params, context }: Route.ActionArgs) {
  const { staff, actor, headers } = await requireStaffActor(request, context, rolesFor("listings"));
  const id = routeId(params.id);
  const { services } = context;
  const post = await readDeskPost(request);
  const after = (result: SaveResult | MediaResult, done: string, section: "form" | "media" | "status") => {
    if (result.kind === "missing") throw notFound();
    if (result.kind === "invalid")
      return data(
        { section, errors: result.errors, values: post.values, preview: null, message: null },
        { status: 422, headers },
      );
    if (result.kind === "refused")
      return data(
        { section, errors: {}, values: null, preview: null, message: result.message },
        { status: 409, headers },
      );
    const unchanged = result.kind === "saved" && result.changed.length === 0;
    const heldBack = result.kind === "saved" && result.heldBack && done === "saved";
    throw redirect(adminListingPath(id, unchanged ? "unchanged" : heldBack ? "saved-held-back" : done), {
      status: 303,
      headers,
    });
  };
  const mediaId = Number(post.values.mediaId);

  switch (post.intent) {
    case "save":
      return after(await saveListing(services, actor, id, post.values), "saved", "form");
    case "preview": {
      const result = await previewListing(services, staff, id, post.values);
      if (result.kind === "missing") throw notFound();
      if (result.kind === "invalid") return after(result, "", "form");
      return data(
        {
          section: "form" as const,
          errors: {},
          values: post.values,
          // The time the preview's tags are judged at ("NEW Listing!", "Reduced"), as the property page does.
          preview: renderListingPreview(result.property, Date.now()),
          message: null,
        },
        { headers },
      );
    }
    case "withdraw":
      return after(await withdrawListing(services.db, actor, id), "withdrawn", "status");
    case "restore":
      return after(await restoreListing(services.db, actor, id), "restored", "status");
    case "media-upload":
      return after(
        await uploadMedia({ db: services.db, mediaStore: services.media.originals }, actor, id, {
          kind: post.values.kind ?? "",
          files: post.files.get("files") ?? [],
          caption: post.values.caption ?? "",
        }),
        "uploaded",
        "media",
      );
    case "media-link":
      return after(
        await addMediaLink(services.db, actor, id, {
          kind: post.values.linkKind ?? "",
          url: post.values.url ?? "",
          caption: post.values.linkCaption ?? "",
        }),
        "link",
        "media",
      );
    case "media-up":
    case "media-down": {
      const direction = post.intent === "media-up" ? "up" : "down";
      const result = await editMedia(services.db, actor, id, { action: direction, mediaId });
      if (result.kind !== "done") return after(result, "moved", "media");
      throw redirect(afterMove(id, result.moved, direction), { status: 303, headers });
    }
    case "media-remove":
      return after(
        await editMedia(services.db, actor, id, { action: "remove", mediaId }),
        "removed",
        "media",
      );
    case "media-caption":
      return after(
        await editMedia(services.db, actor, id, {
          action: "caption",
          mediaId,
          caption: post.values.caption ?? "",
        }),
        "caption",
        "media",
      );
    case "media-revert":
      return after(await revertMedia(services.db, actor, id), "media-reverted", "media");
    default:
      if (post.intent.startsWith("revert:")) {
        return after(
          await revertOverride(services.db, actor, id, post.intent.slice("revert:".length)),
          "reverted",
          "form",
        );
      }
      throw new Response("Bad Request", { status: 400, headers: ADMIN_HEADERS });
  }
}

const BUTTON = "rounded border border-black px-4 py-2 font-semibold";
const PRIMARY = "rounded bg-black px-4 py-2 font-semibold text-white";

export default function ListingEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { listing, token, isFeed, overrides } = loaderData;
  const values = actionData?.values ?? loaderData.values;
  const errors: FieldErrors = actionData?.errors ?? {};
  const formErrors = actionData?.section === "form" ? errors : {};
  const mediaErrors = actionData?.section === "media" ? errors : {};
  const withdrawn = listing.status === "withdrawn";
  const field = (spec: FieldSpec) => {
    let options = spec.options;
    // A value the list does not name (a feed's own tenure wording) is kept as an option.
    if (options && values[spec.name] && !options.some((o) => o.value === values[spec.name]))
      options = [...options, { value: values[spec.name]!, label: values[spec.name]! }];
    return (
      <SpecField
        key={spec.name}
        spec={spec}
        value={values[spec.name] ?? ""}
        errors={formErrors[spec.name]}
        override={spec.name in overrides ? { feedText: overrides[spec.name]! } : undefined}
        options={options}
      />
    );
  };
  const priceFields = withdrawn ? PRICE_FIELDS.filter((spec) => spec.name !== "status") : PRICE_FIELDS;
  const actions = (
    <div className="flex flex-wrap gap-3">
      <button type="submit" name="intent" value="save" className={PRIMARY}>
        Save
      </button>
      <button type="submit" name="intent" value="preview" className={BUTTON}>
        Preview
      </button>
    </div>
  );
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8">
      <BackLink href={ADMIN_LISTINGS_PATH}>Back to the listings</BackLink>
      <h1 className="text-2xl font-semibold">
        {listing.reference}: {listing.displayAddress}
      </h1>
      {loaderData.done && !actionData ? (
        <p
          role="status"
          className="rounded border-2 border-green-800 bg-green-50 p-3 font-semibold"
          data-confirmation
        >
          {loaderData.done}
        </p>
      ) : null}
      {actionData?.message ? (
        <p role="alert" className="rounded border-2 border-red-800 p-3 font-semibold">
          {actionData.message}
        </p>
      ) : null}
      <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-3">
        <div>
          <dt className="text-sm">Source</dt>
          <dd className="font-semibold" data-source>
            {listing.source === "manual"
              ? "Manual"
              : listing.source === "demo"
                ? "Demo"
                : `Feed: ${listing.source}`}
          </dd>
        </div>
        <div>
          <dt className="text-sm">Branch</dt>
          <dd className="font-semibold">{listing.branchName}</dd>
        </div>
        <div>
          <dt className="text-sm">Channel</dt>
          <dd className="font-semibold">{listing.channel === "sales" ? "Sales" : "Lettings"}</dd>
        </div>
        <div>
          <dt className="text-sm">Status</dt>
          <dd className="font-semibold" data-status>
            {STATUS_LABELS[listing.status]}
          </dd>
        </div>
        <div>
          <dt className="text-sm">Public page</dt>
          <dd>
            <a href={propertyPath(listing.id)} className="underline">
              {propertyPath(listing.id)}
            </a>
          </dd>
        </div>
        {loaderData.reportHref ? (
          <div>
            <dt className="text-sm">Report</dt>
            <dd>
              <a href={loaderData.reportHref} className="underline">
                Views, saves and leads
              </a>
            </dd>
          </div>
        ) : null}
        <div>
          <dt className="text-sm">Last change</dt>
          <dd>
            <time dateTime={listing.updatedAt}>{listing.updatedAt.slice(0, 16).replace("T", " ")} UTC</time>
          </dd>
        </div>
      </dl>
      {isFeed ? (
        <p>
          This listing comes from a feed. A field changed here overrides the feed's value and survives the
          next import; each override can be reverted.
        </p>
      ) : null}

      <AdvertCheck view={loaderData.advert} />

      {actionData?.preview ? (
        <section
          aria-labelledby="preview-title"
          className="flex flex-col gap-6 rounded border-4 border-dashed border-black/40 p-4"
          data-preview
        >
          <h2 id="preview-title" className="text-xl font-semibold">
            Preview of the public page (not saved)
          </h2>
          {/* Our own components' markup, rendered on the server (listing-preview.server.tsx). */}
          <div className="flex flex-col gap-6" dangerouslySetInnerHTML={{ __html: actionData.preview }} />
        </section>
      ) : null}

      <form
        method="post"
        action={adminListingPath(listing.id)}
        className="flex flex-col gap-6"
        aria-label="Listing details"
        data-listing-form
      >
        <TokenInput token={token} />
        {/* First in the form: Enter in a field saves (it never presses a revert button). */}
        {actions}
        <ErrorSummary errors={formErrors} />
        <Fieldset legend="Price and status">
          {priceFields.map(field)}
          {withdrawn ? <p>Status: withdrawn (restore it below).</p> : null}
        </Fieldset>
        <Fieldset legend="The property">{PROPERTY_FIELDS.map(field)}</Fieldset>
        {isFeed ? (
          <div>
            <h2 className="text-lg font-semibold">Address</h2>
            <p>
              {listing.address} {listing.postcode} (from the feed)
            </p>
          </div>
        ) : (
          <Fieldset legend="Address">{ADDRESS_FIELDS.map(field)}</Fieldset>
        )}
        <DescriptionAndMaterialFieldsets field={field} />
        {actions}
      </form>

      <MediaSection
        listingId={listing.id}
        media={loaderData.media}
        token={token}
        errors={mediaErrors}
        isFeed={isFeed}
        overridden={loaderData.mediaOverridden}
        moved={actionData ? null : loaderData.moved}
      />

      <TitledSection id="status-title" title="On the site" className="flex flex-col gap-3">
        <form method="post" action={adminListingPath(listing.id)}>
          <TokenInput token={token} />
          {withdrawn ? (
            loaderData.feedWithdrew ? (
              <p>The feed withdrew this listing; it comes back when the CRM lists it again.</p>
            ) : (
              <button type="submit" name="intent" value="restore" className={BUTTON}>
                Restore to the site
              </button>
            )
          ) : (
            <button type="submit" name="intent" value="withdraw" className={BUTTON}>
              Withdraw from the site
            </button>
          )}
        </form>
      </TitledSection>
    </div>
  );
}
