import Foundation
import Grading
import Testing
@testable import Classroom

@Suite struct ClassroomErrorTests {
    /// The machine's failure states its severity once, and quotes a
    /// problem of a file with its place.
    @Test("a host failure quotes the check's error without a second severity")
    func hostFailure() {
        let busy = GradingError.setup("the sandbox could not start")
        #expect(ClassroomError.hostFailure(ClassroomError.hostFailureMessage(busy)).description
            == "error: grading stopped by a problem of this machine, not of a submission: the sandbox could not start\nAnswers graded so far are kept; fix the problem and run the same command again to resume.")
        let cases = GradingError.invalidCases(path: "Solutions/x/cases.json", reason: "no cases")
        #expect(ClassroomError.hostFailureMessage(cases) == "Solutions/x/cases.json: error: invalid cases: no cases")
        // A message that happens to start like a severity is quoted as it is.
        #expect(ClassroomError.hostFailure("error: as written").description.hasPrefix("error: grading stopped by a problem of this machine, not of a submission: error: as written\n"))
    }

    @Test("a check's error is its severity, then its message")
    func gradingErrorMessage() {
        let errors: [GradingError] = [.unknownExercise("x", known: ["a"], suggestion: "a"), .missingAnswer(path: "p"), .setup("s"),
                                      .machineBusy("m"), .outOfProcesses("o")]
        for error in errors {
            #expect(error.description == "error: " + error.message)
        }
        #expect(GradingError.unreadableAnswer(path: "a.swift", reason: "empty").description == "a.swift: error: empty")
    }
}
