import Foundation
import Literate
import Similarity
import XCTest

final class SimilarityTests: XCTestCase {
    static let exercises = ["kebab-strategy", "mana-decoding", "userinfo-interval", "nested-encoding", "customer-decodable"]
    static let course = Result { try Course.load(root: repositoryRoot) }

    func template(_ exercise: String) throws -> Template {
        let course = try Self.course.get()
        return Template(sources: course.similarityTemplate(for: exercise), taskText: course.similarityTaskText(for: exercise), parameters: SimilarityParameters())
    }

    func document(_ name: String, _ source: String, _ template: Template) -> AnswerDocument {
        AnswerDocument(name: name, source: source, template: template, parameters: SimilarityParameters())
    }

    func testTokensIgnoreNamesLiteralsCommentsAndLayout() {
        // (`show`, not `print`: a printed trace is padding the slicing drops.)
        let a = TokenStream("let total = 3 // three\nshow(\"hi\", total)")
        let b = TokenStream("/* other */ let   sum = 42\n\n   show(\"bye\",sum) // done")
        XCTAssertEqual(a.kinds, b.kinds)
        // `let total = 3` names a literal: its use is the literal (`show ( str , num )`).
        XCTAssertEqual(a.count, 6)
        // A keyword or an operator is not a name.
        XCTAssertNotEqual(TokenStream("if total { }").kinds, TokenStream("while total { }").kinds)
        XCTAssertNotEqual(TokenStream("let x = a + b").kinds, TokenStream("let x = a - b").kinds)
        // Ranges point at the token's own bytes.
        let source = "let naïve = 1"
        let tokens = TokenStream(source)
        let bytes = Array(source.utf8)
        XCTAssertEqual(String(decoding: bytes[tokens.ranges[1]], as: UTF8.self), "naïve")
    }

    func testWinnowingGuarantee() {
        // Any common run of at least k + window - 1 tokens shares a fingerprint.
        let parameters = SimilarityParameters(k: 5, window: 4)
        let shared = "value = (left + right) * 2 - other / 3 + last"
        let a = AnswerDocument(name: "a", source: "struct A { var q = 1 }\nlet \(shared)\nfunc f() {}", template: .empty, parameters: parameters)
        let b = AnswerDocument(name: "b", source: "enum B { case x, y, z }\nfor i in 0..<3 { print(i) }\nlet \(shared)", template: .empty, parameters: parameters)
        XCTAssertGreaterThan(Similarity.score(a, b, parameters: parameters), 0)
        let c = AnswerDocument(name: "c", source: "enum B { case x, y, z }\nfor i in 0..<3 { print(i) }", template: .empty, parameters: parameters)
        XCTAssertEqual(Similarity.score(a, c, parameters: parameters), 0)
        XCTAssertEqual(Similarity.score(a, a, parameters: parameters), 1)
    }

    func testTemplateCodeDoesNotCount() throws {
        let parameters = SimilarityParameters()
        let given = "struct AnyCodingKey: CodingKey {\n    var stringValue: String\n    var intValue: Int?\n    init?(stringValue: String) { self.stringValue = stringValue; self.intValue = nil }\n    init?(intValue: Int) { self.stringValue = String(intValue); self.intValue = intValue }\n}\n"
        let template = Template(sources: [given], parameters: parameters)
        let a = AnswerDocument(name: "a", source: given + "let words = text.split(separator: \"-\").map { $0.uppercased() }", template: template, parameters: parameters)
        let b = AnswerDocument(name: "b", source: given + "var total = 0\nfor piece in input.components(separatedBy: \"-\") where !piece.isEmpty { total += piece.count }", template: template, parameters: parameters)
        XCTAssertEqual(Similarity.score(a, b, parameters: parameters), 0)
        // Without the template, the shared struct makes them look alike.
        let bare = Template.empty
        XCTAssertGreaterThan(Similarity.score(AnswerDocument(name: "a", source: a.tokens.source, template: bare, parameters: parameters),
                                              AnswerDocument(name: "b", source: b.tokens.source, template: bare, parameters: parameters), parameters: parameters), 0.4)
        // The starter stub alone is nobody's code.
        XCTAssertEqual(AnswerDocument(name: "s", source: given, template: template, parameters: parameters).ownTokens, 0)
    }

