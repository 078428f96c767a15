#!/usr/bin/env bash
# Creates an owner's site from this checkout, as `npm create folio-resume` will from the registry:
# packs the engine (this repository) and the create package into .cache/packs/, then runs the
# packed create command with the engine's tarball as the site's dependency: the command copies it
# into the site's vendor/, so the site needs nothing of this clone once it is made.
#
#   npm run create-site -- ../my-site --name "Ada Lovelace"
#
# Paths are taken from the folder the command was typed in (npm's INIT_CWD).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
packs="$root/.cache/packs"
mkdir -p "$packs"
# npm pack prints the tarball's name last.
engine="$packs/$(cd "$root" && npm pack --silent --pack-destination "$packs" | tail -n 1)"
create="$packs/$(cd "$root/create" && npm pack --silent --pack-destination "$packs" | tail -n 1)"
# The create command runs from its tarball's files, so what it ships is what is tried.
unpacked="$packs/create-folio-resume"
rm -rf "$unpacked" && mkdir -p "$unpacked"
tar -xzf "$create" -C "$unpacked" --strip-components=1
cd "${INIT_CWD:-$PWD}"
exec node "$unpacked/index.js" --engine "$engine" "$@"
