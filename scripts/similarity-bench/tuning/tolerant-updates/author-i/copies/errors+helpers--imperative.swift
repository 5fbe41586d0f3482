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

/// The date a key stands for; throws dataCorrupted at the key when it is no date.
private func dateOf(_ key: AnyCodingKey, in container: KeyedDecodingContainer<AnyCodingKey>) throws -> Date {
    if let date = dateFormatter.date(from: key.stringValue) {
        return date
    }
    throw DecodingError.dataCorruptedError(
        forKey: key, in: container,
        debugDescription: "\(key.stringValue) is not a date")
}

/// Insertion sort: `before(x, y)` is true when x must come before y.
private func insertionSort<T>(_ items: inout [T], _ before: (T, T) -> Bool) {
    var a = 1
    while a < items.count {
        let item = items[a]
        var b = a - 1
        while b >= 0 && before(item, items[b]) {
            items[b + 1] = items[b]
            b -= 1
        }
        items[b + 1] = item
        a += 1
    }
}

extension SalvagedSeries: Decodable {
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        let keys = container.allKeys
        var good: [Stock.Update] = []
        var bad: [Failure] = []

        var i = 0
        while i < keys.count {
            let key = keys[i]
            i += 1

            do {
                let date = try dateOf(key, in: container)
                var update = try container.decode(Stock.Update.self, forKey: key)
                update.date = date
                good.append(update)
            } catch let err as DecodingError {
                bad.append(Failure(key: key.stringValue, error: err))
            }
        }

        insertionSort(&good) { $0.date < $1.date }
        insertionSort(&bad) { $0.key < $1.key }

        updates = good
        failures = bad
    }
}