    /// Renamed, re-commented, re-indented and re-ordered copies of every
    /// independent answer of every exercise score at least 0.8 against the
    /// original; independent answers score under 0.5 against each other and
    /// against each other's copies.
    func testCopiesFoundAndIndependentAnswersCleared() throws {
        var report: [String] = []
        var lowestCopy = 1.0
        for exercise in Self.exercises {
            let template = try template(exercise)
            let originals = try independentAnswers(for: exercise)
            XCTAssertGreaterThanOrEqual(originals.count, 3, exercise)
            var documents: [(name: String, origin: Int, doc: AnswerDocument)] = []
            for (index, original) in originals.enumerated() {
                documents.append((original.name, index, document(original.name, original.source, template)))
                for seed in 1...3 as ClosedRange<UInt64> {
                    let copy = disguise(original.source, seed: seed &* 7919 &+ UInt64(index))
                    XCTAssertNotEqual(copy, original.source)
                    documents.append(("\(original.name)-copy\(seed)", index, document("copy", copy, template)))
                }
            }
            for i in documents.indices {
                for j in documents.indices where j > i {
                    let score = Similarity.score(documents[i].doc, documents[j].doc, parameters: SimilarityParameters())
                    let label = "\(exercise): \(documents[i].name) vs \(documents[j].name) = \(SimilarityReport.formatScore(score))"
                    if documents[i].origin == documents[j].origin {
                        XCTAssertGreaterThanOrEqual(score, 0.8, label)
                        lowestCopy = min(lowestCopy, score)
                    } else {
                        XCTAssertLessThan(score, 0.5, label)
                        if !documents[i].name.contains("copy") && !documents[j].name.contains("copy") { report.append(label) }
                    }
                }
            }
        }
        print(report.joined(separator: "\n"))
        print("lowest score of a copy against its original or another copy: \(SimilarityReport.formatScore(lowestCopy))")
    }

    func testMatchedRegionsCoverTheCopy() throws {
        let template = try template("kebab-strategy")
        let original = try independentAnswers(for: "kebab-strategy")[1].source
        let a = document("a", original, template)
        let b = document("b", disguise(original, seed: 42), template)
        let regions = Similarity.matches(a, b, template: template, parameters: SimilarityParameters())
        XCTAssertFalse(regions.isEmpty)
        // Regions never overlap, and pair equal token classes.
        var seenA = Set<Int>(), seenB = Set<Int>()
        for region in regions {
            XCTAssertEqual(region.a.count, region.b.count)
            XCTAssertEqual(Array(a.tokens.kinds[region.a]), Array(b.tokens.kinds[region.b]))
            for index in region.a { XCTAssertTrue(seenA.insert(index).inserted) }
            for index in region.b { XCTAssertTrue(seenB.insert(index).inserted) }
        }
        XCTAssertGreaterThan(seenA.count, a.ownTokens / 2)
    }

    func testReportsAreQuotedAndEscaped() throws {
        let hostile = "Eve, \"the\" <script>alert(1)</script>"
        let result = ClassSimilarity([
            ExerciseAnswers(exercise: "kebab-strategy", templateSources: [], answers: [
                (student: hostile, source: "let a = \"</pre><script>x()</script>\"\nfunc f(_ x: Int) -> Int { let y = x * 2; return y + 1 }"),
                (student: "=cmd()", source: "let b = \"</pre><script>x()</script>\"\nfunc g(_ z: Int) -> Int { let w = z * 2; return w + 1 }"),
                (student: "Zoë", source: "enum E { case one, two }"),
            ]),
        ])
        let csv = SimilarityReport.csv(result.pairs)
        let lines = csv.components(separatedBy: "\r\n")
        XCTAssertEqual(lines[0], "exercise,student_a,student_b,score,compared_with,flagged,standing,reason")
        // Three answers: too few to calibrate on, the pair at 1.0 is flagged at 0.5.
        XCTAssertTrue(lines[1].hasPrefix("kebab-strategy,'=cmd(),\"Eve, \"\"the\"\" <script>alert(1)</script>\",1.000,student,yes,0.500,at or above 0.500"), lines[1])
        XCTAssertEqual(lines.count, 5) // three pairs and the final line end
        XCTAssertTrue(lines[2].hasSuffix(",0.000,student,,-0.500,") && lines[3].hasSuffix(",0.000,student,,-0.500,"), csv)
        let html = SimilarityReport.html(result)
        XCTAssertFalse(html.contains("<script"))
        XCTAssertFalse(html.contains("</pre><script"))
        XCTAssertTrue(html.contains("Eve, &quot;the&quot; &lt;script&gt;"))
        XCTAssertTrue(html.contains("<mark class=\"m0\""))
        XCTAssertFalse(html.contains("http"), "no external resources")
        XCTAssertEqual(result.details.count, 1, "pairs scoring 0 are not shown")
    }

