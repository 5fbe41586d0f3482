/// The sandbox slots the class-grading suites use, one block each, so that
/// no two suites running at once in one test process share a slot: two runs
/// in one slot share its uid, its process limit and its cgroup, and the end
/// of one (its clean-up kills what is left in the slot) kills the other.
/// These are logical numbers; each process leases its own physical slots
/// machine-wide.
///
/// Other targets keep clear of these: SandboxTests 3 and 40–70, GradingTests
/// 300–939 (`TestSlots`, sixteen from a block chosen by the process id),
/// VerificationTests 100–199 and 200–201, and slot 0, which a `workbook`
/// binary run by a test takes (in its own process).
public enum SlotBlocks {
    public static let classroomFixture = 24      // 24, 25
    public static let handedInExercises = 26
    public static let assignmentGrading = 28     // 28, 29
    public static let interrupt = 30
    public static let nothingForNothing = 32     // 32, 33
    public static let gitIntakeClass = 34
    public static let gradedCommit = 36          // 36, 37 and 38, 39
    public static let outOfProcesses = 10        // 10, 11
    public static let scoreByRule = 12           // 12, 13
    public static let resultKeys = 14
    public static let sandboxArea = 15
    public static let hiddenExitStatus = 16      // 16, 17
    public static let instructorInput = 18
    public static let caseBatch = 80             // 80, 81
    public static let classGrader = 950
    public static let readerAttacks = 960        // 960, 961
    public static let wall = 970                 // 970–973

    /// Every block as (first, count): no two may overlap.
    public static let all: [(name: String, first: Int, count: Int)] = [
        ("classroomFixture", classroomFixture, 2), ("handedInExercises", handedInExercises, 1),
        ("assignmentGrading", assignmentGrading, 2), ("interrupt", interrupt, 1),
        ("nothingForNothing", nothingForNothing, 2), ("gitIntakeClass", gitIntakeClass, 1),
        ("gradedCommit", gradedCommit, 4), ("outOfProcesses", outOfProcesses, 2),
        ("scoreByRule", scoreByRule, 2), ("resultKeys", resultKeys, 1), ("sandboxArea", sandboxArea, 1),
        ("hiddenExitStatus", hiddenExitStatus, 2), ("instructorInput", instructorInput, 1),
        ("caseBatch", caseBatch, 2), ("classGrader", classGrader, 1), ("readerAttacks", readerAttacks, 2), ("wall", wall, 4),
    ]
}
