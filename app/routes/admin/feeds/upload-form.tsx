// "Import this file now" (issue 15 item 6): the multipart form the feeds page and the upload page both show,
// posting to /admin/feeds/upload. Native controls only (admin pages ship no script); each error beside its field.
import { ADMIN_FEED_UPLOAD_PATH } from "../../../../domain/admin/admin-urls.ts";
import type { HtmlConstraints } from "../../../../domain/admin/form-constraints.ts";
import { FEED_UPLOAD_EXTENSIONS } from "../../../../modules/feeds/model/feed-terms.ts";
import { CheckboxField, InputField, SelectField } from "../admin-fields.tsx";
import { BUTTON, FormError, TokenInput } from "../admin-form.tsx";
import { TitledForm } from "../titled-section.tsx";

export type UploadFormProps = {
  token: string;
  maxLabel: string;
  sourceConstraints: HtmlConstraints;
  defaultSource: string;
  values?: { source?: string; mode?: string; force?: boolean };
  errors?: Record<string, string[]>;
  /** Why the import did not run (a source already importing, an unexpected failure). */
  message?: string | null;
};

export function UploadForm(props: UploadFormProps) {
  const { errors = {}, values = {} } = props;
  return (
    <TitledForm
      id="feed-upload-title"
      title="Import a file now"
      headingClassName="text-lg font-semibold"
      method="post"
      action={ADMIN_FEED_UPLOAD_PATH}
      encType="multipart/form-data"
      className="flex flex-col gap-3"
    >
      <p className="text-sm">
        A Rightmove BLM file (.blm), a zip holding one BLM and its photos (.zip), or an Openhouse JSON feed
        (.json), <strong>{`at most ${props.maxLabel}`}</strong>. It runs through the same import as the drop
        folder and the command, and the page of its run shows what happened to each listing. Larger files go
        through the drop folder or the command line.
      </p>
      <TokenInput token={props.token} />
      <FormError text={props.message} />
      <InputField
        id="feed-upload-file"
        name="file"
        type="file"
        label="Feed file"
        hint={FEED_UPLOAD_EXTENSIONS.join(", ")}
        errors={errors.file}
        constraints={{ required: true }}
        accept={FEED_UPLOAD_EXTENSIONS.join(",")}
      />
      <InputField
        id="feed-upload-source"
        name="source"
        label="Source"
        hint='The feed source the listings belong to, e.g. "reapit" (lower-case letters, digits, - and _)'
        defaultValue={values.source ?? props.defaultSource}
        errors={errors.source}
        constraints={props.sourceConstraints}
      />
      <SelectField
        id="feed-upload-mode"
        name="mode"
        label="Kind of feed"
        hint="Full: the source's listings in the file's branches that the file no longer lists are withdrawn. Incremental: only creates and updates."
        defaultValue={values.mode ?? "full"}
        errors={errors.mode}
        required
        options={[
          { value: "full", label: "Full (the whole stock)" },
          { value: "incremental", label: "Incremental (changes only)" },
        ]}
      />
      <CheckboxField
        id="feed-upload-force"
        name="force"
        label="Withdraw even if the failsafe holds"
        hint="A full feed with no listings, or one that would withdraw more than half of the source's live listings, withdraws nothing unless this is ticked."
        defaultChecked={values.force ?? false}
        errors={errors.force}
      />
      <div>
        <button type="submit" className={BUTTON}>
          Import this file now
        </button>
      </div>
    </TitledForm>
  );
}
