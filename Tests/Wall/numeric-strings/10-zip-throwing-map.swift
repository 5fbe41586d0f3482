// style: zip; map with throwing closures; Optional map
import Foundation

extension Stock.Update: Decodable {
    private enum Quote: String, CodingKey, CaseIterable {
        case open = "1. open"
        case high = "2. high"
        case low = "3. low"
        case close = "4. close"
    }

    private enum Volume: String, CodingKey {
        case volume = "5. volume"
    }

    init(from decoder: Decoder) throws {
        let quotes = try decoder.container(keyedBy: Quote.self)
        let texts = try Quote.allCases.map { try quotes.decode(String.self, forKey: $0) }
        let prices: [Float] = try zip(Quote.allCases, texts).map { key, text in
            try Float(text).map { $0 } ?? {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: quotes, debugDescription: "\"\(text)\" is not a price")
            }()
        }

        let counts = try decoder.container(keyedBy: Volume.self)
        let volumeText = try counts.decode(String.self, forKey: .volume)
        let volume = try Int(volumeText).unwrapOrThrow(DecodingError.dataCorruptedError(
            forKey: .volume, in: counts, debugDescription: "\"\(volumeText)\" is not a volume"))

        self.init(open: prices[0], high: prices[1], low: prices[2], close: prices[3], volume: volume)
    }
}
