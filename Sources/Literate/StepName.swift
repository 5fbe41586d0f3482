import Foundation

/// The name a chapter gives one of its output blocks, as a reader finds it:
/// the first output block under the heading "Step 3: …" is step `3`, the
/// blocks after it in the same step (its subsections included) are `3.2`,
/// `3.3`, …. A chapter without "Step N" headings numbers its output blocks
/// `1`, `2`, `3`… in order.
public struct StepName: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The N of the "Step N" heading.
    public let step: Int
    /// 1 for the step's first output block, 2 for the next, …
    public let block: Int

    public init(step: Int, block: Int = 1) {
        self.step = step
        self.block = block
    }

    /// Reads `3`, `3.1` (the same as `3`), `3.2`, also with a `step-`
    /// prefix or `-` for the dot as an address writes it (`step-3-2`).
    public init?(_ text: String) {
        var text = Substring(text.trimmingCharacters(in: .whitespaces)).lowercased()[...]
        if text.hasPrefix("step-") { text = text.dropFirst(5) } else if text.hasPrefix("step") { text = text.dropFirst(4) }
        let parts = text.split(separator: text.contains(".") ? "." : "-", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) }),
              let step = Int(parts[0]), step > 0 else { return nil }
        var block = 1
        if parts.count == 2 {
            guard let number = Int(parts[1]), number > 0 else { return nil }
            block = number
        }
        self.init(step: step, block: block)
    }

    /// `3` or `3.2`, as `workbook run --step` takes it.
    public var description: String { block == 1 ? "\(step)" : "\(step).\(block)" }

    /// `3` or `3-2`: for an address or an HTML id, where a dot is awkward.
    public var slug: String { block == 1 ? "\(step)" : "\(step)-\(block)" }

    public static func < (a: StepName, b: StepName) -> Bool {
        (a.step, a.block) < (b.step, b.block)
    }

    /// The step number in a level-2 heading "Step 3: …" (or "Step 3 — …",
    /// "Step 3"), nil for any other heading.
    public static func number(inHeading text: String) -> Int? {
        guard text.hasPrefix("Step ") else { return nil }
        let digits = text.dropFirst(5).prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, let number = Int(digits) else { return nil }
        let rest = text.dropFirst(5 + digits.count)
        guard rest.isEmpty || rest.first == ":" || rest.first == " " else { return nil }
        return number
    }
}
