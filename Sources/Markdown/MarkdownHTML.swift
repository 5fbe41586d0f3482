/// cmark's HTML rendering, for Markdown fragments outside a chapter's blocks
/// (a hint's text, a README excerpt).
public enum MarkdownHTML {
    /// Renders Markdown with cmark's default safe mode: raw HTML is replaced
    /// by a comment and `javascript:`, `vbscript:`, `file:` and most `data:`
    /// links are dropped.
    public static func render(_ markdown: String) -> String {
        CmarkBridge.html(fromMarkdown: markdown)
    }
}
