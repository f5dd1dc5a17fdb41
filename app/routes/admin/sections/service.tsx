// /admin/sections/services/:index (issue 15 item 3; "new" for a new one): a professional services page: address,
// title, summary, body, image, the staff to contact, its history-image galleries and its card sliders (cards with
// their image and gallery); removing it. Saves go into the draft (modules/site-editor/back-office/section-editor.ts).
import { data } from "react-router";
import type { Route } from "./+types/service";
import { adminServicesPagePath } from "../../../../domain/admin/admin-urls.ts";
import {
  NEW_CARD,
  NEW_CARD_SLIDER,
  NEW_HISTORY_GALLERY,
  type ServiceDraft,
} from "../../../../modules/content/model/section-drafts.ts";
import { servicesPagePath } from "../../../../domain/urls.ts";
import { staffChoices } from "../../../../modules/site-editor/index.ts";
import { AdminErrorBoundary, adminPageHeaders } from "../admin-error.tsx";
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

export async function loader(args: Route.LoaderArgs) {
  const page = await editorLoaderData(args, listItemRef("service", args.params.index));
  return data({ ...page.data, staff: await staffChoices(args.context.services.db) }, page.init ?? undefined);
}

export const action = listItemAction("service", adminServicesPagePath);

export const headers = adminPageHeaders;

export const ErrorBoundary = AdminErrorBoundary;

export const meta = editorMeta("Services page");

type StaffChoice = { id: number; name: string; jobTitle: string | null };

/** The page's contacts first, in their order (the page shows them so), then everyone else by name. */
const staffInOrder = (staff: StaffChoice[], chosen: string[]) => [
  ...chosen.flatMap((id) => staff.filter((person) => String(person.id) === id)),
  ...staff.filter((person) => !chosen.includes(String(person.id))),
];

export default function ServicesPageEditor({ loaderData: page, actionData, params }: Route.ComponentProps) {
  const view = editorView<ServiceDraft>(page, actionData, params.index);
  const { draft, saved, errors } = view;
  return (
    <ListItemEditor
      noun="services page"
      page={page}
      view={view}
      path={adminServicesPagePath(view.index)}
      publicPath={servicesPagePath(saved.slug)}
    >
      <fieldset className="flex flex-col gap-4">
        <legend className="text-xl font-semibold">The page</legend>
        <SlugField where="/services/…" value={draft.slug} errors={errors} />
        <TextField name="title" label="Title" value={draft.title} errors={errors} />
        <TextField name="summary" label="Summary" value={draft.summary} errors={errors} />
        <SectionRichTextField name="bodyHtml" label="Body" value={draft.bodyHtml} errors={errors} />
        <SingleImageField path="image" value={draft.image} label="Page image" optional errors={errors} />
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="text-xl font-semibold">Staff to contact</legend>
        <p className="text-sm">The page lists the ticked people in the order shown here.</p>
        {page.staff.length ? null : <p className="text-sm">No staff are shown on the site.</p>}
        {staffInOrder(page.staff, draft.staffIds).map((person, position) => (
          <label key={person.id} className="flex items-center gap-2">
            <input
              type="checkbox"
              name={`staffIds[${position}]`}
              value={person.id}
              defaultChecked={draft.staffIds.includes(String(person.id))}
              className="size-5"
            />
            {person.name}
            {person.jobTitle ? `, ${person.jobTitle}` : ""}
          </label>
        ))}
      </fieldset>
      <fieldset className="flex flex-col gap-4">
        <legend className="text-xl font-semibold">History images</legend>
        {draft.historyImages.map((gallery, galleryIndex) => (
          <div key={gallery.id} className="flex flex-col gap-2">
            <GalleryFields
              path={`historyImages[${galleryIndex}]`}
              gallery={gallery}
              legend={`History gallery ${galleryIndex + 1}`}
              errors={errors}
            />
            <NamedItemButtons
              name="historyImages"
              index={galleryIndex}
              count={draft.historyImages.length}
              what={`history gallery ${galleryIndex + 1}`}
            />
          </div>
        ))}
        <p>
          <AddButton name="historyImages" item={NEW_HISTORY_GALLERY}>
            Add a history gallery
          </AddButton>
        </p>
      </fieldset>
      <fieldset className="flex flex-col gap-4">
        <legend className="text-xl font-semibold">Card sliders</legend>
        {draft.cardSliders.map((slider, sliderIndex) => {
          const sliderPath = `cardSliders[${sliderIndex}]`;
          return (
            <fieldset key={sliderIndex} className="flex flex-col gap-3 rounded border border-black/30 p-4">
              <legend className="px-1 font-semibold">Card slider {sliderIndex + 1}</legend>
              <TextField
                name={`${sliderPath}.contentBlockId`}
                label="Block name"
                hint="Names the slider in its cards' gallery addresses: lower-case letters, digits and hyphens."
                value={slider.contentBlockId}
                errors={errors}
              />
              <TextField
                name={`${sliderPath}.title`}
                label="Slider title"
                value={slider.title}
                errors={errors}
              />
              {slider.cards.map((card, cardIndex) => {
                const cardPath = `${sliderPath}.cards[${cardIndex}]`;
                const what = `card ${cardIndex + 1} of slider ${sliderIndex + 1}`;
                return (
                  <fieldset key={card.id} className="flex flex-col gap-3 rounded border border-black/20 p-3">
                    <legend className="px-1 font-semibold">Card {cardIndex + 1}</legend>
                    <input type="hidden" name={`${cardPath}.id`} value={card.id} />
                    <TextField
                      name={`${cardPath}.title`}
                      label="Card title"
                      value={card.title}
                      errors={errors}
                    />
                    <TextField
                      name={`${cardPath}.text`}
                      label="Card text (optional)"
                      value={card.text}
                      errors={errors}
                      required={false}
                    />
                    <SingleImageField
                      path={`${cardPath}.image`}
                      value={card.image}
                      label={`Image of ${what}`}
                      errors={errors}
                    />
                    <GalleryFields
                      path={cardPath}
                      gallery={{ id: card.id, title: card.title, images: card.images }}
                      legend={`Gallery of ${what}`}
                      errors={errors}
                      untitled
                    />
                    <NamedItemButtons
                      name={`${sliderPath}.cards`}
                      index={cardIndex}
                      count={slider.cards.length}
                      what={what}
                    />
                  </fieldset>
                );
              })}
              <p className="flex flex-wrap gap-2">
                <AddButton name={`${sliderPath}.cards`} item={NEW_CARD}>
                  Add a card to slider {sliderIndex + 1}
                </AddButton>
              </p>
              <NamedItemButtons
                name="cardSliders"
                index={sliderIndex}
                count={draft.cardSliders.length}
                what={`slider ${sliderIndex + 1}`}
              />
            </fieldset>
          );
        })}
        <p>
          <AddButton name="cardSliders" item={NEW_CARD_SLIDER}>
            Add a card slider
          </AddButton>
        </p>
      </fieldset>
    </ListItemEditor>
  );
}
