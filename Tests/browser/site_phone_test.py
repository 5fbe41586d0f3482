#!/usr/bin/env python3
"""Every page of the rendered site (`workbook render`) at phone width, in headless Chromium.

Opens each .html page of the site folder from file:// at 375 px (a phone,
with mobile emulation) and requires that the page does not scroll sideways:
document.documentElement.scrollWidth <= 375. Wide code blocks and tables
scroll in their own box; prose and inline code wrap. A page that fails is
reported with the widest elements that stick out, to say what to fix.
Screenshots of the first screen of each page go to the artefacts folder.

Usage: site_phone_test.py --site DIR --artifacts .build/site-phone-artifacts
(scripts/test-site-phone.sh renders the site first.)
"""
import argparse, base64, json, os, shutil, sys, tempfile, time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Server", "Tests", "browser"))
from browser_test import Browser  # noqa: E402  (the DevTools client the server's browser test uses)

WIDTH = 375

# The elements whose right edge is past the screen's, widest first, each
# named by tag, class and the start of its text.
CULPRITS = """(() => {
  const width = document.documentElement.clientWidth;
  const out = [];
  for (const e of document.querySelectorAll('body *')) {
    const r = e.getBoundingClientRect();
    if (r.right > width + 0.5) {
      let inside = false;
      for (let p = e.parentElement; p; p = p.parentElement) {
        const s = getComputedStyle(p);
        if (s.overflowX === 'auto' || s.overflowX === 'scroll' || s.overflowX === 'hidden') { inside = true; break; }
      }
      if (!inside) out.push([Math.round(r.right), e.tagName.toLowerCase() + (e.className ? '.' + String(e.className).split(' ').join('.') : ''), (e.textContent || '').trim().slice(0, 60)]);
    }
  }
  out.sort((a, b) => b[0] - a[0]);
  return out.slice(0, 6);
})()"""


def evaluate(browser, expression):
    result = browser.call("Runtime.evaluate", expression=expression, returnByValue=True)
    if "exceptionDetails" in result:
        raise AssertionError(f"evaluating {expression[:80]!r} failed: {result['exceptionDetails']}")
    return result["result"].get("value")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--site", required=True, help="the folder workbook render wrote")
    parser.add_argument("--artifacts", default=".build/site-phone-artifacts")
    parser.add_argument("--chromium", default=shutil.which("chromium") or shutil.which("chromium-browser") or "chromium")
    arguments = parser.parse_args()
    os.makedirs(arguments.artifacts, exist_ok=True)
    pages = sorted(name for name in os.listdir(arguments.site) if name.endswith(".html"))
    if len(pages) < 3:
        sys.exit(f"site_phone_test: only {len(pages)} pages in {arguments.site}; render the site first")
    profile = tempfile.mkdtemp(prefix="site-phone-browser-")
    browser = Browser(arguments.chromium, profile)
    failures = []
    try:
        browser.call("Page.enable")
        browser.call("Emulation.setDeviceMetricsOverride", width=WIDTH, height=812, deviceScaleFactor=1, mobile=True)
        for name in pages:
            # The load event of this very navigation, not the previous page's state.
            browser.navigate_and_wait("file://" + os.path.abspath(os.path.join(arguments.site, name)))
            time.sleep(0.2)
            width = evaluate(browser, "document.documentElement.scrollWidth")
            if width > WIDTH:
                failures.append(f"{name}: {width} px wide on a {WIDTH} px screen; sticking out: {json.dumps(evaluate(browser, CULPRITS))}")
            else:
                print(f"ok: {name}: {width} px")
            data = browser.call("Page.captureScreenshot", format="png")["data"]
            with open(os.path.join(arguments.artifacts, name.replace(".html", ".png")), "wb") as file:
                file.write(base64.b64decode(data))
    finally:
        browser.close()
        shutil.rmtree(profile, ignore_errors=True)
    for failure in failures:
        print("FAIL", failure, file=sys.stderr)
    if failures:
        sys.exit(1)
    print(f"ok: all {len(pages)} pages fit a {WIDTH} px screen; screenshots in {arguments.artifacts}")


if __name__ == "__main__":
    main()
