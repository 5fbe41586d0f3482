import Foundation
import SwiftSyntax

/// One token of a normalised answer: the hash of its class and the bytes of
/// the source it stands for (an empty range for a token the normaliser
/// adds, such as the braces of a `guard` written as an `if`).
struct NormalToken: Sendable, Equatable {
    let kind: UInt64
    let range: Range<Int>
}

/// Rewrites an answer into a canonical token sequence before fingerprinting,
/// so that changes that keep the program's plan keep its tokens. It walks
/// the syntax tree once; at each node the passes of `passes` are asked in
/// turn, and the first that knows the node writes its tokens (one file per
/// pass, in this folder); a node no pass claims is written child by child.
/// A new disguise is met by a new pass (a type conforming to
/// `NormalisingPass`, added to `passes`) with its own tests. The passes:
///
/// - `RenamePass`: names the file declares become `id`; names it only uses (API and the
///   chapter's types: `decode`, `String`, `Card`) stay as written, since a
///   copier cannot rename them; literals become their class;
/// - `DeadCodePass` (after `Slicing`): dead code goes: a local or private declaration nobody refers to, a
///   `let` of a boolean constant (its uses become the constant), a branch
///   under a constant condition, statements after `return` or `throw`;
/// - `ErrorFormsPass`: how errors are passed on is written one way: `try`,
///   `try?` and `throws` dropped, `x.get()` as `x`, `Result { … }` as its
///   body, `Result<T, E>` and `T?` results as `T`, `do`/`catch` and a
///   `switch` over a `Result` as the `if let` they stand for;
/// - `InliningPass`: small helpers are inlined at their uses: a function, a closure held in
///   a `let` or a get-only computed property whose body is one expression,
///   when every use of its name is such a use; a local `let` used once is
///   replaced by its value; so a copy with a helper inlined or extracted
///   meets its source;
/// - `HelperHoistingPass`: a helper of several statements called once is
///   inlined as a person inlines it: its statements before the caller's
///   statement, the call written as the value it returns (a parameter read
///   twice given a computed argument as a `let` of it);
/// - `LoopChainPass`: a loop that only appends to a fresh array is written as
///   the chain of `filter`, `compactMap` and `map` it spells out;
/// - `StatementOrderPass`: order that does not matter is made canonical: the members of a type,
///   the declarations of the file, and the statements of a block that do not
///   depend on one another are emitted in one order (a topological order of
///   their dependencies, smallest tokens first);
/// - `CanonicalFormsPass`: equivalent shapes are written one way: `guard c else { e }; rest` as
///   `if c { rest } else { e }`, `if let x` as `if let x = x`, `var` as
///   `let`, access modifiers dropped, the type annotation of a declaration
///   with a value dropped, a closure's one parameter `{ x in … }` as `{ … }`;
/// - `SwitchChainPass`: a `switch` is written as the `if`/`else if` chain it
///   spells out (`case "a":` as `if s == "a"`, the last case or `default` as
///   `else`), and `if case .a = s` as `if s == .a`;
/// - `StatementOrderPass`, too: a statement or member that repeats the one before it token for token
///   becomes one `repeat` token for the whole run (how many fields a type has
///   is the task's data, not the author's choice).
final class Normaliser {
    /// Names the file declares (become `id`).
    let declared: Set<String>
    /// Names it declares as members, types, cases or argument labels: the
    /// only ones renamed after a dot or as a label (`x.date` keeps `date`
    /// when only a local variable of the file is called `date`).
    let members: Set<String>
    let survey: Survey
    /// Loops that only append to a fresh array, written as chains (`LoopChainPass`).
    let loopChains: LoopChains
    /// Helpers and values being inlined (none is inlined into itself).
    var inlining: Set<String> = []
    /// Calls of helpers whose statements `HelperHoistingPass` wrote before
    /// the caller's statement: each is written as the helper's result.
    var hoisted: [NodeKey: HoistedCall] = [:]

