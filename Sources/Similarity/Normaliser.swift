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
/// so that changes that keep the program's plan keep its tokens:
///
/// - names the file declares become `id`; names it only uses (API and the
///   chapter's types: `decode`, `String`, `Card`) stay as written, since a
///   copier cannot rename them; literals become their class;
/// - dead code goes: a local or private declaration nobody refers to, a
///   `let` of a boolean constant (its uses become the constant), a branch
///   under a constant condition, statements after `return` or `throw`;
/// - small helpers are inlined at their uses: a function, a closure held in
///   a `let` or a get-only computed property whose body is one expression,
///   when every use of its name is such a use; a local `let` used once is
///   replaced by its value; so a copy with a helper inlined or extracted
///   meets its source;
/// - order that does not matter is made canonical: the members of a type,
///   the declarations of the file, and the statements of a block that do not
///   depend on one another are emitted in one order (a topological order of
///   their dependencies, smallest tokens first);
/// - equivalent shapes are written one way: `guard c else { e }; rest` as
///   `if c { rest } else { e }`, `if let x` as `if let x = x`, `var` as
///   `let`, access modifiers dropped, the type annotation of a declaration
///   with a value dropped;
/// - a statement or member that repeats the one before it token for token
///   becomes one `repeat` token for the whole run (how many fields a type has
///   is the task's data, not the author's choice).
final class Normaliser {
    /// Names the file declares (become `id`).
    private let declared: Set<String>
    /// Names it declares as members, types, cases or argument labels: the
    /// only ones renamed after a dot or as a label (`x.date` keeps `date`
    /// when only a local variable of the file is called `date`).
    private let members: Set<String>
    private let survey: Survey
    private var inlining: Set<String> = []

