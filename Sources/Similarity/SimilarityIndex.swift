/// Code every learner was given (the exercise's starter stub, the chapter's
/// code): a k-gram that occurs in it is nobody's own work and never counts.
public struct Template: Sendable {
    public let ignored: Set<UInt64>

    public init(sources: [String], parameters: SimilarityParameters) {
        var ignored: Set<UInt64> = []
        for source in sources {
            ignored.formUnion(KGrams.hashes(TokenStream(source).kinds, k: parameters.k))
        }
        self.ignored = ignored
    }

    public static let empty = Template(ignored: [])

    init(ignored: Set<UInt64>) { self.ignored = ignored }
}

/// One answer ready for comparison.
public struct AnswerDocument: Sendable {
    public let name: String
    public let tokens: TokenStream
    /// Winnowed fingerprints that are not the template's, in position order.
    let positions: [Int]
    /// The same fingerprints' hashes sorted, each with its index in
    /// `positions`, so two documents intersect in one merge pass.
    let sortedHashes: [UInt64]
    let sortedIndex: [Int]
    /// Tokens covered by those fingerprints: the answer's own code, as far
    /// as the measure can see it.
    public let ownTokens: Int

    public init(name: String, source: String, template: Template, parameters: SimilarityParameters) {
        self.name = name
        tokens = TokenStream(source)
        let fingerprints = KGrams.winnow(KGrams.hashes(tokens.kinds, k: parameters.k), window: parameters.window, ignored: template.ignored)
        positions = fingerprints.map(\.position)
        let order = fingerprints.indices.sorted { (fingerprints[$0].hash, $0) < (fingerprints[$1].hash, $1) }
        sortedHashes = order.map { fingerprints[$0].hash }
        sortedIndex = order
        ownTokens = coveredLength(positions, k: parameters.k)
    }

    /// Tokens covered by the fingerprints whose flag is set (positions ascending).
    func covered(_ flags: [Bool], k: Int) -> Int {
        var total = 0
        var end = Int.min
        for index in positions.indices where flags[index] {
            let position = positions[index]
            total += position >= end ? k : position + k - end
            end = position + k
        }
        return total
    }
}

/// The number of tokens in the union of `[p, p + k)` over the positions.
func coveredLength(_ positions: [Int], k: Int) -> Int {
    var total = 0
    var end = Int.min
    for position in positions.sorted() {
        total += position >= end ? k : position + k - end
        end = max(end, position + k)
    }
    return total
}

public enum Similarity {
    /// How much of two answers is the same code, from 0 to 1:
    /// `(a's tokens covered by shared fingerprints + b's) ÷ (a's own tokens + b's)`,
    /// where own tokens are those covered by any of the answer's fingerprints
    /// outside the template. A copy with renamed names, other comments and
    /// re-ordered declarations keeps nearly every fingerprint (winnowing is
    /// local: a window inside a moved declaration picks the same k-gram),
    /// so it scores near 1; two answers share only short idioms, under k
    /// tokens, and score low.
    ///
    /// Cost: one merge of the two sorted fingerprint lists, O(fa + fb) with
    /// about 2n/(window+1) fingerprints for n tokens, plus sorting the
    /// shared positions.
    public static func score(_ a: AnswerDocument, _ b: AnswerDocument, parameters: SimilarityParameters) -> Double {
        let total = a.ownTokens + b.ownTokens
        guard total > 0 else { return 0 }
        var flagsA = [Bool](repeating: false, count: a.positions.count)
        var flagsB = [Bool](repeating: false, count: b.positions.count)
        var shared = false
        var i = 0
        var j = 0
        let left = a.sortedHashes
        let right = b.sortedHashes
        while i < left.count && j < right.count {
            let hash = left[i]
            if hash < right[j] {
                i += 1
            } else if hash > right[j] {
                j += 1
            } else {
                shared = true
                while i < left.count && left[i] == hash { flagsA[a.sortedIndex[i]] = true; i += 1 }
                while j < right.count && right[j] == hash { flagsB[b.sortedIndex[j]] = true; j += 1 }
            }
        }
        guard shared else { return 0 }
        let covered = a.covered(flagsA, k: parameters.k) + b.covered(flagsB, k: parameters.k)
        return min(1, Double(covered) / Double(total))
    }

    /// The matching regions of two answers, for display: every k-gram (not
    /// only the fingerprints) outside the template that both contain, joined
    /// into runs along the same offset, then tiled greedily, longest first,
    /// so that each token belongs to at most one region (as greedy string
    /// tiling does). O(na + nb + pairs · log pairs).
    public static func matches(_ a: AnswerDocument, _ b: AnswerDocument, template: Template, parameters: SimilarityParameters) -> [MatchedRegion] {
        let k = parameters.k
        let hashesA = KGrams.hashes(a.tokens.kinds, k: k)
        let hashesB = KGrams.hashes(b.tokens.kinds, k: k)
        var positionsInB: [UInt64: [Int]] = [:]
        for (position, hash) in hashesB.enumerated() where !template.ignored.contains(hash) {
            positionsInB[hash, default: []].append(position)
        }
        // (offset j - i, i, j) for each pair of equal k-grams.
        var pairs: [(offset: Int, i: Int, j: Int)] = []
        for (i, hash) in hashesA.enumerated() where !template.ignored.contains(hash) {
            for j in positionsInB[hash] ?? [] { pairs.append((j - i, i, j)) }
        }
        pairs.sort { ($0.offset, $0.i) < ($1.offset, $1.i) }
        var runs: [MatchedRegion] = []
        for pair in pairs {
            if let last = runs.last, last.b.lowerBound - last.a.lowerBound == pair.offset, pair.i <= last.a.upperBound - k + 1 {
                runs[runs.count - 1] = MatchedRegion(a: last.a.lowerBound..<(pair.i + k), b: last.b.lowerBound..<(pair.j + k))
            } else {
                runs.append(MatchedRegion(a: pair.i..<(pair.i + k), b: pair.j..<(pair.j + k)))
            }
        }
        runs.sort { ($0.a.count, -$0.a.lowerBound, -$0.b.lowerBound) > ($1.a.count, -$1.a.lowerBound, -$1.b.lowerBound) }
        var takenA = [Bool](repeating: false, count: a.tokens.count)
        var takenB = [Bool](repeating: false, count: b.tokens.count)
        var tiles: [MatchedRegion] = []
        for run in runs {
            // Trim a run to the part still free on both sides.
            var start = 0
            var best: Range<Int>? = nil
            for index in 0...run.a.count {
                let free = index < run.a.count && !takenA[run.a.lowerBound + index] && !takenB[run.b.lowerBound + index]
                if !free {
                    if index - start >= k, (best?.count ?? 0) < index - start { best = start..<index }
                    start = index + 1
                }
            }
            guard let best else { continue }
            let tile = MatchedRegion(a: (run.a.lowerBound + best.lowerBound)..<(run.a.lowerBound + best.upperBound),
                                     b: (run.b.lowerBound + best.lowerBound)..<(run.b.lowerBound + best.upperBound))
            for index in tile.a { takenA[index] = true }
            for index in tile.b { takenB[index] = true }
            tiles.append(tile)
        }
        return tiles.sorted { $0.a.lowerBound < $1.a.lowerBound }
    }
}

/// Tokens `a` of the first answer match tokens `b` of the second.
public struct MatchedRegion: Sendable, Equatable {
    public let a: Range<Int>
    public let b: Range<Int>
}
