// Compiled into the learner's module with each answer (names fully
// qualified, so a type the answer declares cannot stand in for them).
import Foundation

/// Decodes `data` as the answer's `SalvagedSeries` and hands the harness what
/// it kept and what it set aside, as values of fixed types. Compiled with
/// each answer, so a series is only ever handled by code that knows how the
/// answer stores it: the order of its stored properties (and of
/// `Failure`'s) is the answer's choice.
func workbookAnswerSalvage(_ data: Foundation.Data) throws -> (updates: [Stock.Update], failures: [(key: Swift.String, error: Swift.DecodingError)]) {
    let salvaged = try Foundation.JSONDecoder().decode(SalvagedSeries.self, from: data)
    return (salvaged.updates, salvaged.failures.map { (key: $0.key, error: $0.error) })
}
