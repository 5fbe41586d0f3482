import Foundation

/// How far a `swift build` whose log is being written has come: the packages
/// being fetched, or step n of N, with the time left at the pace of the steps
/// done so far (measured on this machine, not guessed), as the `./workbook`
/// script says it for the workbook's own build.
struct BuildProgress {
    let log: URL

    /// "step 312 of 716, about 2 min 10 s left", or "getting the packages it needs".
    func describe(elapsed seconds: Int) -> String {
        let tail = Self.tail(of: log)
        guard let (done, total) = Self.lastStep(in: tail) else {
            return tail.contains("Fetching ") || tail.contains("Computing version") || tail.contains("Creating working copy")
                ? "getting the packages it needs" : "planning"
        }
        var text = "step \(done) of \(total)"
        if total > 0, done > 0, done >= total / 20, seconds >= 10 {
            text += ", about \(Self.duration(seconds * (total - done) / done)) left"
        }
        return text
    }

    /// "2 min 10 s" or "40 s".
    static func duration(_ seconds: Int) -> String {
        seconds >= 60 ? "\(seconds / 60) min \(seconds % 60) s" : "\(seconds) s"
    }

    /// The last `[n/N]` a build log's lines start with.
    static func lastStep(in text: String) -> (done: Int, total: Int)? {
        for line in text.split(separator: "\n").reversed() where line.hasPrefix("[") {
            let inside = line.dropFirst().prefix { $0 != "]" }
            let parts = inside.split(separator: "/")
            if parts.count == 2, let done = Int(parts[0]), let total = Int(parts[1]) { return (done, total) }
        }
        return nil
    }

    /// The last 8 KiB of the log (the whole log grows to megabytes).
    static func tail(of url: URL) -> String {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return "" }
        defer { try? handle.close() }
        let size = (try? handle.seekToEnd()) ?? 0
        try? handle.seek(toOffset: size > 8192 ? size - 8192 : 0)
        return String(decoding: (try? handle.readToEnd()) ?? Data(), as: UTF8.self)
    }
}
