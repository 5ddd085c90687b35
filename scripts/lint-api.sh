#!/usr/bin/env bash
# The API document as the two linters client authors run see it: Spectral (spectral:oas,
# .spectral.yaml) and Redocly (recommended, redocly.yaml), both failing on any warning.
# They run side by side (each takes a few seconds, mostly starting up).
set -euo pipefail
cd "$(dirname "$0")/.."
export REDOCLY_TELEMETRY=off REDOCLY_SUPPRESS_UPDATE_NOTICE=true
spectral=0
npx --no-install spectral lint --fail-severity=warn --quiet openapi.yaml &
spectral_pid=$!
redocly_json=$(npx --no-install redocly lint --format=json openapi.yaml 2>/dev/null) || true
wait "$spectral_pid" || spectral=$?
node -e '
  const report = JSON.parse(process.argv[1]);
  const { errors, warnings } = report.totals;
  for (const p of report.problems) console.log(`redocly ${p.severity} ${p.ruleId}: ${p.message} (${p.location?.[0]?.pointer ?? ""})`);
  if (errors + warnings > 0) { console.error(`redocly: ${errors} errors, ${warnings} warnings`); process.exit(1); }
' "$redocly_json"
if [ "$spectral" -ne 0 ]; then
  echo "spectral: problems above" >&2
  exit 1
fi
echo "openapi.yaml: Spectral and Redocly report no problems"
