import SwiftSyntax

/// How an answer passes its errors on is written one way, since a copier
/// changes it without changing the plan: a throwing helper made into one
/// returning a `Result` or an optional, `try` made `try?`, a value taken
/// out of a `Result` with `.get()`. So:
///
/// - `try x`, `try? x` and `try! x` are `x`;
/// - `throws` and `rethrows` are dropped (a helper's signature);
/// - `x.get()` is `x`;
/// - `Result { body }` and `Result(catching: { body })` are the body's
///   statements;
/// - a result type `Result<T, E>` is `T`, and `.success(x)` is `x`.
///
/// (A `do`/`catch` keeps its catch clauses: what an answer does with an
/// error it caught is its own code.)
struct ErrorFormsPass: NormalisingPass {
    func emit(_ node: Syntax, by normaliser: Normaliser, into out: inout [NormalToken], substitutions: [String: [NormalToken]]) -> Bool {
        if let tryExpr = node.as(TryExprSyntax.self) {
            normaliser.emit(Syntax(tryExpr.expression), into: &out, substitutions: substitutions)
            return true
        }
        if node.is(ThrowsClauseSyntax.self) { return true }
        if let type = node.as(IdentifierTypeSyntax.self), let inner = Self.resultValueType(type) {
            normaliser.emit(Syntax(inner), into: &out, substitutions: substitutions)
            return true
        }
        if let clause = node.as(ReturnClauseSyntax.self), let optional = clause.type.as(OptionalTypeSyntax.self) {
            normaliser.emitToken(clause.arrow, into: &out)
            normaliser.emit(Syntax(optional.wrappedType), into: &out, substitutions: substitutions)
            return true
        }
        if let doStmt = node.as(DoStmtSyntax.self), emitDoCatch(doStmt, by: normaliser, into: &out, substitutions: substitutions) { return true }
        if let switchExpr = node.as(SwitchExprSyntax.self), emitResultSwitch(switchExpr, by: normaliser, into: &out, substitutions: substitutions) {
            return true
        }
        guard let call = node.as(FunctionCallExprSyntax.self) else { return false }
        if let base = Self.gotValue(call) {
            normaliser.emit(Syntax(base), into: &out, substitutions: substitutions)
            return true
        }
        if let body = Self.resultBody(call) {
            normaliser.emit(Syntax(body), into: &out, substitutions: substitutions)
            return true
        }
        if let value = Self.successValue(call) {
            normaliser.emit(Syntax(value), into: &out, substitutions: substitutions)
            return true
        }
        return false
    }

    /// `do { let x = try e; rest } catch { c }` is
    /// `if let x = e { rest } else { c }`, as `if let x = try? e` is (every
    /// catch clause's body in the `else`, in order).
    func emitDoCatch(_ node: DoStmtSyntax, by normaliser: Normaliser, into out: inout [NormalToken],
                     substitutions: [String: [NormalToken]]) -> Bool {
        let statements = Array(node.body.statements)
        guard !node.catchClauses.isEmpty, let first = statements.first, let declaration = first.item.as(VariableDeclSyntax.self),
              declaration.bindings.count == 1, let binding = declaration.bindings.first,
              let name = binding.pattern.as(IdentifierPatternSyntax.self), let value = binding.initializer?.value,
              value.is(TryExprSyntax.self),
              // Dead (read only by traces, not a value inlined at its use): the block is written as it is.
              normaliser.survey.values[name.identifier.text] != nil
                || !(normaliser.survey.dropped.contains(NodeKey(first)) || normaliser.survey.dropped.contains(NodeKey(declaration))) else { return false }
        emitIfLet(at: node.doKeyword, name: name.identifier, value: Syntax(value), by: normaliser, into: &out, substitutions: substitutions,
                  then: { inner, out in normaliser.emitBlock(Array(statements.dropFirst()), into: &out, substitutions: inner) },
                  otherwise: { out in
                      for clause in node.catchClauses { normaliser.emit(Syntax(clause.body.statements), into: &out, substitutions: substitutions) }
                  })
        return true
    }

