import CCmark
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The only file in the project that touches cmark's C API.
///
/// It parses a document, walks cmark's tree once and copies what the rest of
/// the project needs into Swift values, then frees every C allocation before
/// returning: callers never see a C pointer.
enum CmarkBridge {
    /// A top-level block as cmark reports it, before ``MarkdownDocument``
    /// derives fence details from the source lines.
    struct RawBlock {
        var type: String
        var headingLevel: Int
        var literal: String
        var info: String
        var plainText: String
        var html: String
        var startLine: Int
        var endLine: Int
        var startColumn: Int
        /// Code blocks nested inside lists and quotes, as (info, startLine).
        var nestedCode: [(info: String, line: Int)]
    }

    static func parse(_ text: String) -> [RawBlock] {
        let options = CMARK_OPT_DEFAULT | CMARK_OPT_SOURCEPOS
        let utf8 = Array(text.utf8)
        guard let root = utf8.withUnsafeBufferPointer({ buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: max(buffer.count, 1)) {
                cmark_parse_document($0, buffer.count, options)
            }
        }) else { return [] }
        defer { cmark_node_free(root) }

        var blocks: [RawBlock] = []
        var node = cmark_node_first_child(root)
        while let current = node {
            blocks.append(rawBlock(current))
            node = cmark_node_next(current)
        }
        return blocks
    }

    /// cmark's own HTML for a Markdown fragment, in its default safe mode:
    /// raw HTML and `javascript:` style links are suppressed.
    static func html(fromMarkdown text: String) -> String {
        let utf8 = Array(text.utf8)
        guard let root = utf8.withUnsafeBufferPointer({ buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: max(buffer.count, 1)) {
                cmark_parse_document($0, buffer.count, CMARK_OPT_DEFAULT)
            }
        }) else { return "" }
        defer { cmark_node_free(root) }
        return render(root)
    }

    private static func rawBlock(_ node: OpaquePointer) -> RawBlock {
        let type = string(cmark_node_get_type_string(node))
        let isCode = cmark_node_get_type(node) == CMARK_NODE_CODE_BLOCK
        return RawBlock(
            type: type,
            headingLevel: Int(cmark_node_get_heading_level(node)),
            literal: isCode ? string(cmark_node_get_literal(node)) : "",
            info: isCode ? string(cmark_node_get_fence_info(node)) : "",
            plainText: isCode ? "" : plainText(node),
            html: render(node),
            startLine: Int(cmark_node_get_start_line(node)),
            endLine: Int(cmark_node_get_end_line(node)),
            startColumn: Int(cmark_node_get_start_column(node)),
            nestedCode: isCode ? [] : nestedCodeBlocks(node)
        )
    }

    /// Renders one node (and its subtree) to HTML; frees cmark's buffer.
    private static func render(_ node: OpaquePointer) -> String {
        guard let html = cmark_render_html(node, CMARK_OPT_DEFAULT) else { return "" }
        defer { free(html) }
        return String(cString: html)
    }

    /// The text a reader sees in a block: text, code spans and line breaks.
    private static func plainText(_ node: OpaquePointer) -> String {
        var text = ""
        walk(node) { child in
            switch cmark_node_get_type(child) {
            case CMARK_NODE_TEXT, CMARK_NODE_CODE: text += string(cmark_node_get_literal(child))
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK: text += " "
            default: break
            }
        }
        return text
    }

    private static func nestedCodeBlocks(_ node: OpaquePointer) -> [(info: String, line: Int)] {
        var found: [(info: String, line: Int)] = []
        walk(node) { child in
            if cmark_node_get_type(child) == CMARK_NODE_CODE_BLOCK {
                found.append((string(cmark_node_get_fence_info(child)), Int(cmark_node_get_start_line(child))))
            }
        }
        return found
    }

    /// Visits every node below `node` (not `node` itself) on entry.
    private static func walk(_ node: OpaquePointer, _ visit: (OpaquePointer) -> Void) {
        guard let iterator = cmark_iter_new(node) else { return }
        defer { cmark_iter_free(iterator) }
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            guard event == CMARK_EVENT_ENTER, let current = cmark_iter_get_node(iterator), current != node else { continue }
            visit(current)
        }
    }

    private static func string(_ pointer: UnsafePointer<CChar>?) -> String {
        pointer.map { String(cString: $0) } ?? ""
    }
}
