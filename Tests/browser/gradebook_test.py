#!/usr/bin/env python3
"""The gradebook page (`workbook gradebook`) as a person sees it, in headless Chromium.

Opens gradebook.html from file:// (offline: no request but the page itself, no
console message), then reads what is on screen, not the markup: the figures in
each section's visible text, the histogram's bars (drawn, in proportion, with
their labels under them and readable), a name with markup in it shown as
typed, the similarity link leading to the report, the text's contrast in light
and dark, and no sideways scrolling of the page at phone width (wide tables
scroll in their own box). Screenshots at desktop and phone width, light and
dark, go to the artefacts folder.

Usage: gradebook_test.py --page DIR/gradebook.html --artifacts .build/gradebook-artifacts
(scripts/test-gradebook-page.sh makes the page from a small class first.)
"""
import argparse, base64, json, os, shutil, sys, tempfile, time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Server", "Tests", "browser"))
from browser_test import Browser  # noqa: E402  (the DevTools client the server's browser test uses)


def evaluate(browser, expression):
    result = browser.call("Runtime.evaluate", expression=expression, returnByValue=True)
    if "exceptionDetails" in result:
        raise AssertionError(f"evaluating {expression[:80]!r} failed: {result['exceptionDetails']}")
    return result["result"].get("value")


def text_of(browser, selector):
    return evaluate(browser, f"(() => {{ const e = document.querySelector({json.dumps(selector)}); return e ? e.innerText : null; }})()")


def table_rows(browser, selector):
    """Each row of a table body as the list of its cells' visible text."""
    return evaluate(browser, f"""[...document.querySelectorAll({json.dumps(selector + ' tr')})].map(
        r => [...r.cells].map(c => c.innerText.replace(/\\s+/g, ' ').trim()))""")


def load(browser, url):
    browser.call("Page.navigate", url=url)
    browser.wait_for("the page to load", lambda: evaluate(browser, "document.readyState") == "complete", 60)
    time.sleep(0.3)


def open_offline(browser, page_url, expect):
    """Loads page_url at desktop width and expects it offline and quiet: no
    request but the page itself, no console message, no exception."""
    browser.call("Page.enable")
    browser.call("Runtime.enable")
    browser.call("Log.enable")
    browser.call("Network.enable")
    browser.call("Emulation.setDeviceMetricsOverride", width=1280, height=900, deviceScaleFactor=1, mobile=False)
    browser.events.clear()
    load(browser, page_url)
    requests = [e["params"]["request"]["url"] for e in browser.events if e.get("method") == "Network.requestWillBeSent"]
    expect(requests == [page_url], f"the page must load nothing but itself; it asked for {requests}")
    noise = [e for e in browser.events if e.get("method") in ("Runtime.consoleAPICalled", "Runtime.exceptionThrown", "Log.entryAdded")]
    expect(not noise, f"console messages or exceptions: {noise[:3]}")


def luminance(rgb):
    def channel(c):
        c = c / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(c) for c in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b):
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


# The colour of an element's text and of the first opaque background behind it.
COLOURS = """(selector) => {
  const parse = s => (s.match(/[\\d.]+/g) || []).map(Number);
  const e = document.querySelector(selector);
  if (!e) return null;
  let b = e, background = null;
  while (b) {
    const c = parse(getComputedStyle(b).backgroundColor);
    if (c.length === 3 || (c.length === 4 && c[3] > 0.5)) { background = c.slice(0, 3); break; }
    b = b.parentElement;
  }
  return {text: parse(getComputedStyle(e).color).slice(0, 3), background: background || [255, 255, 255]};
}"""


