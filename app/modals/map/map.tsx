// #/map (spec §2, design §5): the map view of a search.
// Placeholder until its issue lands; the overlay host already gives it a title, a close button and a chunk.
import { ComingSoon } from "../coming-soon.tsx";

export default ComingSoon;
