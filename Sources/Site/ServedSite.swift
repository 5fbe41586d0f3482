import Foundation
import Literate
import Markup

/// What `workbook serve` (the separate Server/ package) needs from the
/// renderer: the same pages and stylesheet as the static site, so a served
/// chapter and a rendered one never differ.
extension SiteRenderer {
    /// The site's stylesheet, as `render(to:)` writes it to `assets/workbook.css`.
    public static func stylesheetSource() throws -> String { try stylesheetText() }

    /// The site's script (copy buttons, arrow keys, search), as `render(to:)`
    /// writes it to `assets/workbook.js`; pages work without it.
    public static func scriptSource() throws -> String { try assetText(script) }

    /// The search index as `render(to:)` writes it to
    /// `assets/search-index.js` (the script pages load on first search).
    public func searchIndexScript() throws -> Data { try SearchIndex(course: course).script() }

    /// The path of the stylesheet relative to a page (`assets/workbook.css`).
    public static var stylesheetPath: String { "\(assetsFolder)/\(stylesheet)" }

    /// A chapter's page name: `Chapters/01-rays-books.md` → `01-rays-books.html`.
    public static func pageFileName(of chapter: Chapter) -> String { fileName(of: chapter) }

    /// Escapes text for HTML content or a double-quoted attribute, as the site does.
    public static func escapeHTML(_ text: String) -> String { HTML.escape(text) }
}
