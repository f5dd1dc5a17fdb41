// The listing editor's media (issue 14): per kind, a table of the items with their caption, order and
// removal, each action a small native form (no script: move up/down are buttons); an upload form (multipart,
// several files at once) and a form for video and tour links. On a feed listing, the media override and its
// revert (docs/admin.md "Overrides"). Issue 42 item 6: with script, the rows can also be dragged into a new
// order (media-order.browser.ts, bundled on its own like the rich-text editor and loaded only here); the buttons
// stay the keyboard's way, and each move is said in the section's status region ("Photo 3 moved to position 1.").
import { adminListingMediaOrderPath, adminListingPath } from "../../../../domain/admin/admin-urls.ts";
import {
  IMAGE_ACCEPT,
  IMAGE_KINDS,
  LINK_KINDS,
  MAX_CAPTION,
  mediaItemName,
} from "../../../../modules/listings/model/media-rules.ts";
import type { ListingMediaKind } from "../../../../domain/agency.ts";
import { ButtonForm, TokenInput } from "../admin-form.tsx";
import { TableRegion } from "../../../ui/data-table.tsx";
import mediaOrderScriptUrl from "./media-order.browser.ts?worker&url";
import { fieldId } from "./spec-field.tsx";
import { InputField, SelectField } from "../admin-fields.tsx";
import { TitledForm, TitledSection } from "../titled-section.tsx";

/** The region that says where a moved item went (after a button's post, or written by the drag script). */
export const MEDIA_STATUS_ID = "media-status";

/** The id of an item's Move up or Move down button: a move's redirect brings the keyboard back to it. */
type MoveDirection = "up" | "down";
const MOVES: readonly MoveDirection[] = ["up", "down"];
export const moveButtonId = (mediaId: number, direction: MoveDirection) => `media-${mediaId}-${direction}`;

export type MediaItem = {
  id: number;
  kind: ListingMediaKind;
  thumbnail: string | null;
  url: string | null;
  caption: string;
};

const BUTTON = "rounded border border-black px-2 py-1 disabled:border-black/30 disabled:text-black/40";
const INPUT = "rounded border border-black/50 px-2 py-1";

function Errors({ name, errors }: { name: string; errors?: string[] }) {
  return errors?.length ? (
    <p id={`${fieldId(name)}-error`} className="text-sm font-semibold text-red-800">
      {errors.join(" ")}
    </p>
  ) : null;
}

const describedBy = (name: string, errors: Record<string, string[]>) =>
  errors[name]?.length ? `${fieldId(name)}-error` : undefined;

function ItemForm({
  listingId,
  item,
  token,
  intent,
  children,
  disabled,
  id,
  describedBy,
}: {
  listingId: number;
  item: MediaItem;
  token: string;
  intent: string;
  children: React.ReactNode;
  disabled?: boolean;
  id?: string;
  describedBy?: string;
}) {
  return (
    <form method="post" action={adminListingPath(listingId)}>
      <TokenInput token={token} />
      <input type="hidden" name="mediaId" value={item.id} />
      <button
        type="submit"
        name="intent"
        value={intent}
        id={id}
        className={BUTTON}
        disabled={disabled}
        aria-describedby={describedBy}
        data-media-move={intent === "media-up" ? "up" : intent === "media-down" ? "down" : undefined}
      >
        {children}
      </button>
    </form>
  );
}

/** The item's name at its position; the drag script renames it when the rows are reordered. */
const What = ({ what }: { what: string }) => <span data-media-what>{what}</span>;

