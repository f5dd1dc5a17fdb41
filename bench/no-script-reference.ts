// The reference beside the Lighthouse budget (issue 13): the same pages without their JavaScript, served by
// Debian's nginx. Lighthouse simulates a phone from what this machine's Chromium does, and on a slow machine
// the browser's own work (committing the document, style, layout, paint) already costs points. A page with no
// script at all is the most any build of it can score here; its score, taken in the same run, says how much
// of the gap to 98 is the page's JavaScript and how much the machine.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { freePort } from "../tests/support/free-port.ts";

const NGINX = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((file) => existsSync(file));

/**
 * Each page's HTML as the app serves it to a visitor, with every script element and module preload taken out
 * by Chromium's own HTML parser (inert in a DOMParser document): the markup, inline stylesheet and images stay.
 */
async function withoutScripts(base: string, paths: string[]): Promise<Map<string, string>> {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium" });
  try {
    const page = await browser.newPage();
    const copies = new Map<string, string>();
    for (const pagePath of paths) {
      const response = await fetch(`${base}${pagePath}`);
      if (!response.ok) throw new Error(`GET ${pagePath} answered ${response.status}`);
      const html = await response.text();
      const stripped = await page.evaluate((source) => {
        const doc = new DOMParser().parseFromString(source, "text/html");
        for (const element of doc.querySelectorAll('script, link[rel="modulepreload"]')) element.remove();
        return `<!DOCTYPE html>${doc.documentElement.outerHTML}`;
      }, html);
      if (/<script\b/i.test(stripped)) throw new Error(`${pagePath}: a script survived`);
      copies.set(pagePath, stripped);
    }
    return copies;
  } finally {
    await browser.close();
  }
}

/**
 * nginx on a free port: each page path answers its copy without scripts (gzip level 6, as the app
 * compresses); everything else (photos, the logo, fonts) is passed to the app, so both load the same images.
 */
export async function startNoScriptReference(base: string, paths: string[]) {
  if (!NGINX) throw new Error("--reference needs Debian's nginx (apt-get install -y nginx-light)");
  const copies = await withoutScripts(base, paths);
  const dir = mkdtempSync(path.join(tmpdir(), "openhouse-no-script-"));
  // nginx's workers drop to an unprivileged user when it is started as root: they must reach the folder.
  chmodSync(dir, 0o755);
  const locations = [...copies].map(([pagePath, html], index) => {
    const file = `page-${index}.html`;
    writeFileSync(path.join(dir, file), html);
    return `location = ${pagePath} { default_type text/html; try_files /${file} =404; }`;
  });
  const port = await freePort();
  const upstream = new URL(base);
  writeFileSync(
    path.join(dir, "nginx.conf"),
    [
      `worker_processes 1; pid ${dir}/nginx.pid;`,
      "events { worker_connections 256; }",
      "http {",
      `  access_log off; client_body_temp_path ${dir}; proxy_temp_path ${dir};`,
      "  gzip on; gzip_comp_level 6; gzip_types text/css application/javascript image/svg+xml;",
      `  server { listen 127.0.0.1:${port}; root ${dir};`,
      ...locations.map((location) => `    ${location}`),
      `    location / { proxy_pass http://${upstream.host}; }`,
      "  }",
      "}",
    ].join("\n"),
  );
  const args = ["-p", dir, "-e", `${dir}/error.log`, "-c", `${dir}/nginx.conf`];
  const check = spawnSync(NGINX, [...args, "-t"], { encoding: "utf8" });
  if (check.status !== 0) throw new Error(`nginx -t failed:\n${check.stderr}`);
  const nginx: ChildProcess = spawn(NGINX, [...args, "-g", "daemon off;"], { stdio: "ignore" });
  const referenceBase = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    const answer = await fetch(`${referenceBase}${paths[0]}`).catch(() => null);
    if (answer?.ok) break;
    if (Date.now() > deadline) throw new Error(`nginx did not answer on ${referenceBase}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    base: referenceBase,
    stop() {
      nginx.kill("SIGTERM");
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
