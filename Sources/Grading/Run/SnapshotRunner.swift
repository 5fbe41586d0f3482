import Foundation
import Literate
import Sandbox

/// Builds and runs a chapter's program as it stands at one of its steps,
/// the way `workbook verify` proves every output block.
public struct SnapshotRunner: Sendable {
    public let setup: GraderSetup

    public init(setup: GraderSetup) { self.setup = setup }

    public enum Outcome: Sendable {
        case compileFailed(CompileFailure)
        case ran(RunResult)
    }

    /// Whether a snapshot compiles, without running it.
    public enum BuildOutcome: Sendable {
        case compileFailed(CompileFailure)
        case built
    }

    /// Compiles a snapshot (cached) without running it: what `workbook
    /// verify` needs for a block shown as failing.
    public func build(_ files: [SourceFile], of chapter: Chapter) throws -> BuildOutcome {
        switch try ProgramBuilder(setup: setup).build(snapshot: files, chapter: chapter) {
        case let .compileFailed(failure): .compileFailed(failure)
        case .built: .built
        }
    }

    public func run(_ files: [SourceFile], of chapter: Chapter, slot: Int = 0) throws -> Outcome {
        switch try ProgramBuilder(setup: setup).build(snapshot: files, chapter: chapter) {
        case let .compileFailed(failure):
            return .compileFailed(failure)
        case let .built(program):
            let request = RunRequest(
                executable: program.executable.path,
                readOnlyPaths: program.readOnlyPaths,
                environment: RunEnvironment.environment(timeZone: RunEnvironment.chapterTimeZone),
                limits: setup.limits,
                slot: slot
            )
            return .ran(try setup.sandbox.run(request))
        }
    }
}
