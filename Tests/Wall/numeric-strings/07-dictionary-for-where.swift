// style: Dictionary of prices; for-in over CaseIterable keys; guard
import Foundation

extension Stock.Update: Decodable {
    private enum Column: String, CodingKey, CaseIterable {
        case open = "1. open"
        case high = "2. high"
        case low = "3. low"
        case close = "4. close"
        case volume = "5. volume"
    }

    init(from decoder: Decoder) throws {
        let row = try decoder.container(keyedBy: Column.self)

        var prices: [Column: Float] = [:]
        for column in Column.allCases where column != .volume {
            let text = try row.decode(String.self, forKey: column)
            guard let price = Float(text) else {
                throw DecodingError.dataCorruptedError(
                    forKey: column, in: row, debugDescription: "Price \"\(text)\" is not a number")
            }
            prices[column] = price
        }

        let volumeText = try row.decode(String.self, forKey: .volume)
        guard let volume = Int(volumeText) else {
            throw DecodingError.dataCorruptedError(
                forKey: .volume, in: row, debugDescription: "Volume \"\(volumeText)\" is not a whole number")
        }

        self.init(open: prices[.open]!, high: prices[.high]!, low: prices[.low]!,
                  close: prices[.close]!, volume: volume)
    }
}
