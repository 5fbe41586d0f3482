/// FNV-1a, 64 bits: a quick hash that is the same on every run and
/// machine (Swift's `Hasher` is seeded per process), for names, shards and
/// tokens. Not a digest: where a value must not be forged, `SHA256Hex`.
public struct FNV1a: Sendable, Equatable {
    @usableFromInline
    var state: UInt64 = 0xcbf2_9ce4_8422_2325

    /// The hash so far.
    public var value: UInt64 { state }

    public init() {}

    /// Mixes in `bytes`, one at a time.
    @inlinable
    public mutating func add<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        var hash = state
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        state = hash
    }

    /// The hash of `text`'s UTF-8 bytes.
    @inlinable
    public static func hash(_ text: String) -> UInt64 {
        var hasher = FNV1a()
        hasher.add(text.utf8)
        return hasher.value
    }
}
