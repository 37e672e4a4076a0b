// swift-tools-version:6.0
// ButtonCheck: lays out button and form specs at every Dynamic Type size, renders them and checks them.
// The pipeline runs one way: Spec → Layout (shaped by Text) → Raster → Checks → Reports. Goldens is a
// sibling branch fed by the same pixels (Pixels, encoded by PNG); its outcomes join the findings in Reports.
// Each C library sits behind a system-library target imported, with `internal import`, by exactly one
// Swift module. ButtonCheck runs both branches and re-exports a facade, not the stages.
import PackageDescription

let package = Package(
    name: "ButtonCheck",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "ButtonCheck", targets: ["ButtonCheck"]),
        .executable(name: "buttoncheck", targets: ["buttoncheck"]),
        // In a package that depends on ButtonCheck: `swift package buttoncheck check specs …` for runs that
        // only read the package, `swift package buttoncheck-write …` for runs that record or write into it.
        .plugin(name: "ButtonCheckPlugin", targets: ["ButtonCheckPlugin", "ButtonCheckWritingPlugin"]),
    ],
    targets: [
        // C libraries (apt on Debian/Ubuntu, brew on macOS); found through pkg-config.
        .systemLibrary(
            name: "CPNG", path: "Sources/CPNG", pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"]), .brew(["libpng"])]),
        .systemLibrary(
            name: "CFreeType", path: "Sources/CFreeType", pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"]), .brew(["freetype"])]),
        .systemLibrary(
            name: "CHarfBuzz", path: "Sources/CHarfBuzz", pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"]), .brew(["harfbuzz"])]),
        .systemLibrary(
            name: "CFriBidi", path: "Sources/CFriBidi", pkgConfig: "fribidi",
            providers: [.apt(["libfribidi-dev"]), .brew(["fribidi"])]),
        .systemLibrary(
            name: "CXXHash", path: "Sources/CXXHash", pkgConfig: "libxxhash",
            providers: [.apt(["libxxhash-dev"]), .brew(["xxhash"])]),

        .systemLibrary(
            name: "CZlib", path: "Sources/CZlib", pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]),

        // libpng's full write API behind a C function, so its setjmp/longjmp stays in C; it writes the
        // image data's zlib stream itself (runs of repeated rows as back-references).
        .target(name: "CPNGWriter", dependencies: ["CPNG", "CZlib"]),

        // Pipeline stages.
        .target(name: "Limits"),
        // Bounded reading and atomic writing of files (POSIX), for every file read or written.
        .target(name: "Files"),
        .target(name: "Pixels"),
        // The increased-contrast colour table with its sources, read by a test (SystemColor holds the values).
        // The one strict JSON reader and writer (specs, configuration, reports, the goldens manifest,
        // every --json output), with source locations and JSONPaths for diagnostics.
        .target(name: "JSON"),
        .target(
            name: "Spec", dependencies: ["JSON", "Limits", "Files"],
            exclude: ["Reference/system-colors-increased-contrast.json", "Reference/system-colors.json"]),
        // Fonts, bidi (FriBidi), shaping (HarfBuzz) and glyphs (FreeType).
        .target(name: "Text", dependencies: ["CFreeType", "CHarfBuzz", "CFriBidi", "Files"]),
        .target(name: "PNG", dependencies: ["CPNG", "CPNGWriter", "Pixels", "Limits", "Files"]),
        .target(name: "Layout", dependencies: ["Pixels", "Spec", "JSON", "Text", "Limits"]),
        .target(name: "Raster", dependencies: ["Pixels", "Spec", "JSON", "Text", "Layout", "Limits"]),
        // What a screen reader visits and speaks in each laid-out case (VoiceOver's navigation order).
        .target(name: "Accessibility", dependencies: ["Spec", "JSON", "Text", "Layout"]),
        .target(name: "Checks", dependencies: ["Pixels", "Spec", "JSON", "Layout", "Raster", "Accessibility"]),
        .target(name: "Goldens", dependencies: ["Pixels", "PNG", "Spec", "JSON", "Limits", "Files", "CXXHash"]),
        .target(name: "Reports", dependencies: ["Spec", "JSON", "Checks"]),

        // The runner and public API (sweeps, Verification) with its facade (Exports.swift).
        .target(
            name: "ButtonCheck",
            dependencies: [
                "Spec", "Text", "Layout", "Pixels", "PNG", "Raster", "Checks", "Goldens", "Reports", "Files",
                "Accessibility",
            ]),
        // Release-build benchmark: every stage per render, and whole commands against their peers.
        .executableTarget(
            name: "buttoncheck-benchmark",
            dependencies: ["ButtonCheck", "Spec", "JSON", "Layout", "Raster", "Checks", "Goldens", "PNG", "ProcessMemory"]),
        // A spawned child's peak memory (wait4, or its VmHWM from /proc on Linux), for the benchmark and the fuzz tests,
        // which run the built tool as a child process. Outside the pipeline: no stage imports it.
        .target(name: "ProcessMemory"),

        // The command line: a library (so its parser is tested) and a thin executable.
        // `--version` names the commit too: BuildCommitPlugin asks git before every build (nil without one).
        .target(
            name: "CommandLineInterface",
            dependencies: [
                "ButtonCheck", "Spec", "JSON", "Text", "Layout", "PNG", "Raster", "Checks", "Goldens", "Reports", "Limits", "Files",
                "Accessibility",
            ],
            plugins: ["BuildCommitPlugin"]),
        .plugin(name: "BuildCommitPlugin", capability: .buildTool(), exclude: ["build-commit.sh"]),
        .executableTarget(name: "buttoncheck", dependencies: ["CommandLineInterface"]),
        // The command plugins: build the tool above optimized (through the package manager, not as a
        // plugin dependency, which would be a debug build) and run it in the package that uses them. The
        // first asks for no permission, so read-only runs need no terminal; the second asks to write into
        // the package. They share Plugins/Shared (symbolic links in each plugin's folder).
        .plugin(
            name: "ButtonCheckPlugin",
            capability: .command(
                intent: .custom(
                    verb: "buttoncheck",
                    description:
                        "Check, validate or render the package's ButtonCheck specs without writing into the package (renders go to the plugin's work folder)."
                ))),
        .plugin(
            name: "ButtonCheckWritingPlugin",
            capability: .command(
                intent: .custom(
                    verb: "buttoncheck-write",
                    description:
                        "Run buttoncheck where it writes into the package: record goldens, --out or --report there, review --accept|--reject."
                ),
                permissions: [
                    .writeToPackageDirectory(
                        reason: "buttoncheck writes renders, reports, goldens and pending goldens into the package's folders")
                ])),

        // Coverage-guided fuzzing (docs/fuzzing.md): FuzzTargets feeds each input to a real reader (JSON, spec with
        // its catalog and tokens, goldens manifest, PNG, merge-reports); each fuzz-* executable is one target. A plain
        // build makes them replayers (`fuzz-json FILE…`); scripts/fuzz builds them with -sanitize=fuzzer,address
        // and -DFUZZING into .build/fuzz, where they are libFuzzer binaries. The regression test is FuzzTests.
        .target(
            name: "FuzzTargets", dependencies: ["JSON", "Spec", "Goldens", "PNG", "Pixels", "Reports", "Files"],
            path: "Sources/Fuzz/Targets"),
        .executableTarget(name: "fuzz-json", dependencies: ["FuzzTargets"], path: "Sources/Fuzz/fuzz-json"),
        .executableTarget(name: "fuzz-spec", dependencies: ["FuzzTargets"], path: "Sources/Fuzz/fuzz-spec"),
        .executableTarget(name: "fuzz-manifest", dependencies: ["FuzzTargets"], path: "Sources/Fuzz/fuzz-manifest"),
        .executableTarget(name: "fuzz-png", dependencies: ["FuzzTargets"], path: "Sources/Fuzz/fuzz-png"),
        .executableTarget(name: "fuzz-merge-reports", dependencies: ["FuzzTargets"], path: "Sources/Fuzz/fuzz-merge-reports"),

        // What the test suites share: the golden helper (assertGolden, one record switch) and the
        // monospace stand-in for the text engine.
        .target(name: "TestSupport", dependencies: ["Files", "Goldens", "PNG", "Pixels", "Spec", "Text"], path: "Tests/TestSupport"),
        .testTarget(name: "TestSupportTests", dependencies: ["TestSupport", "Pixels"]),

        .testTarget(name: "PixelsTests", dependencies: ["Pixels"]),
        .testTarget(name: "FilesTests", dependencies: ["Files"]),
        .testTarget(name: "JSONTests", dependencies: ["JSON", "Spec"]),
        .testTarget(name: "SpecTests", dependencies: ["Spec", "JSON", "Limits", "TestSupport"]),
        .testTarget(name: "TextTests", dependencies: ["Text"], exclude: ["Fixtures"]),
        .testTarget(name: "LayoutTests", dependencies: ["Layout", "Spec", "Text", "Limits", "TestSupport"], exclude: ["Goldens"]),
        .testTarget(name: "AccessibilityTests", dependencies: ["Accessibility", "Layout", "Spec", "Text", "TestSupport"]),
        .testTarget(
            name: "RasterTests", dependencies: ["Raster", "Pixels", "Layout", "Spec", "Text", "PNG", "Limits", "TestSupport"],
            exclude: ["Snapshots"]),
        .testTarget(
            name: "ChecksTests",
            dependencies: ["Checks", "Accessibility", "Pixels", "Layout", "Spec", "JSON", "Raster", "Text", "TestSupport"]),
        .testTarget(name: "GoldensTests", dependencies: ["Goldens", "Pixels", "PNG", "Spec", "JSON", "Files"], exclude: ["Fixtures"]),
        .testTarget(name: "ReportsTests", dependencies: ["Reports", "Checks", "Spec", "JSON", "TestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "ButtonCheckTests", dependencies: ["ButtonCheck", "Spec", "JSON", "Text", "Layout", "Goldens", "PNG", "Pixels"]),
        .testTarget(name: "PNGTests", dependencies: ["PNG", "Pixels", "Limits", "Files"], exclude: ["Fixtures"]),
        // Generated specs through the real pipeline (in process, and the built tool as a child process), and
        // the kept libFuzzer crashers (Crashers/<target>/) replayed through FuzzTargets.
        .testTarget(
            name: "FuzzTests", dependencies: ["Spec", "Layout", "Text", "Limits", "FuzzTargets", "ProcessMemory"], exclude: ["Crashers"]),
        .testTarget(name: "ProcessMemoryTests", dependencies: ["ProcessMemory"], exclude: ["Fixtures"]),
        .testTarget(
            name: "CommandLineInterfaceTests", dependencies: ["CommandLineInterface", "Spec", "TestSupport"], exclude: ["Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)
