// style: generic helpers; some parameters
import Foundation

/// Every entry of a time-series container, decoded and dated from its key, oldest first.
private func datedUpdates<Key: CodingKey>(in series: KeyedDecodingContainer<Key>) throws -> [Stock.Update] {
    var updates: [Stock.Update] = []
    for key in series.allKeys {
        guard let date = dateFormatter.date(from: key.stringValue) else {
            throw DecodingError.dataCorruptedError(forKey: key, in: series,
                                                   debugDescription: "\(key.stringValue) is not a date")
        }
        var update = try series.decode(Stock.Update.self, forKey: key)
        update.date = date
        updates.append(update)
    }
    return updates.sorted { $0.date < $1.date }
}

/// The interval the caller put into `userInfo`, in minutes.
private func intervalMinutes(of decoder: some Decoder) throws -> Int {
    if let minutes = decoder.userInfo[.timeInterval] as? Int {
        return minutes
    }
    throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                            debugDescription: "Missing time interval"))
}

extension Stock: Decodable {
    private enum InfoKeys: String, CodingKey {
        case info = "1. Information"
        case symbol = "2. Symbol"
        case refreshedAt = "3. Last Refreshed"
    }

    init(from decoder: Decoder) throws {
        let minutes = try intervalMinutes(of: decoder)
        let root = try decoder.container(keyedBy: AnyCodingKey.self)
        let meta = try root.nestedContainer(keyedBy: InfoKeys.self, forKey: AnyCodingKey("Meta Data"))
        info = try meta.decode(String.self, forKey: .info)
        symbol = try meta.decode(String.self, forKey: .symbol)
        refreshedAt = try meta.decode(Date.self, forKey: .refreshedAt)
        updates = try datedUpdates(in: root.nestedContainer(
            keyedBy: AnyCodingKey.self, forKey: AnyCodingKey("Time Series (\(minutes)min)")))
    }
}
