#!/usr/bin/env python3
"""axe-core's WCAG 2.1 A and AA rules over every page a person can open, in headless Chromium.

Two sets of pages: every .html page of the rendered site (`workbook render`),
opened from file:// as a reader offline opens them; and every page of the
browser workbook (`workbook serve`, the chapters with their editors, runs and
quizzes), on a fresh copy of the course, served on 127.0.0.1 with its token.
Each page is loaded (the load event of that very navigation, then the
document's readyState), axe.min.js is injected through the DevTools
protocol, and axe.run is asked for the rules tagged wcag2a, wcag2aa,
wcag21a and wcag21aa. Any violation fails the test, printed with its rule,
impact, help text and the first elements it names.

axe.min.js comes from the PyPI package axe-playwright-python, which ships it
(scripts/test-axe.sh fetches the wheel with pip and extracts the file; the
npm registry is not needed).

Usage: axe_test.py --axe .build/axe/axe.min.js --site DIR \
       --server .build/debug/workbook-server --products .build/debug
"""
import argparse, json, os, shutil, sys, tempfile, time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Server", "Tests", "browser"))
from browser_test import REPO, Browser, copy_course, quiz_letters, start_server  # noqa: E402  (the DevTools client of the server's browser test)

TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]


def evaluate(browser, expression, await_promise=False):
    result = browser.call("Runtime.evaluate", expression=expression, returnByValue=True, awaitPromise=await_promise)
    if "exceptionDetails" in result:
        raise AssertionError(f"evaluating {expression[:80]!r} failed: {result['exceptionDetails']}")
    return result["result"].get("value")


def audit(browser, axe_source, url):
    """Opens url, waits for its own load, runs axe; returns the violations."""
    browser.navigate_and_wait(url)
    if not evaluate(browser, "typeof window.axe === 'object'"):
        evaluate(browser, axe_source)
    run = "axe.run(document, {runOnly: {type: 'tag', values: %s}, resultTypes: ['violations']})" % json.dumps(TAGS) \
        + ".then(r => r.violations.map(v => ({id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 3).map(n => n.target.join(' ') + ': ' + n.failureSummary)})))"
    return evaluate(browser, run, await_promise=True)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--axe", required=True, help="axe.min.js")
    parser.add_argument("--site", required=True, help="the folder workbook render wrote")
    parser.add_argument("--server", help="the workbook-server binary (leave out to audit the site only)")
    parser.add_argument("--products", help="the products folder the server's grader uses")
    parser.add_argument("--chromium", default=shutil.which("chromium") or shutil.which("chromium-browser") or "chromium")
    arguments = parser.parse_args()
    axe_source = open(arguments.axe).read()
    version = axe_source[:200].split("axe v", 1)[1].split()[0] if "axe v" in axe_source[:200] else "?"
    pages = sorted(name for name in os.listdir(arguments.site) if name.endswith(".html"))
    if len(pages) < 3:
        sys.exit(f"axe_test: only {len(pages)} pages in {arguments.site}; render the site first")
    work = tempfile.mkdtemp(prefix="axe-")
    browser = Browser(arguments.chromium, os.path.join(work, "profile"))
    server = None
    failures = []
    audited = 0
    try:
        browser.call("Page.enable")
        browser.call("Runtime.enable")
        browser.call("Emulation.setDeviceMetricsOverride", width=1280, height=900, deviceScaleFactor=1, mobile=False)
        targets = [("site", name, "file://" + os.path.abspath(os.path.join(arguments.site, name))) for name in pages]
        if arguments.server:
            course = os.path.join(work, "course")
            os.makedirs(course)
            copy_course(course)
            server, url = start_server(arguments.server, course, arguments.products)
            base = url.rstrip("/")
            targets += [("serve", name, f"{base}/{name}") for name in pages if name != "print.html"]
        def record(kind, name, violations):
            if violations:
                for violation in violations:
                    failures.append(f"{kind} {name}: {violation['id']} ({violation['impact']}): {violation['help']}\n      "
                                    + "\n      ".join(violation["nodes"]))
            else:
                print(f"ok: {kind} {name}: no WCAG 2.1 A/AA violation")

        for kind, name, url in targets:
            record(kind, name, audit(browser, axe_source, url))
            audited += 1
        if arguments.server:
            # The served chapter as a learner leaves it: a failed verdict, a
            # passed one with its Next: link, a step's run and a quiz answered.
            page = f"{base}/01-rays-books.html"
            browser.navigate(page)
            wrong = open(os.path.join(REPO, "Tests/GradingTests/Answers/kebab-strategy/wrong-removes-dashes.swift")).read()
            browser.type_into("textarea#editor-kebab-strategy", wrong)
            browser.click("#panel-kebab-strategy button.serve-check")
            browser.wait_for("the verdict 'fail'", lambda: browser.attribute("#verdict-kebab-strategy", "data-status") == "fail")
            record("serve", "01-rays-books.html with a failed verdict", audit(browser, axe_source, page))
            browser.type_into("textarea#editor-hex-data-strategy", open(os.path.join(REPO, "Solutions/hex-data-strategy/answer.swift")).read())
            browser.click("#panel-hex-data-strategy button.serve-check")
            browser.wait_for("the verdict 'pass'", lambda: browser.attribute("#verdict-hex-data-strategy", "data-status") == "pass")
            browser.click("#run-1 button.serve-run-button")
            browser.wait_for("step 1's run", lambda: browser.attribute("#run-result-1", "data-status") == "pass")
            right, _ = quiz_letters("01-rays-books.md", "missing-key")
            browser.click(f'#quiz-missing-key input[value="{right}"]')
            browser.click("#quiz-missing-key button.serve-quiz-answer")
            browser.wait_for("the quiz's verdict", lambda: browser.attribute("#quiz-result-missing-key", "data-status") == "right", 60)
            record("serve", "01-rays-books.html with verdicts, a run and a quiz answered", audit(browser, axe_source, page))
            audited += 2
    finally:
        browser.close()
        if server:
            server.terminate()
            server.wait(timeout=10)
        shutil.rmtree(work, ignore_errors=True)
    for failure in failures:
        print("FAIL", failure, file=sys.stderr)
    if failures:
        print(f"{len(failures)} violations on {audited} pages (axe-core {version})", file=sys.stderr)
        sys.exit(1)
    print(f"ok: axe-core {version}: 0 violations of WCAG 2.1 A and AA on {audited} pages")


if __name__ == "__main__":
    main()
