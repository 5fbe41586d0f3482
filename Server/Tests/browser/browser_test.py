#!/usr/bin/env python3
"""workbook serve in a real browser: Chromium driven over the DevTools protocol.

For each mode (JavaScript on, JavaScript off) on a fresh copy of the course:
open chapter 1, type a wrong answer into the editor, check it and see "fail";
type the reference answer, check it and see "pass"; reload and find the answer
and the verdict kept, and the file on disk equal to what was typed. Press the
Run button of the chapter's first step and see it pass in place; answer a quiz
wrong, then right, and see the verdict, the explanation and the sidebar's
count. Visit another web server on another local port and find that it never
received the token (no cookie, no address). Then screenshots at desktop and phone width, light and dark, into the
artefacts folder. Python's standard library only (the websocket client is below).

Usage: browser_test.py --server .build/debug/workbook-server \
       --products .build/debug --artifacts .build/browser-artifacts
"""
import argparse, base64, html, json, re, os, shutil, socket, struct, subprocess, sys, tempfile, time, urllib.request

REPO = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", ".."))


class WebSocket:
    """Just enough of RFC 6455 for the DevTools protocol: text frames, client masking."""

    def __init__(self, url):
        assert url.startswith("ws://")
        hostport, path = url[5:].split("/", 1)
        host, port = hostport.split(":")
        self.sock = socket.create_connection((host, int(port)), timeout=120)
        key = base64.b64encode(os.urandom(16)).decode()
        self.sock.sendall((f"GET /{path} HTTP/1.1\r\nHost: {hostport}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                           f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n").encode())
        head = b""
        while b"\r\n\r\n" not in head:
            chunk = self.sock.recv(1)
            if not chunk:
                raise RuntimeError("the browser closed the DevTools connection during the handshake")
            head += chunk
        if b" 101 " not in head.split(b"\r\n")[0]:
            raise RuntimeError("DevTools refused the websocket: " + head.decode(errors="replace"))

    def send(self, text):
        payload = text.encode()
        header = bytearray([0x81])
        n = len(payload)
        if n < 126:
            header.append(0x80 | n)
        elif n < 65536:
            header.append(0x80 | 126); header += struct.pack(">H", n)
        else:
            header.append(0x80 | 127); header += struct.pack(">Q", n)
        mask = os.urandom(4)
        header += mask
        self.sock.sendall(bytes(header) + bytes(b ^ mask[i % 4] for i, b in enumerate(payload)))

    def _exact(self, n):
        data = bytearray()
        while len(data) < n:
            chunk = self.sock.recv(n - len(data))
            if not chunk:
                raise RuntimeError("the browser closed the DevTools connection")
            data += chunk
        return bytes(data)

    def receive(self):
        message = bytearray()
        while True:
            first, second = self._exact(2)
            n = second & 0x7F
            if n == 126:
                n = struct.unpack(">H", self._exact(2))[0]
            elif n == 127:
                n = struct.unpack(">Q", self._exact(8))[0]
            payload = self._exact(n)
            opcode = first & 0x0F
            if opcode == 0x8:
                raise RuntimeError("the browser closed the DevTools connection")
            if opcode in (0x9, 0xA):
                continue
            message += payload
            if first & 0x80:
                return message.decode()


