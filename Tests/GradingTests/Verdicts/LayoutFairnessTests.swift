import Foundation
@testable import Grading
import SwiftParser
import SwiftSyntax
import Testing

/// The order in which an answer declares its stored properties and enum
/// cases is the learner's choice: no task text fixes it. So the reference
/// answer with every type's stored properties, and every enum's cases, in
/// reverse order (its own memberwise-initialiser calls rewritten to match)
/// must pass like the reference itself.
///
/// The step kit is compiled once against the *reference* answer's module: a
/// harness that held a value of a type the answer declares would build in
/// the reference's layout of it (internal types are never resilient, even
/// with library evolution) and misread any other order. This suite runs for
/// every exercise whose answer declares a non-private type with two or more
/// stored properties or cases, and shares the step kits with the other
/// grading suites (same cache).
@Suite("An answer's declaration order is its own", .tags(.slow))
struct LayoutFairnessTests {
    struct Variant: CustomTestStringConvertible, Sendable {
        let exercise: String
        let text: String
        /// What was reordered, for the failure message.
        let changes: [String]

        var testDescription: String { exercise }
    }

    static let variants: [Variant] = TestCourse.setup.course.exercises.compactMap { exercise in
        guard let reference = try? String(contentsOf: TestCourse.setup.course.referenceAnswer(for: exercise.id), encoding: .utf8) else { return nil }
        let permuted = DeclarationOrderPermuter.permute(reference)
        guard permuted.changesVisibleToHarness else { return nil }
        return Variant(exercise: exercise.id, text: permuted.text, changes: permuted.changes)
    }

    static let seeds: [UInt64] = [20_231_115, 11]

    @Test("the exercises whose answers declare types of their own are all covered")
    func coverage() throws {
        let covered = Set(Self.variants.map(\.exercise))
        // The exercise where the harness once read the answer's type itself,
        // and ones whose answers declare a struct or a coding-key enum.
        for id in ["tolerant-updates", "kebab-strategy", "link-table", "card-decodable", "userinfo-interval"] {
            #expect(covered.contains(id), "\(id): its reference answer declares a type with two or more stored properties or cases, but no reordered variant was made")
        }
        for variant in Self.variants {
            let reference = try String(contentsOf: TestCourse.setup.course.referenceAnswer(for: variant.exercise), encoding: .utf8)
            #expect(variant.text != reference)
            #expect(!variant.changes.isEmpty)
        }
    }

    @Test("the permuter reverses stored properties and cases, and the memberwise calls with them")
    func permuter() {
        let source = """
        struct Pair {
            /// The first.
            let first: Int
            static let shared = 0
            var second: String
            func sum() -> Int { first }
            struct Inner { let a: Int; let b: Int }
        }
        enum Key: String, CodingKey { case one, two
            case three = "3" }
        enum Count: Int { case a, b }
        private struct Hidden { let x: Int; let y: Int }
        let pair = Pair(first: 1, second: "two")
        """
        let result = DeclarationOrderPermuter.permute(source)
        #expect(result.changesVisibleToHarness)
        #expect(result.text.contains("var second: String\n    static let shared = 0\n    /// The first.\n    let first: Int"), "\(result.text)")
        #expect(result.text.contains("Pair(second: \"two\", first: 1)"), "\(result.text)")
        #expect(result.text.contains("enum Key: String, CodingKey { case three = \"3\"\n    case two, one }"), "\(result.text)")
        // Int raw values follow the order of the cases: left as they are.
        #expect(result.text.contains("enum Count: Int { case a, b }"), "\(result.text)")
        #expect(result.text.contains("struct Inner { let b: Int; let a: Int }"), "\(result.text)")
        #expect(result.changes.contains("Pair"))
        #expect(result.changes.contains("Hidden"))
        #expect(!result.changes.contains("Count"))
    }

    @Test("a harness naming a type the answer declares is refused at its line; comments, strings and its own types are not")
    func namingGuard() {
        let reference = "struct SalvagedSeries {\n    let updates: [Int]\n    struct Failure { let key: String }\n}\nextension Foo { class func make() {} }\nenum Shared {}\n"
        let harness = "#sourceLocation(file: \"h\", line: 1)\nimport Foundation\n// SalvagedSeries, in a comment\nenum WorkbookExercise {\n    static func run() { let s: [SalvagedSeries] = []; _ = (s, \"Failure\", Shared.self) }\n    enum Shared {}\n}\n"
        let problems = StepKit.answerTypeUses(in: [(path: "Solutions/x/harness.swift", text: harness)], referenceAnswer: reference)
        #expect(problems.count == 1, "\(problems)")
        #expect(problems.first?.hasPrefix("Solutions/x/harness.swift:4: names `SalvagedSeries`, a type the reference answer declares") == true, "\(problems)")
        #expect(StepKit.declaredTypeNames(in: reference) == ["SalvagedSeries", "Failure", "Shared"])
    }

