import SwiftSyntax

/// `switch` and `if`/`else if` chains are written one way, as the chain:
/// `switch s { case a: A; case b, c where w: B; default: Z }` as
/// `if s == a { A } else if s == b || s == c && w { B } else { Z }` (a
/// `where` belongs to the pattern it follows).
/// Each case's pattern becomes the condition a chain tests against the
/// subject: a value (a literal, `.many`) `s == value`; a tuple of values
/// against a tuple subject one test per element (`true` the element
/// itself, `false` its negation, `_` nothing), joined by `&&`;
/// `.some(let y)` or `let y?` `let y = s`; `.none` or `nil` `s == nil`; a
/// pattern that binds (`.exactly(let n)`) or matches otherwise (`1...9`)
/// `case .exactly(let n) = s`. The
/// last case, when it binds nothing and has no `where`, is the chain's
/// `else` (the switch is exhaustive, so it is what is left), and
/// `default:` always is; an `else` whose body is `break` or empty is left
/// out. On the chain's side, `if case .many = s` (a pattern that binds
/// nothing) is `if s == .many`. A switch with `fallthrough`, a `#if`
/// among its cases, or a pattern of another kind (`is`, `as`) is left as
/// written. (A two-case switch over an optional or a tuple of optionals is
/// written by `CanonicalFormsPass`, which is asked first.)
struct SwitchChainPass: NormalisingPass {
    /// Cases beyond this many keep their switch (no answer is near it).
    static let caseLimit = 64

    func emit(_ node: Syntax, by normaliser: Normaliser, into out: inout [NormalToken], substitutions: [String: [NormalToken]]) -> Bool {
        if let condition = node.as(MatchingPatternConditionSyntax.self), condition.typeAnnotation == nil,
           let pattern = condition.pattern.as(ExpressionPatternSyntax.self), !Self.binds(Syntax(pattern)),
           Self.isValue(pattern.expression) {
            // `if case .many = s` is `if s == .many`.
            let at = Normaliser.range(of: Syntax(condition.caseKeyword)).lowerBound
            normaliser.emit(Syntax(condition.initializer.value), into: &out, substitutions: substitutions)
            out.append(NormalToken(kind: fnv1a("=="), range: at..<at))
            normaliser.emit(Syntax(pattern.expression), into: &out, substitutions: substitutions)
            return true
        }
        if let switchExpr = node.as(SwitchExprSyntax.self) {
            return emitChain(switchExpr, by: normaliser, into: &out, substitutions: substitutions)
        }
        return false
    }

    /// One branch of the chain: its condition's tokens (nil for `else`) and its statements.
    private struct Branch {
        let condition: [NormalToken]?
        let body: CodeBlockItemListSyntax
    }

