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

// MARK: - Ordering, once for anything that has a date or a key

protocol Chronological {
    var date: Date { get }
}

protocol FiledUnderKey {
    var key: String { get }
}

extension Stock.Update: Chronological {}
extension SalvagedSeries.Failure: FiledUnderKey {}

extension Sequence where Element: Chronological {
    func sortedChronologically() -> [Element] {
        sorted { $0.date < $1.date }
    }
}

extension Sequence where Element: FiledUnderKey {
    func sortedByKeyText() -> [Element] {
        sorted { $0.key < $1.key }
    }
}

// MARK: - A key type for keys that are data

/// A coding key made from any string. Conformers only store the string;
/// the CodingKey plumbing comes from the extension.
protocol FreeFormKey: CodingKey {
    init(_ text: String)
}

extension FreeFormKey {
    var intValue: Int? { nil }

    init?(stringValue: String) {
        self.init(stringValue)
    }

    init?(intValue: Int) {
        self.init(String(intValue))
    }
}

struct TimestampKey: FreeFormKey {
    let stringValue: String

    init(_ text: String) {
        stringValue = text
    }
}

// MARK: - Decoding

extension SalvagedSeries: Decodable {
    init(from decoder: Decoder) throws {
        // Not an object -> the decoder's own typeMismatch (rule 6).
        let series = try decoder.container(keyedBy: TimestampKey.self)

        let (updates, failures) = try series.allKeys.reduce(
            into: (kept: [Stock.Update](), broken: [Failure]())
        ) { result, key in
            do {
                result.kept.append(try Self.update(at: key, in: series))
            } catch let error as DecodingError {
                result.broken.append(Failure(key: key.stringValue, error: error))
            }
        }

        self.init(updates: updates.sortedChronologically(), failures: failures.sortedByKeyText())
    }

    /// The key is checked before the entry, so a bad key wins over a bad entry.
    private static func update<Container: KeyedDecodingContainerProtocol>(
        at key: Container.Key, in series: Container
    ) throws -> Stock.Update {
        if let date = dateFormatter.date(from: key.stringValue) {
            var update = try series.decode(Stock.Update.self, forKey: key)
            update.date = date
            return update
        } else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: series,
                debugDescription: "\"\(key.stringValue)\" is not a yyyy-MM-dd HH:mm:ss date")
        }
    }
}
