import SwiftSyntax

/// A loop that only appends to a fresh array is the chain of `filter`,
/// `compactMap` and `map` it spells out, written one way:
///
/// ```
/// var result: [String] = []                    let result = words
/// for word in words where !word.isEmpty {          .filter { !word.isEmpty }
///     guard let n = Int(word) else { continue }    .compactMap { Int(word) }
///     result.append(n * 2)                         .map { n * 2 }
/// }
/// ```
///
/// The array's declaration (`var r: [T] = []`, `= [T]()`, `= Array()`) may
/// stand anywhere before the loop in its block, with no use of the array
/// between; the loop's body is `r.append(e)`, optionally behind one
/// `if c`, `if let y = f`, `guard c else { continue }` or `guard let y = f
/// else { continue }`, and the loop may have a `where`. The declaration is
/// not written; the loop is written as `let r = s.filter { c }.compactMap
/// { f }.map { e }` (each step only when there is one; `map { y }` of the
/// value just made is no step). The loop's and the optional's names are the
/// file's own (`id`), as a closure's `$0` or parameter is, so a copy that
/// turns the loop into the chain (or back) meets its source. (A closure's
/// one parameter written as `{ x in … }` is written as `{ … }` by
/// `CanonicalFormsPass`.)
struct LoopChainPass: NormalisingPass {
    func emit(_ node: Syntax, by normaliser: Normaliser, into out: inout [NormalToken], substitutions: [String: [NormalToken]]) -> Bool {
        if let reference = node.as(DeclReferenceExprSyntax.self), let chain = normaliser.loopChains.inlined[NodeKey(reference)] {
            // The array's one use after the loop: the chain itself, as a `let` used once is its value.
            emitChain(chain, by: normaliser, into: &out, substitutions: substitutions)
            return true
        }
        guard let item = node.as(CodeBlockItemSyntax.self), let chain = normaliser.loopChains.byLoop[NodeKey(item)] else { return false }
        if chain.usedOnce { return true }
        out.append(NormalToken(kind: fnv1a("let"), range: Normaliser.range(of: Syntax(chain.loop.forKeyword))))
        normaliser.emitToken(chain.name, into: &out)
        out.append(NormalToken(kind: fnv1a("="), range: Normaliser.range(of: Syntax(chain.loop.forKeyword)).lowerBound..<Normaliser.range(of: Syntax(chain.loop.forKeyword)).lowerBound))
        emitChain(chain, by: normaliser, into: &out, substitutions: substitutions)
        return true
    }

    /// `s.filter { c }.compactMap { f }.map { e }`.
    func emitChain(_ chain: LoopChains.Chain, by normaliser: Normaliser, into out: inout [NormalToken], substitutions: [String: [NormalToken]]) {
        let at = Normaliser.range(of: Syntax(chain.loop.forKeyword)).lowerBound
        let here = at..<at
        func token(_ text: String) { out.append(NormalToken(kind: fnv1a(text), range: here)) }
        func step(_ name: String, _ body: ExprSyntax) {
            token(".")
            out.append(NormalToken(kind: normaliser.kindOf(identifier: name, member: true), range: here))
            token("{")
            normaliser.emit(Syntax(body), into: &out, substitutions: substitutions)
            token("}")
        }
        normaliser.emit(Syntax(chain.loop.sequence), into: &out, substitutions: substitutions)
        for condition in chain.filters { step("filter", condition) }
        if let made = chain.made { step("compactMap", made.value) }
        if !chain.isIdentity { step("map", chain.element) }
    }
}

/// The loops `LoopChainPass` writes as chains, found in one walk of the file.
struct LoopChains {
    struct Chain {
        /// The array's name, as declared.
        let name: TokenSyntax
        let loop: ForStmtSyntax
        /// `where` and `if`/`guard` conditions, in order.
        let filters: [ExprSyntax]
        /// `if let y = f` / `guard let y = f`: the optional made for each element.
        let made: (name: String, value: ExprSyntax)?
        /// What is appended.
        let element: ExprSyntax
        /// The array is read once after the loop: the chain is written there.
        var usedOnce = false

        /// The appended value is the element itself (or the optional's value): no `map` step.
        var isIdentity: Bool {
            guard let reference = element.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil else { return false }
            let name = reference.baseName.text
            if let made { return name == made.name }
            return chain(loopVariable: name)
        }

        private func chain(loopVariable name: String) -> Bool {
            loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
        }
    }

    /// The loop statements written as chains, by their item.
    private(set) var byLoop: [NodeKey: Chain] = [:]
    /// The arrays' declarations, not written.
    private(set) var declarations: Set<NodeKey> = []
    /// An array's one use after its loop, written as the chain.
    private(set) var inlined: [NodeKey: Chain] = [:]
    /// The loops written at that use instead (not statements of their block).
    private(set) var writtenAtUse: Set<NodeKey> = []

    init(_ tree: SourceFileSyntax) {
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(tree)
        for list in finder.lists { find(in: list) }
    }

    private final class Finder: SyntaxVisitor {
        var lists: [CodeBlockItemListSyntax] = []
        override func visit(_ node: CodeBlockItemListSyntax) -> SyntaxVisitorContinueKind {
            lists.append(node)
            return .visitChildren
        }
    }

