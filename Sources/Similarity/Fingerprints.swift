/// k-grams of token classes and their winnowed fingerprints (Schleimer,
/// Wilkerson and Aiken, "Winnowing: local algorithms for document
/// fingerprinting", SIGMOD 2003).
public struct SimilarityParameters: Sendable, Equatable {
    /// Tokens per k-gram: shorter common runs are noise (every answer says
    /// `let id = id . id ( )` somewhere).
    public var k: Int
    /// Winnowing window, in k-grams: any common run of at least
    /// `k + window - 1` tokens is guaranteed to share a fingerprint.
    public var window: Int

    /// Fingerprints' weight an answer needs of its own for its containment
    /// in another to count fully (fewer: in proportion).
    public var minimumContained: Int

    /// Tokens a line needs to count in the line view (`LineView`; shorter
    /// lines, `} else {`, `return x`, are everywhere).
    public var lineTokens: Int
    /// Lines' weight an answer needs of its own for its containment in
    /// another, in the line view, to count fully (fewer: in proportion).
    public var minimumContainedLines: Int
    /// Units' weight (comment lines and literals, `WordingView`) an answer
    /// needs of its own for its containment in another, in the wording
    /// view, to count fully (fewer: in proportion).
    public var minimumContainedWording: Int

    public init(k: Int = 12, window: Int = 4, minimumContained: Int = 8, lineTokens: Int = 6, minimumContainedLines: Int = 6,
                minimumContainedWording: Int = 3) {
        precondition(k >= 1 && window >= 1, "k and window must be at least 1")
        self.k = k
        self.window = window
        self.minimumContained = minimumContained
        self.lineTokens = lineTokens
        self.minimumContainedLines = minimumContainedLines
        self.minimumContainedWording = minimumContainedWording
    }
}

/// One selected k-gram: its hash and the index of its first token.
public struct Fingerprint: Sendable, Equatable {
    public let hash: UInt64
    public let position: Int
}

enum KGrams {
    static let base: UInt64 = 0x100_0000_01b3

    /// The hash of every k-gram, in order (empty when fewer than k tokens).
    /// A polynomial rolling hash in wrapping 64-bit arithmetic.
    static func hashes(_ kinds: [UInt64], k: Int) -> [UInt64] {
        guard kinds.count >= k else { return [] }
        var power: UInt64 = 1
        for _ in 1..<max(k, 1) { power = power &* base }
        var hash: UInt64 = 0
        for index in 0..<k { hash = hash &* base &+ kinds[index] }
        var result = [hash]
        result.reserveCapacity(kinds.count - k + 1)
        var index = k
        while index < kinds.count {
            hash = (hash &- kinds[index - k] &* power) &* base &+ kinds[index]
            result.append(hash)
            index += 1
        }
        return result
    }

    /// The k-gram hashes of the plain view, kept apart from the normalised
    /// view's (the same run of tokens in both is two fingerprints).
    static func plainHashes(_ kinds: [UInt64], k: Int) -> [UInt64] {
        hashes(kinds, k: k).map { $0 ^ 0x9E37_79B9_7F4A_7C15 }
    }

    /// Robust winnowing: in every window of `window` consecutive k-grams the
    /// smallest hash is selected (the rightmost on ties), each position once.
    /// Hashes in `ignored` are treated as absent: they are neither selected
    /// nor allowed to hide a neighbour.
    ///
    /// With `k`, a k-gram most of whose tokens lie in ignored k-grams is
    /// ignored too: where given code meets the answer's own, the k-grams
    /// spanning the seam are mostly the given code (every answer that opens
    /// its own code with `let x` after the same given struct would share them).
    static func winnow(_ hashes: [UInt64], window: Int, ignored: Set<UInt64>, k: Int? = nil) -> [Fingerprint] {
        guard !hashes.isEmpty else { return [] }
        var usable = hashes.map { ignored.contains($0) ? UInt64.max : $0 }
        if let k, k > 1, !ignored.isEmpty {
            // Tokens covered by an ignored k-gram, then a running count over each k-gram.
            var covered = [Int](repeating: 0, count: hashes.count + k)
            var coverEnd = -1
            for (position, hash) in hashes.enumerated() where ignored.contains(hash) {
                for token in max(position, coverEnd)..<(position + k) { covered[token] = 1 }
                coverEnd = position + k
            }
            var inWindow = covered[0..<k].reduce(0, +)
            for position in hashes.indices {
                if position > 0 { inWindow += covered[position + k - 1] - covered[position - 1] }
                if inWindow * 2 > k { usable[position] = UInt64.max }
            }
        }
        var selected: [Fingerprint] = []
        var last = -1
        let windows = max(usable.count - window + 1, 1)
        for start in 0..<windows {
            let end = min(start + window, usable.count)
            var best = start
            for index in start..<end where usable[index] <= usable[best] { best = index }
            if best != last && usable[best] != UInt64.max {
                selected.append(Fingerprint(hash: hashes[best], position: best))
                last = best
            }
        }
        return selected
    }
}
