import Testing
import TestSupport

/// The class-grading suites' sandbox slots never overlap, nor reach into
/// the ranges other test targets use (see `SlotBlocks`).
@Suite struct SlotBlocksTests {
    @Test func noTwoSuitesShareASlot() {
        var owner: [Int: String] = [:]
        for block in SlotBlocks.all {
            for slot in block.first..<(block.first + block.count) {
                #expect(owner[slot] == nil, "slot \(slot): \(block.name) and \(owner[slot] ?? "")")
                owner[slot] = block.name
            }
        }
        // SandboxTests 3 and 40–70, VerificationTests 100–201, GradingTests 300–939, a workbook binary's 0.
        let others = [0, 3] + Array(40...70) + Array(100...201) + Array(300...939)
        #expect(Set(owner.keys).isDisjoint(with: others), "\(owner.keys.sorted())")
    }
}
