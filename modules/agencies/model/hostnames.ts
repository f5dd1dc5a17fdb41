// Hostnames as the install compares them: what a request's Host names, and what an operator may register.
/**
 * The hostname a request's Host (or trusted X-Forwarded-Host) names, in the one spelling agencies are looked up
 * by: lower-case, without port or trailing dot, IDN in its ASCII form; null when it is not a hostname at all.
 */
export function requestHostname(host: string | undefined | null): string | null {
  if (!host) return null;
  const trimmed = host.trim().toLowerCase();
  // An IPv6 literal keeps its brackets: "[::1]:3000" → "[::1]".
  const bracketed = /^(\[[0-9a-f:.]+\])(?::\d*)?$/.exec(trimmed);
  if (bracketed) return bracketed[1]!;
  const withoutPort = trimmed.replace(/:\d*$/, "").replace(/\.$/, "");
  return hostnameOrNull(withoutPort);
}

/** An operator's hostname (no scheme, port or path) in its compared spelling, or null when it is not one. */
export function registrableHostname(input: string): string | null {
  const trimmed = input.trim().toLowerCase().replace(/\.$/, "");
  if (trimmed.startsWith("[") || /^[\d.]+$/.test(trimmed)) return null;
  return hostnameOrNull(trimmed);
}

function hostnameOrNull(name: string): string | null {
  // Anything URL syntax would read as a port, path, user or query is not part of a name: refused, not cut off.
  if (!name || name.length > 253 || /[\s:/?#@[\]\\%]/.test(name)) return null;
  // The WHATWG URL parser gives an international name its ASCII (punycode) form, in browsers and Node alike.
  let ascii: string;
  try {
    ascii = new URL(`http://${name}`).hostname;
  } catch {
    return null;
  }
  const validLabel = (label: string) => /^(?!-)[a-z0-9-]{1,63}(?<!-)$/.test(label);
  return ascii.split(".").every(validLabel) ? ascii : null;
}

/**
 * The loopback names a developer's browser, the test suites and a local health check use. They answer as the
 * install's own agency when no agency has registered them, so `npm start` works on localhost and 127.0.0.1
 * alike; a `*.localhost` name is an ordinary hostname that must be registered.
 */
export function isLoopbackHostname(hostname: string): boolean {
  return hostname === "localhost" || hostname === "[::1]" || /^127(?:\.\d{1,3}){3}$/.test(hostname);
}

/** The other spelling with or without `www.`: a bare domain and its `www.` name stand for each other. */
export function wwwCounterpart(hostname: string): string {
  return hostname.startsWith("www.") ? hostname.slice(4) : `www.${hostname}`;
}
