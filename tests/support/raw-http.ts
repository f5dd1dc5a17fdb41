// A GET that keeps what fetch hides: repeated headers as sent, and the path exactly as written (fetch
// normalises `..` and `%2e%2e` away, which traversal tests must not do).
import { request } from "node:http";

export type RawResponse = { status: number; rawHeaders: [string, string][]; body: Buffer };

export function rawGet(
  baseUrl: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method: "GET", headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const rawHeaders: [string, string][] = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2)
          rawHeaders.push([res.rawHeaders[i]!, res.rawHeaders[i + 1]!]);
        resolve({ status: res.statusCode ?? 0, rawHeaders, body: Buffer.concat(chunks) });
      });
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

/** Every value sent under one header name (case-insensitive), one entry per header line. */
export function headerLines(response: RawResponse, name: string): string[] {
  return response.rawHeaders
    .filter(([key]) => key.toLowerCase() === name.toLowerCase())
    .map(([, value]) => value);
}

/** Any method, the path exactly as written (fetch would clean `//`, `..` and `%73` before sending). */
export function rawRequest(
  baseUrl: string,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string | Buffer,
): Promise<RawResponse & { header(name: string): string | undefined; text(): string }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const rawHeaders: [string, string][] = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2)
          rawHeaders.push([res.rawHeaders[i]!, res.rawHeaders[i + 1]!]);
        const bodyBuffer = Buffer.concat(chunks);
        resolve({
          status: res.statusCode ?? 0,
          rawHeaders,
          body: bodyBuffer,
          header: (name) => rawHeaders.find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1],
          text: () => bodyBuffer.toString("utf8"),
        });
      });
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(body);
  });
}
