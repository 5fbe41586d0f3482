/// The environment a graded program runs in: what it sees of "the machine".
///
/// The chapters promise some results "on every machine" (a day is midnight
/// UTC wherever the program runs), so the hidden and generated cases of an
/// exercise whose results hold dates (cases.json `"dates"`) run on a machine
/// deliberately unlike the grader's: a time zone far from UTC whose offset
/// is not a whole number of hours. An answer that leans on
/// `TimeZone.current` (a `DateFormatter` without `timeZone = UTC`) is then
/// off by 9 h 30 min, as it would be on a learner's machine somewhere.
///
/// The chapter's visible case is its own program printing the output block
/// the chapter shows, which was made in UTC: it runs in UTC, and says so.
/// For those exercises it runs apart from the hidden cases (two sandboxed
/// runs), so that nothing made during the chapter's run (a formatter kept in
/// a `static let`) carries UTC into the cases. Every other exercise checks
/// in one run, in UTC: its results hold no dates. What the chapter's program
/// printed in that run is never shown (the process was handed every hidden
/// input): a chapter output that matches is shown as the chapter's block,
/// one that does not is run again on its own (`CaseRunner.runCheck`).
///
/// Nothing else is left to chance: Swift seeds `Hashable`'s hashing afresh in
/// every process, so a `Dictionary` or `Set` iterates in another order on
/// every run. `SWIFT_DETERMINISTIC_HASHING=1` fixes the seed, so the same
/// answer, seed and grading material give the same results on every run
/// (an answer that forgets to sort a dictionary's entries fails the same
/// cases every time, not a different number of them). One fixed order may
/// happen to be the right one, so the cases of a rule about an order run
/// again under a second fixed seed (`secondOrderSeed`).
///
/// The locale cannot be varied the same way: on Linux, Foundation's
/// `Locale.current` is `en_001` whatever `LANG` or `LC_ALL` say
/// (swift-foundation reads no environment for it), so only the time zone
/// differs from the grader's.
enum RunEnvironment {
    /// The zone the hidden cases of date exercises run in: UTC−09:30 all
    /// year (no daylight saving), so a midnight-UTC day falls on the previous
    /// local day.
    static let caseTimeZone = "Pacific/Marquesas"

    /// The zone the chapters' output blocks were made in.
    static let chapterTimeZone = "UTC"

    /// Whether an exercise's hidden cases run apart from the chapter, in
    /// `caseTimeZone`: those whose results hold dates.
    static func casesRunApart(dates: DateFields?) -> Bool { dates != nil }

    /// The zone an exercise's hidden and generated cases run in.
    static func casesTimeZone(dates: DateFields?) -> String {
        casesRunApart(dates: dates) ? caseTimeZone : chapterTimeZone
    }

    /// The environment of one sandboxed run; with `hashSeed`, hashing is
    /// still deterministic but seeded otherwise, so `Dictionary` and `Set`
    /// iterate in a second order (the driver reads `WORKBOOK_HASH_SEED`).
    static func environment(timeZone: String, hashSeed: UInt64? = nil) -> [String: String] {
        var environment = ["LANG": "C.UTF-8", "HOME": "/tmp", "TZ": timeZone, "SWIFT_DETERMINISTIC_HASHING": "1"]
        if let hashSeed { environment["WORKBOOK_HASH_SEED"] = String(hashSeed) }
        return environment
    }

    /// The seed of the second iteration order an exercise's order rules are
    /// checked under (cases.json `"orderRules"`): any fixed number but 0,
    /// the pinned seed. With it, a `Dictionary` literal of links-encoding's
    /// three rels (`self`, `plants`, `sensors`) iterates in another order
    /// than under the pinned seed, where it happens to iterate as written.
    static let secondOrderSeed: UInt64 = 1
}
