import Foundation

internal struct SalvagedSeries {
    internal let updates: [Stock.Update]
    internal let failures: [Failure]

    internal struct Failure {
        internal let key: String
        internal let error: DecodingError
    }
}

private enum EntryResult {
    case Kept(Stock.Update)
    case SetAside(SalvagedSeries.Failure)
}

extension SalvagedSeries: Decodable {
    internal init(from decoder: Decoder) throws {
        // the series is an object keyed by timestamps, so we need a key type
        // that accepts any string (this also throws typeMismatch when the
        // series is not an object at all)
        let entries = try decoder.container(keyedBy: AnyCodingKey.self)

        var kept: [Stock.Update] = []
        var setAside: [Failure] = []

        for stampKey in entries.allKeys {
            switch SalvagedSeries.Salvage(stampKey, from: entries) {
            case .Kept(let update):
                kept.append(update)
            case .SetAside(let failure):
                setAside.append(failure)
            }
        }

        // final tidy-up: updates oldest first, failures in key order
        updates = kept.sorted { $0.date < $1.date }
        failures = setAside.sorted { $0.key < $1.key }
    }

    private static func Salvage(_ stampKey: AnyCodingKey, from entries: KeyedDecodingContainer<AnyCodingKey>) -> EntryResult {
        let stamp = stampKey.stringValue

        // check the key first: an unreadable timestamp is a failure
        // no matter what the entry itself holds
        if let when = dateFormatter.date(from: stamp) {
            // now try the entry itself; a broken entry is recorded, not thrown
            do {
                var entry = try entries.decode(Stock.Update.self, forKey: stampKey)
                entry.date = when
                return .Kept(entry)
            } catch let reason as DecodingError {
                return .SetAside(Failure(key: stamp, error: reason))
            } catch {
                return .SetAside(Failure(key: stamp, error: DecodingError.dataCorruptedError(
                    forKey: stampKey, in: entries, debugDescription: "\(error)")))
            }
        } else {
            let reason = DecodingError.dataCorruptedError(
                forKey: stampKey,
                in: entries,
                debugDescription: "\"\(stamp)\" is not a yyyy-MM-dd HH:mm:ss date")
            return .SetAside(Failure(key: stamp, error: reason))
        }
    }
}
