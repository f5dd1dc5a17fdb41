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
  # The server's whole session: npm and the node process it starts (killing npm alone leaves node serving).
  [ -n "${server_pid:-}" ] && kill -- "-$server_pid" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT
if curl -s -o /dev/null "http://127.0.0.1:$app_port/health" || curl -s -o /dev/null "http://127.0.0.1:$static_port/"; then
  echo "port $app_port or $static_port is taken: stop what is listening there first" >&2
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
done
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
  a=$(wrk -t1 -c16 -d6s -s "$work/hosts.lua" -H 'Accept-Encoding: gzip' "http://127.0.0.1:$app_port$p" | awk '/Requests\/sec/{print $2}')
  s=$(wrk -t1 -c16 -d6s -H 'Accept-Encoding: gzip' "http://127.0.0.1:$static_port/$n" | awk '/Requests\/sec/{print $2}')
  echo "$n app=${a:-0} nginx=${s:-0} ratio=$(python3 -c "print(round(${a:-0}/${s:-1},4))")"
done
