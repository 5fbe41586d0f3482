import SwiftSyntax

/// A helper of several statements called once is inlined the way a person
/// inlines it: its statements (arguments substituted for parameters) are
/// written before the statement that calls it, and the call is written as
/// the expression the helper returns. So
/// `let camel = glue(pieces)` with `func glue(_ p: [String]) -> String {
/// let head = …; let tail = …; return (head + tail).joined() }` is
/// `let head = …; let tail = …; let camel = (head + tail).joined()`, what
/// the copy's source wrote. It applies to a helper whose statements (after
/// dead code and padding are gone) end in its only `return` of a value; a
/// helper that returns early, or one called where no statement holds the
/// call (a stored property's value), is written, statements and all, in
/// place of its call by `InliningPass`. (The `Survey` decides which
/// helpers are inlined: every use a call, and, for several statements,
/// called once.)
struct HelperHoistingPass: NormalisingPass {
    func emit(_ node: Syntax, by normaliser: Normaliser, into out: inout [NormalToken], substitutions: [String: [NormalToken]]) -> Bool {
        guard let item = node.as(CodeBlockItemSyntax.self), Self.hoist(item, by: normaliser, into: &out, substitutions: substitutions) else {
            return false
        }
        for child in item.children(viewMode: .sourceAccurate) {
            normaliser.emit(child, into: &out, substitutions: substitutions)
        }
        return true
    }

    /// Writes the statements of the helpers `item` calls that can be
    /// hoisted, and notes their calls as their results; false when there is
    /// none. (`guard`, which `StatementOrderPass` writes itself, calls it too.)
    static func hoist(_ item: CodeBlockItemSyntax, by normaliser: Normaliser, into out: inout [NormalToken],
                      substitutions: [String: [NormalToken]]) -> Bool {
        var hoisting: [(call: FunctionCallExprSyntax, name: String, statements: [CodeBlockItemSyntax], result: ExprSyntax,
                        substitutions: [String: [NormalToken]])] = []
        for call in calls(in: Syntax(item.item), survey: normaliser.survey) {
            guard let name = Survey.calleeName(call), !normaliser.inlining.contains(name), let helper = normaliser.survey.helpers[name],
                  helper.calledOnce, let body = helper.body.as(CodeBlockItemListSyntax.self),
                  let (statements, result) = normaliser.hoistable(body),
                  let inner = normaliser.parameterSubstitutions(call, helper, substitutions: substitutions),
                  !statements.isEmpty || inner.contains(where: { $0.value.count > 1 && uses(of: $0.key, in: statements, result: result, survey: normaliser.survey) > 1 })
            else { continue }
            hoisting.append((call, name, statements, result, inner))
        }
        guard !hoisting.isEmpty, normaliser.inlining.count < Normaliser.inliningDepth, normaliser.mayExpand else { return false }
        for var entry in hoisting {
            // A parameter the helper reads more than once, given a computed
            // argument, is the `let` a person writes for it when inlining.
            for (parameter, argument) in entry.substitutions where argument.count > 1
                && uses(of: parameter, in: entry.statements, result: entry.result, survey: normaliser.survey) > 1 {
                let at = argument.first?.range.lowerBound ?? 0
                out.append(NormalToken(kind: fnv1a("let"), range: at..<at))
                out.append(NormalToken(kind: fnv1a("id"), range: at..<at))
                out.append(NormalToken(kind: fnv1a("="), range: at..<at))
                normaliser.copy(argument, into: &out)
                entry.substitutions[parameter] = [NormalToken(kind: fnv1a("id"), range: at..<at)]
            }
            normaliser.inlining.insert(entry.name)
            normaliser.emitBlock(entry.statements, into: &out, substitutions: entry.substitutions)
            normaliser.inlining.remove(entry.name)
            normaliser.hoisted[NodeKey(entry.call)] = HoistedCall(name: entry.name, result: entry.result, substitutions: entry.substitutions)
        }
        return true
    }

    /// How often the statements and the result read `name` (in the values
    /// of the once-used `let`s they read too).
    static func uses(of name: String, in statements: [CodeBlockItemSyntax], result: ExprSyntax, survey: Survey) -> Int {
        var count = 0
        var followed: Set<String> = []
        var stack = statements.map(Syntax.init) + [Syntax(result)]
        while let current = stack.popLast() {
            if let reference = current.as(DeclReferenceExprSyntax.self), !Normaliser.isMemberName(reference) {
                let text = reference.baseName.text
                if text == name { count += 1 }
                if let value = survey.values[text], followed.insert(text).inserted { stack.append(Syntax(value)) }
            }
            stack += current.children(viewMode: .sourceAccurate)
        }
        return count
    }

    /// The calls a statement makes itself, in source order (not those of
    /// the statements of a closure it holds), with those of the values of
    /// the once-used `let`s it reads (written in their place).
    static func calls(in node: Syntax, survey: Survey) -> [FunctionCallExprSyntax] {
        var found: [FunctionCallExprSyntax] = []
        var followed: Set<String> = []
        var stack = [node]
        while let current = stack.popLast() {
            if let call = current.as(FunctionCallExprSyntax.self) { found.append(call) }
            if let reference = current.as(DeclReferenceExprSyntax.self), !Normaliser.isMemberName(reference),
               let value = survey.values[reference.baseName.text], followed.insert(reference.baseName.text).inserted {
                stack.append(Syntax(value))
            }
            for child in current.children(viewMode: .sourceAccurate).reversed() where !child.is(CodeBlockItemSyntax.self) {
                stack.append(child)
            }
        }
        return found
    }
}

/// A call whose helper's statements were written before its statement.
struct HoistedCall {
    let name: String
    let result: ExprSyntax
    let substitutions: [String: [NormalToken]]
}

extension Normaliser {
    /// A helper body's live statements split into those before its last
    /// statement, `return value`, and that value, when that is its only
    /// `return` (none in its other statements outside closures and nested
    /// functions).
    func hoistable(_ body: CodeBlockItemListSyntax) -> (statements: [CodeBlockItemSyntax], result: ExprSyntax)? {
        let live = body.filter { !survey.dropped.contains(NodeKey($0)) && !survey.dropped.contains(NodeKey($0.item)) }
        guard let last = live.last, let returned = last.item.as(ReturnStmtSyntax.self), let value = returned.expression else { return nil }
        let statements = Array(live.dropLast())
        for statement in statements {
            var stack = [Syntax(statement)]
            while let current = stack.popLast() {
                if current.is(ReturnStmtSyntax.self) { return nil }
                if current.is(ClosureExprSyntax.self) || current.is(FunctionDeclSyntax.self) { continue }
                stack += current.children(viewMode: .sourceAccurate)
            }
        }
        return (statements, value)
    }

    /// Each parameter of `helper` as the tokens of the argument `call` gives it.
    func parameterSubstitutions(_ call: FunctionCallExprSyntax, _ helper: InlinableHelper,
                                substitutions: [String: [NormalToken]]) -> [String: [NormalToken]]? {
        var arguments = call.arguments.map { ExprSyntax($0.expression) }
        if let closure = call.trailingClosure { arguments.append(ExprSyntax(closure)) }
        guard arguments.count == helper.parameters.count, call.additionalTrailingClosures.isEmpty else { return nil }
        var inner: [String: [NormalToken]] = [:]
        for (parameter, argument) in zip(helper.parameters, arguments) {
            var tokens: [NormalToken] = []
            emit(Syntax(argument), into: &tokens, substitutions: substitutions)
            inner[parameter] = tokens
        }
        return inner
    }
}