function KindTable({
  listingId,
  label,
  items,
  token,
  errors,
  movedId,
}: {
  listingId: number;
  label: string;
  items: MediaItem[];
  token: string;
  errors: Record<string, string[]>;
  movedId: number | null;
}) {
  if (items.length === 0) return null;
  return (
    <TableRegion label={label}>
      <table
        className="w-full text-left text-sm"
        data-media-kind={items[0]!.kind}
        data-media-order-url={items.length > 1 ? adminListingMediaOrderPath(listingId) : undefined}
      >
        <caption className="text-left text-lg font-semibold">
          {label} ({items.length})
        </caption>
        <thead>
          <tr className="border-b border-black/30">
            <th scope="col" className="p-2">
              Item
            </th>
            <th scope="col" className="p-2">
              Caption
            </th>
            <th scope="col" className="p-2">
              Order
            </th>
            <th scope="col" className="p-2">
              Remove
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item, i) => {
            const name = `caption-${item.id}`;
            const what = mediaItemName(item.kind, i + 1);
            // The moved item's buttons are described by what the move did (read out when the redirect focuses one).
            const moveDescribedBy = item.id === movedId ? MEDIA_STATUS_ID : undefined;
            return (
              <tr key={item.id} className="border-b border-black/10" data-media-item={item.id}>
                <th scope="row" className="p-2 font-normal">
                  {item.thumbnail ? (
                    <img
                      src={item.thumbnail}
                      alt={item.caption || what}
                      width={160}
                      className="max-w-40"
                      data-media-what-alt={item.caption ? undefined : true}
                    />
                  ) : (
                    <a href={item.url ?? "#"} className="break-all underline">
                      {item.url}
                    </a>
                  )}
                  <span className="sr-only">
                    {" ("}
                    <What what={what} />)
                  </span>
                </th>
                <td className="p-2">
                  <form
                    method="post"
                    action={adminListingPath(listingId)}
                    className="flex flex-wrap items-start gap-2"
                  >
                    <TokenInput token={token} />
                    <input type="hidden" name="mediaId" value={item.id} />
                    <label htmlFor={fieldId(name)} className="sr-only">
                      Caption of <What what={what} />
                    </label>
                    <input
                      id={fieldId(name)}
                      name="caption"
                      maxLength={MAX_CAPTION}
                      defaultValue={item.caption}
                      aria-describedby={describedBy(name, errors)}
                      className={INPUT}
                    />
                    <button type="submit" name="intent" value="media-caption" className={BUTTON}>
                      Save caption
                      <span className="sr-only">
                        {" of "}
                        <What what={what} />
                      </span>
                    </button>
                    <Errors name={name} errors={errors[name]} />
                  </form>
                </td>
                <td className="p-2">
                  <div className="flex flex-wrap items-center gap-2" data-media-order-cell>
                    {MOVES.map((direction) => (
                      <ItemForm
                        key={direction}
                        listingId={listingId}
                        item={item}
                        token={token}
                        intent={`media-${direction}`}
                        id={moveButtonId(item.id, direction)}
                        describedBy={moveDescribedBy}
                        disabled={direction === "up" ? i === 0 : i === items.length - 1}
                      >
                        Move <What what={what} />
                        {` ${direction}`}
                      </ItemForm>
                    ))}
                  </div>
                </td>
                <td className="p-2">
                  <ItemForm listingId={listingId} item={item} token={token} intent="media-remove">
                    Remove <What what={what} />
                  </ItemForm>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableRegion>
  );
}

const CaptionField = (props: { name: string; label: string; errors: Record<string, string[]> }) => (
  <InputField
    id={fieldId(props.name)}
    name={props.name}
    label={props.label}
    constraints={{ maxLength: MAX_CAPTION }}
    errors={props.errors[props.name]}
  />
);

/** A form that adds media (images uploaded, or a link): its heading, its fields and its one button. */
function AddMediaForm(props: {
  listingId: number;
  token: string;
  title: string;
  intent: "media-upload" | "media-link";
  /** Uploads files: posted as multipart. */
  files?: boolean;
  children: React.ReactNode;
}) {
  const titleId = props.intent === "media-upload" ? "upload-title" : "link-title";
  return (
    <TitledForm
      id={titleId}
      title={props.title}
      headingLevel={3}
      headingClassName="text-lg font-semibold"
      method="post"
      action={adminListingPath(props.listingId)}
      encType={props.files ? "multipart/form-data" : undefined}
      className="flex flex-col gap-3 rounded border border-black/30 p-4"
    >
      <TokenInput token={props.token} />
      {props.children}
      <div>
        <button
          type="submit"
          name="intent"
          value={props.intent}
          className="rounded bg-black px-4 py-2 font-semibold text-white"
        >
          {props.intent === "media-upload" ? "Upload" : "Add link"}
        </button>
      </div>
    </TitledForm>
  );
}

