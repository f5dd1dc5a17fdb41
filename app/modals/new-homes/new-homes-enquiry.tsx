// #/new-homes-enquiry (spec §2, §3 "New-homes form"): register interest in a development.
// Placeholder until its issue lands; the overlay host already gives it a title, a close button and a chunk.
import { ComingSoon } from "../coming-soon.tsx";

export default ComingSoon;
