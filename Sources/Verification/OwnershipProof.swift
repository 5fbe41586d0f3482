import Foundation
import Grading

/// The proof that each case compares only what its rule owns
/// (docs/EXERCISE-FORMAT.md, "What a case owns").
///
/// What a case's rule owns of the *result* is its declared comparison
/// (`"compare"`, ``CaseComparison``): the parts it keeps, less the values it
/// leaves to other rules (`anyValue`), the orders (`unordered`), the letter
/// case (`ignoreCase`), the key spellings (`anyKeySpelling`) and the
/// precision (`tolerance`) it does not fix. What each rule owns of the
/// *inputs* is the exercise's `"ownedInputs"` (``OwnedInput``). Two proofs:
///
/// 1. The expected value, changed part by part (another value, another
///    order, another key spelling, a key left out, a number within the
///    tolerance): the comparison must refuse every change to a part it owns
///    and accept every other, and it must own something. No program runs.
/// 2. The input, changed in every part another rule owns (its declared
///    plain values, or another value of its kind, or left out), run through
///    the reference answer: the case's verdict must not change. A case that
///    notices such a change would fail a learner whose only bug is in that
///    other rule.
struct OwnershipProof {
    typealias Step = CaseComparison.Step

    // MARK: - 1. The expected value

    /// One change of an expected value, and whether the comparison owns
    /// the part it changes.
    struct Change {
        let path: String
        let what: String
        let changed: JSONValue
        /// Whether the comparison must refuse it (true) or accept it
        /// (false); nil when either may be right (an order of elements
        /// that are alike in every compared part).
        let owned: Bool?
    }

    /// Where a comparison and what it declares disagree on one case, or
    /// why the case can never fail: empty when the comparison holds.
    static func comparisonProblems(_ item: GradingCase) -> [String] {
        guard case let .value(expected) = item.expect else { return [] }
        let compare = item.compare ?? CaseComparison()
        let changes = self.changes(of: expected, compare: compare)
        var problems: [String] = []
        var ownsSomething = false
        for change in changes {
            let refused = compare.firstDifference(expected: expected, actual: change.changed) != nil
            ownsSomething = ownsSomething || refused
            // Read by key, a value's place is not where the paths say: only
            // that the comparison keeps something is proven.
            if compare.byKey == true { continue }
            if let owned = change.owned, refused != owned {
                problems.append(owned
                    ? "it accepts \(change.what) at \(change.path), a part its comparison keeps"
                    : "it refuses \(change.what) at \(change.path), a part its comparison leaves to other rules")
            }
        }
        // `"only": []` says so on purpose: the case checks that a value comes
        // back (that decoding succeeds), whatever it holds.
        if !ownsSomething && !changes.isEmpty && compare.only?.isEmpty != true {
            problems.append("its comparison keeps nothing that can differ, so any value passes: compare the part its rule fixes (or write \"only\": [] when the rule asks only that a value comes back)")
        }
        return problems
    }

    /// The paths of a comparison that lead nowhere in any of `values`, not
    /// even to the object that would hold their last key (a misspelt key on
    /// the way, a path of another shape): nothing is compared there. A last
    /// key no value holds is a key the rule says is written nowhere.
    static func unmatchedPaths(_ compare: CaseComparison, in values: [JSONValue]) -> [String] {
        let spelling = compare.anyKeySpelling == true
        return ((compare.only ?? []) + (compare.anyValue ?? []) + (compare.unordered ?? []) + (compare.kindOnly ?? []) + (compare.asText ?? [])).filter { path in
            guard let steps = CaseComparison.steps(path).map({ spelling ? $0.map(spelledAlike) : $0 }) else { return true }
            let parent = steps.last.map { if case .key = $0 { Array(steps.dropLast()) } else { steps } } ?? steps
            return !values.contains { value in
                // Read as the comparison reads it: keys spelt alike, and by key.
                let read = compare.byKey == true ? compare.normalisedKeys(value) : (spelling ? respelled(value) : value)
                return !locations(of: parent[...], in: read).isEmpty
            }
        }
    }

