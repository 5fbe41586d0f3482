#!/usr/bin/env bash
# Opens every page of the rendered site in headless Chromium (Debian's
# `chromium` package) from file://, fails on console errors or failed loads,
# and takes screenshots of a chapter page at phone and desktop widths, in
# light and dark.
#
#   scripts/screenshot-site.sh [--site DIR] [--shots DIR] [--page NAME]
#
#   --site DIR   a site already rendered (`workbook render --output DIR`);
#                without it the site is rendered first, into a temporary folder
#   --shots DIR  where the PNGs go (default: <site>-screenshots)
#   --page NAME  the page to photograph (default: the first chapter page)
#
# Exit status: 0 all pages loaded cleanly, 1 a page names a missing
# stylesheet, script, image, page or anchor, or logged an error, 2 usage or
# setup problem.
set -euo pipefail
cd "$(dirname "$0")/.."

site=""
shots=""
page=""
while [ $# -gt 0 ]; do
    case "$1" in
        --site) site="$2"; shift 2 ;;
        --shots) shots="$2"; shift 2 ;;
        --page) page="$2"; shift 2 ;;
        -h|--help) sed -n '2,17p' "$0"; exit 0 ;;
        *) echo "screenshot-site.sh: unknown argument '$1'; see --help" >&2; exit 2 ;;
    esac
done

browser=$(command -v chromium || command -v chromium-browser || true)
if [ -z "$browser" ]; then
    echo "screenshot-site.sh: chromium is not installed; run 'apt-get install -y chromium' and try again" >&2
    exit 2
fi

if [ -z "$site" ]; then
    site=$(mktemp -d /tmp/workbook-site.XXXXXX)
    echo "Rendering the site into $site"
    if [ -x "${WORKBOOK:-}" ]; then
        "$WORKBOOK" render --output "$site"
    else
        # The real-site test renders the chapters and keeps the learner
        # edition where WORKBOOK_SITE_DIR says.
        WORKBOOK_SITE_DIR="$site" swift test --scratch-path "${SCRATCH:-.build-site}" \
            --filter 'SiteTests.RealSiteTests/everyChapterHasAPage' >/dev/null
    fi
fi
site=$(cd "$site" && pwd)
[ -f "$site/index.html" ] || { echo "screenshot-site.sh: $site/index.html does not exist; render the site first" >&2; exit 2; }
shots=${shots:-$site-screenshots}
mkdir -p "$shots"

status=0

# Every stylesheet, script, image and link a page names must exist in the
# site, and every #anchor must name an element of its page. (A browser opening
# file:// pages reports a missing file quietly, so this is checked here.)
check_references() {
    local page=$1 name ref file fragment target
    name=$(basename "$page")
    while IFS= read -r ref; do
        ref=${ref#*=\"}
        ref=${ref%\"}
        case "$ref" in
            http:*|https:*|mailto:*|//*|data:*) continue ;;
        esac
        file=${ref%%#*}
        fragment=""
        [ "$file" != "$ref" ] && fragment=${ref#*#}
        target=$page
        if [ -n "$file" ]; then
            target="$(dirname "$page")/$file"
            if [ ! -f "$target" ]; then
                echo "FAIL $name: names $ref, but $file does not exist in the site" >&2
                status=1
                continue
            fi
        fi
        if [ -n "$fragment" ] && ! grep -q "id=\"$fragment\"" "$target"; then
            echo "FAIL $name: links to $ref, but $(basename "$target") has no element with id \"$fragment\"" >&2
            status=1
        fi
    done < <(grep -oE '(href|src)="[^"]*"' "$page" | sort -u)
}
for file in "$site"/*.html; do
    before=$status
    check_references "$file"
    [ "$status" = "$before" ] && echo "ok   $(basename "$file"): every stylesheet, script, image and link it names exists"
done
profile=$(mktemp -d /tmp/workbook-chromium.XXXXXX)
trap 'rm -rf "$profile"' EXIT

run_browser() {
    # Chromium prints console messages to stderr with --enable-logging.
    timeout 60 "$browser" --headless --disable-gpu --no-sandbox --no-first-run \
        --user-data-dir="$profile" --hide-scrollbars --enable-logging=stderr --v=0 "$@"
}

for file in "$site"/*.html; do
    log="$shots/$(basename "$file" .html).log"
    run_browser --dump-dom "file://$file" >"$shots/$(basename "$file" .html).dom.html" 2>"$log" || true
    if grep -E "Uncaught|ERROR:CONSOLE|CONSOLE\(|net::ERR_|Failed to load" "$log" >/dev/null; then
        echo "FAIL $(basename "$file"): console errors or failed loads (see $log):" >&2
        grep -E "Uncaught|ERROR:CONSOLE|CONSOLE\(|net::ERR_|Failed to load" "$log" | head -5 >&2
        status=1
    elif ! grep -q "</main>" "$shots/$(basename "$file" .html).dom.html"; then
        echo "FAIL $(basename "$file"): Chromium did not load the page (see $log)" >&2
        status=1
    else
        echo "ok   $(basename "$file") loads from file:// with no console errors"
    fi
done

if [ -z "$page" ]; then
    page=$(cd "$site" && ls [0-9]*.html | head -1)
fi
[ -f "$site/$page" ] || { echo "screenshot-site.sh: no page $page in $site" >&2; exit 2; }
url="file://$site/$page"
stem=$(basename "$page" .html)
for size in "phone 390,844" "phone-long 390,2400" "desktop 1366,900"; do
    set -- $size
    name=$1 window=$2
    run_browser --window-size="$window" --screenshot="$shots/$stem-$name-light.png" \
        --blink-settings=preferredColorScheme=1 "$url" 2>/dev/null
    run_browser --window-size="$window" --screenshot="$shots/$stem-$name-dark.png" \
        --force-dark-mode --blink-settings=preferredColorScheme=0 "$url" 2>/dev/null
done
# The index page too, and a print rendering of the chapter.
run_browser --window-size=1366,900 --screenshot="$shots/index-desktop-light.png" "file://$site/index.html" 2>/dev/null
run_browser --print-to-pdf="$shots/$stem.pdf" --no-pdf-header-footer "$url" 2>/dev/null || true
echo "Screenshots in $shots:"
ls "$shots"/*.png "$shots"/*.pdf 2>/dev/null | sed 's/^/  /'
exit $status
