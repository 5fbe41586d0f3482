// style: utf8 views; static stored property tables
import Foundation

extension Card.Mana: Decodable {
    /// The letter symbols by their upper-case spelling, built once from the chapter's table.
    private static let colorsByLetter: [String: Color] = Dictionary(
        uniqueKeysWithValues: Color.letters.map { ($0.letter, $0.color) })

    private static func color(for symbol: Substring.UTF8View) -> Color? {
        let isDigits = !symbol.isEmpty && symbol.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
        if isDigits {
            return Int(String(decoding: symbol, as: UTF8.self)).map(Color.colorless)
        }
        return colorsByLetter[String(decoding: symbol, as: UTF8.self).uppercased()]
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let cost = try container.decode(String.self)
        let units = Substring(cost).utf8
        let open = UInt8(ascii: "{"), close = UInt8(ascii: "}")

        var colors: [Color] = []
        var index = units.startIndex
        while index != units.endIndex {
            guard units[index] == open,
                  let end = units[units.index(after: index)...].firstIndex(where: { $0 == open || $0 == close }),
                  units[end] == close,
                  let color = Self.color(for: units[units.index(after: index)..<end])
            else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "Bad mana cost \(cost)")
            }
            colors.append(color)
            index = units.index(after: end)
        }
        self.colors = colors
    }
}
