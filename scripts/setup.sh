#!/usr/bin/env bash
# Installs what the workbook needs on a Debian or Ubuntu machine, when missing:
# cmark (the Markdown parser, libcmark-dev) and bubblewrap (the grader's sandbox).
# Safe to run again: it installs nothing that is already there.
set -euo pipefail

missing=()
if ! { [ -f /usr/include/cmark.h ] || pkg-config --exists libcmark 2>/dev/null; }; then missing+=(libcmark-dev); fi
command -v pkg-config >/dev/null 2>&1 || missing+=(pkg-config)
command -v bwrap >/dev/null 2>&1 || missing+=(bubblewrap)
command -v setpriv >/dev/null 2>&1 || missing+=(util-linux)

if [ ${#missing[@]} -eq 0 ]; then exit 0; fi

if ! command -v apt-get >/dev/null 2>&1; then
  echo "setup: missing ${missing[*]}, and this is not a Debian-like system." >&2
  echo "setup: install cmark (e.g. 'brew install cmark' on macOS); the grader runs without a sandbox where bubblewrap is unavailable." >&2
  exit 0
fi

sudo=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then sudo="sudo"; else
    echo "setup: missing ${missing[*]}; run as root: apt-get install -y ${missing[*]}" >&2
    exit 1
  fi
fi
echo "setup: installing ${missing[*]}…" >&2
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq >/dev/null
$sudo apt-get install -y -qq "${missing[@]}" >/dev/null
echo "setup: done." >&2