export function MediaSection({
  listingId,
  media,
  token,
  errors,
  isFeed,
  overridden,
  moved,
}: {
  listingId: number;
  media: MediaItem[];
  token: string;
  errors: Record<string, string[]>;
  isFeed: boolean;
  overridden: boolean;
  /** The last move by a button: the item and what it did ("Photo 3 moved to position 2."). */
  moved: { mediaId: number; message: string } | null;
}) {
  const kinds = [...IMAGE_KINDS, ...LINK_KINDS];
  const sortable = kinds.some((kind) => media.filter((item) => item.kind === kind.value).length > 1);
  return (
    <TitledSection
      id="media-title"
      title="Photos, floor plans, EPC charts, videos and tours"
      className="flex flex-col gap-6"
    >
      {isFeed ? (
        <div className="flex flex-wrap items-center gap-3" data-media-override={overridden ? "yes" : "no"}>
          {overridden ? (
            <>
              <p>
                <span className="rounded bg-amber-100 px-2 py-0.5 font-semibold text-amber-950">
                  Overridden
                </span>{" "}
                These media are the desk's; imports keep the feed's aside.
              </p>
              <ButtonForm token={token} action={adminListingPath(listingId)} intent="media-revert">
                Revert media to the feed's
              </ButtonForm>
            </>
          ) : (
            <p>These media come from the feed. A change here overrides them as a whole until reverted.</p>
          )}
        </div>
      ) : null}
      {/* Always there, so what the drag script writes into it is announced. */}
      <p
        id={MEDIA_STATUS_ID}
        role="status"
        className="rounded border border-green-800 bg-green-50 px-3 py-2 font-semibold text-green-900 empty:hidden"
        data-media-status
      >
        {moved?.message ?? ""}
      </p>
      {sortable ? (
        <p className="text-sm" data-media-drag-hint hidden>
          Drag a row by its handle to change the order, or use its Move buttons.
        </p>
      ) : null}
      {kinds.map((kind) => (
        <KindTable
          key={kind.value}
          listingId={listingId}
          label={kind.label}
          items={media.filter((item) => item.kind === kind.value)}
          token={token}
          errors={errors}
          movedId={moved?.mediaId ?? null}
        />
      ))}
      {sortable ? <script type="module" src={mediaOrderScriptUrl} /> : null}
      {media.length === 0 ? <p>No media yet.</p> : null}

      <AddMediaForm listingId={listingId} token={token} title="Upload images" intent="media-upload" files>
        <SelectField
          id={fieldId("kind")}
          name="kind"
          label="They are"
          options={IMAGE_KINDS}
          errors={errors.kind}
        />
        <InputField
          id={fieldId("files")}
          name="files"
          label="Files"
          type="file"
          multiple
          accept={IMAGE_ACCEPT}
          constraints={{ required: true }}
          hint="JPEG, PNG, WebP or GIF, at most 10 MB each (40 MB in one upload)."
          errors={errors.files}
        />
        <CaptionField
          name="caption"
          label="Caption (optional, for every file of this upload)"
          errors={errors}
        />
      </AddMediaForm>

      <AddMediaForm
        listingId={listingId}
        token={token}
        title="Add a video or virtual tour"
        intent="media-link"
      >
        <SelectField
          id={fieldId("linkKind")}
          name="linkKind"
          label="It is"
          options={LINK_KINDS.map((kind) => ({ value: kind.value, label: kind.label.replace(/s$/, "") }))}
          errors={errors.linkKind}
        />
        <InputField
          id={fieldId("url")}
          name="url"
          label="Link"
          type="url"
          pattern="https://.*"
          constraints={{ required: true, maxLength: 2000 }}
          errors={errors.url}
        />
        <CaptionField name="linkCaption" label="Caption (optional)" errors={errors} />
      </AddMediaForm>
    </TitledSection>
  );
}
