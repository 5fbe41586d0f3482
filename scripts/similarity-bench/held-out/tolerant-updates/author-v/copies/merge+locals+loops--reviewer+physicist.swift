import Foundation

/// One time series decoded entry by entry: a bad entry is set aside, not fatal.
struct SalvagedSeries {
    /// The entries that decoded, each dated from its key, oldest first.
    let updates: [Stock.Update]
    /// The entries that did not, sorted by key.
    let failures: [Failure]

    /// An entry of the series that could not be turned into an update.
    struct Failure {
        /// The entry's key in the series.
        let key: String
        /// Why it was set aside, exactly as the decoder reported it.
        let error: DecodingError
    }
}

/// What became of one entry of the series.
private enum EntryOutcome {
    /// The entry decoded and was dated from its key.
    case decoded(Stock.Update)
    /// The entry, or its key, was rejected.
    case rejected(SalvagedSeries.Failure)
}

extension SalvagedSeries: Decodable {
    /// Decodes one time-series object (timestamps to entries), keeping the
    /// entries that decode and recording the ones that do not.
    ///
    /// - Throws: `DecodingError.typeMismatch` when the series is not a JSON
    ///   object. Errors of single entries are never thrown; they are
    ///   recorded in `failures`.
    init(from decoder: Decoder) throws {
        // series must be an object, otherwise container() throws typeMismatch
        let c = try decoder.container(keyedBy: AnyCodingKey.self)

        let outcomes: [EntryOutcome] = try c.allKeys.map { k in
            // 1) key must be a date, checked before the entry
            let d = dateFormatter.date(from: k.stringValue)
            if d == nil {
                return .rejected(Failure(key: k.stringValue, error: DecodingError.dataCorruptedError(
                    forKey: k, in: c,
                    debugDescription: "key \(k.stringValue) is not a yyyy-MM-dd HH:mm:ss date")))
            }
            // 2) entry itself, a bad one is kept aside and we go on
            do {
                var x = try c.decode(Stock.Update.self, forKey: k)
                x.date = d!
                return .decoded(x)
            } catch let e as DecodingError {
                return .rejected(Failure(key: k.stringValue, error: e))
            }
        }

        var u: [Stock.Update] = outcomes.compactMap {
            if case .decoded(let x) = $0 { return x } else { return nil }
        }
        var f: [Failure] = outcomes.compactMap {
            if case .rejected(let x) = $0 { return x } else { return nil }
        }

        // insertion sort of updates by date (oldest first)
        if u.count > 1 {
            for i in 1..<u.count {
                let t = u[i]
                var j = i - 1
                while j >= 0 && u[j].date > t.date {
                    u[j + 1] = u[j]
                    j = j - 1
                }
                u[j + 1] = t
            }
        }

        // insertion sort of failures by key
        if f.count > 1 {
            for i in 1..<f.count {
                let t = f[i]
                var j = i - 1
                while j >= 0 && f[j].key > t.key {
                    f[j + 1] = f[j]
                    j = j - 1
                }
                f[j + 1] = t
            }
        }

        updates = u
        failures = f
    }
}
