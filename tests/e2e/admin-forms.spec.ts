// The new-homes form edited in the back office and used on the site (issue 15 item 3), on a server and database
// of their own: an editor adds a required upload to the form; a development's "Register your interest" draws
// it, refuses a file over 10 MB with the spec's message, and the submission keeps the file under that field.
import { expect, test } from "@playwright/test";
import { expectOversizedFileRefusedThenChoosePdf } from "./file-field.ts";
import { desc, eq, isNotNull } from "drizzle-orm";
import { formSubmissionFiles, formSubmissions, properties } from "../../db/schema.ts";
import { openAxeCheckedSection, ownServer } from "./admin-support.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { demo, gotoHydrated } from "./demo-content.ts";

test.use({ viewport: { width: 1280, height: 900 } });

const server = ownServer();

test("an editor adds a required upload to the new-homes form; a visitor meets the 10 MB rule and sends it", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await openAxeCheckedSection(page, server, "editor", "Forms");
  await page.getByRole("link", { name: "New homes enquiry" }).click();
  await expectNoAxeViolations(page);

  const json = page.getByLabel("Fields (JSON)");
  const elements = JSON.parse(await json.inputValue()) as object[];
  // A select without options first: refused, naming the field.
  await json.fill(
    JSON.stringify([
      ...elements,
      { fieldName: "budget", friendlyName: "Budget", required: false, inputType: "select", fieldPostion: 12 },
    ]),
  );
  await page.getByRole("button", { name: "Save the form" }).click();
  await expect(page.getByRole("alert")).toContainText("elements.11.options: a select needs its options");
  await expect(page.getByLabel("Fields (JSON)")).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);

  await page.getByLabel("Fields (JSON)").fill(
    JSON.stringify([
      ...elements,
      {
        fieldName: "mortgage_in_principle",
        friendlyName: "Mortgage in principle",
        required: true,
        inputType: "file",
        fieldPostion: 12,
      },
    ]),
  );
  await page.getByRole("button", { name: "Save the form" }).click();
  await expect(page.getByRole("status")).toHaveText("Form saved. The site shows it now.");

  const [plot] = await server.services.db
    .select({ parentId: properties.parentId })
    .from(properties)
    .where(isNotNull(properties.parentId))
    .limit(1);
  await gotoHydrated(page, `${server.baseUrl}/properties/${plot!.parentId}#/new-homes-enquiry`);
  const form = page.getByRole("dialog", { name: "Register your interest" });
  const upload = form.getByLabel("Mortgage in principle");
  await expect(upload).toBeVisible();
  const pdf = await expectOversizedFileRefusedThenChoosePdf(form, upload, "mip.pdf");

  const email = `buyer-${Date.now()}@example.com`;
  await form.getByRole("textbox", { name: "First name" }).fill("Ailsa");
  await form.getByRole("textbox", { name: "Last name" }).fill("Buyer");
  await form.getByRole("textbox", { name: "Email address" }).fill(email);
  await form.getByRole("textbox", { name: "Telephone" }).fill("07700900456");
  await form.getByRole("checkbox", { name: /terms & conditions/ }).check();
  await form.getByRole("button", { name: "Register your interest" }).click();
  // The thank-you: the development's page again (a native post and its redirect) with the success flash.
  await expect(page.getByText(demo.flashMessages["welcome-lead-sent"]!)).toBeVisible();
  const [submission] = await server.services.db
    .select()
    .from(formSubmissions)
    .orderBy(desc(formSubmissions.id))
    .limit(1);
  const files = await server.services.db
    .select()
    .from(formSubmissionFiles)
    .where(eq(formSubmissionFiles.submissionId, submission!.id));
  expect(files).toMatchObject([{ fieldName: "mortgage_in_principle", sizeBytes: pdf.length }]);
});
