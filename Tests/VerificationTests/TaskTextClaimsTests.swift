import Foundation
import Grading
import Testing
@testable import Verification

/// Claims of the task text verify checks without running anything: the
/// errors a case expects are the ones its rule names, and what an answer
/// that throws on every input would meet.
@Suite("Task text claims")
struct TaskTextClaimsTests {
    @Test("an error kind is allowed only where its rule names it")
    func errorKinds() {
        let anyError = "A value that is not an array (an object, a number, a string) throws a `DecodingError`."
        #expect(TaskTextClaims.errorKindProblem(kind: "anyDecodingError", ruleText: anyError) == nil)
        let problem = TaskTextClaims.errorKindProblem(kind: "valueNotFound", ruleText: anyError)
        #expect(problem?.contains("a `DecodingError` of any kind (expect \"anyDecodingError\")") == true, "\(problem ?? "")")
        #expect(TaskTextClaims.errorKindProblem(kind: "keyNotFound", ruleText: "fails with the container's `keyNotFound`, never with a stock that has no updates.") == nil)
        #expect(TaskTextClaims.errorKindProblem(kind: "dataCorrupted", ruleText: "A key without a dash comes back exactly as it is.") != nil)
        #expect(TaskTextClaims.errorKindProblem(kind: "any", ruleText: "Anything else throws.") == nil)
    }

    @Test("what an answer that throws on every input meets: the rules whose cases all expect an error, or errors reported as data")
    func metByThrowing() throws {
        func item(_ rule: Int, _ expect: GradingCase.Expectation) -> GradingCase {
            GradingCase(name: "\(rule)-\(UUID())", explain: nil, input: .null, expect: expect, rule: rule)
        }
        let thrown = try JSONValue.parse(Data(#"[{"thrown": "dataCorrupted", "path": [0, "started"]}]"#.utf8))
        let cases = [item(1, .value(.number(3))), item(2, .error("dataCorrupted")), item(2, .error("typeMismatch")),
                     item(3, .value(thrown)), item(4, .error("keyNotFound")), item(4, .value(.array([])))]
        #expect(TaskTextClaims.metByThrowing(cases) == [2, 3])
    }

    @Test("the commands of a done-when sentence are read from its code spans")
    func codeSpans() {
        #expect(TaskTextClaims.codeSpans("You are done when `./workbook run 1 --step 3.3` (with your `Exercises/x.swift`) passes") == ["./workbook run 1 --step 3.3", "Exercises/x.swift"])
        #expect(TaskTextClaims.codeSpans("no code here").isEmpty)
    }
}
