import SwiftSyntax

/// Equivalent shapes are written one way: a closure's one parameter
/// written as `{ x in … }` as `{ … }` (its uses are `id`, as `$0` is);
/// access modifiers dropped;
/// `String.self` (the type a call decodes) as `type.self`; the type
/// annotation of a declaration with a value dropped; `if let x` as
/// `if let x = x`; `if a, b` as `if a && b`;
/// `switch (a, b) { case let (x?, y?): X; default: Y }` as
/// `if let x = a, let y = b { X } else { Y }`; a `switch` over an optional
/// of two cases (`.some(let y)` or `let y?`, and `.none` or `nil`) as
/// `if let y = x { … } else { … }`. (`self.x` stays: whether an answer
/// writes it is one of the few choices that tell two answers to a tightly
/// specified exercise apart.) (`guard c else { e }; rest`
/// as `if c { rest } else { e }` is written by `StatementOrderPass`'s
/// blocks, which hold the rest.)
struct CanonicalFormsPass: NormalisingPass {
    func emit(_ node: Syntax, by normaliser: Normaliser, into out: inout [NormalToken], substitutions: [String: [NormalToken]]) -> Bool {
        if let modifier = node.as(DeclModifierSyntax.self), Normaliser.ignoredModifiers.contains(modifier.name.text) { return true }
        if let access = node.as(MemberAccessExprSyntax.self), let type = access.base, access.declName.baseName.tokenKind == .keyword(.self),
           Normaliser.isTypeName(type) {
            // `String.self`, `T.self`: the type a call decodes is the task's data
            // (and a generic helper's `T` once inlined).
            out.append(NormalToken(kind: fnv1a("type"), range: Normaliser.range(of: Syntax(type))))
            normaliser.emit(Syntax(access.period), into: &out, substitutions: substitutions)
            normaliser.emit(Syntax(access.declName), into: &out, substitutions: substitutions)
            return true
        }
        if let binding = node.as(PatternBindingSyntax.self), binding.initializer != nil, binding.typeAnnotation != nil {
            normaliser.emit(Syntax(binding.pattern), into: &out, substitutions: substitutions)
            for child in [binding.initializer.map(Syntax.init), binding.accessorBlock.map(Syntax.init), binding.trailingComma.map(Syntax.init)] {
                if let child { normaliser.emit(child, into: &out, substitutions: substitutions) }
            }
            return true
        }
        if let condition = node.as(OptionalBindingConditionSyntax.self), condition.initializer == nil,
           let name = condition.pattern.as(IdentifierPatternSyntax.self) {
            // `if let x` is `if let x = x`.
            normaliser.emit(Syntax(condition.bindingSpecifier), into: &out, substitutions: substitutions)
            normaliser.emit(Syntax(condition.pattern), into: &out, substitutions: substitutions)
            let range = Normaliser.range(of: Syntax(name))
            out.append(NormalToken(kind: fnv1a("="), range: range.lowerBound..<range.lowerBound))
            if let replacement = substitutions[name.identifier.text] {
                normaliser.copy(replacement, into: &out)
            } else {
                out.append(NormalToken(kind: normaliser.kindOf(identifier: name.identifier.text), range: range))
            }
            return true
        }
        if let list = node.as(ConditionElementListSyntax.self) {
            // `if a, b` is `if a && b` when both are plain conditions.
            let elements = Array(list)
            for (index, element) in elements.enumerated() {
                normaliser.emit(Syntax(element.condition), into: &out, substitutions: substitutions)
                guard let comma = element.trailingComma, index + 1 < elements.count else { continue }
                let both = Normaliser.isPlain(element) && Normaliser.isPlain(elements[index + 1])
                out.append(NormalToken(kind: fnv1a(both ? "&&" : ","), range: Normaliser.range(of: Syntax(comma))))
            }
            return true
        }
        if let closure = node.as(ClosureExprSyntax.self), let signature = closure.signature, Self.isOneBareParameter(signature) {
            // `{ x in … }` is `{ … }`: the parameter's uses are the file's own names (`id`), as `$0` is.
            normaliser.emitToken(closure.leftBrace, into: &out)
            normaliser.emit(Syntax(closure.statements), into: &out, substitutions: substitutions)
            normaliser.emitToken(closure.rightBrace, into: &out)
            return true
        }
        if let switchExpr = node.as(SwitchExprSyntax.self), normaliser.emitTupleSwitch(switchExpr, into: &out, substitutions: substitutions) { return true }
        if let switchExpr = node.as(SwitchExprSyntax.self), emitOptionalSwitch(switchExpr, by: normaliser, into: &out, substitutions: substitutions) { return true }
        return false
    }