    /// `switch result { case .success(let x): a; case .failure(…): b }` is
    /// `if let x = result { a } else { b }` (with each failure case's
    /// statements in the `else`, in order), as the `do`/`catch` it stands for.
    func emitResultSwitch(_ node: SwitchExprSyntax, by normaliser: Normaliser, into out: inout [NormalToken],
                          substitutions: [String: [NormalToken]]) -> Bool {
        var success: (name: TokenSyntax, body: CodeBlockItemListSyntax)? = nil
        var failures: [CodeBlockItemListSyntax] = []
        var explicitFailure = false
        for element in node.cases {
            guard let item = element.as(SwitchCaseSyntax.self) else { return false }
            guard case let .case(label) = item.label else {
                failures.append(item.statements)
                continue
            }
            guard label.caseItems.count == 1, let caseItem = label.caseItems.first, caseItem.whereClause == nil else { return false }
            let compact = caseItem.pattern.description.filter { !$0.isWhitespace }
            if compact.range(of: #"^(let|var)?(Result)?\.failure(\(.*\))?$"#, options: .regularExpression) != nil {
                failures.append(item.statements)
                explicitFailure = true
            } else if success == nil,
                      compact.range(of: #"^((let|var)?\.success\((let|var)?[A-Za-z_][A-Za-z0-9_]*\))$"#, options: .regularExpression) != nil,
                      let name = caseItem.pattern.tokens(viewMode: .sourceAccurate).first(where: {
                          if case .identifier = $0.tokenKind { return $0.text != "success" }
                          return false
                      }) {
                success = (name, item.statements)
            } else {
                return false
            }
        }
        guard let success, explicitFailure else { return false }
        emitIfLet(at: node.switchKeyword, name: success.name, value: Syntax(node.subject), by: normaliser, into: &out, substitutions: substitutions,
                  then: { inner, out in normaliser.emit(Syntax(success.body), into: &out, substitutions: inner) },
                  otherwise: { out in for failure in failures { normaliser.emit(Syntax(failure), into: &out, substitutions: substitutions) } })
        return true
    }

    /// Writes `if let name = value { then } else { otherwise }` where
    /// `keyword` stands. `then` is given the substitutions with `name` as
    /// the binding's own: an `if let`'s name is never replaced by a
    /// helper's argument of the same name, nor by its value.
    private func emitIfLet(at keyword: TokenSyntax, name: TokenSyntax, value: Syntax, by normaliser: Normaliser, into out: inout [NormalToken],
                           substitutions: [String: [NormalToken]], then: ([String: [NormalToken]], inout [NormalToken]) -> Void,
                           otherwise: (inout [NormalToken]) -> Void) {
        let here = Normaliser.range(of: Syntax(keyword))
        let at = here.lowerBound..<here.lowerBound
        out.append(NormalToken(kind: fnv1a("if"), range: here))
        out.append(NormalToken(kind: fnv1a("let"), range: at))
        normaliser.emitToken(name, into: &out)
        out.append(NormalToken(kind: fnv1a("="), range: at))
        normaliser.emit(value, into: &out, substitutions: substitutions)
        out.append(NormalToken(kind: fnv1a("{"), range: at))
        var inner = substitutions
        inner[name.text] = [NormalToken(kind: normaliser.kindOf(identifier: name.text), range: Normaliser.range(of: Syntax(name)))]
        then(inner, &out)
        out.append(NormalToken(kind: fnv1a("}"), range: at))
        out.append(NormalToken(kind: fnv1a("else"), range: at))
        out.append(NormalToken(kind: fnv1a("{"), range: at))
        otherwise(&out)
        out.append(NormalToken(kind: fnv1a("}"), range: at))
    }

    /// A token the plain view leaves out for the same reason: `try` and its
    /// `?` or `!`, `throws`, `rethrows`, and the `.get()` of `x.get()`.
    static func isDecoration(_ token: TokenSyntax) -> Bool {
        guard let parent = token.parent else { return false }
        switch token.tokenKind {
        case .keyword(.try): return true
        case .postfixQuestionMark, .exclamationMark: return parent.is(TryExprSyntax.self)
        case .keyword(.throws), .keyword(.rethrows): return parent.is(ThrowsClauseSyntax.self)
        case .leftParen, .rightParen:
            return parent.as(FunctionCallExprSyntax.self).map { gotValue($0) != nil } ?? false
        case .period:
            guard let access = parent.as(MemberAccessExprSyntax.self), let call = access.parent?.as(FunctionCallExprSyntax.self) else { return false }
            return call.calledExpression.id == access.id && gotValue(call) != nil
        case .identifier("get"):
            guard let access = parent.parent?.as(MemberAccessExprSyntax.self), access.declName.baseName.id == token.id,
                  let call = access.parent?.as(FunctionCallExprSyntax.self) else { return false }
            return call.calledExpression.id == access.id && gotValue(call) != nil
        default: return false
        }
    }

    /// `T` of `Result<T, E>`.
    static func resultValueType(_ type: IdentifierTypeSyntax) -> TypeSyntax? {
        guard type.name.text == "Result", let arguments = type.genericArgumentClause?.arguments, arguments.count == 2,
              case let .type(value) = arguments.first!.argument else { return nil }
        return value
    }

    /// `x` of `x.get()`.
    static func gotValue(_ call: FunctionCallExprSyntax) -> ExprSyntax? {
        guard call.arguments.isEmpty, call.trailingClosure == nil, call.additionalTrailingClosures.isEmpty,
              let access = call.calledExpression.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "get",
              access.declName.argumentNames == nil, let base = access.base else { return nil }
        return base
    }

    /// The statements of `Result { … }` or `Result(catching: { … })`.
    static func resultBody(_ call: FunctionCallExprSyntax) -> CodeBlockItemListSyntax? {
        guard isResultType(call.calledExpression) else { return nil }
        if let closure = call.trailingClosure, call.arguments.isEmpty, call.additionalTrailingClosures.isEmpty, closure.signature == nil {
            return closure.statements
        }
        if call.trailingClosure == nil, call.arguments.count == 1, let argument = call.arguments.first, argument.label?.text == "catching",
           let closure = argument.expression.as(ClosureExprSyntax.self), closure.signature == nil {
            return closure.statements
        }
        return nil
    }

    /// `x` of `.success(x)` or `Result.success(x)`.
    static func successValue(_ call: FunctionCallExprSyntax) -> ExprSyntax? {
        // In a pattern (`case .success(let x)`) it is what is matched, not a value.
        guard call.parent?.is(ExpressionPatternSyntax.self) != true,
              call.arguments.count == 1, call.trailingClosure == nil, let argument = call.arguments.first, argument.label == nil,
              let access = call.calledExpression.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "success" else { return nil }
        if let base = access.base, !isResultType(base) { return nil }
        return argument.expression
    }

    /// `Result` or `Result<T, E>` as an expression.
    static func isResultType(_ expression: ExprSyntax) -> Bool {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text == "Result" }
        if let specialised = expression.as(GenericSpecializationExprSyntax.self) { return isResultType(specialised.expression) }
        return false
    }
}