    init(_ tree: SourceFileSyntax, localNamesOnly: Bool = false) {
        let survey = Survey(viewMode: .sourceAccurate)
        survey.walk(tree)
        survey.decide()
        self.survey = survey
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

    // MARK: - Emission

    private func emit(_ node: Syntax, into out: inout [NormalToken], substitutions: [String: [NormalToken]]) {
        if let token = node.as(TokenSyntax.self) {
            emitToken(token, into: &out)
            return
        }
        if survey.dropped.contains(NodeKey(node)) { return }
        if let modifier = node.as(DeclModifierSyntax.self), Self.ignoredModifiers.contains(modifier.name.text) { return }
        if let reference = node.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil, !Self.isMemberName(reference) {
            let name = reference.baseName.text
            if let replacement = substitutions[name] { out += replacement; return }
            if emitValue(of: name, at: node, into: &out) { return }
        }
        if let access = node.as(MemberAccessExprSyntax.self), let type = access.base, access.declName.baseName.tokenKind == .keyword(.self),
           Self.isTypeName(type) {
            // `String.self`, `T.self`: the type a call decodes is the task's data
            // (and a generic helper's `T` once inlined).
            out.append(NormalToken(kind: fnv1a("type"), range: Self.range(of: Syntax(type))))
            emit(Syntax(access.period), into: &out, substitutions: substitutions)
            emit(Syntax(access.declName), into: &out, substitutions: substitutions)
            return
        }
        if let access = node.as(MemberAccessExprSyntax.self), let base = access.base, Self.isSelf(base) {
            if emitValue(of: access.declName.baseName.text, at: node, into: &out) { return }
        }
        if let call = node.as(FunctionCallExprSyntax.self), emitInlined(call, into: &out, substitutions: substitutions) { return }
        if let binding = node.as(PatternBindingSyntax.self), binding.initializer != nil, binding.typeAnnotation != nil {
            emit(Syntax(binding.pattern), into: &out, substitutions: substitutions)
            for child in [binding.initializer.map(Syntax.init), binding.accessorBlock.map(Syntax.init), binding.trailingComma.map(Syntax.init)] {
                if let child { emit(child, into: &out, substitutions: substitutions) }
            }
            return
        }
        if node.is(StringLiteralExprSyntax.self) {
            // A message is free text, whatever it interpolates.
            out.append(NormalToken(kind: fnv1a("str"), range: Self.range(of: node)))
            return
        }
        if let condition = node.as(OptionalBindingConditionSyntax.self), condition.initializer == nil,
           let name = condition.pattern.as(IdentifierPatternSyntax.self) {
            // `if let x` is `if let x = x`.
            emit(Syntax(condition.bindingSpecifier), into: &out, substitutions: substitutions)
            emit(Syntax(condition.pattern), into: &out, substitutions: substitutions)
            let range = Self.range(of: Syntax(name))
            out.append(NormalToken(kind: fnv1a("="), range: range.lowerBound..<range.lowerBound))
            if let replacement = substitutions[name.identifier.text] {
                out += replacement
            } else {
                out.append(NormalToken(kind: kindOf(identifier: name.identifier.text), range: range))
            }
            return
        }
        if let ifExpr = node.as(IfExprSyntax.self), case let .codeBlock(block)? = ifExpr.elseBody,
           block.statements.allSatisfy({ survey.dropped.contains(NodeKey($0)) || survey.dropped.contains(NodeKey($0.item)) }),
           survey.constantValue(of: ifExpr.conditions) == nil {
            // `else { }` says nothing.
            emit(Syntax(ifExpr.ifKeyword), into: &out, substitutions: substitutions)
            emit(Syntax(ifExpr.conditions), into: &out, substitutions: substitutions)
            emit(Syntax(ifExpr.body), into: &out, substitutions: substitutions)
            return
        }
        if let ifExpr = node.as(IfExprSyntax.self), let value = survey.constantValue(of: ifExpr.conditions) {
            // A branch that can never run is dead code.
            if value {
                emit(Syntax(ifExpr.body.statements), into: &out, substitutions: substitutions)
            } else if let elseBody = ifExpr.elseBody {
                switch elseBody {
                case let .ifExpr(nested): emit(Syntax(nested), into: &out, substitutions: substitutions)
                case let .codeBlock(block): emit(Syntax(block.statements), into: &out, substitutions: substitutions)
                }
            }
            return
        }
        if let list = node.as(ConditionElementListSyntax.self) {
            // `if a, b` is `if a && b` when both are plain conditions.
            let elements = Array(list)
            for (index, element) in elements.enumerated() {
                emit(Syntax(element.condition), into: &out, substitutions: substitutions)
                guard let comma = element.trailingComma, index + 1 < elements.count else { continue }
                let both = Self.isPlain(element) && Self.isPlain(elements[index + 1])
                out.append(NormalToken(kind: fnv1a(both ? "&&" : ","), range: Self.range(of: Syntax(comma))))
            }
            return
        }
        if let switchExpr = node.as(SwitchExprSyntax.self), emitTupleSwitch(switchExpr, into: &out, substitutions: substitutions) { return }
        if let list = node.as(CodeBlockItemListSyntax.self) {
            emitBlock(Array(list), into: &out, substitutions: substitutions, atEnd: Self.endsBody(list))
            return
        }
        if let list = node.as(MemberBlockItemListSyntax.self) {
            var items: [[NormalToken]] = []
            for item in list where !survey.dropped.contains(NodeKey(item.decl)) {
                if let cases = item.decl.as(EnumCaseDeclSyntax.self), cases.elements.count > 1, cases.attributes.isEmpty, cases.modifiers.isEmpty {
                    // `case a, b` is `case a` and `case b`: how cases are grouped on lines is layout.
                    for element in cases.elements {
                        var tokens: [NormalToken] = []
                        emitToken(cases.caseKeyword, into: &tokens)
                        for child in element.children(viewMode: .sourceAccurate) where child.id != element.trailingComma?.id {
                            emit(child, into: &tokens, substitutions: substitutions)
                        }
                        items.append(tokens)
                    }
                    continue
                }
                var tokens: [NormalToken] = []
                emit(Syntax(item), into: &tokens, substitutions: substitutions)
                items.append(tokens)
            }
            emitRun(items.sorted { Self.less($0, $1) }, ranges: nil, into: &out)
            return
        }
        for child in node.children(viewMode: .sourceAccurate) {
            emit(child, into: &out, substitutions: substitutions)
        }
    }

    private func emitToken(_ token: TokenSyntax, into out: inout [NormalToken]) {
        let start = token.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = token.endPositionBeforeTrailingTrivia.utf8Offset
        guard end > start else { return }
        let normal: String
        switch token.tokenKind {
        case let .identifier(name):
            out.append(NormalToken(kind: kindOf(identifier: name, member: Self.isMemberPosition(token)), range: start..<end))
            return
        case .keyword(.var): normal = "let"
        case .semicolon: return
        default:
            guard let text = TokenStream.normalised(token.tokenKind, text: token.text) else { return }
            normal = text
        }
        out.append(NormalToken(kind: fnv1a(normal), range: start..<end))
    }

    private func kindOf(identifier name: String, member: Bool = false) -> UInt64 {
        let bare = name.hasPrefix("`") && name.hasSuffix("`") && name.count > 2 ? String(name.dropFirst().dropLast()) : name
        return fnv1a((member ? members : declared).contains(bare) ? "id" : bare)
    }

    /// `String`, `Stock.Update`: a name or a chain of names (not `self`).
    static func isTypeName(_ expression: ExprSyntax) -> Bool {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            if case .identifier = reference.baseName.tokenKind { return true }
            return false
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            return isTypeName(base)
        }
        return false
    }

