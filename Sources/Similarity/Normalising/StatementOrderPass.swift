import SwiftSyntax

/// Order that does not matter is made one order: a type's members and the
/// file's declarations sorted (`case a, b` as `case a` and `case b`); a
/// block's statements in one topological order of their dependencies
/// (`Effects`), smallest tokens first; a statement or member that repeats
/// the one before it token for token folded into one `repeat` token per
/// run. A block is also where dead statements (after an exit) go,
/// `guard` becomes `if`, and a body left with one `return value` is written
/// as its value (an implicit return).
struct StatementOrderPass: NormalisingPass {
    func emit(_ node: Syntax, by normaliser: Normaliser, into out: inout [NormalToken], substitutions: [String: [NormalToken]]) -> Bool {
        let survey = normaliser.survey
        if let list = node.as(CodeBlockItemListSyntax.self) {
            normaliser.emitBlock(Array(list), into: &out, substitutions: substitutions, atEnd: Normaliser.endsBody(list), wholeBody: Normaliser.endsBody(list))
            return true
        }
        if let list = node.as(MemberBlockItemListSyntax.self) {
            var items: [[NormalToken]] = []
            for item in list where !survey.dropped.contains(NodeKey(item.decl)) {
                if let cases = item.decl.as(EnumCaseDeclSyntax.self), cases.elements.count > 1, cases.attributes.isEmpty, cases.modifiers.isEmpty {
                    // `case a, b` is `case a` and `case b`: how cases are grouped on lines is layout.
                    for element in cases.elements {
                        var tokens: [NormalToken] = []
                        normaliser.emitToken(cases.caseKeyword, into: &tokens)
                        for child in element.children(viewMode: .sourceAccurate) where child.id != element.trailingComma?.id {
                            normaliser.emit(child, into: &tokens, substitutions: substitutions)
                        }
                        items.append(tokens)
                    }
                    continue
                }
                var tokens: [NormalToken] = []
                normaliser.emit(Syntax(item), into: &tokens, substitutions: substitutions)
                items.append(tokens)
            }
            normaliser.emitRun(items.sorted { Normaliser.less($0, $1) }, ranges: nil, into: &out)
            return true
        }
        return false
    }
}

extension Normaliser {
    /// A block's statements: dead ones left out, `guard` turned into `if`,
    /// independent ones in canonical order, repeats collapsed.
    /// `atEnd`: the block ends a function's body, so a bare `return` as its
    /// last statement changes nothing and is left out.
    /// `wholeBody`: the items are a function's, accessor's or closure's
    /// whole body (not the rest of one after a `guard`), so one `return
    /// value` left in it is written as the value.
    func emitBlock(_ items: [CodeBlockItemSyntax], into out: inout [NormalToken], substitutions: [String: [NormalToken]], atEnd: Bool = false,
                   wholeBody: Bool = false) {
        var live: [CodeBlockItemSyntax] = []
        for item in items where !survey.dropped.contains(NodeKey(item)) && !survey.dropped.contains(NodeKey(item.item))
            && !loopChains.declarations.contains(NodeKey(item)) && !loopChains.writtenAtUse.contains(NodeKey(item)) {
            live.append(item)
            if Self.exits(item) { break }
        }
        if atEnd, let last = live.last, let returned = last.item.as(ReturnStmtSyntax.self), returned.expression == nil {
            live.removeLast()
        }
        if wholeBody, live.count == 1, let returned = live[0].item.as(ReturnStmtSyntax.self), let value = returned.expression {
            // A body of one `return value` is its value (Swift's implicit return).
            emit(Syntax(value), into: &out, substitutions: substitutions)
            return
        }
        if let guardIndex = live.firstIndex(where: { Self.guardStatement($0) != nil }), let guardStmt = Self.guardStatement(live[guardIndex]) {
            emitOrdered(Array(live[..<guardIndex]), into: &out, substitutions: substitutions)
            // The statements of a helper its condition calls come first (`HelperHoistingPass`).
            _ = HelperHoistingPass.hoist(live[guardIndex], by: self, into: &out, substitutions: substitutions)
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
                copy(elseTokens, into: &out)
                emitToken(guardStmt.body.rightBrace, into: &out)
            }
            return
        }
        emitOrdered(live, into: &out, substitutions: substitutions)
    }

    func emitOrdered(_ items: [CodeBlockItemSyntax], into out: inout [NormalToken], substitutions: [String: [NormalToken]]) {
        guard !items.isEmpty else { return }
        let tokens = items.map { item -> [NormalToken] in
            var tokens: [NormalToken] = []
            emit(Syntax(item), into: &tokens, substitutions: substitutions)
            return tokens
        }
        // Ordering costs a comparison per pair of statements: a block longer
        // than any answer's (a generated or hostile file) keeps its order.
        guard items.count <= Self.orderedBlockLimit, items.count > 1 else {
            emitRun(tokens, ranges: nil, into: &out)
            return
        }
        let effects = items.map { Effects(Syntax($0), by: self) }
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
    func emitRun(_ items: [[NormalToken]], ranges: [Range<Int>]?, into out: inout [NormalToken]) {
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
                copy(item, into: &out)
                inRun = false
            }
            previous = kinds
        }
    }
}
