import Crypto
import Foundation
import Hashing
import Testing

@Suite struct SHA256HexTests {
    /// FIPS 180-2's examples: the empty message and "abc".
    @Test func knownDigests() {
        #expect(SHA256Hex.of("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256Hex.of(Data("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }

    @Test func textIsHashedAsItsUTF8Bytes() {
        let text = "José\u{0301} ✓"
        #expect(SHA256Hex.of(text) == SHA256Hex.of(Data(text.utf8)))
    }

    /// Every byte value, two lowercase digits each, as `%02x` writes it.
    @Test func everyByteAsTwoLowercaseDigits() {
        let bytes = (0...255).map(UInt8.init)
        #expect(SHA256Hex.hex(bytes) == bytes.map { String(format: "%02x", $0) }.joined())
        #expect(SHA256Hex.hex([UInt8]()) == "")
    }

    /// A hasher fed in pieces spells the same digest as one call.
    @Test func finishedHasherMatchesOneCall() {
        var hasher = SHA256()
        hasher.update(data: Data("ab".utf8))
        hasher.update(data: Data("c".utf8))
        #expect(SHA256Hex.hex(hasher.finalize()) == SHA256Hex.of("abc"))
    }
}
