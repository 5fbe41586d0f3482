import Foundation
import Literate

/// The site's search index: one entry per section of every chapter (the
/// text before the first section heading is the chapter's opening), holding
/// the words a reader sees there, code included (hidden lines left out).
/// Written as `search-index.json`, and as `assets/search-index.js` (the same
/// JSON assigned to `window.workbookSearchIndex`) so a page opened from the
/// disk can load it with a script tag, which browsers allow where they
/// refuse to fetch a file.
struct SearchIndex: Encodable {
    struct Section: Encodable, Equatable {
        /// The page, `01-rays-books.html`.
        var page: String
        /// The section heading's anchor; empty for a chapter's opening.
        var anchor: String
        /// "1. Ray's Books".
        var chapter: String
        var heading: String
        var text: String
    }

    var sections: [Section]

    init(course: Course) {
        let ids = course.exercises.map(\.id)
        var sections: [Section] = []
        for chapter in course.chapters {
            let page = SiteRenderer.fileName(of: chapter)
            let chapterName = "\(chapter.number). \(chapter.title)"
            let headings = Dictionary(uniqueKeysWithValues: sectionHeadings(of: chapter, exerciseIDs: ids).map { ($0.blockIndex, $0) })
            let snippets = Dictionary(chapter.snippets.map { ($0.blockIndex, $0) }, uniquingKeysWith: { first, _ in first })
            var current = Section(page: page, anchor: "", chapter: chapterName, heading: chapter.title, text: "")
            var words: [String] = []
            func finish() {
                current.text = words.joined(separator: " ")
                if !current.text.isEmpty || !current.anchor.isEmpty { sections.append(current) }
                words = []
            }
            // The chapter's title is the entry's heading, not its text.
            let title = chapter.document.blocks.firstIndex { $0.kind == .heading(level: 1) }
            for (index, block) in chapter.document.blocks.enumerated() where index != title {
                if let heading = headings[index] {
                    finish()
                    current = Section(page: page, anchor: heading.anchor, chapter: chapterName, heading: heading.text, text: "")
                    continue
                }
                let text = snippets[index]?.visibleCode ?? block.text
                let flat = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
                if !flat.isEmpty { words.append(flat) }
            }
            finish()
        }
        self.sections = sections
    }

    /// The index as JSON (sorted keys, so a render is reproducible).
    func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }

    /// The index as a script for `file://` pages. `<`, `>` and `&` are
    /// written as JSON escapes, so the text can never close a script element.
    func script() throws -> Data { Self.script(json: try json()) }

    /// The script for JSON already made by `json()`.
    static func script(json: Data) -> Data {
        var text = String(decoding: json, as: UTF8.self)
        text = text.replacingOccurrences(of: "<", with: "\\u003c")
            .replacingOccurrences(of: ">", with: "\\u003e")
            .replacingOccurrences(of: "&", with: "\\u0026")
            .replacingOccurrences(of: "\u{2028}", with: "\\u2028")
            .replacingOccurrences(of: "\u{2029}", with: "\\u2029")
        return Data("window.workbookSearchIndex = \(text);\n".utf8)
    }
}