class Browser:
    def __init__(self, chromium, profile):
        self.process = subprocess.Popen(
            [chromium, "--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--no-default-browser-check",
             "--disable-dev-shm-usage", "--hide-scrollbars", "--remote-debugging-port=0", f"--user-data-dir={profile}", "about:blank"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        port_file = os.path.join(profile, "DevToolsActivePort")
        for _ in range(300):
            if os.path.exists(port_file) and open(port_file).read().strip():
                break
            time.sleep(0.1)
        else:
            raise RuntimeError(f"{chromium} did not start its DevTools server within 30 s")
        port = int(open(port_file).read().split()[0])
        targets = json.load(urllib.request.urlopen(f"http://127.0.0.1:{port}/json/list"))
        page = next(t for t in targets if t["type"] == "page")
        self.ws = WebSocket(page["webSocketDebuggerUrl"])
        self.next_id = 0
        self.events = []

    def call(self, method, **params):
        self.next_id += 1
        ident = self.next_id
        self.ws.send(json.dumps({"id": ident, "method": method, "params": params}))
        while True:
            message = json.loads(self.ws.receive())
            if message.get("id") == ident:
                if "error" in message:
                    raise RuntimeError(f"{method}: {message['error']}")
                return message.get("result", {})
            self.events.append(message)

    def close(self):
        try:
            self.call("Browser.close")
        except Exception:
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()

    # Reading the page through DOM methods, which work with JavaScript off too.
    # A form post or a reload replaces the document: a node id taken from the
    # old one is then unknown to the new one, so each read is retried whole
    # (document, then node, then what is read) until it runs on one document.

    def _read(self, read, attempts=40):
        for attempt in range(attempts):
            try:
                return read()
            except RuntimeError:
                if attempt == attempts - 1:
                    raise
                time.sleep(0.25)

    def _node_now(self, selector):
        root = self.call("DOM.getDocument", depth=0)["root"]["nodeId"]
        return self.call("DOM.querySelector", nodeId=root, selector=selector)["nodeId"]

    def node(self, selector):
        return self._read(lambda: self._node_now(selector))

    def html(self, selector):
        def read():
            ident = self._node_now(selector)
            return self.call("DOM.getOuterHTML", nodeId=ident)["outerHTML"] if ident else None
        return self._read(read)

    def attribute(self, selector, name):
        def read():
            ident = self._node_now(selector)
            if not ident:
                return None
            values = self.call("DOM.getAttributes", nodeId=ident)["attributes"]
            return dict(zip(values[::2], values[1::2])).get(name)
        return self._read(read)

    def wait_for(self, what, predicate, seconds=int(os.environ.get("BROWSER_TEST_WAIT", "180"))):
        deadline = time.time() + seconds
        while time.time() < deadline:
            try:
                if predicate():
                    return
            except RuntimeError:
                pass  # the page is navigating
            time.sleep(0.25)
        raise AssertionError(f"timed out waiting for {what}")

    def wait_for_load(self, mark, loader=None, seconds=60):
        """Waits for the load event that follows events[mark:] (and, given the
        navigation's loader, the main frame's navigation with that loader):
        the page that this navigation or reload loads, never the one before it."""
        deadline = time.time() + seconds
        while time.time() < deadline:
            navigated = loader is None
            for event in self.events[mark:]:
                method = event.get("method")
                if method == "Page.frameNavigated" and event["params"]["frame"].get("loaderId") == loader and not event["params"]["frame"].get("parentId"):
                    navigated = True
                elif method == "Page.loadEventFired" and navigated:
                    return
            self.call("Page.getFrameTree")  # reads the events that arrived meanwhile
            time.sleep(0.1)
        raise AssertionError(f"timed out waiting for the page to load (loader {loader})")

    def navigate_and_wait(self, url, seconds=60):
        """Navigates to url and waits for that page's own load event (a change
        of the #fragment alone loads nothing: then the document's readyState)."""
        mark = len(self.events)
        loader = self.call("Page.navigate", url=url).get("loaderId")
        if loader:
            self.wait_for_load(mark, loader, seconds)
            return
        self.wait_for("the document to be complete", lambda: self.call(
            "Runtime.evaluate", expression="document.readyState", returnByValue=True)["result"].get("value") == "complete", seconds)

    def navigate(self, url):
        self.navigate_and_wait(url)
        self.wait_loaded()

    def reload(self):
        mark = len(self.events)
        self.call("Page.reload")
        self.wait_for_load(mark)
        self.wait_loaded()

    def wait_loaded(self):
        self.wait_for("the page to load", lambda: self.node("footer.site-footer") != 0, 60)

    def type_into(self, selector, text):
        self.call("DOM.scrollIntoViewIfNeeded", nodeId=self.node(selector))
        self.call("DOM.focus", nodeId=self.node(selector))
        self.call("Input.dispatchKeyEvent", type="rawKeyDown", key="a", code="KeyA", windowsVirtualKeyCode=65, modifiers=2, commands=["selectAll"])
        self.call("Input.dispatchKeyEvent", type="keyUp", key="a", code="KeyA", windowsVirtualKeyCode=65, modifiers=2)
        self.call("Input.insertText", text=text)

    def click(self, selector):
        ident = self.node(selector)
        assert ident, f"no {selector} on the page"
        self.call("DOM.scrollIntoViewIfNeeded", nodeId=ident)
        quad = self.call("DOM.getBoxModel", nodeId=ident)["model"]["content"]
        x, y = (quad[0] + quad[4]) / 2, (quad[1] + quad[5]) / 2
        for kind in ("mousePressed", "mouseReleased"):
            self.call("Input.dispatchMouseEvent", type=kind, x=x, y=y, button="left", clickCount=1)

    def ctrl_enter(self):
        self.call("Input.dispatchKeyEvent", type="rawKeyDown", key="Enter", code="Enter", windowsVirtualKeyCode=13, modifiers=2)
        self.call("Input.dispatchKeyEvent", type="keyUp", key="Enter", code="Enter", windowsVirtualKeyCode=13, modifiers=2)

    def screenshot(self, path, width, height, mobile, dark, at="#exercise-kebab-strategy .serve-verdict"):
        self.call("Emulation.setDeviceMetricsOverride", width=width, height=height, deviceScaleFactor=1, mobile=mobile)
        self.call("Emulation.setEmulatedMedia", features=[{"name": "prefers-color-scheme", "value": "dark" if dark else "light"}])
        time.sleep(0.4)
        self.call("DOM.scrollIntoViewIfNeeded", nodeId=self.node(at))
        time.sleep(0.2)
        data = self.call("Page.captureScreenshot", format="png")["data"]
        with open(path, "wb") as file:
            file.write(base64.b64decode(data))


class Spy:
    """Another web server on 127.0.0.1 (any free port) that keeps every request's line and headers."""

    def __enter__(self):
        import http.server, threading
        requests = self.requests = []

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_GET(self):
                requests.append(self.requestline + "\n" + str(self.headers))
                body = b"<!doctype html><title>another server</title><p>another server"
                self.send_response(200)
                self.send_header("Content-Type", "text/html")
                self.send_header("Set-Cookie", "spy=1; Path=/")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def log_message(self, *arguments):
                pass

        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.port = self.server.server_address[1]
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()
        return self

    def __exit__(self, *arguments):
        self.server.shutdown()
        self.server.server_close()


def quiz_letters(chapter_file, quiz_id):
    """The right letter (from the chapter's quiz answer file) and a wrong one of a quiz."""
    import tomllib
    text = open(os.path.join(REPO, "Chapters", chapter_file)).read()
    block = text.split("```quiz id=" + quiz_id + "\n", 1)[1].split("```", 1)[0]
    count = len([line for line in block.splitlines() if re.match(r"\s*[-*] \[ \] ", line)])
    with open(os.path.join(REPO, "Chapters", "quiz-answers", chapter_file.replace(".md", ".toml")), "rb") as file:
        right = "ABCDE".index(tomllib.load(file)[quiz_id]["answer"])
    return "ABCDE"[right], "ABCDE"[(right + 1) % count]


def copy_course(into):
    for folder in ("Chapters", "Solutions", "Tangled"):
        shutil.copytree(os.path.join(REPO, folder), os.path.join(into, folder))


def start_server(server, course, products):
    process = subprocess.Popen([server, "--course", course, "--products", products, "--port", "0"],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    line = process.stdout.readline()
    if "http://127.0.0.1:" not in line:
        process.kill()
        raise RuntimeError(f"the server did not print its address: {line!r} {process.stderr.read()}")
    return process, line.split()[-1]


def scenario(chromium, server, products, artifacts, javascript):
    mode = "js" if javascript else "nojs"
    work = tempfile.mkdtemp(prefix=f"serve-browser-{mode}-")
    course = os.path.join(work, "course")
    os.makedirs(course)
    copy_course(course)
    process, url = start_server(server, course, products)
    browser = Browser(chromium, os.path.join(work, "profile"))
    timings = {}
    try:
        browser.call("Page.enable")
        browser.call("DOM.enable")
        browser.call("Runtime.enable")
        browser.call("Emulation.setScriptExecutionDisabled", value=not javascript)
        browser.call("Emulation.setDeviceMetricsOverride", width=1280, height=900, deviceScaleFactor=1, mobile=False)
        browser.navigate(url)  # the token's folder: every page lives under it
        base = url.rstrip("/")
        browser.navigate(base + "/01-rays-books.html#exercise-kebab-strategy")
        assert browser.node("textarea#editor-kebab-strategy"), "no editor at the exercise"
        sidebar = browser.html("nav#contents")
        exercises = re.search(r"Progress: 0 of (\d+) passed", sidebar)
        assert exercises and int(exercises.group(1)) >= 5, "no progress in the sidebar: " + sidebar[-400:]
        assert re.search(r"Quizzes: 0 of \d+ answered right", sidebar), "no quiz count in the sidebar"

        wrong = open(os.path.join(REPO, "Tests/GradingTests/Answers/kebab-strategy/wrong-removes-dashes.swift")).read()
        right = open(os.path.join(REPO, "Solutions/kebab-strategy/answer.swift")).read()
        for answer, expected in ((wrong, "fail"), (right, "pass")):
            browser.type_into("textarea#editor-kebab-strategy", answer)
            start = time.time()
            if javascript:
                browser.call("Runtime.evaluate", expression="window.__samePage = 1")
                browser.ctrl_enter()  # the keyboard shortcut; the verdict replaces the panel in place
            else:
                browser.click("#panel-kebab-strategy button.serve-check")  # a plain form post and a redirect
                time.sleep(0.5)
            browser.wait_for(f"the verdict '{expected}'",
                             lambda: browser.attribute("#verdict-kebab-strategy", "data-status") == expected)
            timings[expected] = round(time.time() - start, 2)
            if javascript:
                same = browser.call("Runtime.evaluate", expression="window.__samePage === 1", returnByValue=True)["result"]["value"]
                assert same, "with JavaScript the verdict must appear in place, without loading the page again"
            report = browser.html("#verdict-kebab-strategy")
            word = "passed" if expected == "pass" else "not yet"
            assert f"kebab-strategy: {word}" in report, report[:400]
            if expected == "pass":  # the verdict sends the learner on to the next exercise of the course
                assert 'Next: <a href="01-rays-books.html#exercise-kebab-encoding">' in report, report[-400:]
            on_disk = open(os.path.join(course, "Exercises", "kebab-strategy.swift")).read()
            assert on_disk == answer, "the file on disk differs from what was typed"

        browser.reload()
        editor = html.unescape(re.sub(r"^<textarea[^>]*>|</textarea>$", "", browser.html("textarea#editor-kebab-strategy")))
        assert editor.lstrip("\n") == right.lstrip("\n"), "the answer is not kept after a reload:\n" + editor[:300]
        assert browser.attribute("#verdict-kebab-strategy", "data-status") == "pass"
        assert f"Progress: 1 of {exercises.group(1)} passed" in browser.html("nav#contents")

        # Run: the chapter's first step, its result in place under its output.
        start = time.time()
        if javascript:
            browser.call("Runtime.evaluate", expression="window.__samePage = 1")
        browser.click("#run-1 button.serve-run-button")
        browser.wait_for("step 1's run to pass", lambda: browser.attribute("#run-result-1", "data-status") == "pass")
        timings["run"] = round(time.time() - start, 2)
        assert "Step 1 prints what the chapter shows" in browser.html("#run-result-1")
        if javascript:
            same = browser.call("Runtime.evaluate", expression="window.__samePage === 1", returnByValue=True)["result"]["value"]
            assert same, "with JavaScript the run's result must appear in place, without loading the page again"

        # A quiz: a wrong letter, then the right one; the explanation shows.
        # (Letters of their own: `right` is still the answer restored below.)
        right_letter, wrong_letter = quiz_letters("01-rays-books.md", "missing-key")
        for letter, expected in ((wrong_letter, "wrong"), (right_letter, "right")):
            browser.click(f'#quiz-missing-key input[value="{letter}"]')
            browser.click("#quiz-missing-key button.serve-quiz-answer")
            browser.wait_for(f"the quiz's verdict '{expected}'", lambda: browser.attribute("#quiz-result-missing-key", "data-status") == expected, 30)
            result = browser.html("#quiz-result-missing-key")
            assert ("Right" if expected == "right" else "Not quite") in result, result[:400]
            assert "serve-quiz-explanation" in result, "no explanation after answering"
        progress = json.load(open(os.path.join(course, ".workbook", "progress.json")))
        assert progress["quizzes"]["rays-books/missing-key"] is True, progress
        if not javascript:
            assert re.search(r"Quizzes: 1 of \d+ answered right", browser.html("nav#contents")), "the sidebar does not count the quiz"

        if javascript:
            # An edit made in another editor: the page reloads by itself and shows it.
            edited = right + "\n// edited in another editor\n"
            with open(os.path.join(course, "Exercises", "kebab-strategy.swift"), "w") as file:
                file.write(edited)
            browser.wait_for("the page to show the file edited on disk",
                             lambda: "// edited in another editor" in (browser.html("textarea#editor-kebab-strategy") or ""), 30)
            with open(os.path.join(course, "Exercises", "kebab-strategy.swift"), "w") as file:
                file.write(right)
            browser.wait_for("the page to show the file restored", lambda: "// edited in another editor" not in (browser.html("textarea#editor-kebab-strategy") or ""), 30)
            browser.wait_loaded()

        # Another server on this machine, on another port, never learns the token:
        # browsers send 127.0.0.1's cookies to every port, so the token must not be one;
        # and a page of the workbook leaving for it sends no address (Referer).
        token = base.rsplit("/", 1)[1]
        with Spy() as spy:
            def visit(address, path):
                browser.call("Page.navigate", url=address)
                browser.wait_for(f"the other server to serve {path}", lambda: any(f" {path} " in r for r in spy.requests), 30)
            visit(f"http://127.0.0.1:{spy.port}/first", "/first")
            browser.navigate(base + "/01-rays-books.html")
            if javascript:  # the page itself leaves for the other server
                browser.call("Runtime.evaluate", expression=f'location.href = "http://127.0.0.1:{spy.port}/from-page"')
                browser.wait_for("the page to leave for the other server", lambda: any(" /from-page " in r for r in spy.requests), 30)
            else:
                visit(f"http://127.0.0.1:{spy.port}/from-page", "/from-page")
            visit(f"http://localhost:{spy.port}/second", "/second")
            visit(f"http://127.0.0.1:{spy.port}/third", "/third")
            seen = list(spy.requests)
        assert any("cookie: spy=1" in r.lower() for r in seen), "the other server's own cookie came back (the check can see cookies): " + repr(seen)
        for request in seen:
            assert token not in request, "another local server received the token:\n" + request
            assert "workbook" not in request.lower(), "another local server received a workbook cookie or address:\n" + request
        browser.navigate(base + "/01-rays-books.html#exercise-kebab-strategy")

        # The exercise's verdict, step 1's run and the quiz, each at both widths, light and dark.
        for part, selector in (("", "#exercise-kebab-strategy .serve-verdict"), ("-run", "#run-1"), ("-quiz", "#quiz-missing-key")):
            for width, height, mobile, name in ((1280, 900, False, "desktop"), (390, 844, True, "phone")):
                for dark in (False, True):
                    path = os.path.join(artifacts, f"serve-{mode}{part}-{name}-{'dark' if dark else 'light'}.png")
                    browser.screenshot(path, width, height, mobile, dark, at=selector)
                    if mobile:  # the served page does not scroll sideways on a phone either
                        wide = browser.call("Page.getLayoutMetrics")["cssContentSize"]["width"]  # (works with scripts off)
                        assert wide <= width, f"the served chapter is {wide} px wide on a {width} px phone"
        print(f"ok: {mode}: another local server saw {len(seen)} requests and never the token")
        print(f"ok: {mode}: wrong answer failed in {timings['fail']} s, right answer passed in {timings['pass']} s, kept after reload; "
              f"step 1 ran and passed in {timings['run']} s; quiz answered wrong, then right" + (", live reload on a change on disk" if javascript else ""))
    except Exception:
        # What the page showed when it went wrong, for the log and the artefacts.
        try:
            data = browser.call("Page.captureScreenshot", format="png")["data"]
            with open(os.path.join(artifacts, f"failure-{mode}.png"), "wb") as file:
                file.write(base64.b64decode(data))
            print("verdict:", browser.html("#verdict-kebab-strategy"), file=sys.stderr)
            print("page events:", [e for e in browser.events if "exception" in e.get("method", "").lower() or "console" in e.get("method", "").lower()][:5], file=sys.stderr)
        except Exception as error:
            print("(could not capture the failure:", error, ")", file=sys.stderr)
        raise
    finally:
        browser.close()
        process.terminate()
        process.wait(timeout=10)
        shutil.rmtree(work, ignore_errors=True)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--server", default=os.path.join(REPO, ".build/debug/workbook-server"))
    parser.add_argument("--products", default=os.path.join(REPO, ".build/debug"))
    parser.add_argument("--artifacts", default=os.path.join(REPO, ".build/browser-artifacts"))
    parser.add_argument("--chromium", default=shutil.which("chromium") or shutil.which("chromium-browser") or "chromium")
    arguments = parser.parse_args()
    os.makedirs(arguments.artifacts, exist_ok=True)
    for name in os.listdir(arguments.artifacts):
        if name.endswith(".png"):
            os.remove(os.path.join(arguments.artifacts, name))
    if not os.path.exists(arguments.server):
        sys.exit(f"{arguments.server}: not built; run 'swift build --package-path Server' first")
    for javascript in (True, False):
        scenario(arguments.chromium, arguments.server, arguments.products, arguments.artifacts, javascript)
    print(f"screenshots in {arguments.artifacts}")


if __name__ == "__main__":
    main()