    /// Every change a comparison can be asked about: each leaf's value (and,
    /// under a tolerance, a number moved within it), each array's order,
    /// each key's spelling and presence. Inside an array only its first and
    /// last elements are changed: the others are alike.
    static func changes(of expected: JSONValue, compare: CaseComparison) -> [Change] {
        var found: [Change] = []
        let tolerance = compare.tolerance ?? 0
        func visit(_ value: JSONValue, _ path: [Concrete]) {
            let here = owner(path, compare: compare)
            switch value {
            case let .object(fields):
                for key in fields.keys.sorted() {
                    let child = path + [.key(key)]
                    found.append(Change(path: text(child), what: "the key left out", changed: replacing(expected, at: child[...], with: nil),
                                        owned: owner(child, compare: compare).presence))
                    let flipped = flippedCase(key)
                    if flipped != key {
                        found.append(Change(path: text(child), what: "the key spelt '\(flipped)'", changed: renaming(expected, at: child[...], to: flipped),
                                            owned: owner(child, compare: compare).spelling))
                    }
                    visit(fields[key]!, child)
                }
            case let .array(items):
                if Set(items.map(\.description)).count > 1 {
                    // An order the comparison leaves open must be accepted;
                    // one it keeps may still look alike in what it compares.
                    found.append(Change(path: text(path), what: "another order", changed: replacing(expected, at: path[...], with: .array(items.reversed())), owned: here.order ? nil : false))
                }
                if !items.isEmpty {
                    found.append(Change(path: text(path), what: "an element left out", changed: replacing(expected, at: path[...], with: .array(Array(items.dropLast()))), owned: here.value))
                }
                for index in Set([0, items.count - 1]).sorted() where items.indices.contains(index) {
                    visit(items[index], path + [.index(index)])
                }
            case let .number(number):
                found.append(Change(path: text(path), what: "another number", changed: replacing(expected, at: path[...], with: .number(number + max(1, 2 * tolerance + 1))), owned: here.value))
                found.append(Change(path: text(path), what: "a text for a number", changed: replacing(expected, at: path[...], with: .string("#")), owned: here.kind))
                if tolerance > 0 {
                    found.append(Change(path: text(path), what: "a number within the tolerance", changed: replacing(expected, at: path[...], with: .number(number + tolerance / 2)), owned: false))
                }
            case let .string(string):
                found.append(Change(path: text(path), what: "another text", changed: replacing(expected, at: path[...], with: .string(string + "#")), owned: here.value))
                found.append(Change(path: text(path), what: "a truth value for a text", changed: replacing(expected, at: path[...], with: .bool(true)), owned: here.kind))
            case let .bool(flag):
                found.append(Change(path: text(path), what: "the other truth value", changed: replacing(expected, at: path[...], with: .bool(!flag)), owned: here.value))
            case .null:
                found.append(Change(path: text(path), what: "a value for null", changed: replacing(expected, at: path[...], with: .string("#")), owned: here.kind))
            case .sealed, .clear:
                break
            }
        }
        visit(expected, [])
        // A part the comparison keeps that the expected value lacks (a key
        // the rule says is written nowhere): written, it must be refused.
        for path in compare.only ?? [] {
            guard let steps = CaseComparison.steps(path), !steps.contains(.elements), case .key? = steps.last,
                  locations(of: steps[...], in: expected).isEmpty else { continue }
            let keys: [Concrete] = steps.map { if case let .key(name) = $0 { .key(name) } else { .index(0) } }
            let added = adding(expected, at: keys[...])
            if added != expected { found.append(Change(path: path, what: "a value written", changed: added, owned: true)) }
        }
        return found
    }

    /// `value` with a text at `path`, whose last key is new and whose other
    /// keys lead through objects it holds (unchanged when they do not).
    static func adding(_ value: JSONValue, at path: ArraySlice<Concrete>) -> JSONValue {
        guard case let .key(name)? = path.first, case let .object(fields) = value else { return value }
        var changed = fields
        if path.count == 1 {
            guard fields[name] == nil else { return value }
            changed[name] = .string("#")
        } else {
            guard let child = fields[name] else { return value }
            changed[name] = adding(child, at: path.dropFirst())
        }
        return .object(changed)
    }

    /// A step of a concrete place in a value: a key, or one element.
    enum Concrete: Equatable {
        case key(String)
        case index(Int)
    }

    static func text(_ path: [Concrete]) -> String {
        "$" + path.map { step in
            switch step {
            case let .key(name): name.contains(".") || name.contains("[") ? "['\(name)']" : "." + name
            case let .index(index): "[\(index)]"
            }
        }.joined()
    }

