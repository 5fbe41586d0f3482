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

/// Wording used when a key is not a timestamp.
enum SeriesText {
    static let expectedFormat = "yyyy-MM-dd HH:mm:ss"
    static let notADate = "is not a"
    static let dateSuffix = "date"
}

// MARK: - Ordering, once for anything that has a date or a key

protocol TimeOrdered {
    var date: Date { get }
}

protocol LabelledByKey {
    var key: String { get }
}

extension Stock.Update: TimeOrdered {}
extension SalvagedSeries.Failure: LabelledByKey {}

extension Sequence where Element: TimeOrdered {
    func inTimeOrder() -> [Element] {
        sorted { $0.date < $1.date }
    }
}

extension Sequence where Element: LabelledByKey {
    func inKeyOrder() -> [Element] {
        sorted { $0.key < $1.key }
    }
}

// MARK: - A key type for keys that are data

/// A coding key made from any string. Conformers only store the string;
/// the CodingKey plumbing comes from the extension.
protocol AnyStringKey: CodingKey {
    init(_ raw: String)
}

extension AnyStringKey {
    var intValue: Int? { nil }

    init?(stringValue: String) {
        self.init(stringValue)
    }

    init?(intValue: Int) {
        self.init(String(intValue))
    }
}

struct StampKey: AnyStringKey {
    let stringValue: String

    init(_ raw: String) {
        stringValue = raw
    }
}

// MARK: - Decoding

extension SalvagedSeries: Decodable {
    init(from decoder: Decoder) throws {
        // Not an object -> the decoder's own typeMismatch (rule 6).
        let object = try decoder.container(keyedBy: StampKey.self)

        var good: [Stock.Update] = []
        var bad: [Failure] = []
        for stamp in object.allKeys {
            do {
                good.append(try Self.entry(for: stamp, within: object))
            } catch let problem as DecodingError {
                bad.append(Failure(key: stamp.stringValue, error: problem))
            }
        }

        self.init(updates: good.inTimeOrder(), failures: bad.inKeyOrder())
    }

    /// The key is checked before the entry, so a bad key wins over a bad entry.
    private static func entry<C: KeyedDecodingContainerProtocol>(
        for stamp: C.Key, within object: C
    ) throws -> Stock.Update {
        switch dateFormatter.date(from: stamp.stringValue) {
        case .some(let when):
            var entry = try object.decode(Stock.Update.self, forKey: stamp)
            entry.date = when
            return entry
        case .none:
            throw DecodingError.dataCorruptedError(
                forKey: stamp, in: object,
                debugDescription: "\"\(stamp.stringValue)\" \(SeriesText.notADate) \(SeriesText.expectedFormat) \(SeriesText.dateSuffix)")
        }
    }
}
