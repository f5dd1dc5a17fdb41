// "Preview": opens the public site rendered with a content version, for this member of staff alone
// (routes/admin/content/preview.ts). A form, as it sets a cookie.
import { CONTENT_PREVIEW_PATH } from "../../../../domain/admin/admin-urls.ts";
import { TokenInput } from "../admin-form.tsx";

export function PreviewButton(props: {
  token: string;
  versionId: number;
  label: string;
  /** A name that tells this button from its neighbours (a row of the versions table). */
  name?: string;
  className: string;
}) {
  return (
    <form method="post" action={CONTENT_PREVIEW_PATH}>
      <TokenInput token={props.token} />
      <input type="hidden" name="version" value={props.versionId} />
      <button type="submit" className={props.className} aria-label={props.name}>
        {props.label}
      </button>
    </form>
  );
}
