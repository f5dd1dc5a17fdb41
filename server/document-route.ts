// GET /documents/{sha256}/{name}.pdf (issue 36 item 4): a listing's brochure or other PDF, stored by content
// under feeds/documents in the originals store (DATA_DIR/media by default). Served as application/pdf, as a
// download under the name in the URL (lower-case letters, digits and hyphens only, so the Content-Disposition
// header is always safe), and never sniffed as anything else. The name is cosmetic: the hash alone picks the file.
import type { RequestHandler, Response } from "express";
import { DOCUMENT_FILE_NAME, DOCUMENT_HASH } from "../modules/listings/model/documents.ts";
import { documentKey } from "../platform/media-store.ts";
import type { MediaStore } from "../platform/media-stores.ts";
import { isAborted, sendStoredObject } from "./stored-object.ts";

export const DOCUMENT_PATH = "/documents/:hash/:name";

/** `originalsFor`: the originals of the request's agency (issue 44 item 4). */
export function documentRoute(originalsFor: (res: Response) => MediaStore): RequestHandler {
  return (req, res, next) => {
    const originals = originalsFor(res);
    const { hash = "", name = "" } = req.params as { hash?: string; name?: string };
    if (!DOCUMENT_HASH.test(hash) || !DOCUMENT_FILE_NAME.test(name)) {
      res.status(404).type("text/plain").send("Document not found");
      return;
    }
    res.setHeader("Content-Disposition", `attachment; filename="${name}"`);
    res.setHeader("X-Content-Type-Options", "nosniff");
    const stored = { store: originals, key: documentKey(hash), contentType: "application/pdf" };
    sendStoredObject(req, res, stored, (error) => {
      if (!error || res.headersSent) return;
      const code = (error as NodeJS.ErrnoException).code;
      if (code === "ENOENT" || (error as { status?: number }).status === 404) {
        res.removeHeader("Content-Disposition");
        res.status(404).type("text/plain").send("Document not found");
      } else if (!isAborted(error)) next(error);
    });
  };
}
