// Two agencies on one install, as deployed: the queries name their agency and row-level security binds each
// agency's handle (tests/api/agency-isolation-suite.ts).
import { agencyIsolationSuite } from "./agency-isolation-suite.ts";

agencyIsolationSuite("on");
