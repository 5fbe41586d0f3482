import Foundation

struct SalvagedSeries {
    let updates: [Stock.Update]
    let failures: [Failure]

    struct Failure {
        let key: String
        let error: DecodingError
    }
}

private typealias Ledger = KeyedDecodingContainer<AnyCodingKey>

private let stampPattern = "yyyy-MM-dd HH:mm:ss"

private func attempt(_ slot: AnyCodingKey, of ledger: Ledger) -> Result<Stock.Update, DecodingError> {
    let label = slot.stringValue
    guard let moment = dateFormatter.date(from: label) else {
        let why = "key \(label) does not match \(stampPattern)"
        return .failure(.dataCorruptedError(forKey: slot, in: ledger, debugDescription: why))
    }
    assert(dateFormatter.string(from: moment).count == stampPattern.count, "round trip of \(label)")
    return Result {
        var row = try ledger.decode(Stock.Update.self, forKey: slot)
        row.date = moment
        return row
    }.mapError { $0 as! DecodingError }
}

extension SalvagedSeries: Decodable {
    init(from decoder: Decoder) throws {
        let ledger = try decoder.container(keyedBy: AnyCodingKey.self)
        let tried = ledger.allKeys.map { ($0.stringValue, attempt($0, of: ledger)) }
        precondition(tried.count == ledger.allKeys.count)

        updates = tried
            .compactMap { try? $0.1.get() }
            .sorted { $0.date < $1.date }
        failures = tried
            .compactMap { label, outcome -> Failure? in
                if case .failure(let why) = outcome { return Failure(key: label, error: why) }
                return nil
            }
            .sorted { $0.key < $1.key }
        let summary = "\(updates.count) rows kept, \(failures.count) rejected"
        debugPrint(summary, to: &salvageTrace)
    }
}

private var salvageTrace = ""
