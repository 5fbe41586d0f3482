/// Where a Markdown code span ends, as CommonMark reads it: a run of
/// backticks opens one, and the next run of exactly the same length closes
/// it. Shared by every reader of the course's inline Markdown, so that the
/// site and the reports agree on what is code.
public enum CodeSpan {
    /// The length of the backtick run opening at `index` of `characters`,
    /// and where its closing run starts (nil: none, so the run is text).
    public static func closing(in characters: [Character], openingAt index: Int) -> (length: Int, close: Int?) {
        func run(at start: Int) -> Int {
            var end = start
            while end < characters.count, characters[end] == "`" { end += 1 }
            return end - start
        }
        let length = run(at: index)
        var search = index + length
        while search < characters.count {
            if characters[search] == "`" {
                let other = run(at: search)
                if other == length { return (length, search) }
                search += other
            } else {
                search += 1
            }
        }
        return (length, nil)
    }
}
