import Foundation

/// A series read one timestamp at a time; broken entries are kept aside.
struct SalvagedSeries {
    /// Entries that could be read, dated from their keys.
    let updates: [Stock.Update]
    /// Entries that could not be read.
    let failures: [Failure]

    struct Failure {
        /// Timestamp key of the broken entry.
        let key: String
        /// What went wrong with it.
        let error: DecodingError
    }
}

private typealias Ticks = KeyedDecodingContainer<AnyCodingKey>

/// Parses a timestamp key or builds the error that says it is not one.
private func stamp(for tick: AnyCodingKey, in ticks: Ticks) throws -> Date {
    if let moment = dateFormatter.date(from: tick.stringValue) {
        return moment
    }
    let reason = "\"\(tick.stringValue)\" is not a yyyy-MM-dd HH:mm:ss date"
    throw DecodingError.dataCorruptedError(forKey: tick, in: ticks, debugDescription: reason)
}

/// Reads one entry and stamps it with its date.
private func reading(_ tick: AnyCodingKey, in ticks: Ticks) throws -> Stock.Update {
    let moment = try stamp(for: tick, in: ticks)
    var reading = try ticks.decode(Stock.Update.self, forKey: tick)
    reading.date = moment
    assert(reading.date == moment, "entry must carry its key's date")
    return reading
}

extension SalvagedSeries: Decodable {
    init(from decoder: Decoder) throws {
        let ticks = try decoder.container(keyedBy: AnyCodingKey.self)
        var kept: [Stock.Update] = []
        var rejected: [Failure] = []
        var diagnostics: [String] = []

        for tick in ticks.allKeys {
            do {
                kept.append(try reading(tick, in: ticks))
            } catch let problem as DecodingError {
                diagnostics.append("skipped \(tick.stringValue): \(pathSummary(of: problem))")
                rejected.append(Failure(key: tick.stringValue, error: problem))
            }
        }

        let seen = kept.count + rejected.count
        precondition(seen == ticks.allKeys.count, "every key is either kept or rejected")
        if !diagnostics.isEmpty {
            debugPrint("SalvagedSeries: \(diagnostics.count) of \(seen) entries set aside", to: &salvageLog)
        }

        updates = kept.sorted { $0.date < $1.date }
        failures = rejected.sorted { $0.key < $1.key }
    }
}

/// Where the salvage diagnostics end up.
private var salvageLog = ""
