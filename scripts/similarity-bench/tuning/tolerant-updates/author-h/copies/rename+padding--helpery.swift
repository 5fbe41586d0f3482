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

private typealias TimestampedObject = KeyedDecodingContainer<AnyCodingKey>

private extension TimestampedObject {
    /// The date a key stands for, or a dataCorrupted error pointing at the key.
    func parsedDate(for entryKey: AnyCodingKey) throws -> Date {
        let text = entryKey.stringValue
        guard !text.isEmpty, let parsed = dateFormatter.date(from: text) else {
            throw DecodingError.dataCorruptedError(
                forKey: entryKey, in: self,
                debugDescription: "\"\(text)\" is not a timestamp")
        }
        return parsed
    }

    /// The entry under `entryKey`, dated from the key itself.
    func stampedEntry(at entryKey: AnyCodingKey) throws -> Stock.Update {
        let stamp = try parsedDate(for: entryKey)
        var entry = try decode(Stock.Update.self, forKey: entryKey)
        entry.date = stamp
        return entry
    }

    /// Either the entry's update or the reason it could not be read.
    func attempt(at entryKey: AnyCodingKey) -> Result<Stock.Update, SalvagedSeries.Failure> {
        do {
            return .success(try stampedEntry(at: entryKey))
        } catch let decodingError as DecodingError {
            return .failure(.init(key: entryKey.stringValue, error: decodingError))
        } catch {
            return .failure(.init(key: entryKey.stringValue, error: .dataCorrupted(
                .init(codingPath: codingPath + [entryKey], debugDescription: "\(error)"))))
        }
    }
}

extension SalvagedSeries.Failure: Error {}

private extension Result {
    var kept: Success? { try? get() }
    var rejected: Failure? {
        if case let .failure(reason) = self { return reason }
        return nil
    }
}

extension SalvagedSeries: Decodable {
    init(from decoder: Decoder) throws {
        let object = try decoder.container(keyedBy: AnyCodingKey.self)
        let keys = object.allKeys
        let attempts = keys.map(object.attempt(at:))
        assert(attempts.count == keys.count, "one attempt per key")
        updates = attempts.compactMap(\.kept).sorted { $0.date < $1.date }
        failures = attempts.compactMap(\.rejected).sorted { $0.key < $1.key }
        let summary = "\(updates.count) kept, \(failures.count) set aside of \(keys.count)"
        _ = summary
    }
}
