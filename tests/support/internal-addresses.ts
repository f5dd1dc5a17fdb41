// Generated spellings of internal addresses for the fuzz suite's SSRF part (issue 43 High 2; docs/decisions/020):
// loopback, "this host", private, carrier-grade NAT, link-local and the cloud metadata address, multicast,
// broadcast, reserved; IPv4 as dotted decimal, one number, hex, octal, short and mixed forms; IPv6 long and
// short, IPv4-mapped and -compatible, NAT64 and 6to4; `localhost` in its spellings; behind userinfo and
// fragments. Used by tests/api/feed-media-fetch.test.ts against the real fetcher.
import type { Rng } from "./prng.ts";

export type Octets = [number, number, number, number];

const hex = (n: number, rng: Rng) => {
  const digits = n.toString(16);
  return `0${rng.pick(["x", "X"])}${rng.chance(0.5) ? digits.toUpperCase() : digits}`;
};
const octal = (n: number) => `0${n.toString(8)}`;
const asNumber = ([a, b, c, d]: Octets) => ((a << 24) >>> 0) + (b << 16) + (c << 8) + d;

/** One IPv4 address as a URL host, in one of the spellings WHATWG URL parsers (and so fetchers) accept. */
function spellIpv4(octets: Octets, rng: Rng): string {
  const [a, b, c, d] = octets;
  return rng.pick([
    () => octets.join("."),
    () => String(asNumber(octets)),
    () => hex(asNumber(octets), rng),
    () => octets.map((part) => (rng.chance(0.5) ? octal(part) : String(part))).join("."),
    () => octets.map((part) => hex(part, rng)).join("."),
    () => `${a}.${(b << 16) + (c << 8) + d}`,
    () => `${a}.${b}.${(c << 8) + d}`,
    () => `${rng.chance(0.5) ? hex(a, rng) : octal(a)}.${b}.${c}.${d}`,
  ])();
}

const hex16 = (n: number) => n.toString(16);

/** One IPv6 address carrying an IPv4 one, or IPv6's own internal ranges, as a bracketed URL host. */
function spellIpv6(octets: Octets | null, rng: Rng): string {
  if (octets) {
    const [a, b, c, d] = octets;
    const high = hex16((a << 8) + b);
    const low = hex16((c << 8) + d);
    return `[${rng.pick([
      `::ffff:${octets.join(".")}`,
      `::ffff:${high}:${low}`,
      `0:0:0:0:0:ffff:${high}:${low}`,
      `::${octets.join(".")}`,
      `64:ff9b::${high}:${low}`,
      `2002:${high}:${low}::${hex16(rng.int(0xffff))}`,
    ])}]`;
  }
  const word = () => hex16(rng.int(0x10000));
  return `[${rng.pick([
    () => "::1",
    () => "0:0:0:0:0:0:0:1",
    () => "0000:0000:0000:0000:0000:0000:0000:0001",
    () => "::",
    () => `fe80::${word()}:${word()}`,
    () => `fd${hex16(rng.int(256)).padStart(2, "0")}:${word()}::${word()}`,
    () => `fc00::${word()}`,
    () => `ff0${rng.pick(["1", "2", "5", "e"])}::${word()}`,
  ])()}]`;
}

const byte = (rng: Rng) => rng.int(256);

/** An internal IPv4 address: which range, and one address in it. */
function internalIpv4(rng: Rng): Octets {
  return rng.pick<() => Octets>([
    () => [127, 0, 0, 1],
    () => [127, byte(rng), byte(rng), 1 + rng.int(254)],
    () => [169, 254, 169, 254],
    () => [169, 254, byte(rng), byte(rng)],
    () => [0, 0, 0, 0],
    () => [10, byte(rng), byte(rng), byte(rng)],
    () => [172, 16 + rng.int(16), byte(rng), byte(rng)],
    () => [192, 168, byte(rng), byte(rng)],
    () => [100, 64 + rng.int(64), byte(rng), byte(rng)],
    () => [224 + rng.int(16), byte(rng), byte(rng), byte(rng)],
    () => [240 + rng.int(15), byte(rng), byte(rng), byte(rng)],
    () => [255, 255, 255, 255],
    () => [198, 18 + rng.int(2), byte(rng), byte(rng)],
  ])();
}

const LOCALHOSTS = ["localhost", "LOCALHOST", "LocalHost", "localhost."];

/** A URL host naming an internal address; `exclude` leaves out every spelling of that one IPv4 address. */
export function internalHost(rng: Rng, exclude?: Octets): string {
  if (!exclude && rng.chance(0.06)) return rng.pick(LOCALHOSTS);
  if (rng.chance(0.1)) return spellIpv6(null, rng);
  let octets = internalIpv4(rng);
  while (exclude && octets.every((part, i) => part === exclude[i])) octets = internalIpv4(rng);
  return rng.chance(0.25) ? spellIpv6(octets, rng) : spellIpv4(octets, rng);
}

/** A media URL at `host`, wrapped as a hostile file might write it. */
export function mediaUrl(rng: Rng, host: string, port: number): string {
  const at = `${host}:${port}`;
  return rng.pick([
    () => `http://${at}/front.jpg`,
    () => `HTTP://${at}/front.jpg?w=${rng.int(2000)}`,
    () => `http://agent.example.com@${at}/front.jpg`,
    () => `http://user:secret@${at}/front.jpg`,
    () => `http://${at}/front.jpg#@photos.example.com/front.jpg`,
    () => `https://${at}/front.jpg`,
  ])();
}
