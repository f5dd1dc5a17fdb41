// A GET that keeps what fetch hides: repeated headers as sent, and the path exactly as written (fetch
// normalises `..` and `%2e%2e` away, which traversal tests must not do).
import { request, type IncomingHttpHeaders, type RequestOptions } from "node:http";
import { connect } from "node:net";

export type RawResponse = { status: number; rawHeaders: [string, string][]; body: Buffer };

export function rawGet(
  baseUrl: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<RawResponse> {
  return rawRequest(baseUrl, "GET", path, headers);
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
): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  return sendRaw({ hostname, port, path, method, headers }, body);
}

export type RawAnswer = RawResponse & {
  headers: IncomingHttpHeaders;
  header(name: string): string | undefined;
  text(): string;
};

/** One request through node:http exactly as the caller shapes it (its agent, local address, headers, body). */
export function sendRaw(options: RequestOptions, body?: string | Buffer): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(options, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const rawHeaders: [string, string][] = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2)
          rawHeaders.push([res.rawHeaders[i]!, res.rawHeaders[i + 1]!]);
        const bodyBuffer = Buffer.concat(chunks);
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
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

export type RawExchange = { status: number; head: string; ms: number };

/**
 * Sends a request head as written, then an optional body, over a socket of its own, and reads only the answer's
 * status line and headers. A server that answers before the body has arrived may close the connection under
 * the writer: that is expected, so write errors are ignored and the answer is whatever came back (status 0:
 * none).
 */
export function rawExchange(port: number, head: string, body?: Buffer): Promise<RawExchange> {
  const started = Date.now();
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    let received = "";
    const done = () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1] ?? 0);
      resolve({ status, head: received.split("\r\n\r\n")[0]!, ms: Date.now() - started });
      socket.destroy();
    };
    socket.on("data", (chunk: Buffer) => {
      received += chunk.toString("latin1");
      if (received.includes("\r\n\r\n")) done();
    });
    socket.on("error", () => {});
    socket.on("close", done);
    socket.write(head);
    if (body) socket.write(body);
  });
}

/** An HTTP/1.1 request head for rawExchange. */
export function requestHead(method: string, path: string, headers: Record<string, string | number>): string {
  const lines = Object.entries({ host: "127.0.0.1", ...headers }).map(([name, value]) => `${name}: ${value}`);
  return `${method} ${path} HTTP/1.1\r\n${lines.join("\r\n")}\r\n\r\n`;
}

export type TextAnswer = { status: number; headers: IncomingHttpHeaders; text: string };

/** sendRaw with the body read as UTF-8 text. */
export async function sendRawText(options: RequestOptions, body?: string | Buffer): Promise<TextAnswer> {
  const answer = await sendRaw(options, body);
  return { status: answer.status, headers: answer.headers, text: answer.text() };
}
