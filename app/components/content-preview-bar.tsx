// Shown above the header while a member of staff previews unpublished content (issue 15 item 1), so nobody
// mistakes the draft for the live site. In the page's flow: it covers nothing.
// Stops the preview: CONTENT_PREVIEW_PATH of domain/admin/admin-urls.ts, written out so that the public bundle
// does not share a chunk with the back office's code.
const STOP_PREVIEW_PATH = "/admin/content/preview";

export function ContentPreviewBar({ versionId }: { versionId: number }) {
  return (
    <div role="region" aria-label="Preview" className="bg-yellow-200 px-4 py-2 text-center text-black">
      {`You are previewing version ${versionId} of the site’s content: visitors do not see it. `}
      <a href={STOP_PREVIEW_PATH} className="font-semibold underline">
        Stop previewing
      </a>
    </div>
  );
}
