// expect-pass
// Declares SalvagedSeries.Failure as an enum with the same accessors, where the
// starter has a struct: the grader reads `key` and `error` through the
// exercise's bridge, compiled with the answer, so the form is the answer's
// choice, like the order of its stored properties.
import Foundation
/// One time series decoded entry by entry: a bad entry is set aside, not fatal.
struct SalvagedSeries {
    /// The entries that decoded, each dated from its key.
    let updates: [Stock.Update]
    /// The entries that did not.
    let failures: [Failure]
    enum Failure {
        case one(key: String, error: DecodingError)
        var key: String { if case let .one(key, _) = self { return key }; return "" }
        var error: DecodingError { if case let .one(_, error) = self { return error }; fatalError() }
        init(key: String, error: DecodingError) { self = .one(key: key, error: error) }
    }
}
extension SalvagedSeries: Decodable {
    init(from decoder: Decoder) throws {
        let series = try decoder.container(keyedBy: AnyCodingKey.self)
        var kept: [Stock.Update] = []
        var setAside: [Failure] = []
        for key in series.allKeys {
            do {
                let date = try dateFormatter.date(from: key.stringValue).unwrapOrThrow(
                    DecodingError.dataCorruptedError(
                        forKey: key, in: series,
                        debugDescription: "\"\(key.stringValue)\" is not a yyyy-MM-dd HH:mm:ss date"))
                var update = try series.decode(Stock.Update.self, forKey: key)
                update.date = date
                kept.append(update)
            } catch let error as DecodingError {
                setAside.append(Failure(key: key.stringValue, error: error))
            }
        }
        updates = kept.sorted { $0.date < $1.date }
        failures = setAside.sorted { $0.key < $1.key }
    }
}