    /// A passage most of the class wrote alike weighs little; one two
    /// students alone share weighs fully.
    func testCommonCodeWeighsLess() {
        let common = "func decodeAll(_ c: KeyedDecodingContainer<K>) throws -> [String] { try c.allKeys.map { try c.decode(String.self, forKey: $0) }.sorted() }\n"
        let rare = "func oddOnes(_ values: [Int]) -> [Int] { values.enumerated().filter { $0.offset % 2 == 1 }.map(\\.element).reversed() }\n"
        let own = [
            "func a1(_ t: String) -> Bool { t.hasPrefix(\"x\") && t.count > 3 && !t.contains(\" \") }\n",
            "enum B2: String { case north, south, east, west, up, down; var flipped: Bool { self == .up || self == .down } }\n",
            "struct C3 { var items: Set<Int> = []; mutating func toggle(_ i: Int) { if items.contains(i) { items.remove(i) } else { items.insert(i) } } }\n",
            "let d4 = (1...20).reduce(into: [Int: Int]()) { table, n in table[n % 7, default: 0] += n * n }\n",
            "func e5(_ d: [String: Double]) -> String? { d.max { $0.value < $1.value }?.key.lowercased() }\n",
        ]
        var answers = own.enumerated().map { (student: "s\($0.offset)", source: common + $0.element) }
        answers[0].source += rare
        answers[1].source += rare
        let prepared = ClassSimilarity.prepare([ExerciseAnswers(exercise: "x", templateSources: [], answers: answers)])
        let rarity = prepared[0].rarity
        let docs = prepared[0].documents.map { rarity.weighed($0) }
        // s0 and s1 share the common passage and the rare one; s2 and s3 only the common one.
        let rarePair = Similarity.score(docs[0], docs[1])
        let commonPair = Similarity.score(docs[2], docs[3])
        XCTAssertGreaterThan(rarePair, commonPair + 0.2)
        XCTAssertLessThan(commonPair, 0.1, "a passage every answer holds counts for nothing")
        // Unweighed, the common passage alone makes the pair look alike.
        XCTAssertGreaterThan(Similarity.score(prepared[0].documents[2], prepared[0].documents[3], parameters: SimilarityParameters()), 0.3)
        XCTAssertEqual(Rarity.weight(count: 2, answers: 30), 1)
        XCTAssertEqual(Rarity.weight(count: 30, answers: 30), 0)
        XCTAssertLessThan(Rarity.weight(count: 10, answers: 30), Rarity.weight(count: 4, answers: 30))
        // A source and three copies of it in a class of seven: the copied
        // code still counts three fifths (the idf alone gave it 0.45, a
        // kept share of 0.3 of the rest 0.55).
        XCTAssertGreaterThan(Rarity.weight(count: 4, answers: 7), 0.6)
        XCTAssertLessThan(Rarity.weight(count: 4, answers: 7), 1)
        XCTAssertEqual(Rarity.weight(count: 7, answers: 7), 0)
        // The page says which shared code counted.
        let result = ClassSimilarity(prepared: prepared)
        let html = SimilarityReport.html(result)
        XCTAssertTrue(html.contains("counted little, written alike by much of the class"), html)
        XCTAssertTrue(html.contains("mark class=\"m0 common\"") || html.contains("mark class=\"m1 common\""), html)
        XCTAssertEqual(result.pairs.first.map { [$0.studentA, $0.studentB] }, ["s0", "s1"])
    }

