import Foundation
@testable import Grading
import Testing

@Suite("Why a case ended")
struct CaseEndingTests {
    @Test func eachEndingHasTheStatusItsReadersExpect() {
        let byStatus = Dictionary(grouping: CaseEnding.allCases, by: \.status)
        #expect(byStatus[.passed] == [.passed])
        #expect(Set(byStatus[.crashed] ?? []) == [.crashed, .exited, .processLimit])
        #expect(byStatus[.timedOut] == [.timedOut])
        #expect(byStatus[.outputLimit] == [.outputLimit])
        #expect(byStatus[.notRun] == [.notRun])
        #expect(Set(byStatus[.failed] ?? []) == [.wrongResult, .threw, .didNotThrow, .wrongError, .wrongOutput, .voided])
    }

    /// The sentence a student reads of a hidden case follows from how it
    /// ended, whatever the message says.
    @Test func aCrashedCasesSentenceFollowsItsEnding() {
        let sentences = [CaseEnding.crashed, .exited, .processLimit].map { CaseResult.hiddenSentence(status: .crashed, ending: $0) }
        #expect(Set(sentences).count == 3)
        #expect(sentences[0].contains("crashed") && sentences[1].contains("exit()") && sentences[2].contains("processes"))
    }

    /// A result stored before the ending was kept still reads, and its
    /// crash is told in words true of every early end.
    @Test func aResultWithoutAnEndingStillReads() throws {
        let stored = #"{"name":"a","hidden":true,"status":"crashed","message":"m","output":"","origin":"Solutions"}"#
        let read = try JSONDecoder().decode(CaseResult.self, from: Data(stored.utf8))
        #expect(read.ending == nil && read.status == .crashed)
        #expect(CaseResult.hiddenSentence(status: .crashed, ending: nil) == "Your answer crashed or ended the program early in this hidden case.")
    }

    @Test func aResultMadeFromItsEndingHasItsStatus() throws {
        for ending in CaseEnding.allCases {
            let result = CaseResult(name: "a", hidden: true, ending: ending, message: "", explain: nil, expected: nil, actual: nil, output: "", origin: "o")
            #expect(result.status == ending.status && result.ending == ending)
            let again = try JSONDecoder().decode(CaseResult.self, from: JSONEncoder().encode(result))
            #expect(again.ending == ending)
        }
    }
}
