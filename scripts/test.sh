#!/usr/bin/env bash
# The whole test suite, from a fresh clone: `npm ci && npm test` (what .ci/run runs).
set -euo pipefail
cd "$(dirname "$0")/.."

# Installs Debian packages the tests need when they are missing (as root, or with sudo).
debian_install() {
  local what="$1"
  shift
  echo "$what"
  local sudo=""
  if [ "$(id -u)" != "0" ]; then sudo="sudo"; fi
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "$@" >/dev/null
}

# Real Chromium from Debian for the end-to-end tests (a Playwright browser download is impossible here).
if ! command -v chromium >/dev/null 2>&1; then debian_install "Installing Debian's chromium…" chromium; fi
export CHROMIUM_PATH="${CHROMIUM_PATH:-$(command -v chromium)}"

# bubblewrap for the hands-on sandbox (projects run learners' code in Linux namespaces through it).
if ! command -v bwrap >/dev/null 2>&1; then debian_install "Installing Debian's bubblewrap…" bubblewrap; fi

# Go from Debian (golang-go): the judge builds and runs Go submissions here, and the content tests compile
# the coach's Go reference solutions (Java and C++ come with the JDK and build-essential).
if ! command -v go >/dev/null 2>&1; then debian_install "Installing Debian's golang-go…" golang-go; fi

# Debian's awscli: cloud labs run learners' real `aws` commands against the lab's local S3 and DynamoDB.
if ! command -v aws >/dev/null 2>&1; then debian_install "Installing Debian's awscli…" awscli; fi

# Fonts for the pages Chromium renders in the end-to-end tests (screenshots, contrast checks): DejaVu, from Debian.
if ! fc-list 2>/dev/null | grep -q "DejaVuSans.ttf"; then debian_install "Installing the DejaVu fonts…" fonts-dejavu-core fontconfig; fi

mkdir -p .test-report
# Each stage prints the seconds since the start, so a slow stage shows in the CI log.
stage() { echo "== [$SECONDS s] $*"; }
stage "build"
npm run build
stage "typecheck, lint and format (side by side: each uses one core)"
# Each check writes to its own log, printed when it ends; the stage fails if any check failed.
checks_dir="$(mktemp -d)"
(npx tsc --noEmit -p . >"$checks_dir/typecheck.log" 2>&1; echo $? >"$checks_dir/typecheck.rc") &
(npm run lint >"$checks_dir/lint.log" 2>&1 && npm run format:check >>"$checks_dir/lint.log" 2>&1; echo $? >"$checks_dir/lint.rc") &
wait
checks_failed=0
for check in typecheck lint; do
  cat "$checks_dir/$check.log"
  if [ "$(cat "$checks_dir/$check.rc")" != "0" ]; then
    echo "== $check failed"
    checks_failed=1
  fi
done
rm -rf "$checks_dir"
[ "$checks_failed" = "0" ]
stage "a throwaway PostgreSQL 15 cluster (scripts/pg-cluster.sh: installs Debian's postgresql when missing)"
eval "$(bash scripts/pg-cluster.sh start)"
export TEST_POSTGRES_URL
# Removed at the end of the vitest run, and on any failure before it.
trap 'bash scripts/pg-cluster.sh stop "$PG_CLUSTER_DIR"' EXIT
stage "unit and integration tests (vitest; the PostgreSQL ones each in a database of their own in that cluster)"
npx vitest run --reporter=default --reporter=json --outputFile.json=.test-report/vitest.json
bash scripts/pg-cluster.sh stop "$PG_CLUSTER_DIR"
trap - EXIT
stage "end-to-end tests (Playwright, Chromium, with and without JavaScript)"
npx playwright test
stage "end-to-end tests with Stripe as the processor (loopback Stripe server and fake Stripe.js)"
npx playwright test -c playwright.stripe.config.ts
node scripts/summarize-tests.mjs
stage "done"
