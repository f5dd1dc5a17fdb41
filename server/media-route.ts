// GET /media/{W}x{H}/{key} (spec §9 Media): a cached rendition, or 400 for a size or key we do not serve
// (plain text, for whoever is debugging an image URL), or 404 when the original is missing: among the media of the
// request's agency only (issue 44 item 4), so another agency's key is as unknown as a made-up one.
import type { RequestHandler, Response } from "express";
import { preferredFormat, type Renditions } from "../platform/media.ts";
import { isAborted, sendStoredObject } from "./stored-object.ts";

export const MEDIA_PATH = "/media/{*rest}";

export function mediaRoute(renditionsFor: (res: Response) => Renditions): RequestHandler {
  return async (req, res, next) => {
    try {
      const renditions = renditionsFor(res);
      // req.path is still percent-encoded, so an encoded `..` or `/` simply fails the key pattern.
      const [, sizeSegment = "", ...keyParts] = req.path.split("/").slice(1);
      const result = await renditions.lookup(
        sizeSegment,
        keyParts.join("/"),
        preferredFormat(req.get("accept")),
      );
      // The format depends on Accept, so caches must keep one copy per Accept value.
      res.vary("Accept");
      if (result.kind === "bad-request") {
        res.status(400).type("text/plain").send(result.reason);
        return;
      }
      if (result.kind === "not-found") {
        res.status(404).type("text/plain").send("Image not found");
        return;
      }
      // A rendition never changes under its URL (a new original gets a new key), hence immutable.
      sendStoredObject(
        req,
        res,
        { store: renditions.renditions, key: result.key, info: result.info },
        (error) => {
          // A browser that navigated away aborts its image requests: nothing went wrong here.
          if (error && !isAborted(error) && !res.headersSent) next(error);
        },
      );
    } catch (error) {
      next(error);
    }
  };
}
