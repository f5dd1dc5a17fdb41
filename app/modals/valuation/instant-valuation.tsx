// #/valuation (spec §2): the Instant Valuation modal.
// Placeholder until its issue lands; the overlay host already gives it a title, a close button and a chunk.
import { ComingSoon } from "../coming-soon.tsx";

export default ComingSoon;
