import Crypto
import Foundation

/// A SHA-256 digest written as 64 lowercase hexadecimal digits: the one
/// spelling every cache key, stored record and file name of a digest uses.
public enum SHA256Hex {
    /// The digest of `data`.
    public static func of(_ data: Data) -> String {
        hex(SHA256.hash(data: data))
    }

    /// The digest of `text`'s UTF-8 bytes.
    public static func of(_ text: String) -> String {
        of(Data(text.utf8))
    }

    /// `bytes` (a finished hasher's digest, for one) as lowercase
    /// hexadecimal, two digits a byte.
    public static func hex<Bytes: Sequence>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        var text: [UInt8] = []
        text.reserveCapacity(bytes.underestimatedCount * 2)
        for byte in bytes {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: text, as: UTF8.self)
    }

    private static let digits = Array("0123456789abcdef".utf8)
}
