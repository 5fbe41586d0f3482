import Foundation
@testable import Site
import Testing

/// Reads the stylesheet's colour variables for the light and the dark scheme
/// and checks the WCAG 2 contrast of every pair of text and background
/// colours the site puts together.
@Suite struct ContrastTests {
    /// Text colour on background colour, as the stylesheet combines them
    /// (syntax colours are listed once and paired with every code background).
    static let pairs: [(text: String, background: String)] = {
        var pairs: [(String, String)] = [
            // Page, sidebar, captions, index.
            ("text", "bg"), ("muted", "bg"), ("link", "bg"), ("accent", "bg"),
            // A sidebar entry under the pointer.
            ("text", "rule"),
            ("text", "bg-soft"), ("muted", "bg-soft"), ("link", "bg-soft"), ("accent", "bg-soft"),
            ("added-mark", "bg-soft"),
            // The current chapter in the sidebar.
            ("link", "accent-soft"),
            // Inline code and commands.
            ("text", "code-bg"), ("exercise", "code-bg"), ("exercise", "bg"),
            // Listings and diffs.
            ("code-text", "code-bg"), ("code-text", "added-bg"), ("muted", "code-bg"),
            ("removed-text", "code-bg"), ("added-mark", "added-bg"),
            ("output-text", "output-bg"),
            ("fails", "fails-bg"), ("fails", "bg"),
            // Badges: the page colour on a coloured pill.
            ("bg", "fails"), ("bg", "exercise"), ("bg", "instructor"),
            // Exercises, hints, instructor material.
            ("text", "exercise-bg"), ("link", "exercise-bg"), ("exercise", "exercise-bg"),
            ("text", "hint-bg"), ("muted", "hint-bg"), ("link", "hint-bg"),
            ("text", "instructor-bg"), ("muted", "instructor-bg"), ("instructor", "instructor-bg"),
        ]
        for syntax in ["kw", "ty", "st", "nu", "co", "at", "lb"] {
            pairs.append((syntax, "code-bg"))
            pairs.append((syntax, "added-bg"))
        }
        return pairs
    }()

    @Test func everyTextColourPairReachesFourAndAHalfToOne() throws {
        let css = try SiteRenderer.stylesheetText()
        let schemes = try colourSchemes(css)
        var checked = 0
        for (scheme, colours) in schemes {
            for pair in Self.pairs {
                let text = try #require(colours[pair.text], "--\(pair.text) is not defined for the \(scheme) scheme")
                let background = try #require(colours[pair.background], "--\(pair.background) is not defined for the \(scheme) scheme")
                let ratio = contrast(text, background)
                #expect(ratio >= 4.5, "\(scheme): --\(pair.text) (\(text)) on --\(pair.background) (\(background)) is \(String(format: "%.2f", ratio)):1, below 4.5:1")
                checked += 1
            }
        }
        #expect(checked == 2 * Self.pairs.count)
    }

    /// Dark output blocks must stand out from a dark page: their border
    /// reaches 3:1 against the page (WCAG's figure for non-text contrast).
    @Test func outputBlocksStandOutFromThePage() throws {
        for (scheme, colours) in try colourSchemes(try SiteRenderer.stylesheetText()) {
            let border = try #require(colours["output-border"], "\(scheme): --output-border is missing")
            let page = try #require(colours["bg"])
            let ratio = contrast(border, page)
            #expect(ratio >= 3, "\(scheme): the output block's border \(border) on the page \(page) is \(String(format: "%.2f", ratio)):1, below 3:1")
        }
    }

