#!/usr/bin/env python3
"""The similarity report's page (`workbook-similarity`) as a person sees it, in headless Chromium.

Opens similarity.html from file:// (offline: no request but the page itself, no
console message), then reads what is on screen: the table of pairs (every
flagged pair in bold, ranked first, with why; a student's name with markup
shown as typed), each pair's
two answers side by side at desktop width (two columns, level, the matching
regions numbered alike on both sides), the text's contrast in light and dark
(page text, code, marked code), and at phone width (375 px) the two answers
one above the other with no sideways scrolling of the page. Screenshots at
desktop and phone width, light and dark, go to the artefacts folder.

Usage: similarity_test.py --page DIR/similarity.html --flagged N --artifacts .build/similarity-artifacts
(scripts/test-similarity-page.sh makes the page from a small class first.)
"""
import argparse, base64, json, os, shutil, sys, tempfile, time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Server", "Tests", "browser"))
from browser_test import Browser  # noqa: E402  (the DevTools client the server's browser test uses)
from gradebook_test import COLOURS, contrast, evaluate, load, open_offline  # noqa: E402


def columns(browser):
    """Per pair section: the two answers' boxes and the region numbers marked in each."""
    return evaluate(browser, """[...document.querySelectorAll('section .side')].map(side => [...side.children].map(c => {
        const r = c.getBoundingClientRect();
        return {left: r.left, right: r.right, top: r.top, bottom: r.bottom, width: r.width,
                heading: c.querySelector('h3').innerText,
                marks: [...new Set([...c.querySelectorAll('mark sup')].map(s => s.innerText))].sort()};
    }))""")


def check(browser, page_url, artifacts, flagged, markup_name):
    failures = []

    def expect(condition, message):
        if not condition:
            failures.append(message)

    open_offline(browser, page_url, expect)

    # Visible text: how many pairs are flagged, the ranked table, bold rows
    # for every flagged pair, each with why.
    text = evaluate(browser, "document.body.innerText") or ""
    expect(f"{flagged} pair{'' if flagged == 1 else 's'} flagged" in text, "the count of flagged pairs is not shown")
    rows = evaluate(browser, """[...document.querySelectorAll('table.pairs tr')].filter(r => r.querySelector('td')).map(r => ({
        cells: [...r.cells].map(c => c.innerText.trim()), bold: Number(getComputedStyle(r.cells[1]).fontWeight) >= 600}))""") or []
    expect(len(rows) > flagged, f"the table should list the {flagged} flagged pairs and more: {len(rows)} rows")
    bold = [r for r in rows if r["bold"]]
    expect(len(bold) == flagged, f"{flagged} pairs are flagged, {len(bold)} rows are bold")
    expect(all(r["cells"][4].startswith("flagged: ") for r in bold) and not any(r["cells"][4].startswith("flagged") for r in rows if not r["bold"]),
           "a bold row says no reason for its flag, or a plain one says it is flagged")
    expect(rows[:len(bold)] == bold, "the flagged pairs are not ranked first")
    expect(markup_name in text, f"the name {markup_name!r} is not shown as typed")
    expect(evaluate(browser, "document.querySelectorAll('h3 b, td b').length") == 0, "a student's name became markup")

    # Side by side at desktop width: two columns, level, the same regions numbered on both sides.
    sections = columns(browser)
    expect(len(sections) == len(rows), f"{len(rows)} pairs in the table, {len(sections)} side-by-side views")
    for index, pair in enumerate(sections[:5]):
        if len(pair) != 2:
            failures.append(f"pair {index + 1}: {len(pair)} columns")
            continue
        left, right = pair
        expect(left["right"] <= right["left"] and abs(left["top"] - right["top"]) < 2 and left["width"] > 300,
               f"pair {index + 1}: the answers are not side by side: {left} {right}")
        expect(left["marks"] == right["marks"] and left["marks"], f"pair {index + 1}: regions marked {left['marks']} on one side, {right['marks']} on the other")

    # Contrast, light and dark: the page, the code, marked code.
    for scheme in ("light", "dark"):
        browser.call("Emulation.setEmulatedMedia", features=[{"name": "prefers-color-scheme", "value": scheme}])
        time.sleep(0.2)
        for selector in ("body", "h1", "table.pairs td", "pre", "mark.m0", "mark sup"):
            colours = evaluate(browser, f"({COLOURS})({json.dumps(selector)})")
            expect(colours is not None, f"nothing matches {selector}")
            if colours:
                ratio = contrast(colours["text"], colours["background"])
                minimum = 3.0 if selector == "mark sup" else 4.5
                expect(ratio >= minimum, f"{scheme}: {selector} has contrast {ratio:.2f}:1, below {minimum}:1 ({colours})")
    browser.call("Emulation.setEmulatedMedia", features=[])

    # A phone (375 px): the answers one above the other, no sideways scrolling of the page.
    for width, height, mobile, name in ((1280, 900, False, "desktop"), (375, 812, True, "phone")):
        for scheme in ("light", "dark"):
            browser.call("Emulation.setDeviceMetricsOverride", width=width, height=height, deviceScaleFactor=1, mobile=mobile)
            browser.call("Emulation.setEmulatedMedia", features=[{"name": "prefers-color-scheme", "value": scheme}])
            time.sleep(0.3)
            if mobile:
                overflow = evaluate(browser, "document.documentElement.scrollWidth - window.innerWidth")
                expect(overflow <= 0, f"{name} {scheme}: the page scrolls sideways by {overflow}px")
                pair = (columns(browser) or [[]])[0]
                expect(len(pair) == 2 and pair[1]["top"] >= pair[0]["bottom"] - 1 and pair[0]["right"] <= width,
                       f"{name}: the two answers are not one above the other within the screen: {pair}")
            metrics = browser.call("Page.getLayoutMetrics")["cssContentSize"]
            data = browser.call("Page.captureScreenshot", format="png", captureBeyondViewport=True,
                                clip={"x": 0, "y": 0, "width": width, "height": min(metrics["height"], 4000), "scale": 1})["data"]
            with open(os.path.join(artifacts, f"similarity-{name}-{scheme}.png"), "wb") as file:
                file.write(base64.b64decode(data))
    return failures


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--page", required=True, help="similarity.html, as workbook-similarity wrote it")
    parser.add_argument("--flagged", type=int, required=True, help="pairs flagged (from the command's output and the CSV)")
    parser.add_argument("--markup-name", default="Eve <b>Bold & co")
    parser.add_argument("--artifacts", default=".build/similarity-artifacts")
    parser.add_argument("--chromium", default=shutil.which("chromium") or shutil.which("chromium-browser") or "chromium")
    arguments = parser.parse_args()
    os.makedirs(arguments.artifacts, exist_ok=True)
    page = "file://" + os.path.abspath(arguments.page)
    profile = tempfile.mkdtemp(prefix="similarity-browser-")
    browser = Browser(arguments.chromium, profile)
    try:
        failures = check(browser, page, arguments.artifacts, arguments.flagged, arguments.markup_name)
    finally:
        browser.close()
        shutil.rmtree(profile, ignore_errors=True)
    for failure in failures:
        print("FAIL", failure, file=sys.stderr)
    if failures:
        sys.exit(1)
    print(f"ok: the similarity page shows its pairs, side by side, light and dark, on a phone; screenshots in {arguments.artifacts}")


if __name__ == "__main__":
    main()
