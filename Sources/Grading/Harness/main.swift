// The grader's driver: the `main.swift` of the grader's module
// `WorkbookHarness`, with the exercise's harness (Solutions/<id>/harness.swift,
// which conforms `enum WorkbookExercise` to `TypedHarness`: WorkbookKit.swift
// gives it the entry `static func run(_ input: Any) throws -> Any` called here;
// an older, untyped harness, still accepted, declares that entry itself),
// generator (`enum WorkbookGenerator`, see WorkbookSupport.swift),
// WorkbookSupport.swift and WorkbookKit.swift. That module imports the learner's module `Exercise`
// (the chapter's code at the exercise's step and the answer) and is compiled
// once per step against the reference answer's interface, so nothing an
// answer declares changes what the driver or the harness call.
//
// Protocol. Standard input holds one JSON object:
//   {"nonce": "<random>", "mode": "cases" | "generate", "chapter": true | false,
//    "cases": [{"name": "...", "input": <JSON>}], "seeds": ["<decimal seed>", ...]}
// It is read whole before any of the answer's code runs. Results go to file
// descriptor 3, one line each, prefixed by the nonce and a tab.
// In "cases" mode:
//   {"chapter": "done"}                           the chapter's program ran to its end
//                                                 (first, and only when "chapter" is true;
//                                                 its standard output then ends with
//                                                 "\u{1}<nonce>\u{1}", written by the driver)
//   {"index": i, "case": "<name>", "value": <JSON>}                 the harness returned
//   {"index": i, "case": "<name>", "error": {"kind", "path", "debug"}}  it threw
//   {"done": true}                                                   every case ran
// one result per asked case, in the order asked. When the input says
// "countTasks": true (a sandboxed run, whose /proc shows only its own pid
// namespace), the chapter's line and each result also hold "tasks": the
// threads of every process in the run when it ended, for the grader to tell
// an answer that started as many processes as a run may have.
// The grader counts the results
// of a run only when the channel holds exactly that, and the program exited 0.
// In "generate" mode (run on the reference answer only) each seed's generated
// cases are run and reported with their inputs:
//   {"case": "<name>", "seed": "<seed>", "rule": N, "input": <JSON>, "value" | "error": ...,
//    "explain": "..." (an older generator's own words for the case, when it has them),
//    "anyDecodingError": true (when the case accepts any DecodingError),
//    "compare": {...} (what of the result is compared, when not all of it)}
// then {"done": true}.
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

private let workbookInput: [String: Any] = {
    let data = FileHandle.standardInput.readDataToEndOfFile()
    return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] ?? [:]
}()
private let workbookNonce = workbookInput["nonce"] as? String ?? ""
private let workbookResults = FileHandle(fileDescriptor: 3, closeOnDealloc: false)

private func workbookEmit(_ object: [String: Any]) {
    guard let json = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .fragmentsAllowed]) else { return }
    fflush(stdout)
    workbookResults.write(Data((workbookNonce + "\t").utf8) + json + Data("\n".utf8))
}

/// The threads of every process in the run's pid namespace, when the grader
/// asks (see the protocol above); nil otherwise.
private func workbookTasks() -> Int? {
    guard workbookInput["countTasks"] as? Bool == true else { return nil }
    var count = 0
    for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] where Int(entry) != nil {
        count += (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(entry)/task"))?.count ?? 1
    }
    return count
}

/// `object` with the run's task count, when the grader asks for it.
private func workbookCounted(_ object: [String: Any]) -> [String: Any] {
    guard let tasks = workbookTasks() else { return object }
    return object.merging(["tasks": tasks]) { first, _ in first }
}

private func workbookKeyPath(_ path: [CodingKey]) -> [Any] {
    path.map { key -> Any in
        if let index = key.intValue, key.stringValue.hasPrefix("Index ") || key.stringValue == "\(index)" { return index }
        return key.stringValue
    }
}

private func workbookDescribe(_ error: Error) -> [String: Any] {
    guard let decoding = error as? DecodingError else {
        if let encoding = error as? EncodingError, case let .invalidValue(_, context) = encoding {
            return ["kind": "invalidValue", "path": workbookKeyPath(context.codingPath), "debug": context.debugDescription]
        }
        return ["kind": "other", "path": [Any](), "debug": String(describing: error)]
    }
    switch decoding {
    case let .keyNotFound(key, context):
        return ["kind": "keyNotFound", "key": key.stringValue, "path": workbookKeyPath(context.codingPath), "debug": context.debugDescription]
    case let .typeMismatch(type, context):
        return ["kind": "typeMismatch", "type": "\(type)", "path": workbookKeyPath(context.codingPath), "debug": context.debugDescription]
    case let .valueNotFound(type, context):
        return ["kind": "valueNotFound", "type": "\(type)", "path": workbookKeyPath(context.codingPath), "debug": context.debugDescription]
    case let .dataCorrupted(context):
        return ["kind": "dataCorrupted", "path": workbookKeyPath(context.codingPath), "debug": context.debugDescription]
    @unknown default:
        return ["kind": "other", "path": [Any](), "debug": String(describing: error)]
    }
}

setvbuf(stdout, nil, _IOLBF, 0)
switch workbookInput["mode"] as? String {
case "cases":
    if workbookInput["chapter"] as? Bool == true {
        do {
            try workbookChapterMain()
        } catch {
            print("Uncaught error: \(error)")
        }
        fflush(stdout)
        // Where the chapter's printing ends and the cases' begins.
        FileHandle.standardOutput.write(Data(("\u{1}" + workbookNonce + "\u{1}").utf8))
        workbookEmit(workbookCounted(["chapter": "done"]))
    }
    for (index, element) in (workbookInput["cases"] as? [Any] ?? []).enumerated() {
        let item = element as? [String: Any] ?? [:]
        let name = item["name"] as? String ?? "?"
        do {
            let value = try WorkbookExercise.run(item["input"] ?? NSNull())
            workbookEmit(workbookCounted(["index": index, "case": name, "value": value]))
        } catch {
            workbookEmit(workbookCounted(["index": index, "case": name, "error": workbookDescribe(error)]))
        }
    }
    workbookEmit(["done": true])
case "generate":
    for case let text as String in workbookInput["seeds"] as? [Any] ?? [] {
        guard let seed = UInt64(text) else { continue }
        var random = WorkbookRandom(seed: seed)
        for generated in WorkbookGenerator.cases(&random) {
            var report: [String: Any] = ["case": generated.name, "seed": text, "rule": generated.rule, "input": generated.input]
            if !generated.explain.isEmpty { report["explain"] = generated.explain }
            if generated.anyDecodingError { report["anyDecodingError"] = true }
            if let compare = generated.compare { report["compare"] = compare }
            do {
                report["value"] = try WorkbookExercise.run(generated.input)
            } catch {
                report["error"] = workbookDescribe(error)
            }
            workbookEmit(report)
        }
    }
    workbookEmit(["done": true])
default:
    FileHandle.standardError.write(Data("workbook driver: no mode on standard input\n".utf8))
    exit(70)
}
