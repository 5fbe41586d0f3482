import Testing

extension Tag {
    /// A suite that compiles or runs Swift programs (the grader, the sandbox,
    /// the toolchain, `workbook` as a process) or waits on time limits:
    /// `scripts/test-fast.sh`, the developer's inner loop, leaves these out;
    /// CI runs them all. (The same tag in every test target that has such suites.)
    @Tag static var slow: Self
}
