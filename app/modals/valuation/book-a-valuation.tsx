// #/book-a-valuation (spec §2, "Valuation flows"): single-step or three-step valuation request.
// Placeholder until its issue lands; the overlay host already gives it a title, a close button and a chunk.
import { ComingSoon } from "../coming-soon.tsx";

export default ComingSoon;