    /// A name after a dot, or an argument label.
    static func isMemberPosition(_ token: TokenSyntax) -> Bool {
        guard let parent = token.parent else { return false }
        if let reference = parent.as(DeclReferenceExprSyntax.self) { return isMemberName(reference) }
        if let labeled = parent.as(LabeledExprSyntax.self) { return labeled.label?.id == token.id }
        return false
    }

    /// A name whose value is inlined: a boolean constant, a computed
    /// property, a `let` used once.
    private func emitValue(of name: String, at node: Syntax, into out: inout [NormalToken]) -> Bool {
        if let value = survey.constants[name] {
            out.append(NormalToken(kind: fnv1a("bool"), range: Self.range(of: node)))
            _ = value
            return true
        }
        guard !inlining.contains(name), let expression = survey.values[name],
              inlining.count < Self.inliningDepth, out.count < Self.inliningBudget else { return false }
        inlining.insert(name)
        emit(Syntax(expression), into: &out, substitutions: [:])
        inlining.remove(name)
        return true
    }

    private func emitInlined(_ call: FunctionCallExprSyntax, into out: inout [NormalToken], substitutions: [String: [NormalToken]]) -> Bool {
        guard let name = Survey.calleeName(call), !inlining.contains(name), let helper = survey.helpers[name],
              inlining.count < Self.inliningDepth, out.count < Self.inliningBudget else { return false }
        var arguments = call.arguments.map { ExprSyntax($0.expression) }
        if let closure = call.trailingClosure { arguments.append(ExprSyntax(closure)) }
        guard arguments.count == helper.parameters.count, call.additionalTrailingClosures.isEmpty else { return false }
        var inner: [String: [NormalToken]] = [:]
        for (parameter, argument) in zip(helper.parameters, arguments) {
            var tokens: [NormalToken] = []
            emit(Syntax(argument), into: &tokens, substitutions: substitutions)
            inner[parameter] = tokens
        }
        inlining.insert(name)
        emit(Syntax(helper.body), into: &out, substitutions: inner)
        inlining.remove(name)
        return true
    }

    /// `switch (a, b) { case let (x?, y?): X; default: Y }` is
    /// `if let x = a, let y = b { X } else { Y }`.
    private func emitTupleSwitch(_ node: SwitchExprSyntax, into out: inout [NormalToken], substitutions: [String: [NormalToken]]) -> Bool {
        guard let tuple = node.subject.as(TupleExprSyntax.self), tuple.elements.count >= 2, node.cases.count == 2,
              let first = node.cases.first?.as(SwitchCaseSyntax.self), let last = node.cases.last?.as(SwitchCaseSyntax.self),
              case let .case(label) = first.label, label.caseItems.count == 1, let item = label.caseItems.first,
              item.whereClause == nil, case .default = last.label else { return false }
        let compact = item.pattern.description.filter { !$0.isWhitespace }
        let names = item.pattern.tokens(viewMode: .sourceAccurate).filter {
            if case .identifier = $0.tokenKind { return true }
            return false
        }
        let single = #"(let)?[A-Za-z_][A-Za-z0-9_]*\?"#
        let shape = "^(let)?\\(" + Array(repeating: single, count: tuple.elements.count).joined(separator: ",") + "\\)$"
        guard names.count == tuple.elements.count, compact.range(of: shape, options: .regularExpression) != nil else { return false }
        let here = Self.range(of: Syntax(node.switchKeyword))
        out.append(NormalToken(kind: fnv1a("if"), range: here))
        for (index, (name, element)) in zip(names, tuple.elements).enumerated() {
            if index > 0 { out.append(NormalToken(kind: fnv1a(","), range: here.lowerBound..<here.lowerBound)) }
            out.append(NormalToken(kind: fnv1a("let"), range: here.lowerBound..<here.lowerBound))
            emitToken(name, into: &out)
            out.append(NormalToken(kind: fnv1a("="), range: here.lowerBound..<here.lowerBound))
            emit(Syntax(element.expression), into: &out, substitutions: substitutions)
        }
        let brace = here.lowerBound..<here.lowerBound
        out.append(NormalToken(kind: fnv1a("{"), range: brace))
        emit(Syntax(first.statements), into: &out, substitutions: substitutions)
        out.append(NormalToken(kind: fnv1a("}"), range: brace))
        out.append(NormalToken(kind: fnv1a("else"), range: brace))
        out.append(NormalToken(kind: fnv1a("{"), range: brace))
        emit(Syntax(last.statements), into: &out, substitutions: substitutions)
        out.append(NormalToken(kind: fnv1a("}"), range: brace))
        return true
    }

