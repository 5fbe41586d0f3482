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
        do { self = .success(try body()) }
        catch let error as DecodingError { self = .failure(error) }
        catch { fatalError("unexpected \(error)") }
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

        let outcomes = series.allKeys.map { key in
            (key.stringValue, Result<Stock.Update, DecodingError> {
                guard let date = dateFormatter.date(from: key.stringValue) else {
                    throw DecodingError.dataCorruptedError(
                        forKey: key, in: series, debugDescription: "\(key.stringValue) is not a date")
                }
                var update = try series.decode(Stock.Update.self, forKey: key)
                update.date = date
                return update
            })
        }

        updates = outcomes.compactMap { try? $0.1.get() }.sorted(on: \.date)
        failures = outcomes.compactMap { key, outcome in
            guard case .failure(let error) = outcome else { return nil }
            return Failure(key: key, error: error)
        }.sorted(on: \.key)
    }
}
