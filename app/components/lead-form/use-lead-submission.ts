// The state every lead form keeps around its submit: one submission at a time (a second press while one is on its
// way does nothing), the button locked meanwhile, the failure line, and the form's idempotency key (one per
// opened form: the leads server stores a doubled post once).
import { useRef, useState } from "react";
import { newIdempotencyKey } from "../../client/leads.ts";

/** What a submission ended in: "sent" keeps the button locked (the page or the overlay is leaving). */
export type SubmissionOutcome = "sent" | "stopped";

export function useLeadSubmission() {
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const underWay = useRef(false);
  const [idempotencyKey] = useState(newIdempotencyKey);

  async function attempt(run: () => Promise<SubmissionOutcome>): Promise<void> {
    if (underWay.current) return;
    underWay.current = true;
    setFailure(null);
    setSending(true);
    let outcome: SubmissionOutcome = "stopped";
    try {
      outcome = await run();
    } finally {
      if (outcome === "stopped") {
        underWay.current = false;
        setSending(false);
      }
    }
  }

  return { sending, failure, setFailure, idempotencyKey, attempt };
}
