// The people wing's door (docs/architecture.md "Wings"): the back office's visitors pages (issue 15 item 5). A person is
// a visitor account with every lead sent with its email, so this wing reads the accounts and leads wings: search,
// access export, erasure and the marketing opt-ins. Code outside the wing imports this file or its model/.
export { auditOptInsExport, optInsCsvStream } from "./back-office/marketing-optins.ts";
export { eraseVisitor, exportVisitor, searchVisitors, visitorDetail } from "./back-office/visitors.ts";
