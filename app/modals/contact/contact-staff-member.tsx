// #/contact-staff-member/{id} (spec §2, §7 "Leads"): the staff contact form.
// Placeholder until its issue lands; the overlay host already gives it a title, a close button and a chunk.
import { ComingSoon } from "../coming-soon.tsx";

export default ComingSoon;
