// style: Failure as an enum with associated values and computed properties; for-in loops
import Foundation

struct SalvagedSeries {
    let updates: [Stock.Update]
    let failures: [Failure]

    /// Why one entry was set aside: its key is no date, or its value did not decode.
    enum Failure {
        case unreadableKey(String, DecodingError)
        case brokenEntry(String, DecodingError)

        var key: String {
            switch self {
            case .unreadableKey(let key, _), .brokenEntry(let key, _): return key
            }
        }

        var error: DecodingError {
            switch self {
            case .unreadableKey(_, let error), .brokenEntry(_, let error): return error
            }
        }
    }
}

extension SalvagedSeries: Decodable {
    init(from decoder: Decoder) throws {
        let entries = try decoder.container(keyedBy: AnyCodingKey.self)
        var kept: [Stock.Update] = []
        var setAside: [Failure] = []

        for key in entries.allKeys {
            let name = key.stringValue
            guard let date = dateFormatter.date(from: name) else {
                setAside.append(.unreadableKey(name, DecodingError.dataCorruptedError(
                    forKey: key, in: entries, debugDescription: "\(name) is not a timestamp")))
                continue
            }
            do {
                var update = try entries.decode(Stock.Update.self, forKey: key)
                update.date = date
                kept.append(update)
            } catch let error as DecodingError {
                setAside.append(.brokenEntry(name, error))
            }
        }
        updates = kept.sorted { $0.date < $1.date }
        failures = setAside.sorted { $0.key < $1.key }
    }
}
