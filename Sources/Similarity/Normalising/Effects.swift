import SwiftSyntax

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

    /// What `node` declares, reads and changes. Each node of it visited
    /// (and each token of an inlined helper it reads) is a unit of the
    /// normaliser's work: a statement is visited again for every block
    /// around it, so a file nested deep would cost its size times its depth.
    init(_ node: Syntax, by normaliser: Normaliser) {
        let survey = normaliser.survey
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
            guard normaliser.spend(1) else { return }
            stack += descendant.children(viewMode: .sourceAccurate)
            if let reference = descendant.as(DeclReferenceExprSyntax.self) {
                let name = reference.baseName.text
                uses.insert(name)
                // What an inlined helper or value reads, this statement reads.
                if let inlined = survey.helpers[name].map(\.body) ?? survey.values[name].map(Syntax.init) {
                    for token in inlined.tokens(viewMode: .sourceAccurate) {
                        guard normaliser.spend(1) else { return }
                        uses.insert(token.text)
                    }
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
