// expect-pass
// Maps every key to a Result, then splits successes from failures.
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
    private static func attempt(_ key: AnyCodingKey,
                                in series: KeyedDecodingContainer<AnyCodingKey>) -> Result<Stock.Update, DecodingError> {
        guard let date = dateFormatter.date(from: key.stringValue) else {
            return .failure(DecodingError.dataCorruptedError(
                forKey: key, in: series, debugDescription: "\(key.stringValue) is no timestamp"))
        }
        do {
            var update = try series.decode(Stock.Update.self, forKey: key)
            update.date = date
            return .success(update)
        } catch let error as DecodingError {
            return .failure(error)
        } catch {
            return .failure(.dataCorrupted(.init(codingPath: series.codingPath + [key], debugDescription: "\(error)")))
        }
    }

    init(from decoder: Decoder) throws {
        let series = try decoder.container(keyedBy: AnyCodingKey.self)
        let outcomes = series.allKeys.map { ($0.stringValue, Self.attempt($0, in: series)) }
        var good: [Stock.Update] = []
        var bad: [Failure] = []
        for (key, outcome) in outcomes {
            switch outcome {
            case .success(let update): good.append(update)
            case .failure(let error): bad.append(Failure(key: key, error: error))
            }
        }
        updates = good.sorted(by: { $0.date < $1.date })
        failures = bad.sorted(by: { $0.key < $1.key })
    }
}
