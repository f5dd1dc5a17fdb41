// #/book-a-viewing (spec §2, §3 "Viewing lead form"): the viewing request form.
// Placeholder until its issue lands; the overlay host already gives it a title, a close button and a chunk.
import { ComingSoon } from "../coming-soon.tsx";

export default ComingSoon;
