import Foundation
import Literate

/// One mutation of an exercise: its reference answer with one rule broken,
/// in `Solutions/<id>/mutations/rule<N>-<what>.swift`. Its first lines say
/// which rule it breaks, and which others it may fail too (a rule that can
/// only be seen through rule N), with the reason:
///
///     // breaks: rule 3
///     // also fails: rule 5 (a nested key is the last of a longer path)
///
/// `workbook verify --exercise <id>` proves each one fails some case of its
/// rule and no case of another rule (``ExerciseVerifier``).
public struct MutationFile: Sendable, CustomStringConvertible {
    public let exercise: String
    public let url: URL
    /// `Solutions/<id>/mutations/<file>`, as findings name it.
    public let displayPath: String
    public let rule: Int
    /// The rules its header lets it fail too.
    public let alsoFails: Set<Int>
    public let text: String

    public var fileName: String { url.lastPathComponent }
    public var description: String { "\(exercise)/\(fileName)" }

    /// A file of the mutations folder that is not a well-formed mutation.
    public struct Problem: Error, Sendable, CustomStringConvertible {
        public let displayPath: String
        public let line: Int
        public let message: String
        public var description: String { "\(displayPath):\(line): \(message)" }
    }

    /// The mutations folder of an exercise.
    public static func folder(of exercise: String, in solutions: URL) -> URL {
        ExerciseFolder(id: exercise, in: solutions).mutationsURL
    }

    /// Every `.swift` file of the exercise's mutations folder, in name order,
    /// read as a mutation or as the problem that keeps it from being one.
    /// Other files (a README) are left alone.
    public static func all(exercise: String, in solutions: URL) -> [Result<MutationFile, Problem>] {
        all(in: ExerciseFolder(id: exercise, in: solutions))
    }

    /// Every mutation of the exercise whose folder is `folder`.
    public static func all(in folder: ExerciseFolder) -> [Result<MutationFile, Problem>] {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.mutationsURL.path)) ?? [])
            .filter { $0.hasSuffix(".swift") && !$0.hasPrefix(".") }.sorted()
        return names.map { load(folder.mutationsURL.appendingPathComponent($0), in: folder) }
    }

    /// Reads one mutation file of the exercise `exercise` (in a course's
    /// `Solutions/`).
    public static func load(_ url: URL, exercise: String) -> Result<MutationFile, Problem> {
        load(url, in: ExerciseFolder(id: exercise, url: url.deletingLastPathComponent().deletingLastPathComponent()))
    }

    /// Reads one mutation file: its name must be `rule<N>-<what>.swift`
    /// (`<what>` lower-case words joined by dashes) and its first line
    /// `// breaks: rule N` with the same N.
    public static func load(_ url: URL, in folder: ExerciseFolder) -> Result<MutationFile, Problem> {
        let exercise = folder.id
        let name = url.lastPathComponent
        let display = folder.mutationDisplayPath(name)
        func problem(_ line: Int, _ message: String) -> Result<MutationFile, Problem> {
            .failure(Problem(displayPath: display, line: line, message: message))
        }
        guard let data = try? Data(contentsOf: url), let text = String(data: data, encoding: .utf8) else {
            return problem(1, "cannot read the file as UTF-8 text; save it as UTF-8 Swift source")
        }
        guard let named = ruleInName(name) else {
            return problem(1, "a mutation's file name is 'rule<N>-<what>.swift': the rule it breaks and a few lower-case words joined by dashes saying how, e.g. 'rule3-uppercase-first.swift'; rename it")
        }
        let header = text.split(separator: "\n", omittingEmptySubsequences: false).prefix(3).map(String.init)
        guard let first = header.first, first.hasPrefix("// breaks: rule "), let rule = Int(first.dropFirst("// breaks: rule ".count).trimmingCharacters(in: .whitespaces)) else {
            return problem(1, "a mutation starts with the line '// breaks: rule \(named)' (the rule it breaks); add it")
        }
        guard rule == named else {
            return problem(1, "the header says it breaks rule \(rule) but the file name says rule \(named); make them agree")
        }
        var also: Set<Int> = []
        if let index = header.firstIndex(where: { $0.hasPrefix("// also fails:") }) {
            let line = header[index].dropFirst("// also fails:".count)
            guard let open = line.firstIndex(of: "("), line.contains(")") else {
                return problem(index + 1, "'// also fails:' lists rules and then why, in parentheses: '// also fails: rule 5 (a nested key is the last of a longer path)'")
            }
            for item in line[..<open].split(separator: ",") {
                let words = item.split(separator: " ")
                guard words.count == 2, words[0] == "rule", let number = Int(words[1]) else {
                    return problem(index + 1, "'\(item.trimmingCharacters(in: .whitespaces))' is not 'rule N'; write '// also fails: rule 2, rule 4 (why)'")
                }
                also.insert(number)
            }
            if also.contains(rule) {
                return problem(index + 1, "'also fails' names rule \(rule), the rule it breaks; list only the other rules it may fail")
            }
        }
        return .success(MutationFile(exercise: exercise, url: url, displayPath: display, rule: rule, alsoFails: also, text: text))
    }

    /// N of `rule<N>-<what>.swift`, when the name has that form.
    static func ruleInName(_ name: String) -> Int? {
        guard name.hasPrefix("rule"), name.hasSuffix(".swift") else { return nil }
        let stem = name.dropFirst(4).dropLast(6)
        let digits = stem.prefix { $0.isASCII && $0.isNumber }
        let rest = stem.dropFirst(digits.count)
        guard let number = Int(digits), number > 0, rest.hasPrefix("-") else { return nil }
        let what = rest.dropFirst()
        guard !what.isEmpty, !what.hasSuffix("-"), !what.hasPrefix("-"), !what.contains("--"),
              what.allSatisfy({ $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") }) else { return nil }
        return number
    }
}
