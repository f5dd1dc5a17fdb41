// GET /documents/{sha256}/{name}.pdf (issue 36 item 4): a listing's brochure or other PDF, stored by content
// under DATA_DIR/media/feeds/documents. Served as application/pdf, as a download under the name in the URL
// (lower-case letters, digits and hyphens only, so the Content-Disposition header is always safe), and never
// sniffed as anything else. The name is cosmetic: the hash alone picks the file.
import path from "node:path";
import type { RequestHandler } from "express";
import { DOCUMENT_FILE_NAME, DOCUMENT_HASH } from "../modules/listings/model/documents.ts";

export const DOCUMENT_PATH = "/documents/:hash/:name";

export function documentRoute(mediaDir: string): RequestHandler {
  const folder = path.resolve(mediaDir, "feeds", "documents");
  return (req, res, next) => {
    const { hash = "", name = "" } = req.params as { hash?: string; name?: string };
    if (!DOCUMENT_HASH.test(hash) || !DOCUMENT_FILE_NAME.test(name)) {
      res.status(404).type("text/plain").send("Document not found");
      return;
    }
    res.setHeader("Content-Disposition", `attachment; filename="${name}"`);
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.sendFile(
      `${hash}.pdf`,
      { root: folder, maxAge: "1y", immutable: true, headers: { "Content-Type": "application/pdf" } },
      (error) => {
        if (!error || res.headersSent) return;
        const code = (error as NodeJS.ErrnoException).code;
        if (code === "ENOENT" || (error as { status?: number }).status === 404) {
          res.removeHeader("Content-Disposition");
          res.status(404).type("text/plain").send("Document not found");
        } else if (code !== "ECONNABORTED") next(error);
      },
    );
  };
}