    private func emitChain(_ node: SwitchExprSyntax, by normaliser: Normaliser, into out: inout [NormalToken],
                           substitutions: [String: [NormalToken]]) -> Bool {
        let cases = node.cases.compactMap { $0.as(SwitchCaseSyntax.self) }
        guard !cases.isEmpty, cases.count == node.cases.count, cases.count <= Self.caseLimit,
              !node.cases.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .keyword(.fallthrough) }) else { return false }
        let at = Normaliser.range(of: Syntax(node.switchKeyword)).lowerBound
        let here = at..<at
        var branches: [Branch] = []
        for (index, item) in cases.enumerated() {
            switch item.label {
            case .default:
                branches.append(Branch(condition: nil, body: item.statements))
            case let .case(label):
                let isLast = index == cases.count - 1
                if isLast, index > 0, label.caseItems.allSatisfy({ $0.whereClause == nil && !Self.binds(Syntax($0.pattern)) }) {
                    branches.append(Branch(condition: nil, body: item.statements))
                    continue
                }
                var condition: [NormalToken] = []
                let items = Array(label.caseItems)
                for (itemIndex, caseItem) in items.enumerated() {
                    guard let test = self.test(caseItem.pattern, subject: node.subject, by: normaliser, at: here, substitutions: substitutions) else {
                        return false
                    }
                    if itemIndex > 0 { condition.append(NormalToken(kind: fnv1a("||"), range: here)) }
                    normaliser.copy(test.tokens, into: &condition)
                    if let whereClause = caseItem.whereClause {
                        condition.append(NormalToken(kind: fnv1a(test.binds ? "," : "&&"), range: here))
                        normaliser.emit(Syntax(whereClause.condition), into: &condition, substitutions: substitutions)
                    }
                }
                branches.append(Branch(condition: condition.isEmpty ? nil : condition, body: item.statements))
            }
            // Nothing after an unconditional branch runs.
            if branches.last?.condition == nil { break }
        }
        for (index, branch) in branches.enumerated() {
            var body: [NormalToken] = []
            normaliser.emit(Syntax(branch.body), into: &body, substitutions: substitutions)
            if body.count == 1 && body[0].kind == fnv1a("break") { body = [] }
            if index > 0 {
                // `else { }` says nothing.
                if branch.condition == nil && body.isEmpty { break }
                out.append(NormalToken(kind: fnv1a("else"), range: here))
            }
            if let condition = branch.condition {
                out.append(NormalToken(kind: fnv1a("if"), range: index == 0 ? Normaliser.range(of: Syntax(node.switchKeyword)) : here))
                normaliser.copy(condition, into: &out)
            }
            out.append(NormalToken(kind: fnv1a("{"), range: here))
            normaliser.copy(body, into: &out)
            out.append(NormalToken(kind: fnv1a("}"), range: here))
        }
        return true
    }

    /// The test a chain writes for one pattern against the subject, and
    /// whether it binds names (then a `where` follows it with `,`).
    private func test(_ pattern: PatternSyntax, subject: ExprSyntax, by normaliser: Normaliser, at here: Range<Int>,
                      substitutions: [String: [NormalToken]]) -> (tokens: [NormalToken], binds: Bool)? {
        let compact = pattern.description.filter { !$0.isWhitespace }
        if compact == ".none" || compact == "nil" || compact == "Optional.none" {
            var tokens: [NormalToken] = []
            normaliser.emit(Syntax(subject), into: &tokens, substitutions: substitutions)
            tokens.append(NormalToken(kind: fnv1a("=="), range: here))
            tokens.append(NormalToken(kind: fnv1a("nil"), range: Normaliser.range(of: Syntax(pattern))))
            return (tokens, false)
        }
        if compact.range(of: #"^(\.some\(let[A-Za-z_][A-Za-z0-9_]*\)|let[A-Za-z_][A-Za-z0-9_]*\?|\.some\(\.?let[A-Za-z_][A-Za-z0-9_]*\))$"#,
                         options: .regularExpression) != nil,
           let name = pattern.tokens(viewMode: .sourceAccurate).first(where: {
               if case .identifier = $0.tokenKind { return $0.text != "some" }
               return false
           }) {
            // `.some(let y)` is `if let y = s`.
            var tokens = [NormalToken(kind: fnv1a("let"), range: here)]
            normaliser.emitToken(name, into: &tokens)
            tokens.append(NormalToken(kind: fnv1a("="), range: here))
            normaliser.emit(Syntax(subject), into: &tokens, substitutions: substitutions)
            return (tokens, true)
        }
        if let expression = pattern.as(ExpressionPatternSyntax.self)?.expression, !Self.binds(Syntax(expression)),
           let test = valueTest(expression, subject: subject, by: normaliser, at: here, substitutions: substitutions) {
            return (test, false)
        }
        if pattern.is(ExpressionPatternSyntax.self) || pattern.is(ValueBindingPatternSyntax.self) {
            // A pattern that binds, or matches otherwise (`1...9`): `case .exactly(let n) = s`.
            var tokens = [NormalToken(kind: fnv1a("case"), range: here)]
            normaliser.emit(Syntax(pattern), into: &tokens, substitutions: substitutions)
            tokens.append(NormalToken(kind: fnv1a("="), range: here))
            normaliser.emit(Syntax(subject), into: &tokens, substitutions: substitutions)
            return (tokens, true)
        }
        return nil
    }

    /// The test for a pattern that is a value: `s == value`; element by
    /// element for a tuple against a tuple subject; `true`/`false` the
    /// subject or its negation; `_` nothing (an empty test).
    private func valueTest(_ value: ExprSyntax, subject: ExprSyntax, by normaliser: Normaliser, at here: Range<Int>,
                           substitutions: [String: [NormalToken]]) -> [NormalToken]? {
        if value.is(DiscardAssignmentExprSyntax.self) { return [] }
        if let tuple = value.as(TupleExprSyntax.self), let subjects = subject.as(TupleExprSyntax.self),
           tuple.elements.count == subjects.elements.count, tuple.elements.count > 1 {
            var tokens: [NormalToken] = []
            for (element, elementSubject) in zip(tuple.elements, subjects.elements) {
                guard element.label == nil, let test = valueTest(element.expression, subject: elementSubject.expression, by: normaliser,
                                                                 at: here, substitutions: substitutions) else { return nil }
                if test.isEmpty { continue }
                if !tokens.isEmpty { tokens.append(NormalToken(kind: fnv1a("&&"), range: here)) }
                normaliser.copy(test, into: &tokens)
            }
            return tokens
        }
        guard Self.isValue(value) else { return nil }
        var tokens: [NormalToken] = []
        if let literal = value.as(BooleanLiteralExprSyntax.self) {
            if literal.literal.tokenKind == .keyword(.false) { tokens.append(NormalToken(kind: fnv1a("!"), range: Normaliser.range(of: Syntax(literal)))) }
            normaliser.emit(Syntax(subject), into: &tokens, substitutions: substitutions)
            return tokens
        }
        normaliser.emit(Syntax(subject), into: &tokens, substitutions: substitutions)
        tokens.append(NormalToken(kind: fnv1a("=="), range: here))
        normaliser.emit(Syntax(value), into: &tokens, substitutions: substitutions)
        return tokens
    }

    /// A pattern or expression that declares names (`let n`, `var n`).
    static func binds(_ node: Syntax) -> Bool {
        node.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .keyword(.let) || $0.tokenKind == .keyword(.var) }
    }

    /// A value a pattern compares with (`~=` is `==` for it): any
    /// expression but a range (`1...9` matches what it contains).
    static func isValue(_ expression: ExprSyntax) -> Bool {
        !expression.tokens(viewMode: .sourceAccurate).contains { token in
            if case let .binaryOperator(name) = token.tokenKind { return name == "..." || name == "..<" }
            if case let .postfixOperator(name) = token.tokenKind { return name == "..." }
            if case let .prefixOperator(name) = token.tokenKind { return name == "..." || name == "..<" }
            return false
        }
    }
}
