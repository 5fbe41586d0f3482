// swift-tools-version:6.2
import Foundation
import PackageDescription

/// `workbook serve`'s web server: its own package, so the course's package
/// (one folder up) never resolves or builds a web server. `workbook serve`
/// builds it on first use, into the course's own `.build`
/// (`--scratch-path`), so the course's modules are not compiled twice.
/// See docs/SERVE.md for why Hummingbird.
///
/// The course's package is a dependency by path; SwiftPM names a path
/// dependency after its folder, which is whatever the clone is called.
let coursePackage = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let ownCode: [SwiftSetting] = [.swiftLanguageMode(.v6)]

let package = Package(
    name: "WorkbookServer",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "workbook-server", targets: ["workbook-server"]),
    ],
    dependencies: [
        .package(path: ".."),
        // No default traits: the server needs neither swift-configuration nor
        // the full-Foundation extras, and every trait is build time.
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.0", traits: []),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
        // Hummingbird's own dependencies, named because the server imports
        // their modules (its request and response types, its logger).
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.0.0"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.0.0"),
        .package(url: "https://github.com/apple/swift-http-types.git", from: "1.0.0"),
    ],
    targets: [
        .target(
            name: "WorkbookServer",
            dependencies: [
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "WorkbookGrading", package: coursePackage),
                .product(name: "WorkbookSandbox", package: coursePackage),
                .product(name: "WorkbookToolchain", package: coursePackage),
                .product(name: "WorkbookHashing", package: coursePackage),
                .product(name: "WorkbookSite", package: coursePackage),
                .product(name: "WorkbookLiterate", package: coursePackage),
                .product(name: "WorkbookMarkdown", package: coursePackage),
            ],
            swiftSettings: ownCode
        ),
        .executableTarget(
            name: "workbook-server",
            dependencies: [
                "WorkbookServer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "WorkbookSandbox", package: coursePackage),
            ],
            swiftSettings: ownCode
        ),
        .testTarget(
            name: "WorkbookServerTests",
            dependencies: [
                "WorkbookServer",
                .product(name: "WorkbookGrading", package: coursePackage),
                .product(name: "WorkbookLiterate", package: coursePackage),
            ],
            swiftSettings: ownCode
        ),
    ]
)
