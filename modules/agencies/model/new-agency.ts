// What an operator gives to make an agency (issue 44 item 6), checked before anything is written: pure.
import { registrableHostname } from "./hostnames.ts";

export type NewAgencyInput = {
  name: string;
  hostname: string;
  aliases?: string[];
  /** Where its links point; `https://{hostname}` when not given (a developer's `http://x.localhost:3000`). */
  publicUrl?: string;
  /** Shown in the site's header; none until the owner gives one. */
  telephone?: string;
  /** The first owner, invited by a one-time link; `owner@{hostname}` when not given. */
  ownerEmail?: string;
};

export type NewAgency = {
  name: string;
  hostname: string;
  aliases: string[];
  publicUrl: string;
  telephone: string;
  ownerEmail: string;
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function checkNewAgency(
  input: NewAgencyInput,
): { ok: true; agency: NewAgency } | { ok: false; error: string } {
  const name = input.name.trim();
  if (!name || name.length > 120)
    return { ok: false, error: "Give the agency a name of up to 120 characters." };
  const hostname = registrableHostname(input.hostname);
  if (!hostname)
    return { ok: false, error: `${input.hostname} is not a hostname (a name such as www.example.co.uk).` };
  const aliases: string[] = [];
  for (const alias of input.aliases ?? []) {
    const spelled = registrableHostname(alias);
    if (!spelled)
      return { ok: false, error: `${alias} is not a hostname (a name such as www.example.co.uk).` };
    if (spelled === hostname || aliases.includes(spelled))
      return { ok: false, error: `${spelled} is named twice.` };
    aliases.push(spelled);
  }
  const publicUrl = input.publicUrl?.trim() || `https://${hostname}`;
  let url: URL;
  try {
    url = new URL(publicUrl);
  } catch {
    return { ok: false, error: `${publicUrl} is not an address (https://${hostname}).` };
  }
  if (
    (url.protocol !== "https:" && url.protocol !== "http:") ||
    url.hostname !== hostname ||
    url.pathname !== "/" ||
    url.search ||
    url.hash
  )
    return { ok: false, error: `The public address must be http(s)://${hostname}, with a port at most.` };
  const telephone = input.telephone?.trim() ?? "";
  if (telephone && !/^\+?[0-9 ()-]{6,20}$/.test(telephone))
    return { ok: false, error: `${telephone} is not a telephone number.` };
  const ownerEmail = input.ownerEmail?.trim() || `owner@${hostname}`;
  if (!EMAIL.test(ownerEmail)) return { ok: false, error: `${ownerEmail} is not an email address.` };
  return { ok: true, agency: { name, hostname, aliases, publicUrl: url.origin, telephone, ownerEmail } };
}
