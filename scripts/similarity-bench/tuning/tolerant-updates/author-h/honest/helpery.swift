import Foundation

/// One time series decoded entry by entry: a bad entry is set aside, not fatal.
struct SalvagedSeries {
    /// The entries that decoded, each dated from its key.
    let updates: [Stock.Update]
    /// The entries that did not.
    let failures: [Failure]

    struct Failure {
        /// The entry's key in the series.
        let key: String
        /// Why it was set aside.
        let error: DecodingError
    }
}

private typealias SeriesContainer = KeyedDecodingContainer<AnyCodingKey>

private extension SeriesContainer {
    /// The date a key stands for, or a dataCorrupted error pointing at the key.
    func timestamp(of key: AnyCodingKey) throws -> Date {
        guard let date = dateFormatter.date(from: key.stringValue) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self,
                debugDescription: "\"\(key.stringValue)\" is not a timestamp")
        }
        return date
    }

    /// The entry under `key`, dated from the key itself.
    func datedUpdate(at key: AnyCodingKey) throws -> Stock.Update {
        let date = try timestamp(of: key)
        var update = try decode(Stock.Update.self, forKey: key)
        update.date = date
        return update
    }

    /// Either the entry's update or the reason it could not be read.
    func outcome(at key: AnyCodingKey) -> Result<Stock.Update, SalvagedSeries.Failure> {
        do {
            return .success(try datedUpdate(at: key))
        } catch let error as DecodingError {
            return .failure(.init(key: key.stringValue, error: error))
        } catch {
            return .failure(.init(key: key.stringValue, error: .dataCorrupted(
                .init(codingPath: codingPath + [key], debugDescription: "\(error)"))))
        }
    }
}

extension SalvagedSeries.Failure: Error {}

private extension Result {
    var value: Success? { try? get() }
    var problem: Failure? {
        if case let .failure(problem) = self { return problem }
        return nil
    }
}

extension SalvagedSeries: Decodable {
    init(from decoder: Decoder) throws {
        let series = try decoder.container(keyedBy: AnyCodingKey.self)
        let outcomes = series.allKeys.map(series.outcome(at:))
        updates = outcomes.compactMap(\.value).sorted { $0.date < $1.date }
        failures = outcomes.compactMap(\.problem).sorted { $0.key < $1.key }
    }
}
