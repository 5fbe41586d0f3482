import SwiftSyntax

/// The dead-code pass's slicing step: finds the statements whose values
/// never reach a result, a thrown error or state that anything reads, so the
/// normaliser leaves them out. Padding that stays "live" to a compiler (a
/// log array appended to, a counter, a message built for it, an `assert`)
/// goes:
///
/// - a call of `assert`, `precondition`, `print`, `debugPrint`, `dump` or
///   `NSLog` as a statement: a check or a trace, not a value (a failing
///   check traps, which no passing answer does);
/// - a variable that nothing reads: its declaration and every statement
///   that only writes to it (`x = …`, `x += …`, `x.append(…)`, `x[k] = …`).
///   A local one; or a top-level or `static` one that the file writes to
///   (one it only declares is the file's API: a caller or a test reads it).
///   Never an instance's stored property: state a caller or an encoder sees;
/// - repeated until nothing changes: a message built only for a dropped log,
///   a counter read only by that message.
///
/// Names are matched by their text, whatever their scope, so a name read
/// anywhere in the file keeps all its writes: the pass errs towards
/// keeping code.
struct Slicing {
    /// `CodeBlockItemSyntax` and `VariableDeclSyntax` nodes to leave out.
    private(set) var dropped: Set<NodeKey> = []

    static let traces: Set<String> = ["assert", "precondition", "print", "debugPrint", "dump", "NSLog", "assertionFailure"]
    /// Methods that change the collection they are called on (and return
    /// nothing anyone needs).
    static let mutating: Set<String> = ["append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "formUnion",
                                        "formIntersection", "subtract", "merge", "updateValue", "reserveCapacity", "sort", "reverse"]
    /// Rounds of dropping: each round frees at most one more link of a chain.
    static let rounds = 8

    init(_ tree: SourceFileSyntax) {
        let facts = SliceFacts(viewMode: .sourceAccurate)
        facts.walk(tree)
        for (name, declarations) in facts.writtenCandidates where facts.writes[name] != nil {
            facts.candidates[name, default: []] += declarations
        }
        // Names are matched by text: a name that also names an instance's
        // property or a parameter is never dropped (`name = …` in an
        // initializer writes the property, whatever static `name` there is).
        for name in facts.protected { facts.candidates[name] = nil }
        dropped = Set(facts.traceStatements)
        for _ in 0..<Self.rounds {
            var reads: [String: Int] = [:]
            for reference in facts.references where !isInsideDropped(reference.node) {
                if let target = reference.writeTarget, target == reference.name { continue }
                reads[reference.name, default: 0] += 1
            }
            var changed = false
            for (name, declarations) in facts.candidates where reads[name, default: 0] == 0 {
                for declaration in declarations where dropped.insert(declaration).inserted { changed = true }
                for write in facts.writes[name] ?? [] where dropped.insert(write).inserted { changed = true }
            }
            if !changed { break }
        }
    }

    private func isInsideDropped(_ node: Syntax) -> Bool {
        var current: Syntax? = node
        while let here = current {
            if here.is(CodeBlockItemSyntax.self) || here.is(VariableDeclSyntax.self), dropped.contains(NodeKey(here)) { return true }
            current = here.parent
        }
        return false
    }

    /// The variable a statement only writes to: `x` in `x = …`, `x += …`,
    /// `x[k] = …`, `x.append(…)`, `self.x.append(…)`.
    static func writeTarget(of item: CodeBlockItemSyntax) -> String? {
        if let sequence = item.item.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count == 3, Effects.isAssignment(elements[1]) else { return nil }
            return Effects.root(elements[0])
        }
        var expression = item.item.as(ExprSyntax.self)
        if let tried = expression?.as(TryExprSyntax.self) { expression = tried.expression }
        if let call = expression?.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           let base = member.base, mutating.contains(member.declName.baseName.text) {
            return Effects.root(base)
        }
        return nil
    }
}

/// What the slicing step needs to know about a file, in one walk.
private final class SliceFacts: SyntaxVisitor {
    struct Reference {
        let name: String
        let node: Syntax
        /// The variable the statement holding this reference only writes to.
        let writeTarget: String?
    }

    var traceStatements: [NodeKey] = []
    var references: [Reference] = []
    /// Variables that may be dropped when unread: their declarations.
    var candidates: [String: [NodeKey]] = [:]
    var writes: [String: [NodeKey]] = [:]
    /// Globals and statics: candidates only when something writes to them.
    var writtenCandidates: [String: [NodeKey]] = [:]
    /// Names of instances' properties and of parameters: never candidates.
    var protected: Set<String> = []
    private var targets: [String?] = []

    override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
        let target = Slicing.writeTarget(of: node)
        if let target { writes[target, default: []].append(NodeKey(node)) }
        if let call = node.item.as(FunctionCallExprSyntax.self), let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
           Slicing.traces.contains(callee.baseName.text) {
            traceStatements.append(NodeKey(node))
        }
        targets.append(target)
        return .visitChildren
    }

    override func visitPost(_ node: CodeBlockItemSyntax) {
        targets.removeLast()
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard node.bindings.count == 1, let binding = node.bindings.first,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, binding.accessorBlock == nil else {
            if node.parent?.parent?.parent?.is(MemberBlockSyntax.self) == true {
                for binding in node.bindings { protected.formUnion(Survey.names(in: binding.pattern)) }
            }
            return .visitChildren
        }
        let isStatic = node.modifiers.contains { $0.name.tokenKind == .keyword(.static) }
        let inType = node.parent?.parent?.parent?.is(MemberBlockSyntax.self) == true
        if Survey.isLocal(Syntax(node)) {
            let key = node.parent.flatMap { $0.as(CodeBlockItemSyntax.self) }.map(NodeKey.init) ?? NodeKey(node)
            candidates[name, default: []].append(key)
        } else if !inType || isStatic {
            // A global or static one is the file's API (a caller or a test
            // reads it) unless the file writes to it: a log nobody reads.
            let key = node.parent.flatMap { $0.as(CodeBlockItemSyntax.self) }.map(NodeKey.init) ?? NodeKey(node)
            writtenCandidates[name, default: []].append(key)
        } else {
            protected.insert(name)
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        protected.insert((node.secondName ?? node.firstName).text)
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.baseName.text
        if let access = node.parent?.as(MemberAccessExprSyntax.self), access.declName.id == node.id {
            // `.x` is a member; `self.x` and `Self.x` are the variable.
            guard let base = access.base, Normaliser.isSelf(base) else { return .visitChildren }
        }
        references.append(Reference(name: name, node: Syntax(node), writeTarget: targets.last ?? nil))
        return .visitChildren
    }

    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        // `if let x` reads x.
        if node.initializer == nil {
            for name in Survey.names(in: node.pattern) {
                references.append(Reference(name: name, node: Syntax(node), writeTarget: nil))
            }
        }
        return .visitChildren
    }
}
