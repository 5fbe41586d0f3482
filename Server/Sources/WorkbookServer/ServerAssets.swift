/// The served pages' own stylesheet and script, added beside the site's
/// stylesheet (which they reuse through its colour variables). The pages
/// work without the script: forms post and the server redirects back.
enum ServerAssets {
    static let css = #"""
    .serve-panel { margin: 1rem 0 0.5rem; }
    .serve-label { display: block; font-family: var(--sans); font-size: 0.9rem; margin-bottom: 0.3rem; }
    .serve-label .file { font-family: var(--mono); font-weight: 600; }
    .serve-label .note { color: var(--muted); margin-left: 0.4rem; }
    .serve-editor {
      display: block; box-sizing: border-box; width: 100%; min-height: 10rem; resize: vertical;
      font-family: var(--mono); font-size: 0.88rem; line-height: 1.45; tab-size: 4;
      color: var(--code-text); background: var(--code-bg); border: 1px solid var(--code-border);
      border-radius: 6px; padding: 0.6rem 0.75rem; white-space: pre; overflow: auto;
    }
    .serve-editor:focus { outline: 3px solid var(--exercise); outline-offset: 1px; }
    .serve-actions { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem; margin: 0.6rem 0; font-family: var(--sans); }
    .serve-actions button {
      font: inherit; font-size: 0.95rem; padding: 0.4rem 0.95rem; border-radius: 6px; cursor: pointer;
      border: 1px solid var(--exercise); background: var(--bg); color: var(--exercise);
    }
    .serve-actions button.serve-check { background: var(--exercise); color: var(--bg); font-weight: 600; }
    .serve-actions button:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
    .serve-actions button[disabled] { opacity: 0.6; cursor: progress; }
    .serve-keys, .serve-muted { color: var(--muted); font-size: 0.85rem; }
    .serve-keys { margin-left: auto; }
    .serve-verdict { font-family: var(--sans); }
    .serve-verdict .serve-report {
      font-family: var(--mono); font-size: 0.84rem; line-height: 1.45; white-space: pre-wrap; overflow-wrap: anywhere;
      margin: 0.4rem 0; padding: 0.7rem 0.85rem; border-radius: 6px; border-left: 5px solid var(--muted);
      background: var(--bg-soft); color: var(--text);
    }
    .serve-verdict[data-status="pass"] .serve-report { border-left-color: var(--added-mark); }
    .serve-verdict[data-status="fail"] .serve-report,
    .serve-verdict[data-status="error"] .serve-report { border-left-color: var(--fails); }
    .serve-passed { color: var(--added-mark); font-weight: 600; }
    .serve-notice, .serve-problem { border-left: 5px solid var(--accent); background: var(--accent-soft); color: var(--text); padding: 0.5rem 0.75rem; border-radius: 4px; }
    .serve-busy { color: var(--muted); font-style: italic; }
    .serve-hints { margin-top: 0.75rem; }
    .serve-hint-body { background: var(--hint-bg); border-radius: 6px; padding: 0.4rem 0.85rem; margin: 0.5rem 0; }
    .serve-hint-title { font-family: var(--sans); font-weight: 600; margin: 0.3rem 0; }
    .serve-progress { margin-top: 1.25rem; font-family: var(--sans); font-size: 0.9rem; }
    .serve-progress ul { list-style: none; padding-left: 0; margin: 0.3rem 0; }
    .serve-progress li { margin: 0.2rem 0; }
    .serve-mark { display: inline-block; width: 1.1em; color: var(--muted); }
    .serve-mark.done { color: var(--added-mark); font-weight: 700; }
    .serve-current a { font-weight: 700; }
    .serve-current-label { font-size: 0.8rem; color: var(--muted); }
    .serve-next, .serve-continue { font-family: var(--sans); font-weight: 600; }
    .serve-changed { position: fixed; bottom: 1rem; right: 1rem; z-index: 10; max-width: 22rem; font-family: var(--sans);
      background: var(--bg); color: var(--text); border: 2px solid var(--accent); border-radius: 8px; padding: 0.75rem 1rem; box-shadow: 0 4px 14px rgba(0,0,0,.25); }
    .serve-changed button { font: inherit; margin-top: 0.4rem; }
    .serve-run { margin: -0.4rem 0 1.2rem; font-family: var(--sans); }
    .serve-run-form { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem; }
    .serve-run-button, .serve-quiz-answer {
      font: inherit; font-size: 0.9rem; padding: 0.3rem 0.85rem; border-radius: 6px; cursor: pointer;
      border: 1px solid var(--accent); background: var(--bg); color: var(--text);
    }
    .serve-run-button:focus-visible, .serve-quiz-answer:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
    .serve-run-button[disabled], .serve-quiz-answer[disabled] { opacity: 0.6; cursor: progress; }
    .serve-run-verdict, .serve-quiz-verdict { font-weight: 600; margin: 0.5rem 0 0.3rem; }
    .serve-run-result .serve-report {
      font-family: var(--mono); font-size: 0.84rem; line-height: 1.45; white-space: pre-wrap; overflow-wrap: anywhere;
      margin: 0.3rem 0; padding: 0.6rem 0.85rem; border-radius: 6px; border-left: 5px solid var(--muted);
      background: var(--bg-soft); color: var(--text);
    }
    .serve-run-result[data-status="pass"] .serve-report { border-left-color: var(--added-mark); }
    .serve-run-result[data-status="fail"] .serve-report, .serve-run-result[data-status="error"] .serve-report { border-left-color: var(--fails); }
    .serve-diff del, .serve-diff-key del { text-decoration: none; color: var(--text); background: var(--fails-bg); }
    .serve-diff ins, .serve-diff-key ins { text-decoration: none; color: var(--text); background: var(--added-bg); font-weight: 600; }
    .serve-diff-key { font-weight: 400; font-family: var(--mono); font-size: 0.85rem; }
    .serve-quiz fieldset { border: 0; margin: 0; padding: 0; min-width: 0; }
    .serve-quiz .quiz-options { list-style: none; padding-left: 0; }
    .serve-quiz .quiz-options li { margin: 0.3rem 0; padding: 0.15rem 0.4rem; border-radius: 4px; border-left: 4px solid transparent; }
    .serve-quiz .quiz-options li.right { border-left-color: var(--added-mark); }
    .serve-quiz .quiz-options li.wrong { border-left-color: var(--fails); }
    .serve-quiz label { cursor: pointer; }
    .serve-letter { font-family: var(--sans); font-weight: 700; margin-right: 0.2rem; }
    .serve-run-result[data-status="pass"] .serve-run-verdict { color: var(--added-mark); }
    .serve-run-result[data-status="fail"] .serve-run-verdict, .serve-run-result[data-status="error"] .serve-run-verdict { color: var(--fails); }
    .serve-quiz-result[data-status="right"] .serve-quiz-verdict { color: var(--added-mark); }
    .serve-quiz-result[data-status="wrong"] .serve-quiz-verdict { color: var(--fails); }
    .serve-quiz-progress { margin: 0.2rem 0; }
    @media (max-width: 40rem) { .serve-keys { display: none; } .serve-actions button { flex: 1 1 auto; } }
    @media print { .serve-form, .serve-progress, .serve-changed, .serve-run-form, .serve-quiz-answer { display: none; } }
    """#

    static let script = #"""
    // workbook serve: keyboard shortcuts, tab indentation, checks without a
    // page load, and a reload when a chapter or an answer changes on disk.
    // Without this script every button still works (the form posts).
    (function () {
      "use strict";
      var stampMeta = document.querySelector('meta[name="workbook-stamp"]');
      var stamp = stampMeta ? stampMeta.content : "";
      var dirty = {};
      var busy = 0;

      function isDirty() { return Object.keys(dirty).some(function (k) { return dirty[k]; }); }

      function indent(area, outdent) {
        var value = area.value, start = area.selectionStart, end = area.selectionEnd;
        var lineStart = value.lastIndexOf("\n", start - 1) + 1;
        if (!outdent && start === end) {
          area.setRangeText("    ", start, end, "end");
        } else {
          var block = value.slice(lineStart, end);
          var lines = block.split("\n");
          var changed = lines.map(function (line) {
            return outdent ? line.replace(/^ {1,4}/, "") : "    " + line;
          }).join("\n");
          area.setRangeText(changed, lineStart, end, "select");
        }
        area.dispatchEvent(new Event("input", { bubbles: true }));
      }

      function wire(panel) {
        var form = panel.querySelector("form.serve-form");
        var area = panel.querySelector("textarea.serve-editor");
        if (!form || !area) { return; }
        var id = panel.getAttribute("data-exercise");
        var escaped = false;
        area.addEventListener("input", function () { dirty[id] = true; });
        area.addEventListener("keydown", function (event) {
          if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            submit(panel, "check");
          } else if (event.key === "Escape") {
            escaped = true;
          } else if (event.key === "Tab" && !escaped && !event.altKey && !event.ctrlKey && !event.metaKey) {
            event.preventDefault();
            indent(area, event.shiftKey);
          } else {
            escaped = false;
          }
        });
        form.addEventListener("submit", function (event) {
          event.preventDefault();
          var action = event.submitter ? event.submitter.value : "save";
          submit(panel, action);
        });
      }

      function submit(panel, action) {
        var form = panel.querySelector("form.serve-form");
        var verdict = panel.querySelector(".serve-verdict");
        var id = panel.getAttribute("data-exercise");
        var body = new URLSearchParams(new FormData(form));
        body.set("action", action);
        panel.querySelectorAll("button").forEach(function (b) { b.disabled = true; });
        busy += 1;
        if (action === "check" && verdict) {
          verdict.setAttribute("data-status", "busy");
          verdict.innerHTML = '<p class="serve-busy">Checking\u2026 (compiling your answer with the chapter\u2019s code)</p>';
        }
        var focused = document.activeElement && document.activeElement.id;
        // Not form.action: the buttons named "action" shadow that property.
        fetch(form.getAttribute("action"), { method: "POST", body: body, headers: { "X-Workbook-Fragment": "panel" }, credentials: "same-origin" })
          .then(function (response) {
            busy -= 1;
            var next = response.headers.get("X-Workbook-Stamp");
            if (next) { stamp = next; }
            if (!response.ok) { throw new Error("the server answered " + response.status); }
            return response.text();
          })
          .then(function (html) {
            var holder = document.createElement("div");
            holder.innerHTML = html;
            var fresh = holder.firstElementChild;
            panel.replaceWith(fresh);
            dirty[id] = false;
            wire(fresh);
            if (focused) { var again = document.getElementById(focused); if (again) { again.focus(); } }
            var status = fresh.querySelector(".serve-verdict");
            if (status && action === "check") { status.focus && status.setAttribute("tabindex", "-1"); }
          })
          .catch(function (error) {
            if (busy > 0) { busy -= 1; }
            panel.querySelectorAll("button").forEach(function (b) { b.disabled = false; });
            if (verdict) { verdict.innerHTML = '<p class="serve-notice">Could not reach the workbook server (' + String(error.message).replace(/[<&]/g, "") + '). Is it still running?</p>'; }
          });
      }

      function poll() {
        if (busy) { return; }
        fetch("api/stamp", { credentials: "same-origin", cache: "no-store" })
          .then(function (r) { return r.ok ? r.json() : null; })
          .then(function (data) {
            if (!data || !data.stamp || data.stamp === stamp) { return; }
            if (!isDirty()) { window.location.reload(); return; }
            if (document.querySelector(".serve-changed")) { return; }
            var note = document.createElement("div");
            note.className = "serve-changed";
            note.setAttribute("role", "alert");
            note.innerHTML = "A chapter or an answer changed on disk, and you have unsaved edits here. " +
              "<button type=\"button\">Reload (drops the edits)</button>";
            note.querySelector("button").addEventListener("click", function () { window.location.reload(); });
            document.body.appendChild(note);
          })
          .catch(function () {});
      }

      // Run buttons and quizzes: post the form, put the answer in place.
      function wirePlace(holder, formSelector, resultSelector, busyText) {
        var form = holder.querySelector(formSelector);
        if (!form) { return; }
        form.addEventListener("submit", function (event) {
          event.preventDefault();
          var result = holder.querySelector(resultSelector);
          var body = new URLSearchParams(new FormData(form));
          holder.querySelectorAll("button").forEach(function (b) { b.disabled = true; });
          busy += 1;
          if (result && busyText) {
            result.setAttribute("data-status", "busy");
            result.innerHTML = '<p class="serve-busy">' + busyText + '</p>';
          }
          fetch(form.getAttribute("action"), { method: "POST", body: body, headers: { "X-Workbook-Fragment": "place" }, credentials: "same-origin" })
            .then(function (response) {
              busy -= 1;
              if (!response.ok) { throw new Error("the server answered " + response.status); }
              return response.text();
            })
            .then(function (html) {
              var box = document.createElement("div");
              box.innerHTML = html;
              var fresh = box.firstElementChild;
              holder.replaceWith(fresh);
              wirePlace(fresh, formSelector, resultSelector, busyText);
            })
            .catch(function (error) {
              if (busy > 0) { busy -= 1; }
              holder.querySelectorAll("button").forEach(function (b) { b.disabled = false; });
              if (result) { result.innerHTML = '<p class="serve-notice">Could not reach the workbook server (' + String(error.message).replace(/[<&]/g, "") + '). Is it still running?</p>'; }
            });
        });
      }

      document.querySelectorAll(".serve-panel").forEach(wire);
      document.querySelectorAll(".serve-run").forEach(function (run) {
        wirePlace(run, "form.serve-run-form", ".serve-run-result", "Running\u2026 (compiling the chapter\u2019s program as it stands here)");
      });
      document.querySelectorAll(".serve-quiz").forEach(function (quiz) {
        wirePlace(quiz, "form.serve-quiz-form", ".serve-quiz-result", "");
      });
      window.addEventListener("beforeunload", function (event) {
        if (isDirty()) { event.preventDefault(); event.returnValue = ""; }
      });
      setInterval(poll, 1000);
    })();
    """#
}
