/// What `workbook new exercise` writes, in one place: each text holds
/// ``ExerciseVerifier/marker`` where the author has to write, so
/// `workbook verify --exercise` names the next place to fill in. The
/// grading files follow docs/EXERCISE-FORMAT.md.
public enum ExerciseTemplates {
    static let todo = ExerciseVerifier.marker

    /// "star-rating" → "star rating".
    static func words(_ id: String) -> String { id.replacingOccurrences(of: "-", with: " ") }

    /// The exercise's part of its chapter, in the chapters' format: a step
    /// of its own (`## Step N: …`, N the chapter's next step number), the
    /// task, the stub, the rules, a short program that uses the answer and
    /// the output it prints (the exercise's visible case), and the
    /// done-when sentence naming that step.
    public static func chapterBlock(id: String, chapter: Int, step: Int) -> String {
        """
        ## Step \(step): \(words(id).prefix(1).uppercased() + words(id).dropFirst())

        \(todo): the task. Say what the learner writes and why, and name what the
        harness calls (a type's conformance, a static member, a function).

        ```swift exercise=\(id)
        import Foundation

        // \(todo): the starter code a learner begins with. It compiles with the
        // chapter's code and meets no rule by itself: a stub that throws meets
        // every rule that asks only for an error, so list those rules in
        // cases.json's "guards" (credited only beside a rule that accepts).
        ```

        ```rules exercise=\(id)
        1. \(todo): one rule, one sentence a case can check.
        ```

        \(todo): a short program that uses the answer, and what it prints: the
        exercise's visible case, which every check runs first.

        ```swift file=main.swift
        // \(todo): use the answer, and print what shows that it works.
        print("\(todo)")
        ```

        ```output
        \(todo)
        ```

        You are done when `./workbook run \(chapter) --step \(step)` prints exactly this, with
        your `Exercises/\(id).swift`, and `./workbook check \(id)` passes.

        """
    }

    /// The exercise's section of docs/EXERCISES.md.
    public static func exercisesDocSection(id: String, chapter: Int) -> String {
        """
        ## `\(id)` — chapter \(chapter)
        \(todo): what the chapter's code declares that the answer uses, and what
        the answer declares.

        Rules:
        1. \(todo): the chapter's rules, word for word.

        Hidden cases: \(todo): what kinds of inputs the cases try.

        """
    }

    public static func answer(id: String) -> String {
        """
        // \(todo): the reference answer of `\(id)`: exactly what a learner writes
        // at this step, following every rule.
        import Foundation

        """
    }

    public static func harness(id: String) -> String {
        """
        import Foundation

        // Harness for `\(id)`. \(todo): say what a case's input is and what the
        // result holds. Errors the answer throws propagate, so the grader reports
        // their kind. The kit (decode, encode, wrap, coder settings) is listed
        // in Sources/Grading/Harness/WorkbookKit.swift.
        enum WorkbookExercise: TypedHarness {
            // A case's input, decoded: the JSON whole, as here, or a struct naming
            // its parts (`struct Input: Decodable { var value: WorkbookJSON }`).
            typealias Input = WorkbookJSON

            static func run(_ input: WorkbookJSON) throws -> WorkbookJSON {
                // \(todo): call the answer's code on `input` and return an Encodable
                // result, e.g. `try input.decode(SomeType.self)` and what it holds.
                throw WorkbookHarnessFault("the harness of \(id) is not written yet")
            }
        }

        """
    }

    public static func generator(id: String) -> String {
        """
        import Foundation

        // Varied inputs for `\(id)`, one group per rule. The grader runs the
        // reference answer on the same inputs for the expected results.
        enum WorkbookGenerator {
            static func cases(_ random: inout WorkbookRandom) -> [WorkbookGeneratedCase] {
                var cases = WorkbookCases()
                // \(todo): for each rule, a few inputs made with `random` whose other
                // parts are plain, so an answer that breaks another rule passes them.
                // An input is any Encodable value; the rule's text is the chapter's:
                // cases.add(1, "…", WorkbookJSON(random.int(in: 0...9)))
                return cases.all
            }
        }

        """
    }

    public static func cases(id: String) -> String {
        """
        {
          "exercise": "\(id)",
          "points": 10,
          "guards": [],
          "ownedInputs": [],
          "cases": [
            {
              "name": "\(todo): a short name the learner may read",
              "rule": 1,
              "input": null,
              "expect": {"value": null}
            }
          ]
        }

        """
    }

    public static func mutationsReadme(id: String) -> String {
        """
        Each file here is the reference answer of `\(id)` with one rule broken, named `rule<N>-<what>.swift` and starting with `// breaks: rule N` (then `// also fails: rule M (why)` when rule M can only be seen through rule N: every case of rule M fails with this bug); `./workbook verify --exercise \(id) --strict` proves each fails a case of rule N and no case of another rule, and wants one for every rule.

        """
    }
}
