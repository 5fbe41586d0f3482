import Foundation

/// A time series decoded entry by entry, under the policy "keep the good,
/// report the bad".
///
/// Invariants (established by `init(from:)`):
///  - `updates` is sorted by `date`, ascending;
///  - `failures` is sorted by `key`, ascending;
///  - every key of the series occurs in exactly one of the two lists.
struct SalvagedSeries {
    let failures: [Failure]
    let updates: [Stock.Update]

    struct Failure {
        let key: String
        let error: DecodingError
    }
}

extension SalvagedSeries: Decodable {
    init(from decoder: Decoder) throws {
        // A series that is not a JSON object makes this throw `typeMismatch` (rule 6).
        let series = try decoder.container(keyedBy: AnyCodingKey.self)
        let outcomes = try series.allKeys.map { key -> EntryOutcome in
            // The key is validated before the entry is examined (rule 4).
            if let date = dateFormatter.date(from: key.stringValue) {
                do {
                    var update = try series.decode(Stock.Update.self, forKey: key)
                    update.date = date
                    return .decoded(update)
                } catch let error as DecodingError {
                    // Recorded unchanged: its coding path already begins with `key` (rule 3).
                    return .failed(Failure(key: key.stringValue, error: error))
                }
            }
            let error = DecodingError.dataCorruptedError(
                forKey: key, in: series,
                debugDescription: "\"\(key.stringValue)\" is not a yyyy-MM-dd HH:mm:ss date")
            return .failed(Failure(key: key.stringValue, error: error))
        }

        failures = outcomes.compactMap(\.failure).sorted { $0.key < $1.key }
        updates = outcomes.compactMap(\.update).sorted { $0.date < $1.date }
    }
}

extension SalvagedSeries {
    /// The result of decoding exactly one entry of the series.
    private enum EntryOutcome {
        case failed(Failure)
        case decoded(Stock.Update)

        var failure: Failure? {
            switch self {
            case .failed(let failure): return failure
            case .decoded: return nil
            }
        }

        var update: Stock.Update? {
            switch self {
            case .failed: return nil
            case .decoded(let update): return update
            }
        }
    }
}
