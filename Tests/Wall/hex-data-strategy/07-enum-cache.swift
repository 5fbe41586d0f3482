// style: enum with associated values; static stored caches; do/catch with typed patterns
import Foundation

/// What can be wrong with a hex string, before it is reported to the decoder.
private enum HexTextProblem: Error {
    case oddLength(Int)
    case notADigit(Character, offset: Int)
}

private enum HexTable {
    /// Every hex digit, both cases, with its value; built once.
    static let values: [Character: UInt8] = Array("0123456789abcdef").enumerated()
        .reduce(into: [:]) { table, entry in
            table[entry.element] = UInt8(entry.offset)
            table[Character(entry.element.uppercased())] = UInt8(entry.offset)
        }

    static func bytes(from text: String) throws -> [UInt8] {
        let characters = Array(text)
        for (offset, character) in characters.enumerated() where values[character] == nil {
            throw HexTextProblem.notADigit(character, offset: offset)
        }
        guard characters.count % 2 == 0 else { throw HexTextProblem.oddLength(characters.count) }
        return stride(from: 0, to: characters.count, by: 2).map {
            values[characters[$0]]! * 16 + values[characters[$0 + 1]]!
        }
    }
}

extension JSONDecoder.DataDecodingStrategy {
    static let hex: JSONDecoder.DataDecodingStrategy = .custom { decoder in
        let text = try decoder.singleValueContainer().decode(String.self)
        do {
            return Data(try HexTable.bytes(from: text))
        } catch HexTextProblem.oddLength(let count) {
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath, debugDescription: "\(count) hex digits: not whole bytes"))
        } catch HexTextProblem.notADigit(let character, let offset) {
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath,
                debugDescription: "\"\(character)\" at offset \(offset) is not a hex digit"))
        }
    }
}
