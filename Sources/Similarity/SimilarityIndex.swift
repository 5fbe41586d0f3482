import Foundation

/// Code every learner was given (the exercise's starter stub, the chapter's
/// code): a k-gram that occurs in it is nobody's own work and never counts.
/// Nor does wording the task holds (`WordingView`): a comment or literal of
/// that code, or a run of the words of the task text (the chapter as
/// written, prose and code).
public struct Template: Sendable {
    public let ignored: Set<UInt64>
    /// Units of the wording view that are the task's.
    public let ignoredWording: Set<UInt64>

    public init(sources: [String], taskText: String = "", parameters: SimilarityParameters) {
        var ignored: Set<UInt64> = []
        var ignoredWording = WordingView.taskPhrases(taskText)
        for source in sources {
            // As the learner's own file (every name it declares is the
            // learner's) and as code an answer uses by name (only its
            // parameters and local variables are renamed along).
            let own = AnswerReader(source)
            let used = AnswerReader(source, localNamesOnly: true)
            ignored.formUnion(KGrams.hashes(own.normal.map(\.kind), k: parameters.k))
            ignored.formUnion(KGrams.hashes(used.normal.map(\.kind), k: parameters.k))
            ignored.formUnion(KGrams.plainHashes(own.plain.tokens.map(\.kind), k: parameters.k))
            ignored.formUnion(LineView.hashes(own.plain, minimumTokens: parameters.lineTokens))
            ignored.formUnion(LineView.hashes(used.plain, minimumTokens: parameters.lineTokens))
            ignoredWording.formUnion(WordingView.hashes(own.wording).hashes)
        }
        self.ignored = ignored
        self.ignoredWording = ignoredWording
    }

    public static let empty = Template(ignored: [])

    init(ignored: Set<UInt64>, ignoredWording: Set<UInt64> = []) {
        self.ignored = ignored
        self.ignoredWording = ignoredWording
    }
}

/// One view of an answer: its winnowed fingerprints outside the template,
/// sorted by hash (for one merge pass per pair).
struct FingerprintView: Sendable {
    let sortedHashes: [UInt64]

    init(_ hashes: [UInt64], parameters: SimilarityParameters, template: Template) {
        sortedHashes = KGrams.winnow(hashes, window: parameters.window, ignored: template.ignored, k: parameters.k).map(\.hash).sorted()
    }
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
    /// The plain view: the fingerprints of the tokens as written (names and
    /// literals by their class, nothing rewritten), as token-based tools see
    /// code. Where the normaliser's rewriting of one side misses (a copy
    /// rewritten in a way no pass knows), the code left as written may
    /// still match.
    let plain: FingerprintView
    /// The line view (`LineView`): a hash per line of the answer's own,
    /// the template's lines left out, sorted.
    let lines: [UInt64]
    /// The wording view (`WordingView`): a hash per distinct comment line
    /// and literal of the answer's own, the task's left out, sorted.
    let wording: [UInt64]
    /// The text of each unit of `wording`, as written (for the report).
    let wordingTexts: [String]
    /// The number of words of each unit of `wording`.
    let wordingLengths: [Int]

    /// The fingerprints in position order: (first token, hash).
    func fingerprintsByPosition() -> [(position: Int, hash: UInt64)] {
        var hashes = [UInt64](repeating: 0, count: positions.count)
        for (index, hash) in sortedHashes.enumerated() { hashes[sortedIndex[index]] = hash }
        return zip(positions, hashes).map { ($0, $1) }
    }

    /// For every token, the highest weight of the fingerprints covering it
    /// (-1: none covers it). O(fingerprints · k).
    func coverWeights(k: Int, rarity: Rarity) -> [Double] {
        var best = [Double](repeating: -1, count: tokens.count)
        for (index, hash) in sortedHashes.enumerated() {
            let position = positions[sortedIndex[index]]
            let weight = rarity.weight(hash)
            for token in position..<min(position + k, tokens.count) { best[token] = max(best[token], weight) }
        }
        return best
    }