    /// A student who hands in the course's reference answer, disguised, is
    /// reported against it; archived answers are compared with the current
    /// students only.
    func testReferenceAndArchiveRows() throws {
        let exercise = "kebab-strategy"
        let reference = try String(contentsOf: repositoryRoot.appendingPathComponent("Solutions/\(exercise)/answer.swift"), encoding: .utf8)
        let others = try independentAnswers(for: exercise).dropFirst().map(\.source)
        XCTAssertGreaterThanOrEqual(others.count, 2)
        let result = ClassSimilarity([ExerciseAnswers(
            exercise: exercise, templateSources: try Self.course.get().similarityTemplate(for: exercise),
            answers: [(student: "Ann", source: disguise(reference, seed: 3)), (student: "Bo", source: others[0])],
            references: [(name: "Solutions/\(exercise)/answer.swift", kind: .reference, source: reference),
                         (name: "private/\(exercise)/answer.swift", kind: .solution, source: others[1])],
            archive: [(student: "2025/Cy", source: disguise(others[0], seed: 5)), (student: "2025/Di", source: disguise(others[0], seed: 6))]
        )])
        // 1 student pair + 2 students × (2 references + 2 archived); never the two archived answers together.
        XCTAssertEqual(result.pairs.count, 1 + 2 * 4)
        XCTAssertFalse(result.pairs.contains { $0.studentA.hasPrefix("2025/") })
        let annReference = try XCTUnwrap(result.pairs.first { $0.studentA == "Ann" && $0.kind == .reference })
        XCTAssertGreaterThanOrEqual(annReference.score, FlagCalibration.fallback)
        XCTAssertTrue(annReference.flagged)
        let boReference = try XCTUnwrap(result.pairs.first { $0.studentA == "Bo" && $0.kind == .reference })
        XCTAssertLessThan(boReference.score, FlagCalibration.fallback)
        XCTAssertFalse(boReference.flagged)
        let boArchive = result.pairs.filter { $0.studentA == "Bo" && $0.kind == .archive }
        XCTAssertEqual(boArchive.count, 2)
        XCTAssertTrue(boArchive.allSatisfy { $0.score >= FlagCalibration.fallback && $0.flagged })
        let csv = SimilarityReport.csv(result.pairs)
        XCTAssertTrue(csv.contains("\(exercise),Ann,Solutions/\(exercise)/answer.swift,\(SimilarityReport.formatScore(annReference.score)),reference answer,yes,"), csv)
        XCTAssertTrue(csv.contains(",Bo,2025/Cy,"), csv)
        XCTAssertTrue(csv.contains(",instructor's solution,"), csv)
        let html = SimilarityReport.html(result)
        XCTAssertTrue(html.contains("matches the reference answer"), html)
        XCTAssertTrue(html.contains("earlier term: 2025/Cy") || html.contains("earlier term: 2025/Di"), html)
    }

    /// 200 students × 5 exercises: all 99,500 pairs compared in under 30 s.
    /// Tokenising (swift-syntax's parser, slow in a debug build) is timed
    /// apart and printed.
    func testLargeClassIsFast() throws {
        var exercises: [ExerciseAnswers] = []
        for exercise in Self.exercises {
            // A few disguises per style, then each student adds code of their own.
            let variants = try independentAnswers(for: exercise).flatMap { style in
                (0..<3).map { disguise(style.source, seed: UInt64($0) &* 104_729 &+ UInt64(style.source.utf8.count)) }
            }
            var random = SplitMix(seed: UInt64(exercise.utf8.count))
            let answers = (0..<200).map { student in
                var text = variants[Int(random.next() % UInt64(variants.count))]
                for index in 0..<Int(random.next() % 4) {
                    text += "\nfunc helper\(index)(_ value: Int) -> Int {\n    let doubled = value * \(random.next() % 9 + 2)\n    return doubled + \(index)\n}\n"
                }
                return (student: String(format: "student %03d", student), source: text)
            }
            exercises.append(ExerciseAnswers(exercise: exercise, templateSources: try Self.course.get().similarityTemplate(for: exercise),
                                             taskText: try Self.course.get().similarityTaskText(for: exercise), answers: answers))
        }
        let start = Date()
        let prepared = ClassSimilarity.prepare(exercises)
        let tokenised = Date()
        let result = ClassSimilarity(prepared: prepared)
        let compared = Date()
        let csv = SimilarityReport.csv(result.pairs)
        let html = SimilarityReport.html(result)
        let reported = Date()
        let tokens = prepared.flatMap(\.documents).map(\.tokens.count)
        print(String(format: "similarity: 200 students × 5 exercises (%d answers, %.0f tokens on average), %d pairs: tokenising %.2f s, comparing %.2f s, reports %.2f s (%d + %d bytes)",
                     tokens.count, Double(tokens.reduce(0, +)) / Double(tokens.count), result.pairs.count,
                     tokenised.timeIntervalSince(start), compared.timeIntervalSince(tokenised), reported.timeIntervalSince(compared), csv.utf8.count, html.utf8.count))
        XCTAssertEqual(result.pairs.count, 5 * 200 * 199 / 2)
        XCTAssertLessThan(compared.timeIntervalSince(tokenised), 30)
        // One ranked list per exercise: flagged first, then by score.
        for exercise in Self.exercises {
            let ranked = result.pairs.filter { $0.exercise == exercise }
            XCTAssertTrue(zip(ranked, ranked.dropFirst()).allSatisfy { ($0.flagged ? 1 : 0, $0.score) >= ($1.flagged ? 1 : 0, $1.score) }, exercise)
        }
    }
}
