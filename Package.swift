// swift-tools-version:6.0
import PackageDescription

/// The course's chapters, in reading order. Each one is tangled from
/// `Chapters/<file>.md` into `Tangled/<target>/` and built as an executable,
/// so `swift run <target>` runs the page as a playground would.
let chapters: [(target: String, usesCrypto: Bool)] = [
    ("RaysBooks", false),
    ("MagicTheGathering", false),
    ("AlphaVantage", false),
    ("EncodableCustomers", true),
    ("ToyWorkshop", false),
    ("FieldNotes", false),
    ("LinksWithTypes", false),
    ("CourseCatalogue", false),
]

let crypto = Target.Dependency.product(name: "Crypto", package: "swift-crypto")
let argumentParser = Target.Dependency.product(name: "ArgumentParser", package: "swift-argument-parser")
let ownCode: [SwiftSetting] = [.swiftLanguageMode(.v6)]
/// Chapter code is compiled together with learners' answers, which are
/// written in Swift 5 language mode (see docs/EXERCISES.md).
let courseCode: [SwiftSetting] = [.swiftLanguageMode(.v5)]

let package = Package(
    name: "CodableWorkbook",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "workbook", targets: ["workbook"]),
        // The website renderer (swift-syntax highlighting): built on first
        // use of `workbook render`, so the grader's first build skips it.
        .executable(name: "workbook-render", targets: ["workbook-render"]),
        // Prebuilt once, linked by the grader when it compiles chapter 4's
        // code with an answer, so a check never recompiles swift-crypto.
        .library(name: "CourseSupport", type: .dynamic, targets: ["CourseSupport"]),
        // Used by the separate Server/ package (`workbook serve`), which
        // depends on this one by path: only it builds a web server.
        .library(name: "WorkbookLiterate", targets: ["Literate"]),
        .library(name: "WorkbookMarkdown", targets: ["Markdown"]),
        .library(name: "WorkbookGrading", targets: ["Grading"]),
        .library(name: "WorkbookSite", targets: ["Site"]),
        .library(name: "WorkbookSandbox", targets: ["Sandbox"]),
        .library(name: "WorkbookToolchain", targets: ["Toolchain"]),
        .library(name: "WorkbookHashing", targets: ["Hashing"]),
        // Launched by `workbook grade --similarity`; its own product so the
        // learner's `workbook` never links swift-syntax.
        .executable(name: "workbook-similarity", targets: ["workbook-similarity"]),
    ] + chapters.map { .executable(name: $0.target, targets: [$0.target]) },
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-crypto.git", from: "4.0.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax.git", from: "602.0.0"),
        // Assignment files (`workbook grade --assignment hw1.toml`) and the
        // chapters' quiz answer files (`Chapters/quiz-answers/*.toml`).
        .package(url: "https://github.com/LebJe/TOMLKit.git", exact: "0.6.0"),
    ],
    targets: [
        // The C library, behind Sources/Markdown/CmarkBridge.swift only.
        .systemLibrary(
            name: "CCmark",
            pkgConfig: "libcmark",
            providers: [.apt(["libcmark-dev"]), .brew(["cmark"])]
        ),
        .target(name: "Markdown", dependencies: ["CCmark"], swiftSettings: ownCode),
        // Escaping and building HTML (and XML): every page and report shares it.
        .target(name: "Markup", swiftSettings: ownCode),
        // One spelling of a SHA-256 digest (hexadecimal) for every cache
        // key, record and file name; below Literate, so every target can use it.
        .target(name: "Hashing", dependencies: [crypto], swiftSettings: ownCode),
        .target(name: "Literate", dependencies: ["Markdown", "Hashing", .product(name: "TOMLKit", package: "TOMLKit")], swiftSettings: ownCode),
        // Outside text made harmless for a terminal, a log or a report
        // (SafeText) and for a spreadsheet (CSV, the one CSV writer); no
        // dependencies, so any target can use it.
        .target(name: "TextSafety", swiftSettings: ownCode),
        .target(name: "Sandbox", swiftSettings: ownCode),
        // Worker threads, each with its own sandbox slot: how a class is
        // graded (and a course verified) in parallel. No dependencies.
        .target(name: "Workers", swiftSettings: ownCode),
        .target(name: "Toolchain", dependencies: ["Sandbox", "Hashing"], swiftSettings: ownCode),
        .target(
            name: "Grading",
            // swift-crypto: SHA-256 for cache keys and program digests,
            // AES-GCM to open chapter 4's sealed strings in the grader's
            // own process.
            dependencies: ["Literate", "Hashing", "Sandbox", "TextSafety", "Toolchain", crypto],
            resources: [.copy("Harness")],
            swiftSettings: ownCode
        ),
        .target(name: "Verification", dependencies: ["Literate", "Toolchain", "Sandbox", "Grading", "Workers"], swiftSettings: ownCode),
        .target(
            name: "Classroom",
            dependencies: [
                "Grading", "Literate", "Hashing", "Markup", "Sandbox", "TextSafety", "Toolchain", "Workers", crypto,
                .product(name: "TOMLKit", package: "TOMLKit"),
            ],
            swiftSettings: ownCode
        ),
        // `workbook gradebook`: several assignments' grades.json into one Canvas CSV and one HTML page.
        .target(name: "Gradebook", dependencies: ["Classroom", "Markup", "TextSafety"], swiftSettings: ownCode),
        .target(
            name: "Site",
            dependencies: [
                "Markdown", "Literate", "Markup", "Workers",
                .product(name: "SwiftIDEUtils", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ],
            resources: [.copy("Assets")],
            swiftSettings: ownCode
        ),
        .target(name: "CourseSupport", dependencies: [crypto], swiftSettings: courseCode),
        // Token-based similarity of answers (swift-syntax): pure, no grading.
        .target(
            name: "Similarity",
            dependencies: [
                "Literate", "Markup", "TextSafety", "Workers", "Hashing",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ],
            swiftSettings: ownCode
        ),
        .executableTarget(
            name: "workbook-similarity",
            dependencies: [argumentParser, "Similarity", "Literate", "Classroom", "TextSafety"],
            swiftSettings: ownCode
        ),
        .executableTarget(
            name: "workbook",
            dependencies: [argumentParser, "Literate", "Grading", "Verification", "Classroom", "Gradebook", "Sandbox", "TextSafety", "Toolchain"],
            swiftSettings: ownCode
        ),
        .executableTarget(name: "workbook-render", dependencies: [argumentParser, "Literate", "Site"], swiftSettings: ownCode),

        // What several test targets share (a seeded random source).
        .target(name: "TestSupport", path: "Tests/TestSupport", swiftSettings: ownCode),
        .testTarget(name: "MarkdownTests", dependencies: ["Markdown"], swiftSettings: ownCode),
        .testTarget(name: "MarkupTests", dependencies: ["Markup"], swiftSettings: ownCode),
        .testTarget(name: "HashingTests", dependencies: ["Hashing", crypto], swiftSettings: ownCode),
        .testTarget(name: "LiterateTests", dependencies: ["Literate", "Markdown"], swiftSettings: ownCode),
        .testTarget(name: "TextSafetyTests", dependencies: ["TextSafety"], swiftSettings: ownCode),
        .testTarget(name: "SandboxTests", dependencies: ["Sandbox", "Toolchain", "TestSupport"], swiftSettings: ownCode),
        .testTarget(name: "ToolchainTests", dependencies: ["Toolchain", "Sandbox", "TestSupport"], swiftSettings: ownCode),
        .testTarget(name: "WorkersTests", dependencies: ["Workers"], swiftSettings: ownCode),
        .testTarget(
            name: "GradingTests",
            dependencies: [
                "Grading", "Verification", "TestSupport", "Literate", "Markdown", "Sandbox", "TextSafety", "Toolchain", crypto,
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ],
            exclude: ["Answers"],
            swiftSettings: ownCode
        ),
        .testTarget(name: "VerificationTests", dependencies: ["Verification", "Grading", "Literate", "Sandbox", "Toolchain"], swiftSettings: ownCode),
        .testTarget(
            name: "ClassroomTests",
            dependencies: ["Classroom", "Grading", "Literate", "Sandbox", "TextSafety", "Toolchain", "TestSupport"],
            swiftSettings: ownCode
        ),
        .testTarget(name: "GradebookTests", dependencies: ["Gradebook", "Classroom"], swiftSettings: ownCode),
        .testTarget(name: "SiteTests", dependencies: ["Site", "Literate"], swiftSettings: ownCode),
        .testTarget(
            name: "SimilarityTests",
            dependencies: [
                "Similarity", "Literate",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ],
            swiftSettings: ownCode
        ),
    ] + chapters.map { chapter in
        .executableTarget(
            name: chapter.target,
            dependencies: chapter.usesCrypto ? [crypto] : [],
            path: "Tangled/\(chapter.target)",
            // Flattened into the bundle's top level, as the grader's own
            // Bundle.module (a folder of the fixtures) is.
            resources: [.process("Resources")],
            swiftSettings: courseCode
        )
    }
)
