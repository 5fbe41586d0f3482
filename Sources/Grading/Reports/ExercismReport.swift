import Foundation
import Toolchain

/// Exercism's test-runner results, version 3: `version`, `status`
/// (pass|fail|error), `message`, and `tests[]` with `name`, `status`,
/// `message`, `output`. Hidden cases' inputs and expected values are never
/// included.
public enum ExercismReport {
    public static func json(for result: CheckResult) throws -> Data {
        var root: [String: Any] = ["version": 3]
        switch result.status {
        case .compileError:
            root["status"] = "error"
            root["message"] = (result.compileFailure?.diagnostics ?? []).map { d in
                (d.line > 0 ? "\(d.file):\(d.line):\(d.column): " : "") + "\(d.severity.rawValue): \(d.message)"
            }.joined(separator: "\n")
            root["tests"] = [Any]()
        case .passed, .failed:
            root["status"] = result.passed ? "pass" : "fail"
            root["tests"] = result.cases.map { item -> [String: Any] in
                var test: [String: Any] = ["name": item.name, "status": item.passed ? "pass" : (item.status == .failed ? "fail" : "error")]
                if !item.passed {
                    // A hidden case's values stay hidden: say what it checks and how it ended.
                    let message = item.hidden && item.status == .failed
                        ? "This hidden case failed." : item.message
                    test["message"] = [item.explain, message].compactMap { $0 }.joined(separator: "\n")
                }
                if !item.output.isEmpty { test["output"] = String(item.output.prefix(500)) }
                if !item.hidden, let expected = item.expected { test["test_code"] = "The chapter's output:\n" + expected }
                return test
            }
        }
        return try JSONSerialization.data(withJSONObject: root, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
    }
}
