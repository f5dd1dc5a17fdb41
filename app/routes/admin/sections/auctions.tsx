// /admin/sections/auctions (issue 15 item 3): the auctions page's title, introduction, how many upcoming dates it
// lists and its gallery; removing the page. The auction dates and their lots are listings with an auction date
// (from the feeds): shown here as the page will list them, each with its search.
import { data } from "react-router";
import type { Route } from "./+types/auctions";
import { ADMIN_AUCTIONS_EDITOR_PATH } from "../../../../domain/admin/admin-urls.ts";
import type { AuctionsDraft } from "../../../../modules/content/model/section-drafts.ts";
import { auctionsPath } from "../../../../domain/urls.ts";
import { upcomingAuctions } from "../../../../modules/site-editor/index.ts";
import { DataTable, nameColumn, TABLE, type Column } from "../../../ui/data-table.tsx";
import { AdminErrorBoundary, adminPageHeaders } from "../admin-error.tsx";
import { editorAction, editorLoaderData } from "./editor.server.ts";
import {
  EditorForm,
  EditorFrame,
  GalleryFields,
  RemoveItemForm,
  SectionRichTextField,
  TextField,
} from "./section-fields.tsx";

const AUCTIONS = { kind: "auctions" } as const;

export async function loader(args: Route.LoaderArgs) {
  const page = await editorLoaderData(args, AUCTIONS);
  return data(
    { ...page.data, dates: await upcomingAuctions(args.context.services.db) },
    page.init ?? undefined,
  );
}

export async function action(args: Route.ActionArgs) {
  return editorAction(args, AUCTIONS, () => ADMIN_AUCTIONS_EDITOR_PATH);
}

export const headers = adminPageHeaders;

export const ErrorBoundary = AdminErrorBoundary;

export const meta = () => [{ title: "Auctions page · Sections · Admin" }];

const DATE_COLUMNS: Column<Route.ComponentProps["loaderData"]["dates"][number]>[] = [
  nameColumn("Date", (date) => ({ href: date.searchPath, text: date.date })),
  { header: "Lots", cell: (date) => date.lots, cellClassName: "tabular-nums" },
];

export default function AuctionsEditor({ loaderData: page, actionData }: Route.ComponentProps) {
  const draft = (actionData?.draft ?? page.draft) as AuctionsDraft;
  const errors = actionData?.errors ?? {};
  return (
    <EditorFrame
      title="Auctions page"
      done={page.done}
      fromDraft={page.fromDraft}
      publicPath={page.exists ? auctionsPath() : null}
      errors={errors}
      problems={actionData?.problems ?? []}
    >
      {page.exists ? null : <p>The site has no auctions page: saving this form adds it.</p>}
      <EditorForm action={ADMIN_AUCTIONS_EDITOR_PATH} token={page.token} was={page.was}>
        <fieldset className="flex flex-col gap-4">
          <legend className="text-xl font-semibold">The page</legend>
          <TextField name="title" label="Title" value={draft.title} errors={errors} />
          <SectionRichTextField
            name="introHtml"
            label="Introduction"
            value={draft.introHtml}
            errors={errors}
          />
          <TextField
            name="upcomingDates"
            label="Upcoming auction dates listed"
            hint="How many of the next auction dates the page lists, from 1 to 12."
            type="number"
            value={draft.upcomingDates}
            errors={errors}
          />
        </fieldset>
        <GalleryFields
          path="gallery"
          gallery={draft.gallery}
          legend="Gallery (optional: no images and no title is no gallery)"
          errors={errors}
        />
      </EditorForm>
      <section aria-labelledby="auction-dates" className="flex flex-col gap-2">
        <h2 id="auction-dates" className="text-xl font-semibold">
          Auction dates and lots
        </h2>
        <p className="text-sm">
          The lots are the listings on the market with an auction date, which comes with the listing from the
          feed; the page lists the next dates and each date's lots.
        </p>
        <DataTable
          className={TABLE}
          caption="The next auction dates"
          captionClassName="text-left font-semibold"
          columns={DATE_COLUMNS}
          rows={page.dates}
          rowClassName="border-t border-black/20"
          empty="No listing has an upcoming auction date."
        />
      </section>
      {page.exists ? (
        <RemoveItemForm
          action={ADMIN_AUCTIONS_EDITOR_PATH}
          token={page.token}
          was={page.was}
          label="Remove the auctions page"
        />
      ) : null}
    </EditorFrame>
  );
}
