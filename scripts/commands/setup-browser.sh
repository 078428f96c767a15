#!/usr/bin/env bash
# Makes sure a Chromium the browser tests can drive is installed (see playwright.config.ts),
# and poppler's pdftotext, which the tests use to read the printed resume's text in layout
# order (scripts/check/pdf-text.ts). Never downloads a browser build: it uses the system's
# Chromium and, when it is missing, installs Debian's `chromium` package with apt-get (as root,
# or through sudo when that needs no password); `poppler-utils` the same way when pdftotext is
# missing. Safe to run again: it does nothing when both are already there.
#
# With `--fonts PACKAGE[,PACKAGE…]`, Debian's font packages named too, each the same way when
# dpkg does not have it: the engine's own tests print pages in Japanese, Chinese and Korean
# (its package.json asks for fonts-noto-cjk); an owner's site needs those `npm run fonts` names.
set -euo pipefail

FONT_PACKAGES=()
while [ "$#" -gt 0 ]; do
  case "$1" in
    --fonts) IFS=, read -r -a FONT_PACKAGES <<<"${2:-}"; shift 2 || shift ;;
    --fonts=*) IFS=, read -r -a FONT_PACKAGES <<<"${1#--fonts=}"; shift ;;
    *) echo "usage: npm run setup:browser -- [--fonts PACKAGE[,PACKAGE...]]" >&2; exit 2 ;;
  esac
done

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
# The default browser, then the places to look, in order (Debian's Chromium, then Google
# Chrome): scripts/lib/chromium.ts's, the list the tests and scripts use (tsx comes with npm ci).
PATHS=()
while IFS= read -r line; do PATHS+=("$line"); done < <(cd "$ROOT" && node --import tsx --input-type=module -e '
  const { DEFAULT_CHROMIUM_PATH, SYSTEM_BROWSER_PATHS } = await import("./scripts/lib/chromium.ts");
  console.log([DEFAULT_CHROMIUM_PATH, ...SYSTEM_BROWSER_PATHS].join("\n"));
' || true)
if [ "${#PATHS[@]}" -lt 2 ]; then
  echo "Could not read the browser's places from scripts/lib/chromium.ts: run npm ci first." >&2
  exit 1
fi
DEFAULT_PATH="${PATHS[0]}"
SYSTEM_PATHS=("${PATHS[@]:1}")
# The browser the tests and scripts use (scripts/lib/chromium.ts): $CHROMIUM_PATH, then $CHROME_PATH.
CHOSEN_PATH="${CHROMIUM_PATH:-${CHROME_PATH:-}}"
CHOSEN_BY="$([ -n "${CHROMIUM_PATH:-}" ] && echo CHROMIUM_PATH || echo CHROME_PATH)"

# Prints the first usable browser: the chosen one, then the system paths, then `chromium` on PATH.
find_chromium() {
  local candidate
  for candidate in "$CHOSEN_PATH" "${SYSTEM_PATHS[@]}" "$(command -v chromium 2>/dev/null || true)"; do
    if [ -n "$candidate" ] && [ -x "$candidate" ]; then
      printf '%s\n' "$candidate"
      return 0
    fi
  done
  return 1
}

report() {
  # Debian's launcher script prints shell noise on stderr on some machines; keep the version line.
  local version
  version="$("$1" --version 2>/dev/null | head -n 1 || true)"
  echo "Chromium for the browser tests: $1 (${version:-version unknown})"
  if [ -z "$CHOSEN_PATH" ] && [[ " ${SYSTEM_PATHS[*]} " != *" $1 "* ]]; then
    echo "The tests look in ${SYSTEM_PATHS[*]}; run them with CHROMIUM_PATH=$1"
  fi
}

if [ -n "$CHOSEN_PATH" ] && [ ! -x "$CHOSEN_PATH" ]; then
  echo "$CHOSEN_BY is set to '$CHOSEN_PATH', which is not an executable file." >&2
  echo "Point it at a Chromium or Chrome binary, or unset it to use $DEFAULT_PATH." >&2
  exit 1
fi

# Installs Debian's package $1 with apt-get, as root or through sudo without a password; says
# so when it cannot.
apt_install() {
  local package="$1"
  install_package() {
    export DEBIAN_FRONTEND=noninteractive
    "$@" apt-get update -qq >/dev/null
    "$@" apt-get install -y -qq --no-install-recommends "$package" >/dev/null
  }
  command -v apt-get >/dev/null 2>&1 || return 1
  if [ "$(id -u)" -eq 0 ]; then
    install_package env
  elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    install_package sudo -n env
  else
    return 1
  fi
}

# pdftotext (poppler-utils), for reading the printed resume in layout order.
if command -v pdftotext >/dev/null 2>&1; then
  echo "pdftotext for the resume PDF's text: $(command -v pdftotext)"
else
  echo "pdftotext not found; installing Debian's poppler-utils package..."
  if apt_install poppler-utils && command -v pdftotext >/dev/null 2>&1; then
    echo "pdftotext for the resume PDF's text: $(command -v pdftotext)"
  else
    # Not fatal: the site check then reads the PDF with pdf.js alone (the repository's browser
    # tests need it, and say so).
    echo "Could not install poppler-utils (it needs apt-get and either root or sudo without a password):" >&2
    echo "the site check reads the resume PDF with pdf.js alone; to read it in layout order too, install it" >&2
    echo "yourself (Debian/Ubuntu: sudo apt-get install -y poppler-utils; macOS: brew install poppler)." >&2
  fi
fi

# The font packages asked for, each installed when dpkg does not have it.
for package in "${FONT_PACKAGES[@]}"; do
  if dpkg -s "$package" >/dev/null 2>&1; then
    echo "fonts: $package is installed"
  elif apt_install "$package" && dpkg -s "$package" >/dev/null 2>&1; then
    echo "fonts: installed $package"
  else
    # Not fatal here: what prints without them says which characters have no font.
    echo "Could not install the font package $package (it needs apt-get and either root or sudo" >&2
    echo "without a password): install it yourself (sudo apt-get install -y $package)." >&2
  fi
done

if found="$(find_chromium)"; then
  report "$found"
  exit 0
fi

install_with() {
  echo "Chromium not found; installing Debian's chromium package (this can take a few minutes)..."
  export DEBIAN_FRONTEND=noninteractive
  "$@" apt-get update -qq >/dev/null
  "$@" apt-get install -y -qq --no-install-recommends chromium >/dev/null
}

if command -v apt-get >/dev/null 2>&1; then
  if [ "$(id -u)" -eq 0 ]; then
    install_with env || echo "apt-get could not install chromium (see above)." >&2
  elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    install_with sudo -n env || echo "apt-get could not install chromium (see above)." >&2
  fi
fi

if found="$(find_chromium)"; then
  report "$found"
  exit 0
fi

cat >&2 <<EOF
Chromium is needed for the browser tests, and this script could not install it
(it needs apt-get and either root or sudo without a password).

Install it yourself, then run this again:
  Debian/Ubuntu:  sudo apt-get update && sudo apt-get install -y chromium
                  (on Ubuntu the package may be chromium-browser)
  Other systems:  install Chromium or Google Chrome with your package manager.

If the browser lives somewhere other than $DEFAULT_PATH, tell the tests where:
  export CHROMIUM_PATH=/path/to/chromium
EOF
exit 1