    /// What the comparison owns at a concrete place: its value, its order
    /// (an array), its presence and its spelling (a key).
    struct Owned {
        /// Which value of its kind it holds.
        var value: Bool
        /// What kind of value it is (a number, a text…).
        var kind: Bool
        var order: Bool
        /// nil where the comparison keeps the place only because a part it
        /// keeps may be below it (which this value may lack).
        var presence: Bool?
        var spelling: Bool?
    }

    static func owner(_ path: [Concrete], compare: CaseComparison) -> Owned {
        let spelling = compare.anyKeySpelling == true
        let abstract: [Step] = path.map { step in
            switch step {
            case let .key(name): .key(spelling ? CaseComparison.spelledAlike(name) : name)
            case .index: .elements
            }
        }
        func steps(_ paths: [String]?) -> [[Step]] {
            (paths ?? []).compactMap(CaseComparison.steps).map { spelling ? $0.map(spelledAlike) : $0 }
        }
        func isPrefix(_ prefix: [Step], of path: [Step]) -> Bool { prefix.count <= path.count && Array(path.prefix(prefix.count)) == prefix }
        // Kept: on, inside or above an `only` path.
        let only = compare.only.map { _ in steps(compare.only) }
        let inside = only.map { paths in paths.contains { isPrefix($0, of: abstract) } } ?? true
        let kept = only.map { paths in paths.contains { isPrefix($0, of: abstract) || isPrefix(abstract, of: $0) } } ?? true
        // Inside (or on) an anyValue path: its value is another rule's.
        // A value changed to another of its kind: under kindOnly, as under
        // anyValue, another rule's; its kind is kindOnly's own.
        let marked = (steps(compare.anyValue) + steps(compare.kindOnly)).contains { isPrefix($0, of: abstract) }
        let anyKind = steps(compare.anyValue).contains { isPrefix($0, of: abstract) }
        let markedBelow = (steps(compare.anyValue) + steps(compare.kindOnly)).contains { isPrefix($0, of: abstract) && $0.count < abstract.count }
        let unordered = steps(compare.unordered).contains { $0 == abstract }
        let caseFree = compare.ignoreCase == true || spelling
        return Owned(value: kept && !marked, kind: kept && !anyKind, order: kept && !marked && !unordered, presence: inside ? !markedBelow : (kept ? nil : false),
                     spelling: inside ? !markedBelow && !caseFree : (kept && !caseFree ? nil : false))
    }

    static func spelledAlike(_ step: Step) -> Step {
        if case let .key(name) = step { return .key(CaseComparison.spelledAlike(name)) }
        return step
    }

    static func respelled(_ value: JSONValue) -> JSONValue {
        switch value {
        case let .array(items): return .array(items.map(respelled))
        case let .object(fields): return .object(Dictionary(fields.map { (CaseComparison.spelledAlike($0.key), respelled($0.value)) }) { first, _ in first })
        default: return value
        }
    }

    static func flippedCase(_ key: String) -> String {
        guard let first = key.first, first.isLetter else { return key }
        let flipped = first.isUppercase ? first.lowercased() : first.uppercased()
        return flipped + key.dropFirst()
    }

    /// `value` with what is at `path` replaced (nil: the key removed, or the
    /// element dropped).
    static func replacing(_ value: JSONValue, at path: ArraySlice<Concrete>, with new: JSONValue?) -> JSONValue {
        guard let step = path.first else { return new ?? .null }
        switch (step, value) {
        case let (.key(name), .object(fields)):
            guard let child = fields[name] else { return value }
            var changed = fields
            if path.count == 1, new == nil { changed[name] = nil } else { changed[name] = replacing(child, at: path.dropFirst(), with: new) }
            return .object(changed)
        case let (.index(index), .array(items)) where items.indices.contains(index):
            var changed = items
            if path.count == 1, new == nil { changed.remove(at: index) } else { changed[index] = replacing(items[index], at: path.dropFirst(), with: new) }
            return .array(changed)
        default:
            return value
        }
    }

    /// `value` with the key at `path` spelt `name`.
    static func renaming(_ value: JSONValue, at path: ArraySlice<Concrete>, to name: String) -> JSONValue {
        guard let step = path.first else { return value }
        switch (step, value) {
        case let (.key(key), .object(fields)):
            guard let child = fields[key] else { return value }
            var changed = fields
            if path.count == 1 {
                changed[key] = nil
                changed[name] = child
            } else {
                changed[key] = renaming(child, at: path.dropFirst(), to: name)
            }
            return .object(changed)
        case let (.index(index), .array(items)) where items.indices.contains(index):
            var changed = items
            changed[index] = renaming(items[index], at: path.dropFirst(), to: name)
            return .array(changed)
        default:
            return value
        }
    }

