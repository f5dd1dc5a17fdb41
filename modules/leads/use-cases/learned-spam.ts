// Spam learning (issue 14 "marking spam feeds the spam phrases"; docs/admin.md "Spam learning"). A lead that
// staff mark as spam teaches the lead check two things, each matched exactly, never as a loose phrase: the
// hosts its message links to (and their subdomains), and the whole message (normalised, hashed). Taking the
// lead out of spam again forgets what it taught. The agency's own host is never learned.
import { createHash } from "node:crypto";
import type { Db } from "../../../db/client.ts";
import { deleteLearnedSpamOfLead, insertLearnedSpam, isLearnedSpam } from "../repos/lead-spam-phrases.ts";
import { hostCandidates, linkHosts, normaliseMessage, spamFingerprints } from "../model/spam-rules.ts";

const hash = (text: string) => createHash("sha256").update(text).digest("hex");

export function ownHosts(publicUrl: string): string[] {
  try {
    return [new URL(publicUrl).hostname];
  } catch {
    return [];
  }
}

/** Teaches the check what this spam lead's message holds (in the caller's transaction). */
export async function learnSpam(
  tx: Db,
  lead: { id: number; message: string | null },
  staffUserId: number,
  publicUrl: string,
): Promise<void> {
  const learned = spamFingerprints(lead.message, ownHosts(publicUrl));
  await insertLearnedSpam(tx, [
    ...learned.hosts.map((host) => ({
      leadId: lead.id,
      kind: "host" as const,
      value: host,
      label: host,
      staffUserId,
    })),
    ...(learned.message
      ? [
          {
            leadId: lead.id,
            kind: "message" as const,
            value: hash(learned.message),
            label: learned.message.slice(0, 80),
            staffUserId,
          },
        ]
      : []),
  ]);
}

export function forgetSpam(tx: Db, leadId: number): Promise<void> {
  return deleteLearnedSpamOfLead(tx, leadId);
}

/** Whether the message links to a learned host or is a learned message (one indexed query). */
export function matchesLearnedSpam(db: Db, message: string | undefined): Promise<boolean> {
  if (!message || message.trim() === "") return Promise.resolve(false);
  return isLearnedSpam(db, {
    hosts: [...new Set(linkHosts(message).flatMap(hostCandidates))],
    messageHash: hash(normaliseMessage(message)),
  });
}
