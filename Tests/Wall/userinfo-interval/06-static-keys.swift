// style: static stored properties; nested private types
import Foundation

extension Stock: Decodable {
    private enum Keys {
        static let metaData = AnyCodingKey("Meta Data")
        static let information = AnyCodingKey("1. Information")
        static let symbol = AnyCodingKey("2. Symbol")
        static let lastRefreshed = AnyCodingKey("3. Last Refreshed")
        static let missingInterval = "Missing time interval"

        static func series(minutes: Int) -> AnyCodingKey {
            AnyCodingKey("Time Series (\(minutes)min)")
        }
    }

    init(from decoder: Decoder) throws {
        guard let minutes = decoder.userInfo[.timeInterval] as? Int else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                    debugDescription: Keys.missingInterval))
        }
        let root = try decoder.container(keyedBy: AnyCodingKey.self)
        let meta = try root.nestedContainer(keyedBy: AnyCodingKey.self, forKey: Keys.metaData)
        info = try meta.decode(String.self, forKey: Keys.information)
        symbol = try meta.decode(String.self, forKey: Keys.symbol)
        refreshedAt = try meta.decode(Date.self, forKey: Keys.lastRefreshed)

        let series = try root.nestedContainer(keyedBy: AnyCodingKey.self, forKey: Keys.series(minutes: minutes))
        var list: [Update] = []
        list.reserveCapacity(series.allKeys.count)
        for key in series.allKeys {
            guard let date = dateFormatter.date(from: key.stringValue) else {
                throw DecodingError.dataCorruptedError(forKey: key, in: series,
                                                       debugDescription: "Not a date: \(key.stringValue)")
            }
            var update = try series.decode(Update.self, forKey: key)
            update.date = date
            list.append(update)
        }
        updates = list.sorted(by: { $0.date < $1.date })
    }
}
