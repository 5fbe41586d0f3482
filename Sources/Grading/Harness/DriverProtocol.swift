// The protocol between the grader and its driver (Harness/main.swift), in
// one file compiled into both: the grader (Sources/Grading/Run/) and the
// harness kit every driver imports (Sources/Grading/Harness/, a copy kept
// byte for byte the same: DriverProtocolTests fails when they differ). Plain
// Swift, no imports, valid in Swift 5 and Swift 6 language modes: the kit is
// compiled as the course's code is.
//
// Each side reads and writes JSON values as its own type (`Value`): the
// grader's `JSONValue`, the driver's `WorkbookJSON`; the JSON between them
// is the same.
//
// A run: standard input holds one `DriverRequest`, read whole before any of
// the answer's code runs. Results go to file descriptor 3, one
// `DriverEvent` a line, each line prefixed by the request's nonce and a tab.
// In `.cases` mode:
//   .chapterDone     the chapter's program ran to its end (first, and only
//                    when the request's `chapter` is true; its standard
//                    output then ends with "\u{1}<nonce>\u{1}", written by
//                    the driver)
//   .result          one for each asked case, in the order asked: what the
//                    harness returned, or what it threw
//   .done            every case ran
// In `.generate` mode (run on the reference answer only): one `.generated`
// for each case the generator makes for each seed, then `.done`.
// The grader counts the results of a run only when the channel holds
// exactly that and the program exited 0 (docs/SECURITY.md).

/// What a run of the driver is asked to do.
enum DriverMode: String, Codable, Equatable {
    /// Run the chapter's program (when asked) and the listed cases.
    case cases
    /// Make the generated cases of the listed seeds and run each through
    /// the answer (the reference answer: the oracle).
    case generate
}

/// The driver's standard input.
struct DriverRequest<Value: Codable>: Codable {
    /// Random, new for each run: the prefix of every line the driver writes.
    var nonce: String
    var mode: DriverMode
    /// Run the chapter's program first (`.cases` mode).
    var chapter: Bool
    /// Count the run's threads after the chapter's program and after each
    /// case (a sandboxed run only, whose /proc shows only its own pid
    /// namespace), for the grader to tell an answer that started as many
    /// processes as a run may have.
    var countTasks: Bool
    /// The cases to run, in order (`.cases` mode).
    var cases: [DriverCase<Value>]
    /// The seeds whose generated cases to make, as decimal text (`.generate` mode).
    var seeds: [String]
}

/// One case asked of the driver.
struct DriverCase<Value: Codable>: Codable {
    var name: String
    var input: Value
}

/// One line of the result channel.
enum DriverEvent<Value: Codable>: Codable {
    /// The chapter's program ran to its end; `tasks` when counted.
    case chapterDone(tasks: Int?)
    /// The case at `index` of the request, named `name`, ended so.
    case result(index: Int, name: String, outcome: DriverOutcome<Value>, tasks: Int?)
    /// One generated case with the answer's outcome on it.
    case generated(DriverGeneratedCase<Value>)
    /// The last line of a run.
    case done
}

/// What the harness did with a case's input.
enum DriverOutcome<Value: Codable>: Codable {
    /// It returned a result.
    case returned(Value)
    /// It threw (the answer's error, or the harness's own fault).
    case threw(DriverThrown)
}

/// A generated case (`.generate` mode) and the answer's outcome on it.
struct DriverGeneratedCase<Value: Codable>: Codable {
    var name: String
    /// The seed it was made from, as asked.
    var seed: String
    /// The task-text rule it checks.
    var rule: Int
    var input: Value
    var outcome: DriverOutcome<Value>
    /// An older generator's own words for the case, when it has them.
    var explain: String?
    /// Any DecodingError passes when the reference answer throws one.
    var anyDecodingError: Bool
    /// What of the result is compared (cases.json's "compare"), when not all of it.
    var compare: Value?
}

/// A thrown error as the driver describes it.
struct DriverThrown: Codable, Equatable {
    /// "keyNotFound", "typeMismatch", "valueNotFound", "dataCorrupted"
    /// (a DecodingError), "invalidValue" (an EncodingError) or "other".
    var kind: String
    /// The missing key (keyNotFound).
    var key: String?
    /// The type asked for (typeMismatch, valueNotFound).
    var type: String?
    /// The error's coding path.
    var path: [DriverPathComponent]
    /// The error's own description: its context's debugDescription, or
    /// what `String(describing:)` says of an error of another kind.
    var debug: String
}

/// One step of a coding path: an array's index or an object's key.
/// Written as a JSON number or string.
enum DriverPathComponent: Codable, Equatable {
    case index(Int)
    case key(String)

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let index = try? container.decode(Int.self) {
            self = .index(index)
        } else {
            self = .key(try container.decode(String.self))
        }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case let .index(index): try container.encode(index)
        case let .key(key): try container.encode(key)
        }
    }
}