    /// What the normaliser has done so far: a unit per node written, per
    /// token written and per token copied (an inlined argument, a block's
    /// statements put in order). Expansions count against the budget they
    /// fill, so a file whose helpers would expand past any size (arguments
    /// substituted into arguments, level after level) stops at the budget,
    /// in time and memory linear in it.
    private(set) var work = 0
    /// The work allowed (`Normaliser.budget(forTokens:)`).
    let workBudget: Int
    /// The budget ran out: the tokens written are not the whole file (the
    /// caller compares the file as written instead).
    private(set) var exhausted = false
    /// Helpers were left in place because inlining them would have used
    /// more than half of the budget.
    private(set) var stoppedInlining = false

    /// The pipeline, in the order the passes are asked at each node.
    static let passes: [any NormalisingPass] = [DeadCodePass(), RenamePass(), ErrorFormsPass(), InliningPass(), LoopChainPass(), HelperHoistingPass(), CanonicalFormsPass(),
                                               SwitchChainPass(), StatementOrderPass()]

    init(_ tree: SourceFileSyntax, localNamesOnly: Bool = false, workBudget: Int = Normaliser.budget(forTokens: 10_000)) {
        self.workBudget = workBudget
        let survey = Survey(viewMode: .sourceAccurate)
        survey.sliced = Slicing(tree).dropped
        survey.walk(tree)
        survey.decide()
        self.survey = survey
        loopChains = LoopChains(tree)
        declared = localNamesOnly ? survey.localNames : survey.declaredNames
        members = localNamesOnly ? [] : survey.memberNames
    }

    func tokens(_ tree: SourceFileSyntax) -> [NormalToken] {
        var out: [NormalToken] = []
        emit(Syntax(tree), into: &out, substitutions: [:])
        // `try try x` (a helper's `try` inlined after the caller's) is `try x`.
        let tryKind = fnv1a("try")
        var result: [NormalToken] = []
        result.reserveCapacity(out.count)
        for token in out where !(token.kind == tryKind && result.last?.kind == tryKind) { result.append(token) }
        return result
    }

    /// Writes a node's normalised tokens: a token as `RenamePass` writes it,
    /// any other node by the first pass that claims it, else child by child.
    /// `substitutions`: the tokens of each parameter of a helper being inlined.
    func emit(_ node: Syntax, into out: inout [NormalToken], substitutions: [String: [NormalToken]]) {
        guard spend(1) else { return }
        if let token = node.as(TokenSyntax.self) {
            emitToken(token, into: &out)
            return
        }
        for pass in Self.passes where pass.emit(node, by: self, into: &out, substitutions: substitutions) { return }
        for child in node.children(viewMode: .sourceAccurate) {
            emit(child, into: &out, substitutions: substitutions)
        }
    }

    // MARK: - Shared by the passes

    /// The work a file of `tokens` tokens (as written) may cost: a fixed
    /// allowance, far above any answer's, plus a share per token.
    static func budget(forTokens tokens: Int) -> Int { 400_000 + 40 * tokens }

    /// Counts `units` of work; false (and `exhausted`) once past the budget.
    func spend(_ units: Int) -> Bool {
        guard !exhausted else { return false }
        work += units
        if work > workBudget { exhausted = true }
        return !exhausted
    }

    /// Whether a helper, value or argument may still be written in place
    /// of its use: not once half of the budget is spent (the rest of the
    /// file is then written as it is, calls and all).
    var mayExpand: Bool {
        if work * 2 < workBudget { return true }
        stoppedInlining = true
        return false
    }

    /// Appends tokens already written (an argument, an item of a block),
    /// counting each against the budget.
    func copy(_ tokens: [NormalToken], into out: inout [NormalToken]) {
        guard spend(tokens.count) else { return }
        out += tokens
    }

    /// Limits that keep a hostile file (helpers calling helpers, huge
    /// blocks) from making the normalised text explode; no answer is near
    /// them. (The work budget bounds every expansion, `spend`.)
    static let inliningDepth = 8
    static let orderedBlockLimit = 300

