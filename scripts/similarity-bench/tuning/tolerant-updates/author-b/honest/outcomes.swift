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

    var update: Stock.Update? {
        if case .kept(let value) = self { return value }
        return nil
    }

    var failure: SalvagedSeries.Failure? {
        if case .setAside(let value) = self { return value }
        return nil
    }
}

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
        let outcomes = entries.allKeys.map { Self.outcome(of: $0, in: entries) }
        updates = outcomes.compactMap(\.update).sorted { $0.date < $1.date }
        failures = outcomes.compactMap(\.failure).sorted { $0.key < $1.key }
    }
}
