// The gallery modal (spec §2 "Gallery modal"): floorplans, EPC charts, photos and event galleries.
// Placeholder until its issue lands; the overlay host already gives it a title, a close button and a chunk.
import { ComingSoon } from "../coming-soon.tsx";

export default ComingSoon;