    /// `tokens` cut into runs that are all rare or all common in the class
    /// (by the fingerprints covering each token, `coverWeights`; a token no
    /// fingerprint covers goes with the run before it).
    static func partsByRarity(_ tokens: Range<Int>, weights: [Double]) -> [Range<Int>] {
        guard !tokens.isEmpty else { return [] }
        var parts: [Range<Int>] = []
        var start = tokens.lowerBound
        var common: Bool? = nil
        for token in tokens where weights[token] >= 0 {
            let isCommon = weights[token] < 0.5
            if let current = common, current != isCommon {
                parts.append(start..<token)
                start = token
            }
            common = isCommon
        }
        parts.append(start..<tokens.upperBound)
        return parts
    }

    /// The hashes of the fingerprints whose k-gram lies inside `tokens`
    /// (`byPosition` from `fingerprintsByPosition`): a binary search, then
    /// the fingerprints found.
    static func fingerprintHashes(in tokens: Range<Int>, k: Int, byPosition: [(position: Int, hash: UInt64)]) -> [UInt64] {
        var low = 0
        var high = byPosition.count
        while low < high {
            let middle = (low + high) / 2
            if byPosition[middle].position < tokens.lowerBound { low = middle + 1 } else { high = middle }
        }
        var found: [UInt64] = []
        while low < byPosition.count, byPosition[low].position + k <= tokens.upperBound {
            found.append(byPosition[low].hash)
            low += 1
        }
        return found
    }

    /// Why this answer is not compared as the others are (nil: it is).
    public var note: ReadingNote? { tokens.note }

