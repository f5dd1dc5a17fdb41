// What the site answers, checked the way the suites check it: the status first, then the body it must hold.
import { expect } from "vitest";

/** The response has `status` and exactly `body` as its JSON. */
export async function expectJsonAnswer(response: Response, status: number, body: unknown) {
  expect(response.status).toBe(status);
  expect(await response.json()).toEqual(body);
}

/** A form posted back refused (422): the page drawn again, saying `message` (beside the field at fault). */
export async function expectRefusedWith(response: Response, message: string) {
  expect(response.status).toBe(422);
  expect(await response.text()).toContain(message);
}
