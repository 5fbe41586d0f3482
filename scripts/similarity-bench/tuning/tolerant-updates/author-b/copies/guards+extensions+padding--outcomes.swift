import Foundation

struct SalvagedSeries {
    let updates: [Stock.Update]
    let failures: [Failure]
}

extension SalvagedSeries {
    struct Failure {
        let key: String
        let error: DecodingError
    }
}

private enum EntryOutcome {
    case kept(Stock.Update)
    case setAside(SalvagedSeries.Failure)
}

extension EntryOutcome {
    var update: Stock.Update? {
        guard case .kept(let value) = self else { return nil }
        return value
    }

    var failure: SalvagedSeries.Failure? {
        guard case .setAside(let value) = self else { return nil }
        return value
    }
}

extension SalvagedSeries {
    private static func outcome(
        of key: AnyCodingKey,
        in entries: KeyedDecodingContainer<AnyCodingKey>
    ) -> EntryOutcome {
        let text = key.stringValue
        if let stamp = dateFormatter.date(from: text) {
            do {
                var entry = try entries.decode(Stock.Update.self, forKey: key)
                entry.date = stamp
                assert(entry.date == stamp)
                return .kept(entry)
            } catch {
                // Stock.Update only throws decoding errors.
                return .setAside(Failure(key: text, error: error as! DecodingError))
            }
        } else {
            let error = DecodingError.dataCorruptedError(
                forKey: key, in: entries,
                debugDescription: "Key \(text) does not match yyyy-MM-dd HH:mm:ss")
            return .setAside(Failure(key: text, error: error))
        }
    }
}

extension SalvagedSeries: Decodable {
    init(from decoder: Decoder) throws {
        let entries = try decoder.container(keyedBy: AnyCodingKey.self)
        let keyCount = entries.allKeys.count
        let outcomes = entries.allKeys.map { Self.outcome(of: $0, in: entries) }
        precondition(outcomes.count == keyCount, "one outcome per key")
        updates = outcomes.compactMap(\.update).sorted { $0.date < $1.date }
        failures = outcomes.compactMap(\.failure).sorted { $0.key < $1.key }
        let debugLine = "salvaged \(updates.count)/\(keyCount) at \(decoder.codingPath.map(\.stringValue))"
        if ProcessInfo.processInfo.environment["SALVAGE_DEBUG"] != nil {
            print(debugLine)
        }
    }
}
