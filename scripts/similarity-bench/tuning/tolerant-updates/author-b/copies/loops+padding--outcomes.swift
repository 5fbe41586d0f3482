import Foundation

struct SalvagedSeries {
    let updates: [Stock.Update]
    let failures: [Failure]

    struct Failure {
        let key: String
        let error: DecodingError
    }
}

private enum EntryOutcome {
    case kept(Stock.Update)
    case setAside(SalvagedSeries.Failure)
}

/// A one-line report of the last series decoded, for troubleshooting feeds.
private(set) var lastSalvageReport = ""

extension SalvagedSeries: Decodable {
    private static func outcome(
        of key: AnyCodingKey,
        in entries: KeyedDecodingContainer<AnyCodingKey>
    ) -> EntryOutcome {
        let text = key.stringValue
        guard let stamp = dateFormatter.date(from: text) else {
            let error = DecodingError.dataCorruptedError(
                forKey: key, in: entries,
                debugDescription: "Key \(text) does not match yyyy-MM-dd HH:mm:ss")
            return .setAside(Failure(key: text, error: error))
        }
        do {
            var entry = try entries.decode(Stock.Update.self, forKey: key)
            entry.date = stamp
            return .kept(entry)
        } catch {
            // Stock.Update only throws decoding errors.
            return .setAside(Failure(key: text, error: error as! DecodingError))
        }
    }

    init(from decoder: Decoder) throws {
        let entries = try decoder.container(keyedBy: AnyCodingKey.self)
        var kept: [Stock.Update] = []
        var setAside: [Failure] = []
        var visited = 0
        for key in entries.allKeys {
            visited += 1
            switch Self.outcome(of: key, in: entries) {
            case .kept(let update):
                kept.append(update)
            case .setAside(let failure):
                setAside.append(failure)
            }
        }
        assert(visited == kept.count + setAside.count, "every key ends up somewhere")
        kept.sort { $0.date < $1.date }
        setAside.sort { $0.key < $1.key }
        updates = kept
        failures = setAside
        lastSalvageReport = "\(visited) entries: \(kept.count) kept, \(setAside.count) set aside"
            + (setAside.isEmpty ? "" : " (first: \(setAside[0].key))")
    }
}
