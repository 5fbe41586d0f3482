// style: fileprivate protocol extension of Decoder; nested synthesized Meta type
import Foundation

fileprivate extension Decoder {
    /// The caller's interval in minutes, or the error the model promises when it is not set.
    func requestedMinutes() throws -> Int {
        guard let minutes = userInfo[.timeInterval] as? Int else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: codingPath, debugDescription: "Missing time interval"))
        }
        return minutes
    }
}

extension Stock: Decodable {
    /// "Meta Data" as the API writes it.
    private struct MetaBlock: Decodable {
        let information: String
        let symbol: String
        let lastRefreshed: Date

        enum CodingKeys: String, CodingKey {
            case information = "1. Information"
            case symbol = "2. Symbol"
            case lastRefreshed = "3. Last Refreshed"
        }
    }

    init(from decoder: Decoder) throws {
        let minutes = try decoder.requestedMinutes()
        let document = try decoder.container(keyedBy: AnyCodingKey.self)

        let meta = try document.decode(MetaBlock.self, forKey: AnyCodingKey("Meta Data"))
        info = meta.information
        symbol = meta.symbol
        refreshedAt = meta.lastRefreshed

        let series = try document.nestedContainer(
            keyedBy: AnyCodingKey.self, forKey: AnyCodingKey("Time Series (\(minutes)min)"))
        var collected: [Update] = []
        for key in series.allKeys {
            guard let date = dateFormatter.date(from: key.stringValue) else {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: series, debugDescription: "\(key.stringValue) is not a timestamp")
            }
            var update = try series.decode(Update.self, forKey: key)
            update.date = date
            collected.append(update)
        }
        collected.sort { $0.date < $1.date }
        updates = collected
    }
}
