// Compiled into the learner's module with each answer: it hands the harness
// (compiled once, in the grader's own module) the member the exercise asks
// for, in whatever form the answer declares it (a stored `static let` or a
// computed `static var`).
import Foundation

func workbookAnswerStrategy() -> Foundation.JSONDecoder.DateDecodingStrategy { Foundation.JSONDecoder.DateDecodingStrategy.dayOrISO8601 }
