import Foundation

/// One time series decoded entry by entry: a bad entry is set aside, not fatal.
struct SalvagedSeries {
    /// The entries that did not.
    let failures: [Failure]
    /// The entries that decoded, each dated from its key.
    let updates: [Stock.Update]

    struct Failure {
        /// Why it was set aside.
        let error: DecodingError
        /// The entry's key in the series.
        let key: String
    }
}

extension SalvagedSeries: Decodable {
    init(from decoder: Decoder) throws {
        let series = try decoder.container(keyedBy: AnyCodingKey.self)
        let outcomes = series.allKeys.map(series.outcome(at:))
        failures = outcomes.compactMap(\.problem).sorted { $0.key < $1.key }
        updates = outcomes.compactMap(\.value).sorted { $0.date < $1.date }
    }
}

private extension Result {
    var problem: Failure? {
        switch self {
        case let .failure(problem): return problem
        case .success: return nil
        }
    }
    var value: Success? {
        switch self {
        case let .success(value): return value
        case .failure: return nil
        }
    }
}

extension SalvagedSeries.Failure: Error {}

private typealias SeriesContainer = KeyedDecodingContainer<AnyCodingKey>

private extension SeriesContainer {
    /// Either the entry's update or the reason it could not be read.
    func outcome(at key: AnyCodingKey) -> Result<Stock.Update, SalvagedSeries.Failure> {
        do {
            return .success(try datedUpdate(at: key))
        } catch let error as DecodingError {
            return .failure(.init(error: error, key: key.stringValue))
        } catch {
            return .failure(.init(error: .dataCorrupted(
                .init(codingPath: codingPath + [key], debugDescription: "\(error)")), key: key.stringValue))
        }
    }

    /// The entry under `key`, dated from the key itself.
    func datedUpdate(at key: AnyCodingKey) throws -> Stock.Update {
        let date = try timestamp(of: key)
        var update = try decode(Stock.Update.self, forKey: key)
        update.date = date
        return update
    }

    /// The date a key stands for, or a dataCorrupted error pointing at the key.
    func timestamp(of key: AnyCodingKey) throws -> Date {
        if let date = dateFormatter.date(from: key.stringValue) {
            return date
        }
        throw DecodingError.dataCorruptedError(
            forKey: key, in: self,
            debugDescription: "\"\(key.stringValue)\" is not a timestamp")
    }
}
