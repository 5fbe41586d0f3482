extension HTML {
    /// One sentence of a chapter's Markdown whose only markup is code spans
    /// (an exercise's rule): each backticked span becomes `<code>`, and
    /// everything else is text, escaped, so a placeholder such as
    /// `Time Series (<minutes>min)` is shown as written instead of being
    /// taken for raw HTML and dropped. A backslash before ASCII punctuation
    /// outside code is Markdown's escape and is removed; a backtick run with
    /// no closing run of the same length is text, as in CommonMark.
    public init(inlineMarkdown text: String) {
        let characters = Array(text)
        var result = HTML()
        var plain = ""
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "\\", index + 1 < characters.count, characters[index + 1].isASCII, characters[index + 1].isPunctuation || characters[index + 1].isSymbol {
                plain.append(characters[index + 1])
                index += 2
                continue
            }
            guard character == "`" else {
                plain.append(character)
                index += 1
                continue
            }
            let (length, close) = CodeSpan.closing(in: characters, openingAt: index)
            guard let close else {
                plain += String(characters[index..<(index + length)])
                index += length
                continue
            }
            var code = String(characters[(index + length)..<close].map { $0 == "\n" ? " " : $0 })
            if code.count >= 2, code.hasPrefix(" "), code.hasSuffix(" "), code.contains(where: { $0 != " " }) {
                code = String(code.dropFirst().dropLast())
            }
            result += HTML(text: plain)
            plain = ""
            result += "<code>\(code)</code>"
            index = close + length
        }
        result += HTML(text: plain)
        self = result
    }
}
