import Foundation

/// A price series read one entry at a time; broken entries are kept aside.
struct SalvagedSeries {
    let updates: [Stock.Update]
    let failures: [Failure]

    struct Failure {
        let key: String
        let error: DecodingError
    }
}

private typealias TickBox = KeyedDecodingContainer<AnyCodingKey>

private func rescue(_ stampKey: AnyCodingKey, from ticks: TickBox) -> Result<Stock.Update, DecodingError> {
    guard let when = dateFormatter.date(from: stampKey.stringValue) else {
        return .failure(.dataCorruptedError(forKey: stampKey, in: ticks,
                                            debugDescription: "cannot read timestamp \(stampKey.stringValue)"))
    }
    return Result {
        var tick = try ticks.decode(Stock.Update.self, forKey: stampKey)
        tick.date = when
        return tick
    }.mapError { $0 as! DecodingError }
}

extension SalvagedSeries: Decodable {
    init(from decoder: Decoder) throws {
        let ticks = try decoder.container(keyedBy: AnyCodingKey.self)
        var kept: [Stock.Update] = []
        var dropped: [Failure] = []

        for stampKey in ticks.allKeys {
            switch rescue(stampKey, from: ticks) {
            case .success(let tick):
                kept.append(tick)
            case .failure(let problem):
                dropped.append(Failure(key: stampKey.stringValue, error: problem))
            }
        }

        updates = kept.sorted { $0.date < $1.date }
        failures = dropped.sorted { $0.key < $1.key }
    }
}
