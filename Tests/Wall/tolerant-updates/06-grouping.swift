// style: Dictionary(grouping:); enum with associated values; compactMap
import Foundation

struct SalvagedSeries {
    let updates: [Stock.Update]
    let failures: [Failure]

    struct Failure {
        let key: String
        let error: DecodingError
    }
}

extension SalvagedSeries: Decodable {
    private enum EntryOutcome {
        case kept(Stock.Update)
        case setAside(Failure)

        var isKept: Bool {
            if case .kept = self { return true }
            return false
        }
        var update: Stock.Update? {
            if case .kept(let update) = self { return update }
            return nil
        }
        var failure: Failure? {
            if case .setAside(let failure) = self { return failure }
            return nil
        }
    }

    init(from decoder: Decoder) throws {
        let series = try decoder.container(keyedBy: AnyCodingKey.self)
        let outcomes: [EntryOutcome] = try series.allKeys.map { key in
            guard let date = dateFormatter.date(from: key.stringValue) else {
                return .setAside(Failure(key: key.stringValue, error: DecodingError.dataCorruptedError(
                    forKey: key, in: series, debugDescription: "\(key.stringValue) is no timestamp")))
            }
            do {
                var update = try series.decode(Stock.Update.self, forKey: key)
                update.date = date
                return .kept(update)
            } catch let error as DecodingError {
                return .setAside(Failure(key: key.stringValue, error: error))
            }
        }

        let grouped = Dictionary(grouping: outcomes, by: \.isKept)
        updates = (grouped[true] ?? []).compactMap(\.update).sorted { $0.date < $1.date }
        failures = (grouped[false] ?? []).compactMap(\.failure).sorted { $0.key < $1.key }
    }
}