    /// A block's statements: dead ones left out, `guard` turned into `if`,
    /// independent ones in canonical order, repeats collapsed.
    /// `atEnd`: the block ends a function's body, so a bare `return` as its
    /// last statement changes nothing and is left out.
    private func emitBlock(_ items: [CodeBlockItemSyntax], into out: inout [NormalToken], substitutions: [String: [NormalToken]], atEnd: Bool = false) {
        var live: [CodeBlockItemSyntax] = []
        for item in items where !survey.dropped.contains(NodeKey(item)) && !survey.dropped.contains(NodeKey(item.item)) {
            live.append(item)
            if Self.exits(item) { break }
        }
        if atEnd, let last = live.last, let returned = last.item.as(ReturnStmtSyntax.self), returned.expression == nil {
            live.removeLast()
        }
        if let guardIndex = live.firstIndex(where: { Self.guardStatement($0) != nil }), let guardStmt = Self.guardStatement(live[guardIndex]) {
            emitOrdered(Array(live[..<guardIndex]), into: &out, substitutions: substitutions)
            // `guard c else { e }; rest` is `if c { rest } else { e }`.
            let at = Self.range(of: Syntax(guardStmt)).lowerBound
            let here = at..<at
            out.append(NormalToken(kind: fnv1a("if"), range: Self.range(of: Syntax(guardStmt.guardKeyword))))
            emit(Syntax(guardStmt.conditions), into: &out, substitutions: substitutions)
            out.append(NormalToken(kind: fnv1a("{"), range: here))
            emitBlock(Array(live[(guardIndex + 1)...]), into: &out, substitutions: substitutions, atEnd: atEnd)
            out.append(NormalToken(kind: fnv1a("}"), range: here))
            out.append(NormalToken(kind: fnv1a("else"), range: Self.range(of: Syntax(guardStmt.elseKeyword))))
            // The else branch now ends the body as the rest of the block does;
            // when nothing is left of it, there is no else.
            var elseTokens: [NormalToken] = []
            emitBlock(Array(guardStmt.body.statements), into: &elseTokens, substitutions: substitutions, atEnd: atEnd)
            if elseTokens.isEmpty {
                out.removeLast()
            } else {
                emitToken(guardStmt.body.leftBrace, into: &out)
                out += elseTokens
                emitToken(guardStmt.body.rightBrace, into: &out)
            }
            return
        }
        emitOrdered(live, into: &out, substitutions: substitutions)
    }

    private func emitOrdered(_ items: [CodeBlockItemSyntax], into out: inout [NormalToken], substitutions: [String: [NormalToken]]) {
        guard !items.isEmpty else { return }
        let tokens = items.map { item -> [NormalToken] in
            var tokens: [NormalToken] = []
            emit(Syntax(item), into: &tokens, substitutions: substitutions)
            return tokens
        }
        // Ordering costs a comparison per pair of statements: a block longer
        // than any answer's (a generated or hostile file) keeps its order.
        guard items.count <= Self.orderedBlockLimit else {
            emitRun(tokens, ranges: nil, into: &out)
            return
        }
        let effects = items.map { Effects(Syntax($0), survey: survey) }
        // Kahn's algorithm, choosing the smallest tokens among the ready ones.
        var predecessors = [Set<Int>](repeating: [], count: items.count)
        for j in items.indices {
            for i in 0..<j where effects[j].dependsOn(effects[i]) { predecessors[j].insert(i) }
        }
        var done = [Bool](repeating: false, count: items.count)
        var order: [Int] = []
        while order.count < items.count {
            var best: Int? = nil
            for index in items.indices where !done[index] && predecessors[index].allSatisfy({ done[$0] }) {
                if best == nil || Self.less(tokens[index], tokens[best!]) { best = index }
            }
            guard let chosen = best else { break }
            done[chosen] = true
            order.append(chosen)
        }
        emitRun(order.map { tokens[$0] }, ranges: nil, into: &out)
    }

