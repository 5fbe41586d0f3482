@testable import Classroom
import Testing

/// A report keeps 16 KiB of an answer's output or value, cut between
/// characters, and says how much more there was.
@Suite("What a class report keeps of a long output")
struct KeptOutputTests {
    @Test("a short text is kept whole; a long one is cut at 16 KiB with a note, never inside a character")
    func kept() {
        #expect(ClassGrader.kept("short") == "short")
        let long = String(repeating: "é", count: 20_000)   // 2 bytes each: 40,000 bytes
        let kept = ClassGrader.kept(long)
        let head = kept.components(separatedBy: "\n…").first ?? ""
        #expect(head.utf8.count == ClassGrader.keptBytes)
        #expect(head.allSatisfy { $0 == "é" })
        #expect(kept.hasSuffix("(\(40_000 - ClassGrader.keptBytes) more bytes not kept in the report)"))
        let odd = "a" + long   // the cut falls inside an é
        let oddHead = ClassGrader.kept(odd).components(separatedBy: "\n…").first ?? ""
        #expect(oddHead.utf8.count == ClassGrader.keptBytes - 1)
        #expect(oddHead.dropFirst().allSatisfy { $0 == "é" })
    }
}
