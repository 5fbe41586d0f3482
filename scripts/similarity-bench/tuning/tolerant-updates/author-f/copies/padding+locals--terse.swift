import Foundation

struct SalvagedSeries {
    let updates: [Stock.Update]
    let failures: [Failure]

    struct Failure {
        let key: String
        let error: DecodingError
    }
}

private extension Result where Failure == DecodingError {
    init(catching body: () throws -> Success) {
        do {
            let value = try body()
            self = .success(value)
        } catch let error as DecodingError {
            self = .failure(error)
        } catch {
            fatalError("unexpected \(error)")
        }
    }
}

private extension Sequence {
    func sorted<T: Comparable>(on key: (Element) -> T) -> [Element] {
        sorted { key($0) < key($1) }
    }
}

extension SalvagedSeries: Decodable {
    init(from decoder: Decoder) throws {
        let series = try decoder.container(keyedBy: AnyCodingKey.self)
        let keys = series.allKeys
        let seriesPath = decoder.codingPath.map(\.stringValue).joined(separator: "/")

        let outcomes = keys.map { key -> (String, Result<Stock.Update, DecodingError>) in
            let text = key.stringValue
            let outcome = Result<Stock.Update, DecodingError> {
                guard let date = dateFormatter.date(from: text) else {
                    throw DecodingError.dataCorruptedError(
                        forKey: key, in: series, debugDescription: "\(text) is not a date")
                }
                var update = try series.decode(Stock.Update.self, forKey: key)
                update.date = date
                return update
            }
            return (text, outcome)
        }
        assert(outcomes.count == keys.count, "one outcome per key under \(seriesPath)")

        let good = outcomes.compactMap { try? $0.1.get() }
        let bad: [Failure] = outcomes.compactMap { key, outcome in
            guard case .failure(let error) = outcome else { return nil }
            return Failure(key: key, error: error)
        }
        precondition(good.count + bad.count == keys.count,
                     "\(good.count) kept and \(bad.count) set aside out of \(keys.count) at \(seriesPath)")

        updates = good.sorted(on: \.date)
        failures = bad.sorted(on: \.key)
    }
}