    /// A closure signature that is one parameter and nothing else: `x in`
    /// or `(x) in` (no type, capture list, attribute, `throws` or result).
    static func isOneBareParameter(_ signature: ClosureSignatureSyntax) -> Bool {
        guard signature.attributes.isEmpty, signature.capture == nil, signature.effectSpecifiers == nil, signature.returnClause == nil,
              let clause = signature.parameterClause else { return false }
        switch clause {
        case let .simpleInput(list): return list.count == 1
        case let .parameterClause(parameters):
            return parameters.parameters.count == 1 && parameters.parameters.first.map { $0.type == nil && $0.secondName == nil } == true
        }
    }

    /// `switch x { case .some(let y): A; case .none: B }` (or `let y?`,
    /// `nil`, in either order) is `if let y = x { A } else { B }`.
    func emitOptionalSwitch(_ node: SwitchExprSyntax, by normaliser: Normaliser, into out: inout [NormalToken],
                            substitutions: [String: [NormalToken]]) -> Bool {
        let cases = node.cases.compactMap { $0.as(SwitchCaseSyntax.self) }
        guard cases.count == 2, node.cases.count == 2 else { return false }
        var some: (name: TokenSyntax, body: CodeBlockItemListSyntax)? = nil
        var none: CodeBlockItemListSyntax? = nil
        for item in cases {
            guard case let .case(label) = item.label, label.caseItems.count == 1, let caseItem = label.caseItems.first,
                  caseItem.whereClause == nil else { return false }
            let compact = caseItem.pattern.description.filter { !$0.isWhitespace }
            if compact == ".none" || compact == "nil" || compact == "Optional.none" {
                none = item.statements
            } else if compact.range(of: #"^(\.some\(let[A-Za-z_][A-Za-z0-9_]*\)|let[A-Za-z_][A-Za-z0-9_]*\?|\.some\(\.?let[A-Za-z_][A-Za-z0-9_]*\))$"#,
                                    options: .regularExpression) != nil,
                      let name = caseItem.pattern.tokens(viewMode: .sourceAccurate).first(where: {
                          if case .identifier = $0.tokenKind { return $0.text != "some" }
                          return false
                      }) {
                some = (name, item.statements)
            } else {
                return false
            }
        }
        guard let some, let none else { return false }
        let here = Normaliser.range(of: Syntax(node.switchKeyword))
        let at = here.lowerBound..<here.lowerBound
        out.append(NormalToken(kind: fnv1a("if"), range: here))
        out.append(NormalToken(kind: fnv1a("let"), range: at))
        normaliser.emitToken(some.name, into: &out)
        out.append(NormalToken(kind: fnv1a("="), range: at))
        normaliser.emit(Syntax(node.subject), into: &out, substitutions: substitutions)
        out.append(NormalToken(kind: fnv1a("{"), range: at))
        normaliser.emit(Syntax(some.body), into: &out, substitutions: substitutions)
        out.append(NormalToken(kind: fnv1a("}"), range: at))
        var elseTokens: [NormalToken] = []
        normaliser.emit(Syntax(none), into: &elseTokens, substitutions: substitutions)
        // `case .none: break` says nothing.
        if !(elseTokens.count == 1 && elseTokens[0].kind == fnv1a("break")) && !elseTokens.isEmpty {
            out.append(NormalToken(kind: fnv1a("else"), range: at))
            out.append(NormalToken(kind: fnv1a("{"), range: at))
            normaliser.copy(elseTokens, into: &out)
            out.append(NormalToken(kind: fnv1a("}"), range: at))
        }
        return true
    }
}

extension Normaliser {
    /// `switch (a, b) { case let (x?, y?): X; default: Y }` is
    /// `if let x = a, let y = b { X } else { Y }`.
    func emitTupleSwitch(_ node: SwitchExprSyntax, into out: inout [NormalToken], substitutions: [String: [NormalToken]]) -> Bool {
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
}
