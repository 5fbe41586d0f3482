import Foundation
import Similarity
import XCTest

/// The line view compares answers as bags of lines: a copy whose lines were
/// moved into a helper of several statements and wrapped in `guard`s keeps
/// them, where the k-grams spanning the new seams no longer match.
final class LineViewTests: XCTestCase {
    static let source = #"""
        struct Report { var total = 0; var heavy = 0; var tags: Set<String> = []; var late: [String] = [] }

        func summary(of orders: [Order], cutoff: Int) -> Report {
            var report = Report()
            for order in orders where !order.cancelled {
                report.total += order.price * order.quantity
                if order.weight > 20 { report.heavy += 1 }
                report.tags.insert(order.code.uppercased())
                if order.day > cutoff {
                    report.late.append(order.code)
                }
            }
            report.late.sort(by: >)
            return report
        }
        """#

    /// The loop's body moved into a helper, its `if`s turned into `guard`s,
    /// independent lines re-ordered.
    static let copy = #"""
        struct Report { var total = 0; var heavy = 0; var tags: Set<String> = []; var late: [String] = [] }

        func tally(_ order: Order, into report: inout Report, cutoff: Int) {
            report.tags.insert(order.code.uppercased())
            report.total += order.price * order.quantity
            guard order.day > cutoff else {
                if order.weight > 20 { report.heavy += 1 }
                return
            }
            report.late.append(order.code)
            if order.weight > 20 { report.heavy += 1 }
        }

        func summary(of orders: [Order], cutoff: Int) -> Report {
            var report = Report()
            for order in orders {
                guard !order.cancelled else { continue }
                tally(order, into: &report, cutoff: cutoff)
            }
            report.late.sort(by: >)
            return report
        }
        """#

    /// Another plan for the same task.
    static let independent = #"""
        struct Report { var total = 0; var heavy = 0; var tags: Set<String> = []; var late: [String] = [] }

        func summary(of orders: [Order], cutoff: Int) -> Report {
            let live = orders.filter { !$0.cancelled }
            return Report(
                total: live.reduce(0) { $0 + $1.price * $1.quantity },
                heavy: live.filter { $0.weight > 20 }.count,
                tags: Set(live.map { $0.code.uppercased() }),
                late: live.filter { $0.day > cutoff }.map(\.code).sorted(by: >)
            )
        }
        """#

    func score(_ a: String, _ b: String, _ parameters: SimilarityParameters, template: Template = .empty) -> Double {
        Similarity.score(AnswerDocument(name: "a", source: a, template: template, parameters: parameters),
                         AnswerDocument(name: "b", source: b, template: template, parameters: parameters), parameters: parameters)
    }

    func testLinesMovedIntoHelpersStillMatch() {
        let parameters = SimilarityParameters()
        // The data type is the task's (as a chapter gives it): nobody's own code.
        let given = Template(sources: ["struct Report { var total = 0; var heavy = 0; var tags: Set<String> = []; var late: [String] = [] }"], parameters: parameters)
        XCTAssertGreaterThanOrEqual(score(Self.source, Self.copy, parameters, template: given), 0.5)
        XCTAssertLessThan(score(Self.source, Self.independent, parameters, template: given), 0.5)
        XCTAssertLessThan(score(Self.copy, Self.independent, parameters, template: given), 0.5)
        // Without the line view (no line long enough to count), the k-gram
        // views alone miss the copy.
        var kGramsOnly = parameters
        kGramsOnly.lineTokens = 10_000
        XCTAssertLessThan(score(Self.source, Self.copy, kGramsOnly, template: given), 0.5)
    }

    /// Layout never counts: a copy whose argument lists and chains are
    /// split over lines, whose one-line statements are joined with `;`
    /// and whose blocks are re-indented scores as the copy laid out as its
    /// source was.
    func testLayoutNeverCounts() {
        let parameters = SimilarityParameters()
        let given = Template(sources: ["struct Report { var total = 0; var heavy = 0; var tags: Set<String> = []; var late: [String] = [] }"], parameters: parameters)
        let relaid = Self.copy
            .replacingOccurrences(of: "func tally(_ order: Order, into report: inout Report, cutoff: Int) {",
                                  with: "func tally(\n    _ order: Order,\n    into report: inout Report,\n    cutoff: Int\n) {")
            .replacingOccurrences(of: "report.tags.insert(order.code.uppercased())\n    report.total += order.price * order.quantity",
                                  with: "report.tags.insert(order.code\n        .uppercased()); report.total += order.price\n        * order.quantity")
            .replacingOccurrences(of: "    ", with: "  ")
        XCTAssertNotEqual(relaid, Self.copy)
        XCTAssertEqual(score(Self.source, relaid, parameters, template: given), score(Self.source, Self.copy, parameters, template: given))
        let source = AnswerDocument(name: "a", source: Self.copy, template: given, parameters: parameters)
        let other = AnswerDocument(name: "b", source: relaid, template: given, parameters: parameters)
        XCTAssertEqual(Similarity.score(source, other, parameters: parameters), 1)
    }

    func testShortLinesAndTemplateLinesDoNotCount() {
        // k-grams longer than any answer: only the line view speaks.
        var linesOnly = SimilarityParameters(k: 1_000)
        // Every line here is `x = num + num` or `z = num * num`: five tokens.
        let a = "x = 1 + 2\nz = 3 * 4\n"
        let b = "x = 5 + 6\nz = 7 * 8\n"
        XCTAssertEqual(score(a, b, linesOnly), 0, "lines shorter than lineTokens are everywhere and do not count")
        linesOnly.lineTokens = 5
        XCTAssertEqual(score(a, b, linesOnly), 1)
        // A line of the chapter's code is nobody's own.
        let template = Template(sources: [b], parameters: linesOnly)
        XCTAssertEqual(score(a, b, linesOnly, template: template), 0)
    }
}
