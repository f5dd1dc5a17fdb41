#!/usr/bin/env bash
# Issue 44's first budget: anonymous pages spread over 200 agencies' hostnames, against nginx serving the same bytes
# pre-compressed, in one run (the method of ../shared/tools/static-ratio: wrk, 1 thread, 16 connections, gzip
# accepted, 3 s warm-up then 6 s measured). Each request of the app's run goes to the next agency's name (a Lua
# script rotates the Host header over agency-2.localhost … agency-200.localhost and localhost); nginx serves one
# agency's bytes of the same page.
#
# Usage, after `npx tsx bench/agencies.ts` has left its database of 200 agencies × 500 listings:
#   npm run build && bash bench/agencies-static-ratio.sh
#   BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/oh_agencies); AGENCIES (default 200)
set -euo pipefail
cd "$(dirname "$0")/.."
command -v nginx >/dev/null && command -v wrk >/dev/null || { echo "needs nginx and wrk: apt-get install -y nginx-light wrk" >&2; exit 2; }
url=${BENCH_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/oh_agencies}
agencies=${AGENCIES:-200}
app_port=4433
static_port=8098
work=$(mktemp -d)
cleanup() {
  [ -f "$work/nginx.pid" ] && kill "$(cat "$work/nginx.pid")" 2>/dev/null || true
  [ -n "${bare_pid:-}" ] && kill "$bare_pid" 2>/dev/null || true
  # The server's whole session: npm and the node process it starts (killing npm alone leaves node serving).
  [ -n "${server_pid:-}" ] && kill -- "-$server_pid" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT
if curl -s -o /dev/null "http://127.0.0.1:$app_port/health" || curl -s -o /dev/null "http://127.0.0.1:$static_port/" ||
  curl -s -o /dev/null "http://127.0.0.1:8097/"; then
  echo "port $app_port, $static_port or 8097 is taken: stop what is listening there first" >&2
  exit 2
fi

# The server as `npm start` starts it, on the bench's database, page cache on (its default), jobs elsewhere.
DATABASE_URL=$url DATA_DIR=$work/data PUBLIC_URL=http://localhost DEMO_AGENCY=off JOBS_IN_PROCESS=0 \
  RATE_LIMIT_DISABLED=1 LOG_LEVEL=warn PORT=$app_port HOST=127.0.0.1 setsid npm start >"$work/server.log" 2>&1 &
server_pid=$!
for _ in $(seq 1 240); do curl -sf "http://127.0.0.1:$app_port/health" >/dev/null && break; sleep 0.5; done
curl -sf "http://127.0.0.1:$app_port/health" >/dev/null || { cat "$work/server.log" >&2; exit 1; }

# The Lua script: each request names the next agency.
cat >"$work/hosts.lua" <<LUA
local count = $agencies
local i = 0
request = function()
  i = i % count + 1
  local host = i == 1 and "localhost" or ("agency-" .. i .. ".localhost")
  wrk.headers["Host"] = host
  return wrk.format(nil)
end
LUA

prop=$(curl -s -H 'Host: agency-2.localhost' "http://127.0.0.1:$app_port/search.ljson?channel=sales" |
  node -pe 'JSON.parse(require("fs").readFileSync(0)).properties[0].property_url')
pages="home:/ search:/search/sales property:$prop"
mkdir -p "$work/static"
for pair in $pages; do
  n=${pair%%:*}; p=${pair#*:}
  curl -s -H 'Host: agency-2.localhost' "http://127.0.0.1:$app_port$p" -o "$work/static/$n"
  gzip -6 -k -f "$work/static/$n"
  # The app's own gzipped answer with its headers, for the bare Node server below.
  curl -s -D "$work/bare-$n.headers" -H 'Host: agency-2.localhost' -H 'Accept-Encoding: gzip' \
    "http://127.0.0.1:$app_port$p" -o "$work/bare-$n.body"
done
# A reference for what one Node process can do at all: node:http answering each page with the app's own gzipped
# bytes and headers from memory, nothing else (no host check, no cache lookup, no counting).
bare_port=8097
cat >"$work/bare.mjs" <<'JS'
import http from "node:http";
import { readFileSync } from "node:fs";
const [dir, port, ...names] = process.argv.slice(2);
const pages = new Map(names.map((name) => {
  const headers = {};
  for (const line of readFileSync(`${dir}/bare-${name}.headers`, "latin1").split("\r\n").slice(1)) {
    const at = line.indexOf(":");
    if (at > 0 && !/^(date|connection|keep-alive|transfer-encoding)$/i.test(line.slice(0, at)))
      headers[line.slice(0, at).toLowerCase()] = line.slice(at + 1).trim();
  }
  return [`/${name}`, { headers, body: readFileSync(`${dir}/bare-${name}.body`) }];
}));
http.createServer((req, res) => {
  const page = pages.get(req.url);
  if (!page) return void res.writeHead(404).end();
  res.writeHead(200, page.headers);
  res.end(page.body);
}).listen(Number(port), "127.0.0.1");
JS
node "$work/bare.mjs" "$work" "$bare_port" home search property &
bare_pid=$!
cat >"$work/nginx.conf" <<NG
worker_processes 1; pid $work/nginx.pid; error_log $work/nginx.err; events { worker_connections 1024; }
http { access_log off; gzip_static on; server { listen 127.0.0.1:$static_port; root $work/static; default_type text/html; } }
NG
nginx -c "$work/nginx.conf"
sleep 0.5

# Each agency's first page makes its services and each page is rendered once per agency before the page cache has
# it (about 140 ms for a home page): a few seconds of wrk reach only some of 200 agencies. So each page is first
# asked once at every name, as visitors would have long before, and measured at once, while those copies are fresh
# (s-maxage=60: past it, each name's first request serves the stale copy and renders the page again, and 200
# agencies' pages going stale together is a burst of 200 renders no site's traffic makes).
echo "anonymous pages spread over $agencies hostnames, against nginx serving one agency's bytes:"
for pair in $pages; do
  n=${pair%%:*}; p=${pair#*:}
  for i in $(seq 1 "$agencies"); do
    if [ "$i" = 1 ]; then echo localhost; else echo "agency-$i.localhost"; fi
  done | xargs -P 2 -I{} curl -s -o /dev/null -H 'Host: {}' -H 'Accept-Encoding: gzip' "http://127.0.0.1:$app_port$p"
  wrk -t1 -c16 -d3s -s "$work/hosts.lua" -H 'Accept-Encoding: gzip' "http://127.0.0.1:$app_port$p" >/dev/null 2>&1
  rate() { wrk -t1 -c16 -d6s "$@" | awk '/Requests\/sec/{print $2}'; }
  # The same load generator on both sides: wrk's Lua request() (which names the next agency) costs wrk itself
  # about a tenth of its rate, so nginx is also asked through it (nginx answers whatever the Host), beside the
  # plain runs of ../shared/tools/static-ratio's method and the app asked at one name only.
  a=$(rate -s "$work/hosts.lua" -H 'Accept-Encoding: gzip' "http://127.0.0.1:$app_port$p")
  s=$(rate -s "$work/hosts.lua" -H 'Accept-Encoding: gzip' "http://127.0.0.1:$static_port/$n")
  one=$(rate -H 'Host: agency-2.localhost' -H 'Accept-Encoding: gzip' "http://127.0.0.1:$app_port$p")
  plain=$(rate -H 'Accept-Encoding: gzip' "http://127.0.0.1:$static_port/$n")
  bare=$(rate -H 'Accept-Encoding: gzip' "http://127.0.0.1:$bare_port/$n")
  ratio() { python3 -c "print(round(${1:-0}/${2:-1},4))"; }
  echo "$n: over $agencies names app=${a:-0} nginx=${s:-0} ratio=$(ratio "$a" "$s");" \
    "at one name app=${one:-0} nginx=${plain:-0} ratio=$(ratio "$one" "$plain");" \
    "bare node:http=${bare:-0} ratio=$(ratio "$bare" "$plain")"
done
