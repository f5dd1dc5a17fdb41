// The first wall alone (issue 44 item 3, db/agency-scope.ts): the same two agencies with row-level security off,
// so that only the agency each query names keeps them apart. Every check of the isolation suite must still hold.
import { agencyIsolationSuite } from "./agency-isolation-suite.ts";

agencyIsolationSuite("off-for-tests");
