// style: generic helpers; lazy
import Foundation

/// Writes each element of `sequence` through `transform` and joins the pieces.
private func joinedPieces<S: Sequence>(of sequence: S, _ transform: @escaping (S.Element) -> String) -> String {
    sequence.lazy.map(transform).joined()
}

extension JSONEncoder.KeyEncodingStrategy {
    static let convertToKebabCase: JSONEncoder.KeyEncodingStrategy = .custom { codingPath in
        let name = codingPath.last!.stringValue
        let kebab = joinedPieces(of: name) { character in
            guard character.isUppercase else { return String(character) }
            return "-\(character.lowercased())"
        }
        return AnyCodingKey(stringValue: kebab)!
    }
}
