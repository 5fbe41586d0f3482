import Foundation

/// A time series decoded entry by entry, under the policy "keep the good,
/// report the bad".
///
/// Invariants (established by `init(from:)`):
///  - `updates` is sorted by `date`, ascending;
///  - `failures` is sorted by `key`, ascending;
///  - every key of the series occurs in exactly one of the two lists.
struct SalvagedSeries {
    let updates: [Stock.Update]
    let failures: [Failure]

    struct Failure {
        let key: String
        let error: DecodingError
    }
}

extension SalvagedSeries {
    /// The result of decoding exactly one entry of the series.
    private enum EntryOutcome {
        case decoded(Stock.Update)
        case failed(Failure)

        var update: Stock.Update? {
            switch self {
            case .decoded(let update): return update
            case .failed: return nil
            }
        }

        var failure: Failure? {
            switch self {
            case .decoded: return nil
            case .failed(let failure): return failure
            }
        }
    }

    /// Decodes the entry stored under `key`.
    ///
    /// Precondition: `key` is an element of `series.allKeys`.
    /// Postcondition: every `DecodingError` is captured as `.failed`; only
    /// errors of another type propagate.
    private static func outcome(
        for key: AnyCodingKey,
        in series: KeyedDecodingContainer<AnyCodingKey>
    ) throws -> EntryOutcome {
        // The key is validated before the entry is examined (rule 4).
        guard let date = dateFormatter.date(from: key.stringValue) else {
            let error = DecodingError.dataCorruptedError(
                forKey: key, in: series,
                debugDescription: "\"\(key.stringValue)\" is not a yyyy-MM-dd HH:mm:ss date")
            return .failed(Failure(key: key.stringValue, error: error))
        }
        do {
            var update = try series.decode(Stock.Update.self, forKey: key)
            update.date = date
            return .decoded(update)
        } catch let error as DecodingError {
            // Recorded unchanged: its coding path already begins with `key` (rule 3).
            return .failed(Failure(key: key.stringValue, error: error))
        }
    }
}

extension SalvagedSeries: Decodable {
    init(from decoder: Decoder) throws {
        // A series that is not a JSON object makes this throw `typeMismatch` (rule 6).
        let series = try decoder.container(keyedBy: AnyCodingKey.self)
        let outcomes = try series.allKeys.map { try SalvagedSeries.outcome(for: $0, in: series) }

        updates = outcomes.compactMap(\.update).sorted { $0.date < $1.date }
        failures = outcomes.compactMap(\.failure).sorted { $0.key < $1.key }
    }
}