    @Test("no exercise's harness or generator names a type its reference answer declares")
    func courseHarnessesNameNoAnswerType() throws {
        let solutions = TestCourse.setup.course.solutionsDirectory
        var problems: [String] = []
        for exercise in TestCourse.setup.course.exercises {
            let folder = solutions.appendingPathComponent(exercise.id)
            guard let answer = try? String(contentsOf: folder.appendingPathComponent("answer.swift"), encoding: .utf8) else { continue }
            let files = ["harness.swift", "generator.swift"].compactMap { name -> (path: String, text: String)? in
                (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)).map { ("Solutions/\(exercise.id)/\(name)", $0) }
            }
            problems += StepKit.answerTypeUses(in: files, referenceAnswer: answer)
        }
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test("the reference answer with its declarations in another order passes", arguments: variants)
    func reorderedPasses(_ variant: Variant) throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("layout-\(variant.exercise).swift").path
        let result = try TestCourse.slots.with {
            try TestCourse.checker.check(CheckRequest(exercise: .id(variant.exercise), answer: .text(variant.text, shownAs: path), seeds: .these(Self.seeds), slot: $0))
        }
        let failing = result.cases.filter { !$0.passed }.map { "\($0.name): \($0.message.split(separator: "\n").first ?? "")" }
        #expect(result.status == .passed,
                "\(variant.exercise), reordered \(variant.changes.joined(separator: ", ")): \(result.compileFailure.map { "\($0.diagnostics.map(\.message))" } ?? "\(failing.prefix(5))")\n\(variant.text)")
    }
}

/// Reverses, in Swift source, the stored properties of every struct, class
/// and actor, and the cases of every enum whose raw values do not follow the
/// order of its cases (no integer raw type, not `CaseIterable`); calls of a
/// reordered struct's memberwise initialiser are rewritten to its new
/// parameter order.
enum DeclarationOrderPermuter {
    struct Result {
        let text: String
        /// The names of the types reordered.
        let changes: [String]
        /// Whether a type the harness could name (not private) was reordered.
        let changesVisibleToHarness: Bool
    }

    static func permute(_ source: String) -> Result {
        let tree = Parser.parse(source: source)
        let rewriter = Rewriter(viewMode: .sourceAccurate)
        let reordered = rewriter.rewrite(tree)
        let calls = CallRewriter(memberwise: rewriter.memberwise)
        let text = calls.rewrite(reordered).description
        return Result(text: text, changes: rewriter.changes.map(\.name), changesVisibleToHarness: rewriter.changes.contains { $0.visible })
    }

    private static func isPrivate(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
    }

    private final class Rewriter: SyntaxRewriter {
        var changes: [(name: String, visible: Bool)] = []
        /// Struct name → its memberwise labels, before and after.
        var memberwise: [String: (old: [String], new: [String])] = [:]
        private var privateDepth = 0

        private func visiblePush(_ modifiers: DeclModifierListSyntax) { if isPrivate(modifiers) { privateDepth += 1 } }
        private func visiblePop(_ modifiers: DeclModifierListSyntax) { if isPrivate(modifiers) { privateDepth -= 1 } }

        override func visit(_ node: StructDeclSyntax) -> DeclSyntax {
            visiblePush(node.modifiers)
            defer { visiblePop(node.modifiers) }
            var node = node
            node.memberBlock = visit(node.memberBlock)
            let (members, labels) = reverseStored(node.memberBlock.members)
            guard let members else { return DeclSyntax(node) }
            node.memberBlock.members = members
            changes.append((node.name.text, privateDepth == 0))
            let hasInit = node.memberBlock.members.contains { $0.decl.is(InitializerDeclSyntax.self) }
            if !hasInit { memberwise[node.name.text] = labels }
            return DeclSyntax(node)
        }

        override func visit(_ node: ClassDeclSyntax) -> DeclSyntax {
            visiblePush(node.modifiers)
            defer { visiblePop(node.modifiers) }
            var node = node
            node.memberBlock = visit(node.memberBlock)
            guard let members = reverseStored(node.memberBlock.members).members else { return DeclSyntax(node) }
            node.memberBlock.members = members
            changes.append((node.name.text, privateDepth == 0))
            return DeclSyntax(node)
        }

        override func visit(_ node: ActorDeclSyntax) -> DeclSyntax {
            visiblePush(node.modifiers)
            defer { visiblePop(node.modifiers) }
            var node = node
            node.memberBlock = visit(node.memberBlock)
            guard let members = reverseStored(node.memberBlock.members).members else { return DeclSyntax(node) }
            node.memberBlock.members = members
            changes.append((node.name.text, privateDepth == 0))
            return DeclSyntax(node)
        }

        override func visit(_ node: ExtensionDeclSyntax) -> DeclSyntax {
            visiblePush(node.modifiers)
            defer { visiblePop(node.modifiers) }
            return super.visit(node)
        }

