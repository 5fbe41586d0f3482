// The grader's driver: the `main.swift` of the grader's module
// `WorkbookHarness`, with the exercise's harness (Solutions/<id>/harness.swift,
// which conforms `enum WorkbookExercise` to `TypedHarness`: WorkbookKit.swift
// gives it the entry `static func run(json:)` called here; an older, untyped
// harness, still accepted, declares `static func run(_ input: Any) throws -> Any`),
// generator (`enum WorkbookGenerator`, see WorkbookSupport.swift),
// WorkbookSupport.swift and WorkbookKit.swift. That module imports the learner's module `Exercise`
// (the chapter's code at the exercise's step and the answer) and is compiled
// once per step against the reference answer's interface, so nothing an
// answer declares changes what the driver or the harness call.
//
// Protocol: DriverProtocol.swift (the same file in the grader's Run/ and
// here, in the kit): standard input holds one `DriverRequest`, read whole
// before any of the answer's code runs; results go to file descriptor 3,
// one `DriverEvent` a line, each prefixed by the nonce and a tab.
// Standard output and standard error are the answer's (and the chapter
// program's) own printing.
//
// Iteration order. The grader pins Swift's hashing seed
// (SWIFT_DETERMINISTIC_HASHING=1), so a `Dictionary` or `Set` iterates in
// the same order on every run. The cases of an exercise's order rules
// (cases.json "orderRules") run a second time with WORKBOOK_HASH_SEED set:
// before anything is hashed, the seeds become that number's, so every
// `Dictionary` and `Set` iterates in another order, the same on every run.
import Foundation
import SwiftShims

// First, before any global of this file is made (getenv and a String's
// bytes hash nothing).
if let text = getenv("WORKBOOK_HASH_SEED").map({ String(cString: $0) }), let seed = UInt64(text), seed != 0 {
    _swift_stdlib_Hashing_parameters.seed0 = seed
    _swift_stdlib_Hashing_parameters.seed1 = seed &* 0x9E37_79B9_7F4A_7C15
}

private let workbookRequest: DriverRequest<WorkbookJSON>? = {
    let data = FileHandle.standardInput.readDataToEndOfFile()
    return try? JSONDecoder().decode(DriverRequest<WorkbookJSON>.self, from: data)
}()
private let workbookNonce = workbookRequest?.nonce ?? ""
private let workbookResults = FileHandle(fileDescriptor: 3, closeOnDealloc: false)
private let workbookEncoder = JSONEncoder()

/// Writes one line of the result channel; nothing when the event cannot be
/// written as JSON (a result holding a number JSON has no text for), which
/// leaves the run incomplete.
private func workbookEmit(_ event: DriverEvent<WorkbookJSON>) {
    guard let json = try? workbookEncoder.encode(event) else { return }
    fflush(stdout)
    workbookResults.write(Data((workbookNonce + "\t").utf8) + json + Data("\n".utf8))
}

/// The threads of every process in the run's pid namespace, when the grader
/// asks (see the protocol above); nil otherwise.
private func workbookTasks() -> Int? {
    guard workbookRequest?.countTasks == true else { return nil }
    var count = 0
    for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] where Int(entry) != nil {
        count += (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(entry)/task"))?.count ?? 1
    }
    return count
}

private func workbookKeyPath(_ path: [CodingKey]) -> [DriverPathComponent] {
    path.map { key in
        if let index = key.intValue, key.stringValue.hasPrefix("Index ") || key.stringValue == "\(index)" { return .index(index) }
        return .key(key.stringValue)
    }
}

private func workbookDescribe(_ error: Error) -> DriverThrown {
    guard let decoding = error as? DecodingError else {
        if let encoding = error as? EncodingError, case let .invalidValue(_, context) = encoding {
            return DriverThrown(kind: "invalidValue", path: workbookKeyPath(context.codingPath), debug: context.debugDescription)
        }
        return DriverThrown(kind: "other", path: [], debug: String(describing: error))
    }
    switch decoding {
    case let .keyNotFound(key, context):
        return DriverThrown(kind: "keyNotFound", key: key.stringValue, path: workbookKeyPath(context.codingPath), debug: context.debugDescription)
    case let .typeMismatch(type, context):
        return DriverThrown(kind: "typeMismatch", type: "\(type)", path: workbookKeyPath(context.codingPath), debug: context.debugDescription)
    case let .valueNotFound(type, context):
        return DriverThrown(kind: "valueNotFound", type: "\(type)", path: workbookKeyPath(context.codingPath), debug: context.debugDescription)
    case let .dataCorrupted(context):
        return DriverThrown(kind: "dataCorrupted", path: workbookKeyPath(context.codingPath), debug: context.debugDescription)
    @unknown default:
        return DriverThrown(kind: "other", path: [], debug: String(describing: error))
    }
}

/// The harness on one input: a typed harness (``TypedHarness``) takes and
/// gives JSON values; an older, untyped one JSONSerialization's objects.
/// Nil when an untyped harness returned something that is not JSON.
private func workbookRun(_ input: WorkbookJSON) -> DriverOutcome<WorkbookJSON>? {
    do {
        if let typed = WorkbookExercise.self as? any TypedHarness.Type {
            return .returned(try typed.run(json: input))
        }
        let result = try WorkbookExercise.run(input.plain)
        return (try? WorkbookJSON(plain: result)).map { .returned($0) }
    } catch {
        return .threw(workbookDescribe(error))
    }
}

setvbuf(stdout, nil, _IOLBF, 0)
switch workbookRequest?.mode {
case .cases?:
    let request = workbookRequest!
    if request.chapter {
        do {
            try workbookChapterMain()
        } catch {
            print("Uncaught error: \(error)")
        }
        fflush(stdout)
        // Where the chapter's printing ends and the cases' begins.
        FileHandle.standardOutput.write(Data(("\u{1}" + workbookNonce + "\u{1}").utf8))
        workbookEmit(.chapterDone(tasks: workbookTasks()))
    }
    for (index, item) in request.cases.enumerated() {
        guard let outcome = workbookRun(item.input) else { continue }
        workbookEmit(.result(index: index, name: item.name, outcome: outcome, tasks: workbookTasks()))
    }
    workbookEmit(.done)
case .generate?:
    for text in workbookRequest!.seeds {
        guard let seed = UInt64(text) else { continue }
        var random = WorkbookRandom(seed: seed)
        for generated in WorkbookGenerator.cases(&random) {
            guard let input = generated.input, let outcome = workbookRun(input) else { continue }
            workbookEmit(.generated(DriverGeneratedCase(name: generated.name, seed: text, rule: generated.rule, input: input, outcome: outcome,
                                                        explain: generated.explain.isEmpty ? nil : generated.explain,
                                                        anyDecodingError: generated.anyDecodingError, compare: generated.compare)))
        }
    }
    workbookEmit(.done)
case nil:
    FileHandle.standardError.write(Data("workbook driver: no mode on standard input\n".utf8))
    exit(70)
}
