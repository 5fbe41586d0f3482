import Grading
import Testing

/// Nothing for nothing: a guard rule (a refusal, or leaving something as it
/// is) and the chapter's output are credited only together with a rule that
/// accepts; every other part exactly when its cases pass.
@Suite("Rule credit")
struct RuleCreditTests {
    /// Six rules, 4 to 6 guards, and the chapter's output.
    static func credit(_ passed: Set<Int>, output: Bool) -> [Bool] {
        let parts: [(part: RuleCredit.Part, passed: Bool)] = (1...6).map { (.rule($0), passed.contains($0)) } + [(.chapterOutput, output)]
        return RuleCredit.credited(parts, guards: [4, 5, 6])
    }

    @Test("an answer that meets only guards (a stub that throws) is credited with nothing, whatever it prints")
    func guardsAlone() {
        #expect(Self.credit([4, 5, 6], output: true) == Array(repeating: false, count: 7))
        #expect(Self.credit([], output: true) == Array(repeating: false, count: 7))
    }

    @Test("with one accepting rule met, the guards its cases pass are credited, and the output is not taken off twice")
    func oneAcceptingRule() {
        #expect(Self.credit([1, 4, 5], output: false) == [true, false, false, true, true, false, true])
        // Every part met: all credited.
        #expect(Self.credit(Set(1...6), output: true) == Array(repeating: true, count: 7))
        // Every rule met but the output differs: the output alone is lost.
        #expect(Self.credit(Set(1...6), output: false) == [true, true, true, true, true, true, false])
    }

    @Test("one bug in an accepting rule costs that rule alone while another accepting rule is met")
    func oneBugOneRule() {
        #expect(Self.credit([1, 3, 4, 5, 6], output: false) == [true, false, true, true, true, true, true])
    }

    @Test("cases that name no rule count as accepting when they pass; an exercise without guards is credited as before")
    func noRuleAndNoGuards() {
        let parts: [(part: RuleCredit.Part, passed: Bool)] = [(.noRule, true), (.chapterOutput, true)]
        #expect(RuleCredit.credited(parts, guards: []) == [true, true])
        let plain: [(part: RuleCredit.Part, passed: Bool)] = [(.rule(1), true), (.rule(2), false), (.chapterOutput, false)]
        #expect(RuleCredit.credited(plain, guards: []) == [true, false, true])
    }
}
