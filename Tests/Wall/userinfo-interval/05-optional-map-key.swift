// style: Optional chaining and map; key paths (KeyPathComparator)
import Foundation

extension Stock: Decodable {
    private enum TopLevel: String, CodingKey {
        case metaData = "Meta Data"
    }

    private enum MetaData: String, CodingKey {
        case info = "1. Information"
        case symbol = "2. Symbol"
        case refreshedAt = "3. Last Refreshed"
    }

    init(from decoder: Decoder) throws {
        let seriesName = (decoder.userInfo[.timeInterval] as? Int).map { "Time Series (\($0)min)" }
        guard let seriesName else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                    debugDescription: "Missing time interval"))
        }

        let meta = try decoder.container(keyedBy: TopLevel.self)
            .nestedContainer(keyedBy: MetaData.self, forKey: .metaData)
        info = try meta.decode(String.self, forKey: .info)
        symbol = try meta.decode(String.self, forKey: .symbol)
        refreshedAt = try meta.decode(Date.self, forKey: .refreshedAt)

        let series = try decoder.container(keyedBy: AnyCodingKey.self)
            .nestedContainer(keyedBy: AnyCodingKey.self, forKey: AnyCodingKey(seriesName))
        let dated = try series.allKeys.map { key -> Update in
            var update = try series.decode(Update.self, forKey: key)
            update.date = try dateFormatter.date(from: key.stringValue).unwrapOrThrow(
                DecodingError.dataCorruptedError(forKey: key, in: series,
                                                 debugDescription: "Unreadable date \(key.stringValue)"))
            return update
        }
        updates = dated.sorted(using: KeyPathComparator(\.date))
    }
}