        override func visit(_ node: EnumDeclSyntax) -> DeclSyntax {
            visiblePush(node.modifiers)
            defer { visiblePop(node.modifiers) }
            var node = node
            node.memberBlock = visit(node.memberBlock)
            let inherited = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
            let orderMatters = inherited.contains { $0 == "CaseIterable" || $0.hasPrefix("Int") || $0.hasPrefix("UInt") }
            guard !orderMatters else { return DeclSyntax(node) }
            let items = Array(node.memberBlock.members)
            let caseSlots = items.indices.filter { items[$0].decl.is(EnumCaseDeclSyntax.self) }
            let elementCount = caseSlots.reduce(0) { $0 + items[$1].decl.cast(EnumCaseDeclSyntax.self).elements.count }
            guard elementCount >= 2 else { return DeclSyntax(node) }
            var reordered = items
            for (slot, source) in zip(caseSlots, caseSlots.reversed()) {
                var item = items[source]
                var decl = item.decl.cast(EnumCaseDeclSyntax.self)
                let elements = Array(decl.elements.reversed())
                decl.elements = EnumCaseElementListSyntax(elements.enumerated().map { index, element in
                    var element = element.with(\.trailingComma, index == elements.count - 1 ? nil : .commaToken(trailingTrivia: .space))
                    element.name = element.name.with(\.leadingTrivia, []).with(\.trailingTrivia, [])
                    element.leadingTrivia = []
                    if element.rawValue != nil { element.name.trailingTrivia = .space }
                    return element
                })
                item.decl = DeclSyntax(decl)
                // Keep the slot's own trivia (line breaks, indentation).
                item.leadingTrivia = items[slot].leadingTrivia
                item.trailingTrivia = items[slot].trailingTrivia
                item.semicolon = items[slot].semicolon
                reordered[slot] = item
            }
            node.memberBlock.members = MemberBlockItemListSyntax(reordered)
            changes.append((node.name.text, privateDepth == 0))
            return DeclSyntax(node)
        }

        /// The members with the stored instance properties in reverse order
        /// (each keeping its doc comment), or nil when fewer than two; and
        /// the memberwise initialiser's labels before and after.
        private func reverseStored(_ members: MemberBlockItemListSyntax) -> (members: MemberBlockItemListSyntax?, labels: (old: [String], new: [String])) {
            let items = Array(members)
            let slots = items.indices.filter { index in
                guard let variable = items[index].decl.as(VariableDeclSyntax.self),
                      !variable.modifiers.contains(where: { ["static", "class", "lazy"].contains($0.name.text) }),
                      variable.bindings.count == 1, let binding = variable.bindings.first,
                      binding.accessorBlock == nil, binding.pattern.is(IdentifierPatternSyntax.self) else { return false }
                return true
            }
            guard slots.count >= 2 else { return (nil, ([], [])) }
            func labels(_ order: [Int]) -> [String] {
                order.compactMap { index in
                    let variable = items[index].decl.cast(VariableDeclSyntax.self)
                    let binding = variable.bindings.first!
                    // A `let` with a value is not a parameter of the memberwise initialiser.
                    if variable.bindingSpecifier.tokenKind == .keyword(.let) && binding.initializer != nil { return nil }
                    return binding.pattern.cast(IdentifierPatternSyntax.self).identifier.text
                }
            }
            var reordered = items
            for (slot, source) in zip(slots, slots.reversed()) {
                var item = items[source]
                // Each property takes the line breaks before its new slot,
                // keeping its own comments.
                let own = items[source].leadingTrivia.pieces.drop(while: \.isWhitespace)
                let slotBreaks = items[slot].leadingTrivia.pieces.prefix(while: \.isWhitespace)
                item.leadingTrivia = Trivia(pieces: Array(slotBreaks) + Array(own))
                item.decl.trailingTrivia = items[slot].decl.trailingTrivia
                item.semicolon = items[slot].semicolon
                reordered[slot] = item
            }
            return (MemberBlockItemListSyntax(reordered), (labels(slots), labels(slots.reversed())))
        }
    }

    /// Rewrites `Name(a: …, b: …)` (or `X.Name(…)`) whose labels are a
    /// reordered struct's old memberwise labels to its new order.
    private final class CallRewriter: SyntaxRewriter {
        let memberwise: [String: (old: [String], new: [String])]

        init(memberwise: [String: (old: [String], new: [String])]) {
            self.memberwise = memberwise
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
            var node = super.visit(node).cast(FunctionCallExprSyntax.self)
            let callee: String
            if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
                callee = reference.baseName.text
            } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
                callee = member.declName.baseName.text
            } else {
                return ExprSyntax(node)
            }
            let arguments = Array(node.arguments)
            guard let labels = memberwise[callee], arguments.map({ $0.label?.text ?? "_" }) == labels.old else { return ExprSyntax(node) }
            let byLabel = Dictionary(uniqueKeysWithValues: arguments.map { ($0.label!.text, $0) })
            node.arguments = LabeledExprListSyntax(labels.new.enumerated().map { index, label in
                byLabel[label]!.with(\.leadingTrivia, []).with(\.trailingTrivia, [])
                    .with(\.trailingComma, index == labels.new.count - 1 ? nil : .commaToken(trailingTrivia: .space))
            })
            return ExprSyntax(node)
        }
    }
}
