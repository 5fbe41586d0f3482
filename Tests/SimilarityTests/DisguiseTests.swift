import Foundation
import Literate
import Similarity
import XCTest

/// The disguises that scored lowest against their sources: stacked small
/// edits, literals moved into named constants, and merges of two answers.
final class DisguiseTests: XCTestCase {
    func score(_ a: String, _ b: String, template: Template = .empty) -> Double {
        let parameters = SimilarityParameters()
        return Similarity.score(AnswerDocument(name: "a", source: a, template: template, parameters: parameters),
                                AnswerDocument(name: "b", source: b, template: template, parameters: parameters), parameters: parameters)
    }

    static let source = """
        import Foundation

        struct Update: Decodable {
            let id: Int
            let price: Double
        }

        func decodeAll(_ items: [Data]) -> [Update] {
            var updates: [Update] = []
            for item in items {
                if let update = try? JSONDecoder().decode(Update.self, from: item) {
                    updates.append(update)
                }
            }
            return updates.sorted { $0.id < $1.id }
        }

        func total(of updates: [Update]) -> Double {
            updates.reduce(0) { $0 + $1.price }
        }
        """

    /// Rename, reorder, a local, and the loop as `compactMap`, all at once,
    /// keep the copy as close to its source as each edit alone does.
    func testStackedSmallEditsKeepTheirSource() {
        let renamed = Self.source.replacingOccurrences(of: "Update", with: "Change").replacingOccurrences(of: "updates", with: "changes")
            .replacingOccurrences(of: "decodeAll", with: "readEvery").replacingOccurrences(of: "items", with: "payloads")
            .replacingOccurrences(of: "item", with: "payload").replacingOccurrences(of: "total(of", with: "sum(of")
        let stacked = """
            import Foundation

            func sum(of list: [Change]) -> Double {
                list.reduce(0) { $0 + $1.price }
            }

            struct Change: Decodable {
                let price: Double
                let id: Int
            }

            func readEvery(_ payloads: [Data]) -> [Change] {
                let changes = payloads.compactMap { payload in try? JSONDecoder().decode(Change.self, from: payload) }
                let ordered = changes.sorted { $0.id < $1.id }
                return ordered
            }
            """
        XCTAssertGreaterThanOrEqual(score(Self.source, renamed), 0.95)
        XCTAssertGreaterThanOrEqual(score(Self.source, stacked), 0.9, "four small edits stacked")
        // Another plan is not a copy.
        let other = """
            import Foundation

            struct Update: Decodable { let id: Int; let price: Double }

            func decodeAll(_ items: [Data]) -> [Update] {
                var byID: [Int: Update] = [:]
                for item in items {
                    guard let update = try? JSONDecoder().decode(Update.self, from: item), byID[update.id] == nil else { continue }
                    byID[update.id] = update
                }
                return byID.keys.sorted().compactMap { byID[$0] }
            }

            func total(of updates: [Update]) -> Double {
                var sum = 0.0
                for update in updates { sum += update.price }
                return sum
            }
            """
        XCTAssertLessThan(score(Self.source, other), 0.5)
    }

    /// Key literals moved into a type's named constants, named like the
    /// properties they decode, are the literals.
    func testNamedConstantsAreTheirLiterals() {
        let literal = """
            struct Card: Decodable {
                let name: String
                let set: String
                init(from decoder: Decoder) throws {
                    let c = try decoder.container(keyedBy: AnyKey.self)
                    name = try c.decode(String.self, forKey: AnyKey("name"))
                    set = try c.decode(String.self, forKey: AnyKey("set_code"))
                }
            }
            """
        let constants = """
            struct Card: Decodable {
                enum Field {
                    static let name = "name"
                    static let set = "set_code"
                }
                let name: String
                let set: String
                init(from decoder: Decoder) throws {
                    let c = try decoder.container(keyedBy: AnyKey.self)
                    name = try c.decode(String.self, forKey: AnyKey(Field.name))
                    set = try c.decode(String.self, forKey: AnyKey(Field.set))
                }
            }
            """
        XCTAssertGreaterThanOrEqual(score(literal, constants), 0.8)
    }

    /// A merge of two answers of a class is flagged against both of its
    /// sources: a copy of half of an answer is a copy.
    func testAMergeIsFlaggedAgainstBothSources() throws {
        let course = try Course.load(root: repositoryRoot)
        let folder = repositoryRoot.appendingPathComponent("scripts/similarity-bench/tuning/kebab-strategy")
        var answers: [(student: String, source: String)] = []
        for author in ["author-a", "author-b", "author-c"] {
            for name in ["functional", "loopy", "chained", "wordloop"] {
                let file = folder.appendingPathComponent("\(author)/honest/\(name).swift")
                if let text = try? String(contentsOf: file, encoding: .utf8) { answers.append(("\(author)/\(name)", text)) }
            }
        }
        for file in try FileManager.default.contentsOfDirectory(atPath: repositoryRoot.appendingPathComponent("Tests/GradingTests/Answers/kebab-strategy").path)
            where file.hasPrefix("alt-") {
            answers.append((file, try String(contentsOf: repositoryRoot.appendingPathComponent("Tests/GradingTests/Answers/kebab-strategy/\(file)"), encoding: .utf8)))
        }
        let merge = try String(contentsOf: folder.appendingPathComponent("author-c/copies/merge+rename--functional+loopy.swift"), encoding: .utf8)
        answers.append(("merged", merge))
        XCTAssertGreaterThanOrEqual(answers.count, 8)
        let result = ClassSimilarity([ExerciseAnswers(exercise: "kebab-strategy", templateSources: course.similarityTemplate(for: "kebab-strategy"), answers: answers)])
        for source in ["author-c/functional", "author-c/loopy"] {
            let pair = try XCTUnwrap(result.pairs.first { Set([$0.studentA, $0.studentB]) == Set(["merged", source]) })
            XCTAssertTrue(pair.flagged, "the merge against \(source): \(pair)")
        }
        XCTAssertFalse(result.calibrations[0].converges)
    }
}