    /// Appends items, an item equal to the one before it folded into one
    /// `repeat` token per run.
    private func emitRun(_ items: [[NormalToken]], ranges: [Range<Int>]?, into out: inout [NormalToken]) {
        var previous: [UInt64]? = nil
        var inRun = false
        for item in items {
            let kinds = item.map(\.kind)
            if !kinds.isEmpty, kinds == previous {
                let span = Self.span(item)
                if inRun, let last = out.last {
                    out[out.count - 1] = NormalToken(kind: last.kind, range: min(last.range.lowerBound, span.lowerBound)..<max(last.range.upperBound, span.upperBound))
                } else {
                    out.append(NormalToken(kind: fnv1a("repeat"), range: span))
                    inRun = true
                }
            } else {
                out += item
                inRun = false
            }
            previous = kinds
        }
    }

    // MARK: - Helpers

    /// Limits that keep a hostile file (helpers calling helpers, huge
    /// blocks) from making the normalised text explode; no answer is near them.
    static let inliningDepth = 8
    static let inliningBudget = 200_000
    static let orderedBlockLimit = 300

    static let ignoredModifiers: Set<String> = ["private", "fileprivate", "internal", "public", "open", "final"]

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

/// A helper that can be written in place of its calls.
struct InlinableHelper {
    let parameters: [String]
    let body: ExprSyntax
}

/// What one statement declares, reads and changes, for ordering a block.
struct Effects {
    var defines: Set<String> = []
    var uses: Set<String> = []
    var writes: Set<String> = []
    /// Output, control flow or a call whose effect is unknown: such
    /// statements keep their order among themselves.
    var ordered = false
    var barrier = false

    static let mutating: Set<String> = ["append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "popLast", "popFirst",
                                        "sort", "reverse", "shuffle", "formUnion", "formIntersection", "subtract", "merge",
                                        "updateValue", "reserveCapacity", "encodeNil", "superEncoder", "nestedUnkeyedContainer"]

    init(_ node: Syntax, survey: Survey) {
        if let item = node.as(CodeBlockItemSyntax.self), let decl = item.item.as(DeclSyntax.self), !decl.is(VariableDeclSyntax.self) {
            // A type, function or import: order among declarations is free.
            if let function = decl.as(FunctionDeclSyntax.self) { defines.insert(function.name.text) }
            return
        }
        if node.as(CodeBlockItemSyntax.self).map({ $0.item.is(ReturnStmtSyntax.self) || $0.item.is(ThrowStmtSyntax.self)
            || $0.item.is(BreakStmtSyntax.self) || $0.item.is(ContinueStmtSyntax.self) || $0.item.is(DeferStmtSyntax.self) }) == true {
            barrier = true
        }
        if let item = node.as(CodeBlockItemSyntax.self) {
            if let variable = item.item.as(VariableDeclSyntax.self) {
                for binding in variable.bindings { defines.formUnion(Survey.names(in: binding.pattern)) }
            } else if let function = item.item.as(FunctionDeclSyntax.self) {
                defines.insert(function.name.text)
            } else if let call = item.item.as(FunctionCallExprSyntax.self), call.calledExpression.is(DeclReferenceExprSyntax.self) {
                ordered = true
            }
        }
        var stack = Array(node.children(viewMode: .sourceAccurate))
        while let descendant = stack.popLast() {
            stack += descendant.children(viewMode: .sourceAccurate)
            if let reference = descendant.as(DeclReferenceExprSyntax.self) {
                let name = reference.baseName.text
                uses.insert(name)
                // What an inlined helper or value reads, this statement reads.
                if let inlined = survey.helpers[name].map({ Syntax($0.body) }) ?? survey.values[name].map(Syntax.init) {
                    for token in inlined.tokens(viewMode: .sourceAccurate) { uses.insert(token.text) }
                }
            } else if let binding = descendant.as(OptionalBindingConditionSyntax.self), binding.initializer == nil {
                uses.formUnion(Survey.names(in: binding.pattern))
            } else if let sequence = descendant.as(SequenceExprSyntax.self) {
                let elements = Array(sequence.elements)
                for (index, element) in elements.enumerated() where index > 0 && Self.isAssignment(element) {
                    if let root = Self.root(elements[index - 1]) { writes.insert(root) }
                }
            } else if let inout_ = descendant.as(InOutExprSyntax.self), let root = Self.root(inout_.expression) {
                writes.insert(root)
            } else if let call = descendant.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                      let base = member.base {
                let method = member.declName.baseName.text
                let keyed = call.arguments.contains { $0.label?.text == "forKey" }
                if Self.mutating.contains(method) || (!keyed && (method == "decode" || method == "encode" || method.hasPrefix("decodeIfPresent"))) {
                    if let root = Self.root(base) { writes.insert(root) }
                }
            } else if descendant.is(ReturnStmtSyntax.self) || descendant.is(ThrowStmtSyntax.self) || descendant.is(BreakStmtSyntax.self)
                        || descendant.is(ContinueStmtSyntax.self) {
                ordered = true
            }
        }
    }

