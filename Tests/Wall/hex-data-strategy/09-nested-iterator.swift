// style: nested and private types; closures stored in properties
import Foundation

extension JSONDecoder.DataDecodingStrategy {
    /// Reads hex text byte by byte.
    private struct HexByteReader: IteratorProtocol {
        enum Failure: Error { case halfByte, notHex(Character) }

        private var characters: String.Iterator
        /// How one digit becomes its value; nil for anything that is not a hex digit.
        private let digitValue: (Character) -> UInt8? = { character in
            guard let ascii = character.asciiValue else { return nil }
            switch ascii {
            case 0x30...0x39: return ascii - 0x30
            case 0x41...0x46: return ascii - 0x41 + 10
            case 0x61...0x66: return ascii - 0x61 + 10
            default: return nil
            }
        }
        private(set) var failure: Failure?

        init(_ text: String) { characters = text.makeIterator() }

        mutating func next() -> UInt8? {
            guard failure == nil, let first = characters.next() else { return nil }
            guard let high = digitValue(first) else { failure = .notHex(first); return nil }
            guard let second = characters.next() else { failure = .halfByte; return nil }
            guard let low = digitValue(second) else { failure = .notHex(second); return nil }
            return high << 4 | low
        }
    }

    static let hex: JSONDecoder.DataDecodingStrategy = .custom { decoder in
        let text = try decoder.singleValueContainer().decode(String.self)
        var reader = HexByteReader(text)
        var bytes: [UInt8] = []
        while let byte = reader.next() {
            bytes.append(byte)
        }
        switch reader.failure {
        case nil:
            return Data(bytes)
        case .halfByte?:
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath, debugDescription: "Odd number of hex digits"))
        case .notHex(let character)?:
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath, debugDescription: "\"\(character)\" is not a hex digit"))
        }
    }
}
