import SwiftSyntax

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
    /// Uses that are a whole argument of a call (`words.map(capitalised)`).
    private var functionValues: [String: Int] = [:]
    /// Uses that are not a member's name after a dot (`x`, not `.x`).
    private var useSites: [String: [Syntax]] = [:]
    private var declarations: [String: Int] = [:]
    private var candidates: [(name: String, node: Syntax, helper: InlinableHelper)] = []
    private var propertyCandidates: [(name: String, node: Syntax, value: ExprSyntax)] = []
    private var onceCandidates: [(name: String, node: Syntax, value: ExprSyntax)] = []
    private var deadCandidates: [(names: [String], node: Syntax)] = []
    private var constantCandidates: [(name: String, node: Syntax, value: Bool)] = []
    private var literalCandidates: [(name: String, node: Syntax, value: ExprSyntax)] = []
    /// Types that only name literals (`enum Keys { static let name = "name" }`).
    private var constantNamespaces: [Syntax] = []

    /// Statements and declarations the slicing step left out: not counted,
    /// not emitted.
    var sliced: Set<NodeKey> = []
    /// Declarations and statements not emitted at all.
    private(set) var dropped: Set<NodeKey> = []
    private(set) var helpers: [String: InlinableHelper] = [:]
    /// Names whose uses are replaced by an expression.
    private(set) var values: [String: ExprSyntax] = [:]
    /// Those of `values` that are local `let`s used once.
    private(set) var localValues: Set<String> = []
    private(set) var constants: [String: Bool] = [:]
    /// Static constants of a literal by `Type.name`: a use written with the
    /// type's name is the literal, whatever else the bare name names.
    private(set) var qualifiedLiterals: [String: ExprSyntax] = [:]
    /// Functions declared at the file's top level (not methods).
    private(set) var globalFunctions: Set<String> = []

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        uses[node.baseName.text, default: 0] += 1
        if !Normaliser.isMemberName(node) {
            useSites[node.baseName.text, default: []].append(Syntax(node))
            if Self.isFunctionValue(node) { functionValues[node.baseName.text, default: 0] += 1 }
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

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        if Self.holdsOnlyLiteralConstants(node.memberBlock) { constantNamespaces.append(Syntax(node)) }
        return typeDeclared(node.name.text, node.modifiers, Syntax(node))
    }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        if Self.holdsOnlyLiteralConstants(node.memberBlock) { constantNamespaces.append(Syntax(node)) }
        return typeDeclared(node.name.text, node.modifiers, Syntax(node))
    }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { typeDeclared(node.name.text, node.modifiers, Syntax(node)) }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { typeDeclared(node.name.text, node.modifiers, Syntax(node)) }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.name.text
        declare(name)
        memberNames.insert(name)
        let local = Self.isLocal(Syntax(node))
        if local || Self.isPrivate(node.modifiers) { deadCandidates.append(([name], Syntax(node))) }
        let parameters = node.signature.parameterClause.parameters
        let simple = parameters.allSatisfy({ $0.ellipsis == nil && $0.defaultValue == nil && !$0.type.is(AttributedTypeSyntax.self) })
        let names = parameters.map { ($0.secondName ?? $0.firstName).text }
        let isMethod = Self.isMember(Syntax(node))
        if !isMethod && !local { globalFunctions.insert(name) }
        if let body = node.body, let expression = Self.singleExpression(body.statements), simple {
            candidates.append((name, Syntax(node), InlinableHelper(parameters: names, body: Syntax(expression), isMethod: isMethod)))
        } else if let body = node.body, !body.statements.isEmpty, simple {
            // Several statements: inlined where it is called once.
            candidates.append((name, Syntax(node), InlinableHelper(parameters: names, body: Syntax(body.statements), calledOnce: true, isMethod: isMethod)))
        }
        return .visitChildren
    }

    override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
        sliced.contains(NodeKey(node)) ? .skipChildren : .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        if sliced.contains(NodeKey(node)) { return .skipChildren }
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
                let isStatic = node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) })
                if isLet, let literal = value.as(BooleanLiteralExprSyntax.self), local || isPrivate || isStatic {
                    constantCandidates.append((name, Syntax(node), literal.literal.tokenKind == .keyword(.true)))
                } else if isLet, Self.isLiteral(value), local || isPrivate || isStatic || !Self.isMember(Syntax(node)) {
                    // A literal given a name (`let separator = "-"`): its uses are the literal.
                    literalCandidates.append((name, Syntax(node), value))
                    // `Keys.name`, even where `name` also names a property: its uses by the type's name.
                    if isStatic, let owner = Self.owner(of: Syntax(node)) { qualifiedLiterals[owner + "." + name] = value }
                } else if isLet, let closure = value.as(ClosureExprSyntax.self), let expression = Self.singleExpression(closure.statements) {
                    candidates.append((name, Syntax(node), InlinableHelper(parameters: Self.parameters(of: closure), body: Syntax(expression))))
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
        dropped.formUnion(sliced)
        // A type that only names literals is its literals, where they are read (`Keys.name`).
        for namespace in constantNamespaces { dropped.insert(NodeKey(namespace)) }
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
            // Or, for a helper of one expression and one parameter, a whole
            // argument (`map(capitalised)`, written as the closure it is).
            let asValues = candidate.helper.calledOnce || candidate.helper.parameters.count != 1 ? 0 : functionValues[candidate.name, default: 0]
            guard used > 0, calls[candidate.name, default: 0] + asValues == used, !candidate.helper.calledOnce || used == 1,
                  !candidate.helper.body.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == candidate.name }) else { continue }
            helpers[candidate.name] = candidate.helper
            dropped.insert(NodeKey(candidate.node))
        }
        for candidate in propertyCandidates where declarations[candidate.name] == 1 && uses[candidate.name, default: 0] > 0 {
            guard !candidate.value.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == candidate.name }) else { continue }
            values[candidate.name] = candidate.value
            dropped.insert(NodeKey(candidate.node))
        }
        for candidate in literalCandidates where declarations[candidate.name] == 1 && uses[candidate.name, default: 0] > 0 {
            values[candidate.name] = candidate.value
            dropped.insert(NodeKey(candidate.node))
        }
        for candidate in onceCandidates where !dropped.contains(NodeKey(candidate.node)) {
            // Used once in the rest of its block (its scope), in the same
            // body: a use inside a helper or closure may run many times.
            guard let block = candidate.node.parent?.parent, block.is(CodeBlockItemListSyntax.self) else { continue }
            let start = candidate.node.endPosition.utf8Offset
            let end = block.endPosition.utf8Offset
            // The uses in [start, end): a binary search of the uses, which the walk met in source order.
            let all = useSites[candidate.name] ?? []
            var low = 0, high = all.count
            while low < high {
                let middle = (low + high) / 2
                if all[middle].position.utf8Offset < start { low = middle + 1 } else { high = middle }
            }
            let sites = all[low...].prefix(2).filter { $0.position.utf8Offset < end }
            guard sites.count == 1, let site = sites.first, Self.body(of: site) == Self.body(of: candidate.node),
                  site.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id != site.id else { continue }
            // Nor an argument of an inlined helper: where it lands depends on the helper's body.
            guard !isHelperArgument(site) else { continue }
            values[candidate.name] = candidate.value
            localValues.insert(candidate.name)
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

    /// A bare name that is a whole argument of a call (`map(capitalised)`).
    static func isFunctionValue(_ reference: DeclReferenceExprSyntax) -> Bool {
        reference.argumentNames == nil && reference.parent?.as(LabeledExprSyntax.self)?.parent?.parent?.is(FunctionCallExprSyntax.self) == true
    }

    /// The called part of a call (`f` in `f(x)`).
    static func isCallee(_ reference: DeclReferenceExprSyntax) -> Bool {
        reference.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == reference.id
    }

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

    /// A string without interpolation, a number, or a negated number.
    static func isLiteral(_ expression: ExprSyntax) -> Bool {
        if let string = expression.as(StringLiteralExprSyntax.self) { return string.segments.allSatisfy { $0.is(StringSegmentSyntax.self) } }
        if expression.is(IntegerLiteralExprSyntax.self) || expression.is(FloatLiteralExprSyntax.self) { return true }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" { return isLiteral(prefix.expression) }
        return false
    }

    /// Every member a `static let` of a literal (at least one).
    static func holdsOnlyLiteralConstants(_ block: MemberBlockSyntax) -> Bool {
        !block.members.isEmpty && block.members.allSatisfy { member in
            guard let variable = member.decl.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.let),
                  variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }),
                  variable.bindings.count == 1, let value = variable.bindings.first?.initializer?.value else { return false }
            return isLiteral(value)
        }
    }

    /// The name of the type (or the extended type) whose members hold `node`.
    static func owner(of node: Syntax) -> String? {
        var current = node.parent
        while let parent = current {
            if let type = parent.as(StructDeclSyntax.self) { return type.name.text }
            if let type = parent.as(EnumDeclSyntax.self) { return type.name.text }
            if let type = parent.as(ClassDeclSyntax.self) { return type.name.text }
            if let type = parent.as(ExtensionDeclSyntax.self) { return type.extendedType.trimmedDescription }
            if parent.is(SourceFileSyntax.self) { return nil }
            current = parent.parent
        }
        return nil
    }

    /// A declaration in a type's member block (a stored or static property).
    static func isMember(_ node: Syntax) -> Bool {
        node.parent?.parent?.parent?.is(MemberBlockSyntax.self) == true
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