    func dependsOn(_ earlier: Effects) -> Bool {
        if barrier || earlier.barrier || (ordered && earlier.ordered) { return true }
        if !earlier.defines.isDisjoint(with: uses) || !defines.isDisjoint(with: earlier.uses) { return true }
        if !earlier.writes.isDisjoint(with: uses) || !writes.isDisjoint(with: earlier.uses) { return true }
        return false
    }

    static func isAssignment(_ element: ExprSyntax) -> Bool {
        if element.is(AssignmentExprSyntax.self) { return true }
        if let op = element.as(BinaryOperatorExprSyntax.self) {
            let text = op.operator.text
            return text.hasSuffix("=") && !["==", "!=", "<=", ">=", "==="].contains(text)
        }
        return false
    }

    /// The variable an lvalue expression starts from: `a` in `a.b[c]`, `x` in `self.x`.
    static func root(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            if let base = member.base, !Normaliser.isSelf(base) { return root(base) }
            return member.declName.baseName.text
        }
        if let subscriptCall = expression.as(SubscriptCallExprSyntax.self) { return root(subscriptCall.calledExpression) }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { return root(forced.expression) }
        if let optional = expression.as(OptionalChainingExprSyntax.self) { return root(optional.expression) }
        return nil
    }
}

/// The first pass over a file: what it declares, how often each name is
/// used, and from that what is dead and what can be inlined.
final class Survey: SyntaxVisitor {
    private(set) var declaredNames: Set<String> = []
    /// Declared outside bodies (properties, functions, types, cases) and labels.
    private(set) var memberNames: Set<String> = []
    /// Parameters, closure parameters and variables inside bodies.
    private(set) var localNames: Set<String> = []
    /// Uses of each name (references, types named, shorthand bindings).
    private var uses: [String: Int] = [:]
    private var calls: [String: Int] = [:]
    /// Uses that are not a member's name after a dot (`x`, not `.x`).
    private var useSites: [String: [Syntax]] = [:]
    private var declarations: [String: Int] = [:]
    private var candidates: [(name: String, node: Syntax, helper: InlinableHelper)] = []
    private var propertyCandidates: [(name: String, node: Syntax, value: ExprSyntax)] = []
    private var onceCandidates: [(name: String, node: Syntax, value: ExprSyntax)] = []
    private var deadCandidates: [(names: [String], node: Syntax)] = []
    private var constantCandidates: [(name: String, node: Syntax, value: Bool)] = []