    public init(name: String, source: String, template: Template, parameters: SimilarityParameters) {
        self.name = name
        let read = AnswerReader(source)
        tokens = TokenStream(read)
        let fingerprints = KGrams.winnow(KGrams.hashes(tokens.kinds, k: parameters.k), window: parameters.window, ignored: template.ignored)
        positions = fingerprints.map(\.position)
        let order = fingerprints.indices.sorted { (fingerprints[$0].hash, $0) < (fingerprints[$1].hash, $1) }
        sortedHashes = order.map { fingerprints[$0].hash }
        sortedIndex = order
        ownTokens = coveredLength(positions, k: parameters.k)
        plain = FingerprintView(KGrams.plainHashes(read.plain.tokens.map(\.kind), k: parameters.k), parameters: parameters, template: template)
        lines = LineView.hashes(read.plain, minimumTokens: parameters.lineTokens).filter { !template.ignored.contains($0) }.sorted()
        let units = WordingView.hashes(read.wording.filter { !WordingView.isTasks($0.words, phrases: template.ignoredWording) })
        wording = units.hashes
        wordingTexts = units.texts
        wordingLengths = units.lengths
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

/// How many of a class's answers hold each fingerprint. A passage that many
/// students wrote alike is weak evidence of copying (the idiom the task
/// calls for, the chapter's style); one that two students alone share is
/// strong. Each fingerprint (and each line of the line view) weighs an
/// inverse document frequency scaled so that one held by at most two answers
/// weighs 1 and one held by every answer 0: `w = log(n / df) / log(n / 2)`,
/// clamped to 0...1, for n answers (all weigh 1 when n ≤ 2), plus
/// `floor · (1 - w) · (n - df) / (n - 2)`, so that code held by a source
/// and its few copies is not counted as the class's common idiom.
public struct Rarity: Sendable {
    /// Answers holding each fingerprint (only those held by more than two).
    let counts: [UInt64: Int]
    /// Answers in the class.
    public let answers: Int

    public init(_ documents: [AnswerDocument]) {
        var counts: [UInt64: Int] = [:]
        for document in documents {
            for hashes in [document.sortedHashes, document.plain.sortedHashes, document.lines, document.wording] {
                var last: UInt64? = nil
                for hash in hashes where hash != last {
                    counts[hash, default: 0] += 1
                    last = hash
                }
            }
        }
        self.counts = counts.filter { $0.value > 2 }
        answers = documents.count
    }

    /// Every fingerprint weighs 1.
    public static let none = Rarity(counts: [:], answers: 0)

    init(counts: [UInt64: Int], answers: Int) {
        self.counts = counts
        self.answers = answers
    }

    /// Answers of the class holding the fingerprint (0, 1 or 2 when it is
    /// not among the common ones).
    public func count(_ hash: UInt64) -> Int { counts[hash] ?? 0 }

    public func weight(_ hash: UInt64) -> Double {
        guard let count = counts[hash], answers > 2 else { return 1 }
        return Self.weight(count: count, answers: answers)
    }

    public static func weight(count: Int, answers: Int) -> Double {
        guard answers > 2, count > 2 else { return 1 }
        let idf = max(0, min(1, log(Double(answers) / Double(count)) / log(Double(answers) / 2)))
        let held = Double(answers - count) / Double(answers - 2)
        return idf + floor * (1 - idf) * max(0, held)
    }

    /// The share of the weight a passage keeps whatever its inverse
    /// document frequency, falling to nothing as the passage reaches every
    /// answer. A source and its copies hold the copied code together: with
    /// two or three copies of one answer in a small class the idf alone
    /// counted that code as half common.
    static let floor = 0.5

    /// The document with each of its fingerprints' weight.
    public func weighed(_ document: AnswerDocument) -> WeighedDocument {
        let weights = document.sortedHashes.map(weight)
        let plainWeights = document.plain.sortedHashes.map(weight)
        let lineWeights = document.lines.map(weight)
        // A short unit is written alike by chance more often: it weighs
        // less (`WordingView.lengthWeight`).
        let wordingWeights = zip(document.wording, document.wordingLengths).map { weight($0) * WordingView.lengthWeight($1) }
        return WeighedDocument(document: document, weights: weights, total: weights.reduce(0, +),
                               plainWeights: plainWeights, plainTotal: plainWeights.reduce(0, +),
                               lineWeights: lineWeights, lineTotal: lineWeights.reduce(0, +),
                               wordingWeights: wordingWeights, wordingTotal: wordingWeights.reduce(0, +))
    }
}

/// An answer's fingerprints with their weights in one class.
public struct WeighedDocument: Sendable {
    public let document: AnswerDocument
    /// Parallel to `document.sortedHashes`.
    let weights: [Double]
    let total: Double
    /// Parallel to `document.plain.sortedHashes`.
    let plainWeights: [Double]
    let plainTotal: Double
    /// Parallel to `document.lines`.
    let lineWeights: [Double]
    let lineTotal: Double
    /// Parallel to `document.wording`.
    let wordingWeights: [Double]
    let wordingTotal: Double
}

public enum Similarity {
    /// How much of two answers is the same code, from 0 to 1, with each
    /// fingerprint weighed by how rare it is in the class: the highest of
    ///
    /// - the **overlap** of their normalised fingerprints: `(weight of a's
    ///   fingerprints that b also has + the same for b) ÷ (weight of all a's
    ///   fingerprints + all b's)`, the share of both answers' own code that
    ///   the other also has;
    /// - the **containment** of either in the other, normalised: the share
    ///   of a's own code that b also has, or of b's that a has, whichever is
    ///   larger (a copy padded with code of its own, or half of one answer
    ///   merged with half of another, holds most of its source);
    /// - the same containment in the **plain** view (tokens as written),
    ///   which sees what the normaliser's rewriting may hide;
    /// - the overlap and the containments of the **line** view
    ///   (`LineView`): lines compared as a bag, which sees lines moved into
    ///   helpers, extensions or other branches;
    /// - the containments of the **wording** view (`WordingView`): the
    ///   share of a's own comments and messages that b also has, or of b's
    ///   that a has, which sees a copy whose code was rewritten past every
    ///   other view but whose words were kept.
    ///
    /// A containment counts fully only when the contained side has at least
    /// `SimilarityParameters.minimumContained` fingerprints' weight of its
    /// own (`minimumContainedLines` lines' in the line view,
    /// `minimumContainedWording` units' in the wording view; a few lines
    /// are contained anywhere): below that, in proportion.
    /// Each view is one merge of two sorted lists: O(fa + fb).
    public static func score(_ a: WeighedDocument, _ b: WeighedDocument, parameters: SimilarityParameters = SimilarityParameters()) -> Double {
        parts(a, b, parameters: parameters).score
    }

    /// The score's two sources apart: what the code views give and what
    /// the wording view gives (the score is the higher), so the report can
    /// say which counted.
    public static func parts(_ a: WeighedDocument, _ b: WeighedDocument, parameters: SimilarityParameters = SimilarityParameters()) -> ScoreParts {
        let normal = shared(a.document.sortedHashes, a.weights, b.document.sortedHashes, b.weights)
        let plain = shared(a.document.plain.sortedHashes, a.plainWeights, b.document.plain.sortedHashes, b.plainWeights)
        let overlap = a.total + b.total > 0 ? (normal.a + normal.b) / (a.total + b.total) : 0
        let line = shared(a.document.lines, a.lineWeights, b.document.lines, b.lineWeights)
        let lineOverlap = a.lineTotal + b.lineTotal > 0 ? (line.a + line.b) / (a.lineTotal + b.lineTotal) : 0
        func containment(_ shared: Double, _ total: Double, minimum: Int) -> Double {
            guard total > 0 else { return 0 }
            return shared / total * min(1, total / Double(minimum))
        }
        let fingerprints = parameters.minimumContained
        let lines = parameters.minimumContainedLines
        let wording = shared(a.document.wording, a.wordingWeights, b.document.wording, b.wordingWeights)
        let units = parameters.minimumContainedWording
        let contained = max(containment(normal.a, a.total, minimum: fingerprints), containment(normal.b, b.total, minimum: fingerprints),
                            containment(plain.a, a.plainTotal, minimum: fingerprints), containment(plain.b, b.plainTotal, minimum: fingerprints),
                            containment(line.a, a.lineTotal, minimum: lines), containment(line.b, b.lineTotal, minimum: lines))
        let worded = max(containment(wording.a, a.wordingTotal, minimum: units), containment(wording.b, b.wordingTotal, minimum: units))
        return ScoreParts(code: min(1, max(overlap, lineOverlap, contained)), wording: min(1, worded))
    }

    /// The weight of a's fingerprints that b also has, and of b's that a has.
    static func shared(_ left: [UInt64], _ leftWeights: [Double], _ right: [UInt64], _ rightWeights: [Double]) -> (a: Double, b: Double) {
        var sharedA = 0.0
        var sharedB = 0.0
        var i = 0
        var j = 0
        while i < left.count && j < right.count {
            let hash = left[i]
            if hash < right[j] {
                i += 1
            } else if hash > right[j] {
                j += 1
            } else {
                while i < left.count && left[i] == hash { sharedA += leftWeights[i]; i += 1 }
                while j < right.count && right[j] == hash { sharedB += rightWeights[j]; j += 1 }
            }
        }
        return (sharedA, sharedB)
    }

    /// The comment lines and literals of its own that a shares with b
    /// (`WordingView`), as a wrote them, the rarest in the class first
    /// (then by text): what the wording view counted, for the report.
    public static func sharedWording(_ a: AnswerDocument, _ b: AnswerDocument, rarity: Rarity = .none) -> [SharedWording] {
        var found: [SharedWording] = []
        var i = 0
        var j = 0
        while i < a.wording.count && j < b.wording.count {
            if a.wording[i] < b.wording[j] {
                i += 1
            } else if a.wording[i] > b.wording[j] {
                j += 1
            } else {
                found.append(SharedWording(text: a.wordingTexts[i], heldBy: rarity.count(a.wording[i]), weight: rarity.weight(a.wording[i])))
                i += 1
                j += 1
            }
        }
        return found.sorted { ($0.weight, $1.text) > ($1.weight, $0.text) }
    }

    /// The score of two answers on their own, every fingerprint weighing 1.
    public static func score(_ a: AnswerDocument, _ b: AnswerDocument, parameters: SimilarityParameters) -> Double {
        score(Rarity.none.weighed(a), Rarity.none.weighed(b), parameters: parameters)
    }

    /// Repeats of one k-gram in one answer beyond which `matches` leaves it out.
    static let repeatedKGram = 32

    /// The matching regions of two answers, for display: every k-gram (not
    /// only the fingerprints) outside the template that both contain, joined
    /// into runs along the same offset, then tiled greedily, longest first,
    /// so that each token belongs to at most one region (as greedy string
    /// tiling does). O(na + nb + pairs · log pairs).
    /// Each region says how many answers of the class hold its rarest
    /// fingerprint and what that weighs, so the report can show which shared
    /// code counted.
    public static func matches(_ a: AnswerDocument, _ b: AnswerDocument, template: Template, parameters: SimilarityParameters,
                               rarity: Rarity = .none) -> [MatchedRegion] {
        let k = parameters.k
        let hashesA = KGrams.hashes(a.tokens.kinds, k: k)
        let hashesB = KGrams.hashes(b.tokens.kinds, k: k)
        var positionsInB: [UInt64: [Int]] = [:]
        for (position, hash) in hashesB.enumerated() where !template.ignored.contains(hash) {
            positionsInB[hash, default: []].append(position)
        }
        var timesInA: [UInt64: Int] = [:]
        for hash in hashesA { timesInA[hash, default: 0] += 1 }
        // (offset j - i, i, j) for each pair of equal k-grams. A k-gram
        // repeated more than `repeatedKGram` times in either answer (a run
        // of one statement, a generated table) is left out: it marks
        // nothing a reader needs, and pairing every repeat with every other
        // would cost the product of their counts.
        var pairs: [(offset: Int, i: Int, j: Int)] = []
        for (i, hash) in hashesA.enumerated() where !template.ignored.contains(hash) && timesInA[hash, default: 0] <= repeatedKGram {
            guard let found = positionsInB[hash], found.count <= repeatedKGram else { continue }
            for j in found { pairs.append((j - i, i, j)) }
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
        let weightsA = a.coverWeights(k: k, rarity: rarity)
        let byPositionA = a.fingerprintsByPosition()
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
            let rangeA = (run.a.lowerBound + best.lowerBound)..<(run.a.lowerBound + best.upperBound)
            let shift = run.b.lowerBound - run.a.lowerBound
            for index in rangeA {
                takenA[index] = true
                takenB[index + shift] = true
            }
            // Split where the code turns from rare to common or back, so
            // the report can say which shared code counted.
            for part in AnswerDocument.partsByRarity(rangeA, weights: weightsA) {
                // The fingerprints of a inside the part: what it adds to the score.
                let held = AnswerDocument.fingerprintHashes(in: part, k: k, byPosition: byPositionA)
                tiles.append(MatchedRegion(a: part, b: (part.lowerBound + shift)..<(part.upperBound + shift),
                                           fingerprints: held.count,
                                           heldBy: held.map(rarity.count).min() ?? 0,
                                           weight: held.map(rarity.weight).max() ?? 0))
            }
        }
        return tiles.sorted { $0.a.lowerBound < $1.a.lowerBound }
    }
}

/// What a pair's score is made of (`Similarity.parts`).
public struct ScoreParts: Sendable, Equatable {
    /// From the code: the normalised, plain and line views.
    public let code: Double
    /// From the answers' own comments and literals (`WordingView`).
    public let wording: Double
    public var score: Double { max(code, wording) }
}

/// A comment line or literal two answers share (`Similarity.sharedWording`).
public struct SharedWording: Sendable, Equatable {
    /// As the first answer wrote it (at most `WordingView.shownScalars` scalars).
    public let text: String
    /// Answers of the class holding it (0 to 2 when it is not common).
    public let heldBy: Int
    /// What it weighs (1: rare, counts fully).
    public let weight: Double
}

/// Tokens `a` of the first answer match tokens `b` of the second.
public struct MatchedRegion: Sendable, Equatable {
    public let a: Range<Int>
    public let b: Range<Int>
    /// The first answer's fingerprints inside the region (0: too short to
    /// count in the score).
    public var fingerprints: Int = 0
    /// Answers of the class holding the region's rarest fingerprint (0 to 2
    /// when that one is not common).
    public var heldBy: Int = 0
    /// What the region's fingerprints weigh (1: rare, counts fully; near 0:
    /// written alike by much of the class).
    public var weight: Double = 0
}
