import SwiftSyntax

/// Names and literals: a name the file declares becomes `id` (after a dot
/// or as a label only when the file declares it as a member, type, case or
/// label); a name it only uses (the library's `decode`, the chapter's
/// `Card`) stays as written, since a copier cannot rename it. Numbers
/// become `num`, string text `str` (a whole string literal, whatever it
/// interpolates, is one `str`), `true`/`false` `bool`, `var` `let`;
/// comments, layout and semicolons are not tokens. Every token goes
/// through `Normaliser.emitToken`.
struct RenamePass: NormalisingPass {
    func emit(_ node: Syntax, by normaliser: Normaliser, into out: inout [NormalToken], substitutions: [String: [NormalToken]]) -> Bool {
        if node.is(StringLiteralExprSyntax.self) {
            // A message is free text, whatever it interpolates.
            out.append(NormalToken(kind: fnv1a("str"), range: Normaliser.range(of: node)))
            return true
        }
        return false
    }
}

extension Normaliser {
    func emitToken(_ token: TokenSyntax, into out: inout [NormalToken]) {
        let start = token.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = token.endPositionBeforeTrailingTrivia.utf8Offset
        guard end > start else { return }
        let normal: String
        switch token.tokenKind {
        case let .identifier(name):
            out.append(NormalToken(kind: kindOf(identifier: name, member: Self.isMemberPosition(token)), range: start..<end))
            return
        case .keyword(.var): normal = "let"
        case .semicolon: return
        default:
            guard let text = TokenStream.normalised(token.tokenKind, text: token.text) else { return }
            normal = text
        }
        out.append(NormalToken(kind: fnv1a(normal), range: start..<end))
    }

    func kindOf(identifier name: String, member: Bool = false) -> UInt64 {
        let bare = name.hasPrefix("`") && name.hasSuffix("`") && name.count > 2 ? String(name.dropFirst().dropLast()) : name
        return fnv1a((member ? members : declared).contains(bare) ? "id" : bare)
    }

    /// `String`, `Stock.Update`: a name or a chain of names (not `self`).
    static func isTypeName(_ expression: ExprSyntax) -> Bool {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            if case .identifier = reference.baseName.tokenKind { return true }
            return false
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            return isTypeName(base)
        }
        return false
    }

    /// A name after a dot, or an argument label.
    static func isMemberPosition(_ token: TokenSyntax) -> Bool {
        guard let parent = token.parent else { return false }
        if let reference = parent.as(DeclReferenceExprSyntax.self) { return isMemberName(reference) }
        if let labeled = parent.as(LabeledExprSyntax.self) { return labeled.label?.id == token.id }
        return false
    }
}
