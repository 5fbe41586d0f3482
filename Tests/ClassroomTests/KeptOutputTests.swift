@testable import Classroom
import Testing

/// A report keeps at most 16 KiB of an answer's output or value, cut
/// between characters, and says how much more there was.
@Suite("What a class report keeps of a long output")
struct KeptOutputTests {
    @Test("a short text is kept whole; a long one is cut to 16 KiB with its note, never inside a character")
    func kept() throws {
        #expect(ClassScoring.kept("short") == "short")
        let exact = String(repeating: "a", count: ClassScoring.keptBytes)
        #expect(ClassScoring.kept(exact) == exact, "16 KiB exactly is kept whole")
        let long = String(repeating: "é", count: 20_000)   // 2 bytes each: 40,000 bytes
        let kept = ClassScoring.kept(long)
        #expect(kept.utf8.count <= ClassScoring.keptBytes, "the note fits in the 16 KiB")
        let parts = kept.components(separatedBy: "\n… (")
        let head = try #require(parts.first)
        #expect(parts.count == 2)
        #expect(head.allSatisfy { $0 == "é" })
        #expect(head.utf8.count > ClassScoring.keptBytes - 64, "only the note's room is given up")
        #expect(kept.hasSuffix("(\(40_000 - head.utf8.count) more bytes not kept in the report)"))
        let odd = "a" + long   // a cut on an even byte count falls inside an é
        let oddHead = try #require(ClassScoring.kept(odd).components(separatedBy: "\n…").first)
        #expect(oddHead.first == "a" && oddHead.dropFirst().allSatisfy { $0 == "é" })
        #expect(ClassScoring.kept(odd).hasSuffix("(\(odd.utf8.count - oddHead.utf8.count) more bytes not kept in the report)"))
    }
}
