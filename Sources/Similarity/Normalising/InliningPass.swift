import SwiftSyntax

/// Literals given a name are the literal wherever the name is used (`let
/// separator = "-"`; `Keys.name`, a static constant read by its type's name,
/// even where `name` also names a property).
/// Small helpers are inlined at their uses: a function, a closure held in a
/// `let` or a get-only computed property whose body is one expression, when
/// every use of its name is such a use (arguments substituted for
/// parameters; a method called on a receiver, `container.required(.id)`,
/// with that receiver for its implicit `self`; one of one parameter passed whole as an argument,
/// `map(capitalised)`, as the closure `{ body }` with `$0` for it); a function of several statements called exactly once is
/// written, statements and all, in place of its call (or, when all that
/// is left of it is `return value`, as that value; `HelperHoistingPass`
/// hoists the others it can); a local `let` used once is replaced by its
/// value (inside a helper being inlined, with its arguments); a boolean
/// constant's uses become `bool`. So a copy with a helper inlined or
/// extracted meets its source. (The `Survey` decides what is inlinable.)
struct InliningPass: NormalisingPass {
    func emit(_ node: Syntax, by normaliser: Normaliser, into out: inout [NormalToken], substitutions: [String: [NormalToken]]) -> Bool {
        if let reference = node.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil, !Normaliser.isMemberName(reference) {
            let name = reference.baseName.text
            if let replacement = substitutions[name] { normaliser.copy(replacement, into: &out); return true }
            if let receiver = substitutions[Normaliser.receiverKey], Survey.isCallee(reference), !normaliser.survey.globalFunctions.contains(name) {
                // A method inlined on its receiver: `decode(…)` in its body is `receiver.decode(…)`.
                normaliser.copy(receiver, into: &out)
                out.append(NormalToken(kind: fnv1a("."), range: Normaliser.range(of: node).lowerBound..<Normaliser.range(of: node).lowerBound))
                normaliser.emitToken(reference.baseName, into: &out)
                return true
            }
            if normaliser.emitValue(of: name, at: node, into: &out, substitutions: substitutions) { return true }
            if Survey.isFunctionValue(reference), normaliser.emitClosure(of: name, at: node, into: &out) { return true }
        }
        if let access = node.as(MemberAccessExprSyntax.self), let base = access.base, Normaliser.isSelf(base) {
            if normaliser.emitValue(of: access.declName.baseName.text, at: node, into: &out) { return true }
        }
        if let access = node.as(MemberAccessExprSyntax.self), let base = access.base, Normaliser.isTypeName(base),
           normaliser.survey.values[access.declName.baseName.text] != nil, normaliser.declared.contains(access.declName.baseName.text) {
            // `Kebab.separator`: a static constant of the file's own type.
            if normaliser.emitValue(of: access.declName.baseName.text, at: node, into: &out) { return true }
        }
        if let access = node.as(MemberAccessExprSyntax.self), let base = access.base,
           let owner = Normaliser.isTypeName(base) ? base.trimmedDescription : Normaliser.isSelf(base) ? Survey.owner(of: node) : nil,
           let literal = normaliser.survey.qualifiedLiterals[owner + "." + access.declName.baseName.text] {
            // `Keys.name` or `Self.name`, a static literal constant whose bare name is taken too.
            normaliser.emit(Syntax(literal), into: &out, substitutions: [:])
            return true
        }
        if let call = node.as(FunctionCallExprSyntax.self), normaliser.emitInlined(call, into: &out, substitutions: substitutions) { return true }
        return false
    }
}

/// A helper that can be written in place of its calls.
struct InlinableHelper {
    let parameters: [String]
    /// One expression, or a function's statements (a helper of several
    /// statements, inlined only where it is called once).
    let body: Syntax
    var calledOnce = false
    /// A method (declared in a type or an extension): called on a receiver,
    /// its body's implicit `self` is that receiver.
    var isMethod = false
}

extension Normaliser {
    /// A name whose value is inlined: a boolean constant, a computed
    /// property, a `let` used once.
    /// A local `let`'s value is written with the `substitutions` of the
    /// helper it may sit in (it reads the helper's parameters).
    func emitValue(of name: String, at node: Syntax, into out: inout [NormalToken], substitutions: [String: [NormalToken]] = [:]) -> Bool {
        if let value = survey.constants[name] {
            out.append(NormalToken(kind: fnv1a("bool"), range: Self.range(of: node)))
            _ = value
            return true
        }
        guard !inlining.contains(name), let expression = survey.values[name],
              inlining.count < Self.inliningDepth, mayExpand else { return false }
        inlining.insert(name)
        emit(Syntax(expression), into: &out, substitutions: survey.localValues.contains(name) ? substitutions : [:])
        inlining.remove(name)
        return true
    }

    /// A helper of one expression and one parameter passed as a function
    /// (`map(capitalised)`) is the closure it stands for: `{ body }` with
    /// `$0` for the parameter.
    func emitClosure(of name: String, at node: Syntax, into out: inout [NormalToken]) -> Bool {
        guard !inlining.contains(name), let helper = survey.helpers[name], !helper.calledOnce, helper.parameters.count == 1,
              inlining.count < Self.inliningDepth, mayExpand else { return false }
        let range = Self.range(of: node)
        let here = range.lowerBound..<range.lowerBound
        out.append(NormalToken(kind: fnv1a("{"), range: here))
        inlining.insert(name)
        emit(helper.body, into: &out, substitutions: [helper.parameters[0]: [NormalToken(kind: fnv1a("id"), range: range)]])
        inlining.remove(name)
        out.append(NormalToken(kind: fnv1a("}"), range: here))
        return true
    }

    func emitInlined(_ call: FunctionCallExprSyntax, into out: inout [NormalToken], substitutions: [String: [NormalToken]]) -> Bool {
        if let hoisted = hoisted[NodeKey(call)] {
            // Its statements are written before the caller's statement (`HelperHoistingPass`).
            inlining.insert(hoisted.name)
            emit(Syntax(hoisted.result), into: &out, substitutions: hoisted.substitutions)
            inlining.remove(hoisted.name)
            return true
        }
        guard let name = Survey.calleeName(call), !inlining.contains(name), let helper = survey.helpers[name],
              inlining.count < Self.inliningDepth, mayExpand,
              var inner = parameterSubstitutions(call, helper, substitutions: substitutions) else { return false }
        if helper.isMethod, let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base, !Normaliser.isSelf(base) {
            // `container.required(.id)`: the method's implicit `self` is `container`.
            var receiver: [NormalToken] = []
            emit(Syntax(base), into: &receiver, substitutions: substitutions)
            inner[Self.receiverKey] = receiver
            inner["self"] = receiver
        }
        inlining.insert(name)
        if helper.calledOnce, let body = helper.body.as(CodeBlockItemListSyntax.self), let (statements, result) = hoistable(body), statements.isEmpty {
            // All that is left of it is `return value`: the call is the value.
            emit(Syntax(result), into: &out, substitutions: inner)
        } else {
            emit(Syntax(helper.body), into: &out, substitutions: inner)
        }
        inlining.remove(name)
        return true
    }
}