    /// Declarations and statements not emitted at all.
    private(set) var dropped: Set<NodeKey> = []
    private(set) var helpers: [String: InlinableHelper] = [:]
    /// Names whose uses are replaced by an expression.
    private(set) var values: [String: ExprSyntax] = [:]
    private(set) var constants: [String: Bool] = [:]

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        uses[node.baseName.text, default: 0] += 1
        if !Normaliser.isMemberName(node) {
            useSites[node.baseName.text, default: []].append(Syntax(node))
        }
        return .visitChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        uses[node.name.text, default: 0] += 1
        return .visitChildren
    }

    override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
        uses[node.name.text, default: 0] += 1
        return .visitChildren
    }

    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        if node.initializer == nil { for name in Self.names(in: node.pattern) { uses[name, default: 0] += 1 } }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let name = Self.calleeName(node) { calls[name, default: 0] += 1 }
        return .visitChildren
    }

    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
        declare(node.identifier.text)
        if Self.isLocal(Syntax(node)) {
            localNames.insert(node.identifier.text)
        } else {
            memberNames.insert(node.identifier.text)
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        declaredNames.insert(node.firstName.text)
        memberNames.insert(node.firstName.text)
        localNames.insert((node.secondName ?? node.firstName).text)
        if let second = node.secondName { declaredNames.insert(second.text) }
        return .visitChildren
    }

    override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
        declaredNames.insert(node.name.text)
        localNames.insert(node.name.text)
        return .visitChildren
    }

    override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
        let name = (node.secondName ?? node.firstName).text
        declaredNames.insert(name)
        localNames.insert(name)
        return .visitChildren
    }

    override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
        declare(node.name.text)
        memberNames.insert(node.name.text)
        return .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { typeDeclared(node.name.text, node.modifiers, Syntax(node)) }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { typeDeclared(node.name.text, node.modifiers, Syntax(node)) }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { typeDeclared(node.name.text, node.modifiers, Syntax(node)) }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { typeDeclared(node.name.text, node.modifiers, Syntax(node)) }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.name.text
        declare(name)
        memberNames.insert(name)
        let local = Self.isLocal(Syntax(node))
        if local || Self.isPrivate(node.modifiers) { deadCandidates.append(([name], Syntax(node))) }
        let parameters = node.signature.parameterClause.parameters
        if let body = node.body, let expression = Self.singleExpression(body.statements),
           parameters.allSatisfy({ $0.ellipsis == nil && $0.defaultValue == nil && !$0.type.is(AttributedTypeSyntax.self) }) {
            candidates.append((name, Syntax(node), InlinableHelper(parameters: parameters.map { ($0.secondName ?? $0.firstName).text }, body: expression)))
        }
        return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let local = Self.isLocal(Syntax(node))
        let isPrivate = Self.isPrivate(node.modifiers)
        let isLet = node.bindingSpecifier.tokenKind == .keyword(.let)
        guard node.bindings.count == 1, let binding = node.bindings.first else {
            if local || isPrivate {
                deadCandidates.append((node.bindings.flatMap { Self.names(in: $0.pattern) }, Syntax(node)))
            }
            return .visitChildren
        }
        let names = Self.names(in: binding.pattern)
        if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            if let accessors = binding.accessorBlock, binding.initializer == nil {
                // A get-only computed property of one expression.
                let body: CodeBlockItemListSyntax?
                switch accessors.accessors {
                case let .getter(statements): body = statements
                case let .accessors(list):
                    body = list.count == 1 && list.first?.accessorSpecifier.tokenKind == .keyword(.get) ? list.first?.body?.statements : nil
                }
                if let body, let expression = Self.singleExpression(body) {
                    propertyCandidates.append((name, Syntax(node), expression))
                }
            } else if let value = binding.initializer?.value {
                if isLet, let literal = value.as(BooleanLiteralExprSyntax.self), local || isPrivate || node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) {
                    constantCandidates.append((name, Syntax(node), literal.literal.tokenKind == .keyword(.true)))
                } else if isLet, let closure = value.as(ClosureExprSyntax.self), let expression = Self.singleExpression(closure.statements) {
                    candidates.append((name, Syntax(node), InlinableHelper(parameters: Self.parameters(of: closure), body: expression)))
                } else if isLet && local && !value.is(ClosureExprSyntax.self) {
                    onceCandidates.append((name, Syntax(node), value))
                }
            }
        }
        if local || isPrivate { deadCandidates.append((names, Syntax(node))) }
        return .visitChildren
    }

    private func typeDeclared(_ name: String, _ modifiers: DeclModifierListSyntax, _ node: Syntax) -> SyntaxVisitorContinueKind {
        declare(name)
        memberNames.insert(name)
        if Self.isPrivate(modifiers) || Self.isLocal(node) { deadCandidates.append(([name], node)) }
        return .visitChildren
    }

    private func declare(_ name: String) {
        declaredNames.insert(name)
        declarations[name, default: 0] += 1
    }

    /// Decides, from the counts, what is dropped and what is inlined.
    func decide() {
        for candidate in constantCandidates where declarations[candidate.name] == 1 {
            constants[candidate.name] = candidate.value
            dropped.insert(NodeKey(candidate.node))
        }
        for candidate in deadCandidates where !candidate.names.isEmpty && candidate.names.allSatisfy({ uses[$0, default: 0] == 0 && constants[$0] == nil }) {
            dropped.insert(NodeKey(candidate.node))
        }
        for candidate in candidates where declarations[candidate.name] == 1 {
            let used = uses[candidate.name, default: 0]
            // Every use is a call, and the helper does not call itself.
            guard used > 0, calls[candidate.name, default: 0] == used,
                  !candidate.helper.body.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == candidate.name }) else { continue }
            helpers[candidate.name] = candidate.helper
            dropped.insert(NodeKey(candidate.node))
        }
        for candidate in propertyCandidates where declarations[candidate.name] == 1 && uses[candidate.name, default: 0] > 0 {
            guard !candidate.value.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == candidate.name }) else { continue }
            values[candidate.name] = candidate.value
            dropped.insert(NodeKey(candidate.node))
        }
        for candidate in onceCandidates where !dropped.contains(NodeKey(candidate.node)) {
            // Used once in the rest of its block (its scope), in the same
            // body: a use inside a helper or closure may run many times.
            guard let block = candidate.node.parent?.parent, block.is(CodeBlockItemListSyntax.self) else { continue }
            let start = candidate.node.endPosition.utf8Offset
            let end = block.endPosition.utf8Offset
            let sites = (useSites[candidate.name] ?? []).filter { $0.position.utf8Offset >= start && $0.position.utf8Offset < end }
            guard sites.count == 1, let site = sites.first, Self.body(of: site) == Self.body(of: candidate.node),
                  site.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id != site.id else { continue }
            // Nor an argument of an inlined helper: where it lands depends on the helper's body.
            guard !isHelperArgument(site) else { continue }
            values[candidate.name] = candidate.value
            dropped.insert(NodeKey(candidate.node))
        }
    }

    private func isHelperArgument(_ node: Syntax) -> Bool {
        var current = node.parent
        while let parent = current, !parent.is(CodeBlockItemSyntax.self) {
            if let call = parent.as(FunctionCallExprSyntax.self), let name = Self.calleeName(call), helpers[name] != nil { return true }
            current = parent.parent
        }
        return false
    }

    /// The value of a condition made only of constants, if it has one.
    func constantValue(of conditions: ConditionElementListSyntax) -> Bool? {
        guard conditions.count == 1, case let .expression(expression) = conditions.first!.condition else { return nil }
        return constantValue(expression)
    }

    private func constantValue(_ expression: ExprSyntax) -> Bool? {
        if let literal = expression.as(BooleanLiteralExprSyntax.self) { return literal.literal.tokenKind == .keyword(.true) }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return constants[reference.baseName.text] }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base, Normaliser.isSelf(base) || base.is(DeclReferenceExprSyntax.self) {
            return constants[member.declName.baseName.text]
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return constantValue(prefix.expression).map { !$0 }
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1 {
            return constantValue(tuple.elements.first!.expression)
        }
        return nil
    }

    // MARK: - Syntax questions

    static func calleeName(_ call: FunctionCallExprSyntax) -> String? {
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
           Normaliser.isSelf(base) || base.is(DeclReferenceExprSyntax.self) {
            return member.declName.baseName.text
        }
        return nil
    }

    static func names(in pattern: PatternSyntax) -> [String] {
        pattern.tokens(viewMode: .sourceAccurate).compactMap { token in
            if case let .identifier(name) = token.tokenKind { return name }
            return nil
        }
    }

    static func parameters(of closure: ClosureExprSyntax) -> [String] {
        guard let clause = closure.signature?.parameterClause else {
            // `$0`, `$1`, … as many as the body uses.
            let used = closure.statements.tokens(viewMode: .sourceAccurate).compactMap { token -> Int? in
                if case let .dollarIdentifier(name) = token.tokenKind { return Int(name.dropFirst()) }
                return nil
            }
            return (0..<((used.max() ?? -1) + 1)).map { "$\($0)" }
        }
        switch clause {
        case let .simpleInput(list): return list.map(\.name.text)
        case let .parameterClause(parameters): return parameters.parameters.map { ($0.secondName ?? $0.firstName).text }
        }
    }

    /// The expression of a body that is one expression or `return` of one.
    static func singleExpression(_ statements: CodeBlockItemListSyntax) -> ExprSyntax? {
        guard statements.count == 1, let item = statements.first?.item else { return nil }
        if let expression = item.as(ExprSyntax.self) { return expression.is(IfExprSyntax.self) || expression.is(SwitchExprSyntax.self) ? nil : expression }
        if let returned = item.as(ReturnStmtSyntax.self) { return returned.expression }
        return nil
    }

    /// The function, initializer, accessor or closure a node is in.
    static func body(of node: Syntax) -> NodeKey? {
        var current = node.parent
        while let parent = current {
            if parent.is(FunctionDeclSyntax.self) || parent.is(InitializerDeclSyntax.self) || parent.is(AccessorDeclSyntax.self)
                || parent.is(ClosureExprSyntax.self) || parent.is(AccessorBlockSyntax.self) { return NodeKey(parent) }
            current = parent.parent
        }
        return nil
    }

    static func isPrivate(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate) }
    }

    /// Inside a function, closure, initializer or accessor body.
    static func isLocal(_ node: Syntax) -> Bool {
        var current = node.parent
        while let parent = current {
            if parent.is(CodeBlockSyntax.self) || parent.is(ClosureExprSyntax.self) || parent.is(AccessorBlockSyntax.self) { return true }
            if parent.is(MemberBlockSyntax.self) || parent.is(SourceFileSyntax.self) { return false }
            current = parent.parent
        }
        return false
    }
}
