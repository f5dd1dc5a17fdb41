// A browser on one hostname of the test server (the operators' console's, an agency's): its cookies, its address,
// and the authenticity token of the last form it saw; requests go through the raw client so `Host` is sent as is.
import { headerLines, rawRequest, type RawAnswer } from "./raw-http.ts";

export type HostBrowser = { host: string; ip: string; jar: Map<string, string>; token: string };

let addressCounter = 0;

export function hostBrowser(host: string): HostBrowser {
  addressCounter += 1;
  return { host, ip: `198.51.100.${addressCounter}`, jar: new Map(), token: "" };
}

/** GET `path`, or POST `form` with the last form's token (unless `token: false`); keeps the cookies it is given. */
export async function hostRequest(
  baseUrl: string,
  b: HostBrowser,
  path: string,
  form?: Record<string, string>,
  { token = true } = {},
): Promise<RawAnswer> {
  const body = form
    ? new URLSearchParams({ ...(token ? { authenticity_token: b.token } : {}), ...form }).toString()
    : undefined;
  const answer = await rawRequest(
    baseUrl,
    form ? "POST" : "GET",
    path,
    {
      Host: b.host,
      "X-Forwarded-For": b.ip,
      cookie: [...b.jar.values()].join("; "),
      ...(body ? { "Content-Type": "application/x-www-form-urlencoded" } : {}),
    },
    body,
  );
  for (const cookie of headerLines(answer, "set-cookie")) {
    const pair = cookie.split(";")[0]!;
    const name = pair.split("=")[0]!;
    if (/max-age=0/i.test(cookie)) b.jar.delete(name);
    else b.jar.set(name, pair);
  }
  const formToken = /name="authenticity_token" value="([^"]+)"/.exec(answer.text())?.[1];
  if (formToken) b.token = formToken;
  return answer;
}