    static let ignoredModifiers: Set<String> = ["private", "fileprivate", "internal", "public", "open", "final"]

    /// The substitution holding a method's receiver while its body is
    /// written in place of a call (no parameter can be named so).
    static let receiverKey = "#receiver"

    static func less(_ a: [NormalToken], _ b: [NormalToken]) -> Bool {
        for (x, y) in zip(a, b) where x.kind != y.kind { return x.kind < y.kind }
        return a.count < b.count
    }

    static func span(_ tokens: [NormalToken]) -> Range<Int> {
        let real = tokens.map(\.range).filter { !$0.isEmpty }
        guard let low = real.map(\.lowerBound).min(), let high = real.map(\.upperBound).max() else { return 0..<0 }
        return low..<high
    }

    static func range(of node: Syntax) -> Range<Int> {
        node.positionAfterSkippingLeadingTrivia.utf8Offset..<max(node.positionAfterSkippingLeadingTrivia.utf8Offset, node.endPositionBeforeTrailingTrivia.utf8Offset)
    }

    /// `b` in `a.b` or `.b`: a member's name, not a variable.
    static func isMemberName(_ reference: DeclReferenceExprSyntax) -> Bool {
        reference.parent?.as(MemberAccessExprSyntax.self)?.declName.id == reference.id
    }

    static func isSelf(_ expression: ExprSyntax) -> Bool {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.tokenKind == .keyword(.self) || reference.baseName.tokenKind == .keyword(.Self)
        }
        return false
    }

    /// The statements of a function's, initializer's, accessor's or closure's body.
    static func endsBody(_ list: CodeBlockItemListSyntax) -> Bool {
        guard let parent = list.parent else { return false }
        if parent.is(ClosureExprSyntax.self) || parent.is(AccessorBlockSyntax.self) { return true }
        guard parent.is(CodeBlockSyntax.self), let owner = parent.parent else { return false }
        return owner.is(FunctionDeclSyntax.self) || owner.is(InitializerDeclSyntax.self) || owner.is(AccessorDeclSyntax.self)
    }

    /// A condition that is a boolean expression (not `let`, `case` or `#available`).
    static func isPlain(_ element: ConditionElementSyntax) -> Bool {
        if case .expression = element.condition { return true }
        return false
    }

    static func guardStatement(_ item: CodeBlockItemSyntax) -> GuardStmtSyntax? {
        item.item.as(GuardStmtSyntax.self)
    }

    /// A statement after which the block's remaining statements never run.
    static func exits(_ item: CodeBlockItemSyntax) -> Bool {
        if item.item.is(ReturnStmtSyntax.self) || item.item.is(ThrowStmtSyntax.self)
            || item.item.is(BreakStmtSyntax.self) || item.item.is(ContinueStmtSyntax.self) { return true }
        if let call = item.item.as(FunctionCallExprSyntax.self), let callee = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            return ["fatalError", "preconditionFailure"].contains(callee.baseName.text)
        }
        return false
    }
}

/// One step of the normaliser: the rewrite of the nodes it knows.
protocol NormalisingPass: Sendable {
    /// Writes `node` in this pass's canonical form into `out` and returns
    /// true, or returns false, writing nothing, to leave the node to the
    /// next pass. It writes children with `normaliser.emit`, so that every
    /// pass applies inside them.
    func emit(_ node: Syntax, by normaliser: Normaliser, into out: inout [NormalToken], substitutions: [String: [NormalToken]]) -> Bool
}

/// A node by its place in the source and its kind (a node's `id` is not
/// kept the same by every way of reaching it).
struct NodeKey: Hashable {
    let start: Int
    let end: Int
    let kind: ObjectIdentifier

    init(_ node: some SyntaxProtocol) {
        start = node.position.utf8Offset
        end = node.endPosition.utf8Offset
        kind = ObjectIdentifier(Syntax(node).asProtocol(SyntaxProtocol.self).syntaxNodeType)
    }
}
