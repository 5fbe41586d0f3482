// The Codable Workbook: a little help on top of pages that work without it.
// Copy buttons on code, previous/next chapter with the arrow keys, and search
// over every chapter from a prebuilt index (assets/search-index.js), all
// offline. Nothing here is needed to read the course.
(function () {
  "use strict";

  // Copy buttons: the visible code of a listing, without struck-out lines.
  function listingText(pre) {
    var copy = pre.cloneNode(true);
    var removed = copy.querySelectorAll(".line.removed");
    for (var i = 0; i < removed.length; i++) {
      var line = removed[i];
      // A removed line and the newline after it.
      var next = line.nextSibling;
      if (next && next.nodeType === 3 && next.data.charAt(0) === "\n") next.data = next.data.slice(1);
      line.parentNode.removeChild(line);
    }
    return copy.textContent;
  }

  function copyText(text, done) {
    if (navigator.clipboard && navigator.clipboard.writeText) {
      navigator.clipboard.writeText(text).then(function () { done(true); }, function () { done(fallbackCopy(text)); });
    } else {
      done(fallbackCopy(text));
    }
  }

  function fallbackCopy(text) {
    var area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.className = "copy-buffer";
    document.body.appendChild(area);
    area.select();
    var ok = false;
    try { ok = document.execCommand("copy"); } catch (e) { ok = false; }
    document.body.removeChild(area);
    return ok;
  }

  function addCopyButtons() {
    var listings = document.querySelectorAll("figure.listing");
    for (var i = 0; i < listings.length; i++) {
      var figure = listings[i];
      var pre = figure.querySelector("pre");
      var caption = figure.querySelector("figcaption");
      if (!pre || !caption) continue;
      var button = document.createElement("button");
      button.type = "button";
      button.className = "copy";
      button.textContent = "Copy";
      button.setAttribute("aria-label", "Copy this code");
      button.addEventListener("click", (function (pre, button) {
        return function () {
          copyText(listingText(pre), function (ok) {
            button.textContent = ok ? "Copied" : "Select and copy";
            setTimeout(function () { button.textContent = "Copy"; }, 1600);
          });
        };
      })(pre, button));
      caption.appendChild(button);
    }
  }

  // Keyboard: left and right arrows go to the previous and next chapter,
  // "/" or "s" goes to the search field.
  function typing(target) {
    var name = target && target.tagName;
    return name === "INPUT" || name === "TEXTAREA" || name === "SELECT" || (target && target.isContentEditable);
  }

  function onKey(event) {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || typing(event.target)) return;
    var link = null;
    if (event.key === "ArrowLeft") link = document.querySelector("a[rel~=prev]");
    if (event.key === "ArrowRight") link = document.querySelector("a[rel~=next]");
    if (link) {
      event.preventDefault();
      window.location.href = link.href;
      return;
    }
    if ((event.key === "/" || event.key === "s") && searchField) {
      event.preventDefault();
      searchField.focus();
    }
  }

  // Search. The index is loaded on first use, by a script tag (which, unlike
  // fetch, also works for pages opened from the disk).
  var searchField = null;
  var results = null;
  var loading = false;

  function words(text) {
    return text.toLowerCase().split(/[^a-z0-9_]+/).filter(function (word) { return word.length > 0; });
  }

  function loadIndex(then) {
    if (window.workbookSearchIndex) { then(); return; }
    if (loading) return;
    loading = true;
    var script = document.createElement("script");
    script.src = searchField.form.getAttribute("data-index");
    script.onload = function () { loading = false; then(); };
    script.onerror = function () { loading = false; show([], "The search index could not be loaded."); };
    document.head.appendChild(script);
  }

  function search(query) {
    var terms = words(query);
    if (terms.length === 0 || !window.workbookSearchIndex) return [];
    var found = [];
    var sections = window.workbookSearchIndex.sections;
    for (var i = 0; i < sections.length; i++) {
      var section = sections[i];
      var heading = section.heading.toLowerCase();
      var text = section.text.toLowerCase();
      var score = 0;
      for (var t = 0; t < terms.length; t++) {
        var term = terms[t];
        var inHeading = heading.indexOf(term) >= 0;
        var at = text.indexOf(term);
        if (!inHeading && at < 0) { score = 0; break; }
        score += (inHeading ? 10 : 0) + (at >= 0 ? 1 + Math.min(text.split(term).length - 2, 5) : 0);
      }
      if (score > 0) found.push({ section: section, score: score, at: text.indexOf(terms[0]) });
    }
    found.sort(function (a, b) { return b.score - a.score; });
    return found.slice(0, 12);
  }

  function excerpt(text, at) {
    var start = Math.max(0, at - 60);
    var piece = text.slice(start, start + 160);
    return (start > 0 ? "\u2026" : "") + piece + (start + 160 < text.length ? "\u2026" : "");
  }

  function show(found, message) {
    results.textContent = "";
    if (message) {
      var note = document.createElement("p");
      note.textContent = message;
      results.appendChild(note);
    }
    if (found.length > 0) {
      var list = document.createElement("ol");
      for (var i = 0; i < found.length; i++) {
        var section = found[i].section;
        var item = document.createElement("li");
        var link = document.createElement("a");
        link.href = section.page + (section.anchor ? "#" + section.anchor : "");
        link.textContent = section.chapter + " \u203a " + section.heading;
        item.appendChild(link);
        var text = document.createElement("p");
        text.textContent = excerpt(section.text, Math.max(found[i].at, 0));
        item.appendChild(text);
        list.appendChild(item);
      }
      results.appendChild(list);
    }
    results.hidden = !message && found.length === 0;
  }

  function update() {
    var query = searchField.value;
    if (words(query).length === 0) { show([], ""); return; }
    loadIndex(function () {
      if (searchField.value !== query) return;
      var found = search(query);
      show(found, found.length === 0 ? "Nothing found for \u201c" + query + "\u201d." : found.length + (found.length === 1 ? " section" : " sections") + " found.");
    });
  }

  function setUpSearch() {
    var form = document.querySelector("form.search");
    if (!form) return;
    searchField = form.querySelector("input");
    results = form.querySelector(".search-results");
    form.hidden = false;
    form.addEventListener("submit", function (event) {
      event.preventDefault();
      var first = results.querySelector("a");
      if (first) window.location.href = first.href;
    });
    searchField.addEventListener("input", update);
    searchField.addEventListener("keydown", function (event) {
      if (event.key === "Escape") { searchField.value = ""; show([], ""); searchField.blur(); }
    });
  }

  // Printing from a browser without ::details-content: open the hints.
  function openHintsForPrint() {
    var hints = document.querySelectorAll("details.hint:not([open])");
    for (var i = 0; i < hints.length; i++) {
      hints[i].setAttribute("open", "");
      hints[i].setAttribute("data-printed", "");
    }
  }

  function closeHintsAfterPrint() {
    var hints = document.querySelectorAll("details.hint[data-printed]");
    for (var i = 0; i < hints.length; i++) {
      hints[i].removeAttribute("open");
      hints[i].removeAttribute("data-printed");
    }
  }

  function start() {
    addCopyButtons();
    setUpSearch();
    document.addEventListener("keydown", onKey);
    window.addEventListener("beforeprint", openHintsForPrint);
    window.addEventListener("afterprint", closeHintsAfterPrint);
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
