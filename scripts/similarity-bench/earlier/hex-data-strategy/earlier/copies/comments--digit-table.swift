import Foundation

/// Maps every hex digit, in both cases, to its value.
private let hexDigitValues: [Character: UInt8] = {
  var table: [Character: UInt8] = [:]
  // lower-case digits first, then their upper-case twins
  for (value, digit) in "0123456789abcdef".enumerated() {
    table[digit] = UInt8(value)
    table[Character(digit.uppercased())] = UInt8(value)
  }
  return table
}()

extension JSONDecoder.DataDecodingStrategy {
  /// Decodes a string such as "89504e47" into bytes.
  static let hex: JSONDecoder.DataDecodingStrategy = .custom { decoder in
    let encoded = try decoder.singleValueContainer().decode(String.self)
    // Each character becomes a number from 0 to 15, or we stop.
    let digits = try encoded.map { character -> UInt8 in
      guard let value = hexDigitValues[character] else {
        throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "unexpected \(character)"))
      }
      return value
    }
    /* two digits per byte */
    if digits.count % 2 == 1 {
      throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "odd length"))
    }
    let highs = digits.enumerated().filter { $0.offset % 2 == 0 }.map(\.element) // even positions
    let lows = digits.enumerated().filter { $0.offset % 2 == 1 }.map(\.element)  // odd positions
    return Data(zip(highs, lows).map { $0 << 4 + $1 })
  }
}
