import Foundation

extension JSONDecoder.DataDecodingStrategy {
    // hex text -> bytes
    static let hex: JSONDecoder.DataDecodingStrategy = .custom { d in
        let s = try d.singleValueContainer().decode(String.self)
        let chars = Array(s)
        func bad(_ message: String) -> DecodingError {
            DecodingError.dataCorrupted(DecodingError.Context(codingPath: d.codingPath, debugDescription: message))
        }
        guard chars.count.isMultiple(of: 2) else {
            throw bad("odd number of characters: \(chars.count)")
        }
        if let wrong = chars.first(where: { !"0123456789abcdefABCDEF".contains($0) }) {
            throw bad("not a hex digit: \(wrong)")
        }
        var out: [UInt8] = []
        out.reserveCapacity(chars.count / 2)
        for i in stride(from: 0, to: chars.count, by: 2) {
            out.append(UInt8(String(chars[i...i + 1]), radix: 16)!)
        }
        return Data(out)
    }
}
