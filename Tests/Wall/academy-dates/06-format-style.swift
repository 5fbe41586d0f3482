// style: Date.ISO8601FormatStyle parse strategy (@available-guarded); do/catch with a typed pattern
import Foundation

func academyDate(from decoder: Decoder) throws -> Date {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    if #available(macOS 12, iOS 15, *) {
        // With fractional seconds included the style reads the fraction when it is there.
        let style = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
        do {
            return try style.parse(text)
        } catch let error as DecodingError {
            throw error
        } catch {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "\(text): \(error)")
        }
    } else {
        let formatter = ISO8601DateFormatter()
        for options: ISO8601DateFormatter.Options in [[.withInternetDateTime], [.withInternetDateTime, .withFractionalSeconds]] {
            formatter.formatOptions = options
            if let date = formatter.date(from: text) { return date }
        }
        throw DecodingError.dataCorruptedError(in: container, debugDescription: "\(text) is not a date and time")
    }
}
