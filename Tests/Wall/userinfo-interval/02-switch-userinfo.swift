// style: switch with patterns (as Int); reduce(into:)
import Foundation

extension Stock: Decodable {
    private enum MetaField: String, CodingKey {
        case information = "1. Information"
        case symbol = "2. Symbol"
        case lastRefreshed = "3. Last Refreshed"
    }

    init(from decoder: Decoder) throws {
        let minutes: Int
        switch decoder.userInfo[.timeInterval] {
        case let value as Int:
            minutes = value
        default:
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                    debugDescription: "Missing time interval"))
        }

        let root = try decoder.container(keyedBy: AnyCodingKey.self)
        let meta = try root.nestedContainer(keyedBy: MetaField.self, forKey: AnyCodingKey("Meta Data"))
        info = try meta.decode(String.self, forKey: .information)
        symbol = try meta.decode(String.self, forKey: .symbol)
        refreshedAt = try meta.decode(Date.self, forKey: .lastRefreshed)

        let series = try root.nestedContainer(keyedBy: AnyCodingKey.self,
                                              forKey: AnyCodingKey("Time Series (\(minutes)min)"))
        updates = try series.allKeys.reduce(into: [Update]()) { updates, key in
            guard let date = dateFormatter.date(from: key.stringValue) else {
                throw DecodingError.dataCorruptedError(forKey: key, in: series,
                                                       debugDescription: "Bad timestamp \(key.stringValue)")
            }
            var update = try series.decode(Update.self, forKey: key)
            update.date = date
            updates.append(update)
        }
        .sorted { $0.date < $1.date }
    }
}
