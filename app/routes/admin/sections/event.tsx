// /admin/sections/events/:index (issue 15 item 3; "new" for a new one): an antiques or agriculture sales event:
// kind, address, title, date, venue, summary, description, its catalogue of lots (each with an image) and its
// gallery; removing it. Saves go into the draft (modules/site-editor/back-office/section-editor.ts).
import type { Route } from "./+types/event";
import { adminSalesEventPath } from "../../../../domain/admin/admin-urls.ts";
import { NEW_LOT, type SalesEventDraft } from "../../../../modules/content/model/section-drafts.ts";
import { SALES_EVENT_KINDS } from "../../../../modules/content/model/site-section-kinds.ts";
import { salesEventPath } from "../../../../domain/urls.ts";
import { SelectField } from "../admin-fields.tsx";
import { AdminErrorBoundary, adminPageHeaders } from "../admin-error.tsx";
import { fieldId } from "../listings/spec-field.tsx";
import { editorLoaderData, listItemAction, listItemRef } from "./editor.server.ts";
import {
  AddButton,
  editorMeta,
  editorView,
  GalleryFields,
  ListItemEditor,
  NamedItemButtons,
  SectionRichTextField,
  SingleImageField,
  SlugField,
  TextField,
} from "./section-fields.tsx";

const KIND_LABELS: Record<(typeof SALES_EVENT_KINDS)[number], string> = {
  antiques: "Antiques sale",
  agriculture: "Agricultural sale",
};

export async function loader(args: Route.LoaderArgs) {
  return editorLoaderData(args, listItemRef("event", args.params.index));
}

export const action = listItemAction("event", adminSalesEventPath);

export const headers = adminPageHeaders;

export const ErrorBoundary = AdminErrorBoundary;

export const meta = editorMeta("Sales event");

export default function SalesEventEditor({ loaderData: page, actionData, params }: Route.ComponentProps) {
  const view = editorView<SalesEventDraft>(page, actionData, params.index);
  const { draft, saved, errors } = view;
  return (
    <ListItemEditor
      noun="sales event"
      page={page}
      view={view}
      path={adminSalesEventPath(view.index)}
      publicPath={salesEventPath(saved.kind, saved.slug)}
    >
      <fieldset className="flex flex-col gap-4">
        <legend className="text-xl font-semibold">The event</legend>
        <SelectField
          id={fieldId("kind")}
          name="kind"
          label="Kind of sale"
          options={SALES_EVENT_KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind] }))}
          defaultValue={draft.kind}
          errors={errors.kind}
        />
        <SlugField where="/antiques/… or /agriculture/…" value={draft.slug} errors={errors} />
        <TextField name="title" label="Title" value={draft.title} errors={errors} />
        <TextField name="date" label="Date" type="date" value={draft.date} errors={errors} />
        <TextField name="venue" label="Venue" value={draft.venue} errors={errors} />
        <TextField name="summary" label="Summary" value={draft.summary} errors={errors} />
        <SectionRichTextField
          name="descriptionHtml"
          label="Description"
          value={draft.descriptionHtml}
          errors={errors}
        />
      </fieldset>
      <fieldset className="flex flex-col gap-4">
        <legend className="text-xl font-semibold">Catalogue</legend>
        {draft.catalogue.length ? null : <p className="text-sm">No lots yet.</p>}
        {draft.catalogue.map((lot, lotIndex) => (
          <fieldset
            key={lotIndex}
            className="flex flex-col gap-3 rounded border border-black/30 p-4"
            data-lot
          >
            <legend className="px-1 font-semibold">Lot {lot.lot || lotIndex + 1}</legend>
            <TextField
              name={`catalogue[${lotIndex}].lot`}
              label="Lot number"
              value={lot.lot}
              errors={errors}
            />
            <TextField
              name={`catalogue[${lotIndex}].title`}
              label="Lot title"
              value={lot.title}
              errors={errors}
            />
            <TextField
              name={`catalogue[${lotIndex}].estimate`}
              label="Estimate (optional)"
              hint="As the auctioneer words it, e.g. £400 to £600."
              value={lot.estimate}
              errors={errors}
              required={false}
            />
            <SingleImageField
              path={`catalogue[${lotIndex}].image`}
              value={lot.image}
              label={`Image of lot ${lot.lot || lotIndex + 1}`}
              optional
              errors={errors}
            />
            <NamedItemButtons
              name="catalogue"
              index={lotIndex}
              count={draft.catalogue.length}
              what={`lot ${lot.lot || lotIndex + 1}`}
            />
          </fieldset>
        ))}
        <p>
          <AddButton name="catalogue" item={NEW_LOT}>
            Add a lot
          </AddButton>
        </p>
      </fieldset>
      <GalleryFields path="gallery" gallery={draft.gallery} legend="Gallery" errors={errors} />
    </ListItemEditor>
  );
}
