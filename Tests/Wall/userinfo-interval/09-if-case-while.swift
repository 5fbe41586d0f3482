// style: if case patterns; while loops over indices
import Foundation

extension Stock: Decodable {
    enum CodingKeys: String, CodingKey {
        case metaData = "Meta Data"
    }

    enum MetaKeys: String, CodingKey {
        case info = "1. Information"
        case symbol = "2. Symbol"
        case refreshedAt = "3. Last Refreshed"
    }

    init(from decoder: Decoder) throws {
        var minutes = 0
        if case let value as Int = decoder.userInfo[.timeInterval] {
            minutes = value
        } else {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath, debugDescription: "Missing time interval"))
        }

        let container = try decoder.container(keyedBy: CodingKeys.self)
        let meta = try container.nestedContainer(keyedBy: MetaKeys.self, forKey: .metaData)
        info = try meta.decode(String.self, forKey: .info)
        symbol = try meta.decode(String.self, forKey: .symbol)
        refreshedAt = try meta.decode(Date.self, forKey: .refreshedAt)

        let dynamic = try decoder.container(keyedBy: AnyCodingKey.self)
        let series = try dynamic.nestedContainer(keyedBy: AnyCodingKey.self,
                                                 forKey: AnyCodingKey("Time Series (\(minutes)min)"))
        let keys = series.allKeys
        var updates: [Update] = []
        var index = keys.startIndex
        while index < keys.endIndex {
            let key = keys[index]
            guard let date = dateFormatter.date(from: key.stringValue) else {
                throw DecodingError.dataCorruptedError(forKey: key, in: series,
                                                       debugDescription: "Bad date key \(key.stringValue)")
            }
            var update = try series.decode(Update.self, forKey: key)
            update.date = date
            updates.append(update)
            index += 1
        }
        updates.sort { $0.date < $1.date }
        self.updates = updates
    }
}
