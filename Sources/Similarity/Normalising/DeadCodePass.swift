import SwiftSyntax

/// Dead code goes: an extension left with no member (its helpers inlined);
/// what `Slicing` and the `Survey` found dead (a local or
/// private declaration nothing refers to, a `let` of a boolean constant,
/// padding whose values reach no result) is not written; a branch under a
/// constant condition is written as the branch that runs; `else { }` and
/// statements after `return`, `throw`, `break`, `continue` or `fatalError`
/// go (the last in `StatementOrderPass`'s blocks).
struct DeadCodePass: NormalisingPass {
    func emit(_ node: Syntax, by normaliser: Normaliser, into out: inout [NormalToken], substitutions: [String: [NormalToken]]) -> Bool {
        let survey = normaliser.survey
        if survey.dropped.contains(NodeKey(node)) { return true }
        if let extensionDecl = node.as(ExtensionDeclSyntax.self),
           extensionDecl.memberBlock.members.allSatisfy({ survey.dropped.contains(NodeKey($0.decl)) }) {
            // An extension whose every member went (inlined, dead) says nothing.
            return true
        }
        if let ifExpr = node.as(IfExprSyntax.self), case let .codeBlock(block)? = ifExpr.elseBody,
           block.statements.allSatisfy({ survey.dropped.contains(NodeKey($0)) || survey.dropped.contains(NodeKey($0.item)) }),
           survey.constantValue(of: ifExpr.conditions) == nil {
            // `else { }` says nothing.
            normaliser.emit(Syntax(ifExpr.ifKeyword), into: &out, substitutions: substitutions)
            normaliser.emit(Syntax(ifExpr.conditions), into: &out, substitutions: substitutions)
            normaliser.emit(Syntax(ifExpr.body), into: &out, substitutions: substitutions)
            return true
        }
        if let ifExpr = node.as(IfExprSyntax.self), let value = survey.constantValue(of: ifExpr.conditions) {
            // A branch that can never run is dead code.
            if value {
                normaliser.emit(Syntax(ifExpr.body.statements), into: &out, substitutions: substitutions)
            } else if let elseBody = ifExpr.elseBody {
                switch elseBody {
                case let .ifExpr(nested): normaliser.emit(Syntax(nested), into: &out, substitutions: substitutions)
                case let .codeBlock(block): normaliser.emit(Syntax(block.statements), into: &out, substitutions: substitutions)
                }
            }
            return true
        }
        return false
    }
}