    /// Every colour the stylesheet gives text or a background goes through
    /// a variable that the pairs above check, and nothing fades text.
    @Test func everyColourUsedIsChecked() throws {
        let css = try SiteRenderer.stylesheetText()
        let texts = Set(Self.pairs.map(\.text)), backgrounds = Set(Self.pairs.map(\.background))
        for value in declarations(named: "color", in: css) {
            guard let name = variable(in: value) else {
                #expect(["inherit", "currentColor", "transparent"].contains(value), "color: \(value) is not a checked variable")
                continue
            }
            #expect(texts.contains(name), "color: var(--\(name)) is used but no pair in ContrastTests checks it as text")
        }
        for value in declarations(named: "background", in: css) {
            guard let name = variable(in: value) else {
                #expect(value == "none" || value == "transparent", "background: \(value) is not a checked variable")
                continue
            }
            #expect(backgrounds.contains(name), "background: var(--\(name)) is used but no pair in ContrastTests checks it as a background")
        }
        for value in declarations(named: "opacity", in: css) {
            #expect(value == "0" || value == "1", "opacity: \(value) fades text below its checked contrast")
        }
    }

    @Test func contrastFormulaMatchesKnownValues() {
        #expect(abs(contrast("#000000", "#ffffff") - 21) < 0.01)
        #expect(abs(contrast("#777777", "#ffffff") - 4.48) < 0.01)
        #expect(abs(contrast("#fff", "#fff") - 1) < 0.001)
    }
}

// MARK: - Reading the stylesheet

/// The colour variables of the light scheme (the first `:root` block) and of
/// the dark scheme (the light ones overridden by the `:root` block inside
/// `@media (prefers-color-scheme: dark)`).
func colourSchemes(_ css: String) throws -> [(String, [String: String])] {
    let light = try variables(inRootBlockAfter: css.startIndex, in: css)
    let media = try #require(css.range(of: "@media (prefers-color-scheme: dark)"), "the stylesheet has no dark scheme")
    let dark = light.merging(try variables(inRootBlockAfter: media.upperBound, in: css)) { $1 }
    return [("light", light), ("dark", dark)]
}

private func variables(inRootBlockAfter start: String.Index, in css: String) throws -> [String: String] {
    let open = try #require(css.range(of: ":root {", range: start..<css.endIndex))
    let close = try #require(css.range(of: "}", range: open.upperBound..<css.endIndex))
    var result: [String: String] = [:]
    for declaration in css[open.upperBound..<close.lowerBound].split(separator: ";") {
        let parts = declaration.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        guard parts.count == 2, parts[0].hasPrefix("--"), parts[1].hasPrefix("#") else { continue }
        result[String(parts[0].dropFirst(2))] = parts[1]
    }
    return result
}

/// The values of every `name:` declaration (a whole property name, so
/// `color` does not match `border-color`), comments left out.
func declarations(named name: String, in css: String) -> [String] {
    let text = css.replacingOccurrences(of: #"/\*[\s\S]*?\*/"#, with: "", options: .regularExpression)
    guard let pattern = try? NSRegularExpression(pattern: #"(?<![\w-])"# + name + #"\s*:\s*([^;{}]+)"#) else { return [] }
    let range = NSRange(text.startIndex..., in: text)
    return pattern.matches(in: text, range: range).compactMap { match in
        Range(match.range(at: 1), in: text).map { text[$0].trimmingCharacters(in: .whitespaces).replacingOccurrences(of: " !important", with: "") }
    }
}

/// `x` for `var(--x)`.
private func variable(in value: String) -> String? {
    guard value.hasPrefix("var(--"), value.hasSuffix(")") else { return nil }
    return String(value.dropFirst(6).dropLast())
}

// MARK: - WCAG 2 contrast

/// The contrast ratio of two `#rgb` or `#rrggbb` colours, 1...21.
func contrast(_ first: String, _ second: String) -> Double {
    let (a, b) = (luminance(first), luminance(second))
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)
}

private func luminance(_ hex: String) -> Double {
    var digits = hex.hasPrefix("#") ? String(hex.dropFirst()) : hex
    if digits.count == 3 { digits = digits.map { "\($0)\($0)" }.joined() }
    let value = UInt32(digits, radix: 16) ?? 0
    let channels = [(value >> 16) & 0xFF, (value >> 8) & 0xFF, value & 0xFF].map { channel -> Double in
        let c = Double(channel) / 255
        return c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2]
}
