// Which network addresses a feed's URLs may reach (issue 43 High 2; docs/decisions/020). A feed, a push-key
// holder or an imported file names the URL, so nothing it names may reach this machine, its network or the
// cloud's metadata service: only global unicast addresses are fetched, unless the operator allow-lists a
// range (FEED_MEDIA_ALLOWED_ADDRESSES). The classification is ipaddr.js's (IANA special-purpose registries).
import ipaddr from "ipaddr.js";

type Address = ipaddr.IPv4 | ipaddr.IPv6;

/** Address ranges the operator lets feeds reach although they are not public (a CRM on the office network). */
export type AddressAllowList = readonly (readonly [Address, number])[];

/** An address or CIDR, IPv4 or IPv6 (`10.0.0.0/8`, `127.0.0.1`, `fd00::/8`). */
export function isAddressOrRange(entry: string): boolean {
  return ipaddr.isValid(entry) || ipaddr.isValidCIDR(entry);
}

/** The allow-list from its configured entries (each an address or a CIDR; a bare address is one host). */
export function parseAddressAllowList(entries: readonly string[]): AddressAllowList {
  return entries.map((entry) => {
    if (ipaddr.isValidCIDR(entry)) {
      const [range, bits] = ipaddr.parseCIDR(entry);
      return [normalise(range, bits), mappedBits(range, bits)] as const;
    }
    const address = ipaddr.parse(entry);
    return [normalise(address), address.kind() === "ipv4" ? 32 : 128] as const;
  });
}

// `::ffff:10.0.0.0/104` names the same hosts as `10.0.0.0/8`: compare in one family.
function normalise(address: Address, bits = 128): Address {
  return address.kind() === "ipv6" && (address as ipaddr.IPv6).isIPv4MappedAddress() && bits >= 96
    ? (address as ipaddr.IPv6).toIPv4Address()
    : address;
}

function mappedBits(address: Address, bits: number): number {
  return address.kind() === "ipv6" && (address as ipaddr.IPv6).isIPv4MappedAddress() && bits >= 96
    ? bits - 96
    : bits;
}

const RANGE_NAMES: Record<string, string> = {
  unspecified: "an unspecified address",
  broadcast: "a broadcast address",
  multicast: "a multicast address",
  linkLocal: "a link-local address",
  loopback: "a loopback address",
  carrierGradeNat: "a carrier-grade NAT address",
  private: "a private address",
  uniqueLocal: "a unique-local address",
  reserved: "a reserved address",
};

/**
 * Why a feed may not reach this address ("a loopback address"), or null when it may. IPv4-mapped IPv6
 * (`::ffff:169.254.169.254`) is judged as the IPv4 address it is; so are the deprecated IPv4-compatible
 * (`::127.0.0.1`) and the translation and tunnelling prefixes (NAT64, 6to4, Teredo), all refused.
 */
export function addressRefusal(text: string, allowList: AddressAllowList = []): string | null {
  if (!ipaddr.isValid(text)) return "not an IP address";
  const address = ipaddr.process(text);
  if (allowList.some(([range, bits]) => range.kind() === address.kind() && address.match(range, bits))) {
    return null;
  }
  const range = address.range();
  if (range === "unicast") {
    // ::/96 (IPv4-compatible, deprecated) is "unicast" to ipaddr.js but carries an IPv4 address.
    if (address.kind() === "ipv6" && address.match(ipaddr.parseCIDR("::/96"))) {
      return "an IPv4-compatible IPv6 address";
    }
    return null;
  }
  return RANGE_NAMES[range] ?? `a special-purpose (${range}) address`;
}
