// #/tenant-info (spec §2): a lettings property's fee text, as HTML, with the agency's redress scheme and
// client money protection details, which UK law requires beside the fees. The HTML was sanitised on the
// server when the content was parsed (modules/content/model/site-content.ts feesSchema).
import { useRouteLoaderData } from "react-router";
import type { RootData } from "../../../modules/content/model/site-chrome.ts";
import { useOverlayPageData } from "../page-data.ts";

export default function TenantInfo() {
  const { tenantInfoHtml } = useOverlayPageData();
  const footer = useRouteLoaderData<RootData>("root")?.footer;
  if (!tenantInfoHtml) return null;
  return (
    <div className="flex flex-col gap-4">
      <div
        className="[&_a]:underline [&_h3]:text-lg [&_h3]:font-bold [&_h4]:font-semibold [&_li]:my-1 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-2 [&_ul]:list-disc [&_ul]:pl-6"
        dangerouslySetInnerHTML={{ __html: tenantInfoHtml }}
      />
      {(footer?.redressScheme || footer?.clientMoneyProtection) && (
        <dl className="flex flex-col gap-2 border-t border-ink/20 pt-4 text-sm">
          {footer.redressScheme && (
            <div>
              <dt className="font-semibold">Redress scheme</dt>
              <dd>{footer.redressScheme}</dd>
            </div>
          )}
          {footer.clientMoneyProtection && (
            <div>
              <dt className="font-semibold">Client money protection</dt>
              <dd>{footer.clientMoneyProtection}</dd>
            </div>
          )}
        </dl>
      )}
    </div>
  );
}