def check(browser, page_url, artifacts):
    failures = []

    def expect(condition, message):
        if not condition:
            failures.append(message)

    # Offline and quiet: one request (the page), no console output, no exception.
    open_offline(browser, page_url, expect)

    # The rules the class fails most, as a person reads them.
    rules = text_of(browser, "#rules") or ""
    expect("mana-decoding rule 4: failed by 67 %" in rules, "the most failed rule is not shown as 'mana-decoding rule 4: failed by 67 %':\n" + rules[:600])
    first_rule = text_of(browser, "#rules ol.rules > li:first-child") or ""
    expect(first_rule.startswith("mana-decoding rule 4"), "the most failed rule is not first: " + first_rule[:200])
    # A rule's sentence whole, a placeholder in angle brackets included; who fails it, folded.
    expect('"Time Series (<minutes>min)"' in rules, "userinfo-interval rule 1 lost its placeholder:\n" + rules[:1200])
    who = text_of(browser, "#rules ol.rules > li:first-child details.who summary") or ""
    expect(who == "2 students failing it", f"the most failed rule's students: {who!r}")
    expect(evaluate(browser, "document.querySelectorAll('#rules b').length") == 0, "a student's name became markup in the rules")

    # Late and missing counts, per assignment.
    cells = (table_rows(browser, "#assignments tbody") or [[]])[0]
    expect(cells[:1] and cells[0].startswith("Homework 1"), f"first assignment row: {cells}")
    expect(len(cells) == 11 and cells[3:9] == ["4", "3", "1", "1", "1", "1"],
           f"Homework 1 should show 4 students, 3 handed in, 1 late, 1 without submission, 1 extension, 1 not on roster: {cells}")

    # Students: a name with markup in it is shown as typed; totals and tags.
    students = text_of(browser, "#students tbody") or ""
    expect("Bob <b>Tables</b>" in students, "the name 'Bob <b>Tables</b>' is not shown as typed")
    expect(evaluate(browser, "document.querySelectorAll('#students b').length") == 0, "a student's name became markup")
    bob = next((line for line in students.split("\n") if line.startswith("Bob <b>Tables</b>")), "")
    expect("9.5" in bob and "late −20 %" in bob and "too late" in bob and "9.5 / 40" in bob, "Bob's row: " + bob)
    dan = next((line for line in students.split("\n") if line.startswith("Dan Noid")), "")
    expect("no submission" in dan, "Dan's row should say 'no submission': " + dan)
    ada = next((line for line in students.split("\n") if line.startswith("Lovelace, Ada")), "")
    expect("40 / 40" in ada and "100 %" in ada, "Ada's folders differ between the assignments; her row should add up to 40 / 40: " + ada)
    unknown = text_of(browser, "#unknown") or ""
    expect("mallory" in unknown, "the folder not on the roster is not shown")

    # Pass rates.
    exercises = table_rows(browser, "#exercises tbody")
    expect(exercises and exercises[0][:3] == ["hw1", "kebab-strategy The kebab-strategy exercise", "25 %"]
           and exercises[0][3:] == ["1", "1", "0", "1", "0", "0", "1"],
           f"kebab-strategy: 25 % passed; 1 passed, 1 partial, 0 wrong, 1 does not compile, 0 crashed, 0 unusable, 1 missing: {exercises[:1]}")

    # The histogram: ten bars; drawn in proportion to their counts; labels under them, not overlapping.
    bins = evaluate(browser, """[...document.querySelectorAll('#histogram .bin')].map(b => {
        const bar = b.querySelector('.bar').getBoundingClientRect(), label = b.querySelector('.range').getBoundingClientRect();
        return {count: Number(b.querySelector('.count').innerText), height: bar.height, barBottom: bar.bottom,
                label: b.querySelector('.range').innerText, labelTop: label.top, labelLeft: label.left, labelRight: label.right,
                labelVisible: label.width > 0 && label.height > 0};
    })""")
    expect(len(bins) == 10, f"the histogram should have 10 bars, it has {len(bins)}")
    expect([b["count"] for b in bins] == [1, 1, 1, 0, 0, 0, 0, 0, 0, 1], f"histogram counts: {[b['count'] for b in bins]}")
    drawn = [b for b in bins if b["count"] > 0]
    expect(all(b["height"] > 20 for b in drawn), f"a bar with students is not drawn: {[b['height'] for b in drawn]}")
    expect(all(b["height"] == 0 for b in bins if b["count"] == 0), "an empty range has a bar")
    expect(len({round(b["height"]) for b in drawn}) == 1, "bars of equal counts differ in height")
    expect(all(b["labelVisible"] and b["labelTop"] >= b["barBottom"] - 1 for b in bins), "a range label is hidden or not under its bar")
    expect(all(bins[i]["labelRight"] <= bins[i + 1]["labelLeft"] + 1 for i in range(len(bins) - 1)), "range labels overlap")
    expect(bins[-1]["label"] == "90–100", f"the last range should be 90–100, it is {bins[-1]['label']!r}")

    # Contrast of the page's text, the muted text and the tags, light and dark.
    for scheme in ("light", "dark"):
        browser.call("Emulation.setEmulatedMedia", features=[{"name": "prefers-color-scheme", "value": scheme}])
        time.sleep(0.2)
        for selector in ("body", "p.lead", ".tag.late", ".tag.missing", ".tag.override", "#assignments a", "thead th"):
            colours = evaluate(browser, f"({COLOURS})({json.dumps(selector)})")
            expect(colours is not None, f"nothing matches {selector}")
            if colours:
                ratio = contrast(colours["text"], colours["background"])
                expect(ratio >= 4.5, f"{scheme}: {selector} has contrast {ratio:.2f}:1, below 4.5:1 ({colours})")
    browser.call("Emulation.setEmulatedMedia", features=[])

    # Screenshots, and no sideways scrolling of the page at phone width.
    for width, height, mobile, name in ((1280, 900, False, "desktop"), (390, 844, True, "phone")):
        for scheme in ("light", "dark"):
            browser.call("Emulation.setDeviceMetricsOverride", width=width, height=height, deviceScaleFactor=1, mobile=mobile)
            browser.call("Emulation.setEmulatedMedia", features=[{"name": "prefers-color-scheme", "value": scheme}])
            time.sleep(0.3)
            if mobile:
                overflow = evaluate(browser, "document.documentElement.scrollWidth - window.innerWidth")
                expect(overflow <= 0, f"{name}: the page scrolls sideways by {overflow}px; wide tables must scroll in their own box")
            metrics = browser.call("Page.getLayoutMetrics")["cssContentSize"]
            data = browser.call("Page.captureScreenshot", format="png", captureBeyondViewport=True,
                                clip={"x": 0, "y": 0, "width": width, "height": min(metrics["height"], 4000), "scale": 1})["data"]
            with open(os.path.join(artifacts, f"gradebook-{name}-{scheme}.png"), "wb") as file:
                file.write(base64.b64decode(data))

    # The similarity report, linked relative to the page, opens.
    browser.call("Emulation.setDeviceMetricsOverride", width=1280, height=900, deviceScaleFactor=1, mobile=False)
    href = evaluate(browser, "(() => { const a = document.querySelector('#assignments a.similarity'); return a ? a.href : null; })()")
    expect(href is not None and href.endswith("/similarity.html"), f"no similarity link: {href}")
    if href:
        browser.click("#assignments a.similarity")
        browser.wait_for("the similarity report to open", lambda: evaluate(browser, "location.href") == href, 30)
        expect((evaluate(browser, "document.body && document.body.innerText") or "") != "", "the similarity report is empty or missing")
    return failures


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--page", required=True, help="gradebook.html, as workbook gradebook wrote it")
    parser.add_argument("--artifacts", default=".build/gradebook-artifacts")
    parser.add_argument("--chromium", default=shutil.which("chromium") or shutil.which("chromium-browser") or "chromium")
    arguments = parser.parse_args()
    os.makedirs(arguments.artifacts, exist_ok=True)
    page = "file://" + os.path.abspath(arguments.page)
    profile = tempfile.mkdtemp(prefix="gradebook-browser-")
    browser = Browser(arguments.chromium, profile)
    try:
        failures = check(browser, page, arguments.artifacts)
    finally:
        browser.close()
        shutil.rmtree(profile, ignore_errors=True)
    for failure in failures:
        print("FAIL", failure, file=sys.stderr)
    if failures:
        sys.exit(1)
    print(f"ok: the gradebook page shows its figures, histogram, rules and links as expected; screenshots in {arguments.artifacts}")


if __name__ == "__main__":
    main()
