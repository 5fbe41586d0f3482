// style: sorted(by:) with tuples; lazy; for-in over sorted pairs
import Foundation

extension Stock: Decodable {
    private enum HeaderKey: String, CodingKey {
        case meta = "Meta Data"
    }

    private enum HeaderField: String, CodingKey {
        case info = "1. Information"
        case symbol = "2. Symbol"
        case refreshedAt = "3. Last Refreshed"
    }

    init(from decoder: Decoder) throws {
        guard let minutes = decoder.userInfo[.timeInterval] as? Int else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                    debugDescription: "Missing time interval"))
        }
        let header = try decoder.container(keyedBy: HeaderKey.self)
            .nestedContainer(keyedBy: HeaderField.self, forKey: .meta)
        info = try header.decode(String.self, forKey: .info)
        symbol = try header.decode(String.self, forKey: .symbol)
        refreshedAt = try header.decode(Date.self, forKey: .refreshedAt)

        let series = try decoder.container(keyedBy: AnyCodingKey.self)
            .nestedContainer(keyedBy: AnyCodingKey.self, forKey: AnyCodingKey("Time Series (\(minutes)min)"))

        // Date every key first, then sort the (date, key) pairs, then decode in that order.
        var stamped: [(date: Date, key: AnyCodingKey)] = []
        for (key, date) in series.allKeys.lazy.map({ ($0, dateFormatter.date(from: $0.stringValue)) }) {
            guard let date else {
                throw DecodingError.dataCorruptedError(forKey: key, in: series,
                                                       debugDescription: "\(key.stringValue): not a timestamp")
            }
            stamped.append((date, key))
        }
        stamped.sort { ($0.date, $0.key.stringValue) < ($1.date, $1.key.stringValue) }

        var ordered: [Update] = []
        for (date, key) in stamped {
            var update = try series.decode(Update.self, forKey: key)
            update.date = date
            ordered.append(update)
        }
        updates = ordered
    }
}
