// A new order of one kind of a listing's media, as the editor's drag-and-drop script posts it (issue 42 item 6):
// the kind and its media ids, first to last, comma-separated. The service then checks they are exactly the
// listing's current media of that kind (none missing, none added, none another listing's). Zod: server only
// (media-rules.ts is what the editor's browser code imports).
import { z } from "zod";
import { parseId } from "../../leads/model/lead-inbox.ts";
import { IMAGE_KINDS, LINK_KINDS } from "./media-rules.ts";

/** More than any listing has of one kind (a feed sends at most 200 media in all). */
export const MAX_ORDERED_MEDIA = 200;

export const MEDIA_ORDER_MESSAGES = {
  unreadable: "The new order could not be read. Nothing was changed.",
  stale:
    "These media have changed since the page was loaded (one was added or removed). Nothing was changed: reload the page and move them again.",
} as const;

const KINDS = [...IMAGE_KINDS, ...LINK_KINDS].map((kind) => kind.value) as [string, ...string[]];

export const mediaOrderSchema = z.object({
  kind: z.enum(KINDS, { error: MEDIA_ORDER_MESSAGES.unreadable }),
  order: z
    .string({ error: MEDIA_ORDER_MESSAGES.unreadable })
    .max(MAX_ORDERED_MEDIA * 11)
    .transform((text) => text.split(","))
    .pipe(
      z
        .array(
          z.string().transform((value, ctx) => {
            const id = parseId(value);
            if (id === null) {
              ctx.addIssue({ code: "custom", message: MEDIA_ORDER_MESSAGES.unreadable });
              return z.NEVER;
            }
            return id;
          }),
        )
        .min(1, MEDIA_ORDER_MESSAGES.unreadable)
        .max(MAX_ORDERED_MEDIA, MEDIA_ORDER_MESSAGES.unreadable)
        .refine((ids) => new Set(ids).size === ids.length, MEDIA_ORDER_MESSAGES.stale),
    ),
});

/** Whether `order` is exactly `current` (the same ids, each once), in any order. */
export function sameMedia(current: readonly number[], order: readonly number[]): boolean {
  if (current.length !== order.length) return false;
  const wanted = new Set(order);
  return wanted.size === order.length && current.every((id) => wanted.has(id));
}
