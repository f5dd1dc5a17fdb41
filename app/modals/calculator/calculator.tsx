// #/calculator (spec §2, §9 "Calculators"): mortgage and stamp duty calculators.
// Placeholder until its issue lands; the overlay host already gives it a title, a close button and a chunk.
import { ComingSoon } from "../coming-soon.tsx";

export default ComingSoon;