    private mutating func find(in list: CodeBlockItemListSyntax) {
        let items = Array(list)
        // name → the index of its empty array's declaration (cleared by any later use of the name).
        var pending: [String: Int] = [:]
        for (index, item) in items.enumerated() {
            if var chain = Self.chain(item, pending: pending), let declaration = pending[chain.name.text] {
                declarations.insert(NodeKey(items[declaration]))
                pending[chain.name.text] = nil
                if let use = Self.onlyUse(of: chain.name.text, in: items[(index + 1)...]) {
                    chain.usedOnce = true
                    inlined[NodeKey(use)] = chain
                    writtenAtUse.insert(NodeKey(item))
                }
                byLoop[NodeKey(item)] = chain
                continue
            }
            // A use of a pending array between its declaration and a loop: no
            // chain for it. (A statement larger than any answer's is not read
            // token by token: it ends every pending array.)
            if !pending.isEmpty {
                if item.trimmedLength.utf8Length > Self.readStatement {
                    pending = [:]
                } else {
                    for token in item.tokens(viewMode: .sourceAccurate) where pending[token.text] != nil { pending[token.text] = nil }
                }
            }
            if let name = Self.emptyArray(item) { pending[name] = index }
        }
    }

    /// Bytes of a statement between an array's declaration and its loop
    /// read for uses of the array, at most.
    static let readStatement = 16 * 1024

    /// The one reference to `name` in `items` (the rest of the block), when
    /// there is exactly one, outside any closure or nested function (which
    /// may run many times), and not a call of it.
    static func onlyUse(of name: String, in items: ArraySlice<CodeBlockItemSyntax>) -> DeclReferenceExprSyntax? {
        var found: [TokenSyntax] = []
        for item in items {
            guard item.trimmedLength.utf8Length <= readStatement else { return nil }
            for token in item.tokens(viewMode: .sourceAccurate) where token.text == name {
                found.append(token)
                if found.count > 1 { return nil }
            }
        }
        guard let token = found.first, let reference = token.parent?.as(DeclReferenceExprSyntax.self), !Normaliser.isMemberName(reference),
              reference.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id != reference.id else { return nil }
        let holders = Set(items.map(\.id))
        var current = reference.parent
        while let node = current, !holders.contains(node.id) {
            if node.is(ClosureExprSyntax.self) || node.is(FunctionDeclSyntax.self) { return nil }
            current = node.parent
        }
        return reference
    }

    /// `var r: [T] = []`, `var r = [T]()`, `var r = Array<T>()`: its name.
    static func emptyArray(_ item: CodeBlockItemSyntax) -> String? {
        guard let variable = item.item.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.var),
              variable.bindings.count == 1, let binding = variable.bindings.first, binding.accessorBlock == nil,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let value = binding.initializer?.value else { return nil }
        if let array = value.as(ArrayExprSyntax.self), array.elements.isEmpty { return name }
        if let call = value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil {
            if call.calledExpression.is(ArrayExprSyntax.self) { return name }
            if let generic = call.calledExpression.as(GenericSpecializationExprSyntax.self),
               generic.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Array" { return name }
            if call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Array" { return name }
        }
        return nil
    }

    /// The loop `item` as a chain appending to one of `pending`.
    static func chain(_ item: CodeBlockItemSyntax, pending: [String: Int]) -> Chain? {
        guard let loop = item.item.as(ForStmtSyntax.self),
              loop.tryKeyword == nil, loop.awaitKeyword == nil, loop.caseKeyword == nil,
              loop.pattern.is(IdentifierPatternSyntax.self), loop.typeAnnotation == nil else { return nil }
        var filters: [ExprSyntax] = []
        if let condition = loop.whereClause?.condition { filters.append(condition) }
        var statements = Array(loop.body.statements)
        var made: (name: String, value: ExprSyntax)? = nil
        // guard c else { continue } / guard let y = f else { continue }, then the append.
        if statements.count == 2, let guardStmt = statements[0].item.as(GuardStmtSyntax.self), guardStmt.body.statements.count == 1,
           guardStmt.body.statements.first?.item.as(ContinueStmtSyntax.self)?.label == nil, guardStmt.conditions.count == 1 {
            guard let condition = guardStmt.conditions.first?.condition, take(condition, filters: &filters, made: &made) else { return nil }
            statements = [statements[1]]
        }
        // if c { append } / if let y = f { append }.
        if statements.count == 1, let ifExpr = Self.ifExpression(statements[0]), ifExpr.elseBody == nil, ifExpr.conditions.count == 1 {
            guard made == nil, let condition = ifExpr.conditions.first?.condition, take(condition, filters: &filters, made: &made) else { return nil }
            statements = Array(ifExpr.body.statements)
        }
        guard statements.count == 1, let call = Self.expression(statements[0])?.as(FunctionCallExprSyntax.self),
              let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "append",
              call.arguments.count == 1, call.arguments.first?.label == nil, call.trailingClosure == nil,
              let base = member.base?.as(DeclReferenceExprSyntax.self), pending[base.baseName.text] != nil,
              let element = call.arguments.first?.expression else { return nil }
        // The array is read nowhere else in the loop (the append is its one use).
        let uses = loop.tokens(viewMode: .sourceAccurate).filter { $0.text == base.baseName.text }.count
        guard uses == 1 else { return nil }
        return Chain(name: base.baseName, loop: loop, filters: filters, made: made, element: element)
    }

    /// A condition of `if`/`guard`: a plain one is a filter, `let y = f` the optional made.
    private static func take(_ condition: ConditionElementSyntax.Condition, filters: inout [ExprSyntax], made: inout (name: String, value: ExprSyntax)?) -> Bool {
        switch condition {
        case let .expression(expression):
            filters.append(expression)
            return true
        case let .optionalBinding(binding):
            guard made == nil, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = binding.initializer?.value,
                  binding.typeAnnotation == nil else { return false }
            made = (name, value)
            return true
        default:
            return false
        }
    }

    private static func ifExpression(_ item: CodeBlockItemSyntax) -> IfExprSyntax? {
        expression(item)?.as(IfExprSyntax.self)
    }

    private static func expression(_ item: CodeBlockItemSyntax) -> ExprSyntax? {
        item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression
    }
}
