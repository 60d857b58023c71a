// placeholder-bench: prints measured figures, one section at a time or all of them.
//
//   placeholder-bench           every section, in order
//   placeholder-bench core      one section by name
//   placeholder-bench --help    the sections

import Foundation

/// One part of the benchmark, run by name.
struct BenchmarkSection {
    let name: String
    let summary: String
    let run: @MainActor () -> Void
}

/// Every section, in the order a run without arguments takes them. Add new ones here.
let sections = [
    BenchmarkSection(
        name: "core", summary: "PlaceholderCore: ns per edit event at a 1-character and a 10 MB document",
        run: CoreEventBenchmark.run),
]

func printUsage() {
    print("usage: placeholder-bench [section]\nsections (all, in this order, without an argument):")
    for section in sections { print("  \(section.name.padding(toLength: 8, withPad: " ", startingAt: 0))\(section.summary)") }
}

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case nil:
    for section in sections { section.run() }
case "-h", "--help":
    printUsage()
case let name?:
    guard arguments.count == 1, let section = sections.first(where: { $0.name == name }) else {
        FileHandle.standardError.write(Data("placeholder-bench: unknown arguments \(arguments)\n".utf8))
        printUsage()
        exit(2)
    }
    section.run()
}
