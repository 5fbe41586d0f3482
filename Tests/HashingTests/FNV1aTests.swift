import Hashing
import Testing

@Suite struct FNV1aTests {
    /// The published FNV-1a 64-bit values: the same on every machine, so
    /// shards, short names and tokens are too.
    @Test func knownValues() {
        #expect(FNV1a.hash("") == 0xcbf2_9ce4_8422_2325)
        #expect(FNV1a.hash("a") == 0xaf63_dc4c_8601_ec8c)
        #expect(FNV1a.hash("foobar") == 0x8594_4171_f739_67e8)
    }

    @Test func bytesAddedInPiecesHashAsOne() {
        var hasher = FNV1a()
        hasher.add("foo".utf8)
        hasher.add(Array("bar".utf8))
        #expect(hasher.value == FNV1a.hash("foobar"))
        #expect(FNV1a.hash("é") == FNV1a.hash("\u{E9}"))
        #expect(FNV1a.hash("e\u{301}") != FNV1a.hash("\u{E9}"))
    }
}