    // MARK: - 2. The inputs

    /// One case with one part of its input changed, a part another rule owns.
    struct Perturbed {
        let original: GradingCase
        let owner: OwnedInput
        /// "$.keys = \"snake\"", "$.customer.name changed", "$.video_identifier left out".
        let change: String
        let item: GradingCase
    }

    /// Every case with every part of its input that another rule owns
    /// changed in turn: to each of the part's declared plain values (those
    /// it does not hold already), else to another value of its kind, and
    /// left out when the part may be missing. A case whose input does not
    /// hold the part is left alone.
    static func perturbed(_ cases: [GradingCase], owned: [OwnedInput]) -> [Perturbed] {
        var made: [Perturbed] = []
        for item in cases {
            for (number, part) in owned.enumerated() where part.rule != item.rule {
                guard let steps = CaseComparison.steps(part.path) else { continue }
                let places = locations(of: steps[...], in: item.input)
                guard !places.isEmpty else { continue }
                // A part declared with plain values is changed only where it
                // holds a value of one of their kinds: elsewhere (a number
                // given as text, the point of another rule's case) it is not
                // the plain part the declaration speaks of.
                if let values = part.values {
                    let kinds = Set(values.map(kind))
                    guard places.allSatisfy({ kinds.contains(kind($0.value)) }) else { continue }
                }
                var inputs: [(String, JSONValue)] = []
                if let values = part.values {
                    for value in values where !places.allSatisfy({ $0.value == value }) {
                        inputs.append(("\(part.path) = \(value.description)", places.reduce(item.input) { replacing($0, at: $1.path[...], with: value) }))
                    }
                } else {
                    let changed = places.reduce(item.input) { input, place in
                        another(place.value).map { replacing(input, at: place.path[...], with: $0) } ?? input
                    }
                    if changed != item.input {
                        inputs.append(("\(part.path) \(places.allSatisfy { if case .array = $0.value { true } else { false } } ? "in another order" : "changed")", changed))
                    }
                }
                if part.missing == true, case .key = steps.last {
                    inputs.append(("\(part.path) left out", places.reversed().reduce(item.input) { replacing($0, at: $1.path[...], with: nil) }))
                }
                for (index, (change, input)) in inputs.enumerated() {
                    var perturbed = GradingCase(name: "\(item.name) ⟨\(number).\(index): \(change)⟩", explain: nil, input: input, expect: item.expect, origin: item.origin, rule: item.rule)
                    perturbed.compare = item.compare
                    made.append(Perturbed(original: item, owner: part, change: change, item: perturbed))
                }
            }
        }
        return made
    }

    /// The kind of a JSON value, as the plain values of an owned input are
    /// told apart.
    static func kind(_ value: JSONValue) -> String {
        switch value {
        case .null: "null"
        case .bool: "bool"
        case .number: "number"
        case .string, .sealed, .clear: "string"
        case .array: "array"
        case .object: "object"
        }
    }

    /// Another value of the same kind: another text, another number, the
    /// other truth value, the array in another order; nil when there is none.
    static func another(_ value: JSONValue) -> JSONValue? {
        switch value {
        case let .string(text): return .string(text.isEmpty ? "x" : text + "x")
        case let .number(number): return .number(number.rounded() == number ? number + 1 : number + 0.5)
        case let .bool(flag): return .bool(!flag)
        case let .array(items):
            let reversed = Array(items.reversed())
            if reversed != items { return .array(reversed) }
            let rotated = Array(items.dropFirst() + items.prefix(1))
            return rotated != items ? .array(rotated) : nil
        default: return nil
        }
    }

    /// Every concrete place `steps` leads to in `value`, with what is there.
    static func locations(of steps: ArraySlice<Step>, in value: JSONValue, at prefix: [Concrete] = []) -> [(path: [Concrete], value: JSONValue)] {
        guard let step = steps.first else { return [(prefix, value)] }
        switch (step, value) {
        case let (.key(name), .object(fields)):
            guard let child = fields[name] else { return [] }
            return locations(of: steps.dropFirst(), in: child, at: prefix + [.key(name)])
        case let (.elements, .array(items)):
            return items.enumerated().flatMap { locations(of: steps.dropFirst(), in: $0.element, at: prefix + [.index($0.offset)]) }
        default:
            return []
        }
    }
}
