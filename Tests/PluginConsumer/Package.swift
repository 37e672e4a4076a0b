// swift-tools-version:6.0
// A package that uses ButtonCheck the way a design system's package would: it depends on it and runs
// `swift package buttoncheck check specs` (PluginTests lists and runs the plugin here).
import PackageDescription

let package = Package(
    name: "PluginConsumer",
    platforms: [.macOS(.v14)],
    dependencies: [.package(name: "ButtonCheck", path: "../..")],
    targets: [
        .target(name: "DesignSystem", path: "Sources/DesignSystem")
    ]
)
