import TestSupport

/// A private folder for the programs and sources these tests write,
/// removed when the test process ends.
enum Fixtures {
    static let directory = RunFolder.make("toolchain-tests")
}
