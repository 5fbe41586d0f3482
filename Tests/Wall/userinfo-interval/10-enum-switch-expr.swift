// style: enum with associated values; switch expressions (Swift 5.9+)
import Foundation

extension Stock: Decodable {
    /// What the caller told the decoder about the interval.
    private enum IntervalHint {
        case minutes(Int)
        case missing

        init(_ value: Any?) {
            self = switch value {
            case let minutes as Int: .minutes(minutes)
            default: .missing
            }
        }
    }

    private enum MetaDataKey: String, CodingKey {
        case info = "1. Information"
        case symbol = "2. Symbol"
        case refreshedAt = "3. Last Refreshed"
    }

    init(from decoder: Decoder) throws {
        let seriesKey = switch IntervalHint(decoder.userInfo[.timeInterval]) {
        case .minutes(let minutes): AnyCodingKey("Time Series (\(minutes)min)")
        case .missing: throw DecodingError.dataCorrupted(
            .init(codingPath: decoder.codingPath, debugDescription: "Missing time interval"))
        }

        let root = try decoder.container(keyedBy: AnyCodingKey.self)
        let meta = try root.nestedContainer(keyedBy: MetaDataKey.self, forKey: AnyCodingKey("Meta Data"))
        info = try meta.decode(String.self, forKey: .info)
        symbol = try meta.decode(String.self, forKey: .symbol)
        refreshedAt = try meta.decode(Date.self, forKey: .refreshedAt)

        let series = try root.nestedContainer(keyedBy: AnyCodingKey.self, forKey: seriesKey)
        updates = try series.allKeys
            .map { key in
                var update = try series.decode(Update.self, forKey: key)
                guard let date = dateFormatter.date(from: key.stringValue) else {
                    throw DecodingError.dataCorruptedError(
                        forKey: key, in: series, debugDescription: "\"\(key.stringValue)\" is not a date")
                }
                update.date = date
                return update
            }
            .sorted { $0.date < $1.date }
    }
}
