import Foundation
import Literate
import SwiftParser
import SwiftSyntax

/// The repository, found from this file.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Independently written correct answers: each exercise's reference answer
/// and its alternative styles from the grader's tests.
func independentAnswers(for exercise: String) throws -> [(name: String, source: String)] {
    var result = [(name: "answer", source: try String(contentsOf: repositoryRoot.appendingPathComponent("Solutions/\(exercise)/answer.swift"), encoding: .utf8))]
    let folder = repositoryRoot.appendingPathComponent("Tests/GradingTests/Answers/\(exercise)")
    for file in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() where file.hasPrefix("alt-") {
        result.append((String(file.dropLast(6)), try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)))
    }
    return result
}

/// Disguises a copied answer as a student would, deterministically from
/// `seed`: every name the file declares renamed, every comment replaced by
/// other words, indentation changed, and the declarations of every type
/// body and of the file re-ordered (imports stay first).
func disguise(_ source: String, seed: UInt64) -> String {
    var random = SplitMix(seed: seed)
    let tree = Parser.parse(source: source)
    let declared = DeclaredNames(viewMode: .sourceAccurate)
    declared.walk(tree)
    var renames: [String: String] = [:]
    for name in declared.names.sorted() {
        renames[name] = ["my", "the", "tmp", "x"][Int(random.next() % 4)] + name.prefix(1).uppercased() + name.dropFirst() + String(random.next() % 90 + 10)
    }
    let rewritten = Disguiser(renames: renames, members: declared.members, seed: random.next()).rewrite(tree)
    return rewritten.description
}

struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9e37_79b9_7f4a_7c15
        var z = state
        z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
        z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
        return z ^ (z >> 31)
    }
}

/// Names a file introduces: its variables, constants, closure parameters,
/// functions' internal parameter names and its own types.
final class DeclaredNames: SyntaxVisitor {
    var names: Set<String> = []
    /// Declared as properties (not inside a body): the only names a copier
    /// can rename after a dot; `.address` of the chapter's key type stays.
    var members: Set<String> = []
    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.identifier.text)
        var current = node.parent
        while let parent = current {
            if parent.is(CodeBlockSyntax.self) || parent.is(ClosureExprSyntax.self) || parent.is(AccessorBlockSyntax.self) { break }
            if parent.is(MemberBlockSyntax.self) || parent.is(SourceFileSyntax.self) { members.insert(node.identifier.text); break }
            current = parent.parent
        }
        return .visitChildren
    }
    override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.name.text); return .visitChildren
    }
    override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
        names.insert((node.secondName ?? node.firstName).text); return .visitChildren
    }
    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        if let second = node.secondName { names.insert(second.text) }
        return .visitChildren
    }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.name.text); return .visitChildren
    }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.name.text != "CodingKeys" { names.insert(node.name.text) }
        return .visitChildren
    }
}

final class Disguiser: SyntaxRewriter {
    let renames: [String: String]
    let members: Set<String>
    var random: SplitMix
    init(renames: [String: String], members: Set<String>, seed: UInt64) {
        self.renames = renames
        self.members = members
        random = SplitMix(seed: seed)
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ token: TokenSyntax) -> TokenSyntax {
        var token = token
        let afterDot = token.previousToken(viewMode: .sourceAccurate)?.tokenKind == .period
        if case let .identifier(name) = token.tokenKind, let renamed = renames[name], !afterDot || members.contains(name) {
            token = token.with(\.tokenKind, .identifier(renamed))
        }
        return token.with(\.leadingTrivia, recommented(token.leadingTrivia))
    }

    /// Comments out, other comments in; two-space indents become four.
    func recommented(_ trivia: Trivia) -> Trivia {
        var pieces: [TriviaPiece] = []
        for piece in trivia {
            switch piece {
            case .lineComment, .docLineComment, .blockComment, .docBlockComment:
                if random.next() % 2 == 0 { pieces.append(.lineComment("// note \(random.next() % 1000)")) }
            case let .spaces(count): pieces.append(.spaces(count * 2))
            default: pieces.append(piece)
            }
        }
        return Trivia(pieces: pieces)
    }

    override func visit(_ node: MemberBlockItemListSyntax) -> MemberBlockItemListSyntax {
        let items = super.visit(node)
        return MemberBlockItemListSyntax(Array(items.reversed()))
    }

    override func visit(_ node: CodeBlockItemListSyntax) -> CodeBlockItemListSyntax {
        let items = Array(super.visit(node))
        // Only the file's top level: statements inside a body keep their order.
        guard node.parent?.is(SourceFileSyntax.self) == true else { return CodeBlockItemListSyntax(items) }
        let imports = items.filter { $0.item.is(ImportDeclSyntax.self) }
        let rest = items.filter { !$0.item.is(ImportDeclSyntax.self) }
        return CodeBlockItemListSyntax(imports + rest.reversed().map { $0.with(\.leadingTrivia, .newlines(2)) })
    }
}
