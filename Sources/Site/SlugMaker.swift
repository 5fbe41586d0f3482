/// Turns heading text into stable anchor names: lower case ASCII letters
/// and digits, words joined by "-", repeated names numbered ("-2", "-3").
struct SlugMaker {
    private var used: [String: Int] = [:]

    init(reserved: [String] = []) {
        for name in reserved { used[name] = 1 }
    }

    /// The slug of `text` without recording it.
    static func slug(_ text: String) -> String {
        var words: [String] = []
        var current = ""
        for scalar in text.lowercased().unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                current.unicodeScalars.append(scalar)
            } else if scalar == "'" || scalar == "\u{2019}" {
                continue // "Ray's" → "rays"
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        let slug = words.joined(separator: "-")
        return slug.isEmpty ? "section" : slug
    }

    /// A slug for `text`, unique among those this maker has handed out.
    mutating func make(_ text: String) -> String {
        let base = Self.slug(text)
        guard let count = used[base] else {
            used[base] = 1
            return base
        }
        var number = count + 1
        while used["\(base)-\(number)"] != nil { number += 1 }
        used[base] = number
        used["\(base)-\(number)"] = 1
        return "\(base)-\(number)"
    }
}
