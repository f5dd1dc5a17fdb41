// A public page found by the slug in its address. A slug of the wrong shape is a 404 before any query (it can
// name nothing, and a crawler's junk costs no database call), and so is a slug that names nothing.
import { data } from "react-router";

export async function foundBySlug<T>(
  slug: string,
  maxLength: number,
  find: (slug: string) => Promise<T | null | undefined>,
): Promise<T> {
  const shaped = slug.length <= maxLength && /^[a-z0-9][a-z0-9-]*$/.test(slug);
  const found = shaped ? await find(slug) : null;
  if (!found) throw data(null, { status: 404 });
  return found;
}
