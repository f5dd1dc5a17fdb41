// The spec's 10 MB rule for a form's file field (spec §5), as every form with an upload must keep it.
import { expect, type Locator } from "@playwright/test";

const TOO_LARGE = "File size can't be over 10mb";

/**
 * A PDF over 10 MB is refused beside the field and cleared at once; a small PDF of that name is then kept, with no
 * message left. Returns the small PDF's bytes, for checking what the server stored.
 */
export async function expectOversizedFileRefusedThenChoosePdf(form: Locator, upload: Locator, name: string) {
  await upload.setInputFiles({
    name,
    mimeType: "application/pdf",
    buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 0x20),
  });
  await expect(form.getByText(TOO_LARGE)).toBeVisible();
  expect(await upload.evaluate((input: HTMLInputElement) => input.files?.length ?? 0)).toBe(0);
  const pdf = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
  await upload.setInputFiles({ name, mimeType: "application/pdf", buffer: pdf });
  await expect(form.getByText(TOO_LARGE)).toHaveCount(0);
  return pdf;
}
