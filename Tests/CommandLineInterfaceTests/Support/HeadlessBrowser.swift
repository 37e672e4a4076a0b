import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Headless Chromium driven over the DevTools protocol through `--remote-debugging-pipe` (JSON
/// messages ended by a NUL byte: the browser reads them on descriptor 3 and writes on 4), so a test
/// can open pages as files, see their console errors, ask the page questions and watch it reload.
final class HeadlessBrowser {
    /// `chromium-headless-shell` or `chromium` on the PATH (`.ci/run` installs the first).
    static var executable: String? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":").map(String.init)
        for name in ["chromium-headless-shell", "chromium", "chromium-browser"] {
            if let path = folders.map({ $0 + "/" + name }).first(where: { FileManager.default.isExecutableFile(atPath: $0) }) {
                return path
            }
        }
        return nil
    }

    private var pid: pid_t = 0
    private let toBrowser: Int32, fromBrowser: Int32
    private var buffer: [UInt8] = []
    private var nextID = 0
    private let profile: String
    /// Events received and not yet taken, in order.
    private(set) var events: [[String: Any]] = []
    /// Errors the pages reported: console errors, uncaught exceptions, failed loads, policy violations.
    private(set) var errors: [String] = []
    /// The page session commands go to.
    private var session: String?

    init(_ executable: String) throws {
        var input: [Int32] = [0, 0]
        var output: [Int32] = [0, 0]
        guard pipe(&input) == 0, pipe(&output) == 0 else { throw POSIXError(.EMFILE) }
        // Descriptors above 4, so the child's dup2 onto 3 and 4 never meets one of them.
        func high(_ descriptor: Int32) -> Int32 {
            let moved = fcntl(descriptor, F_DUPFD_CLOEXEC, 10)
            close(descriptor)
            return moved
        }
        let browserReads = high(input[0])
        let browserWrites = high(output[1])
        toBrowser = high(input[1])
        fromBrowser = high(output[0])
        profile = FileManager.default.temporaryDirectory.appendingPathComponent("HeadlessBrowser-\(UUID().uuidString)").path
        let arguments = [
            executable, "--remote-debugging-pipe", "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
            "--allow-file-access-from-files", "--user-data-dir=\(profile)", "about:blank",
        ]
        #if canImport(Glibc)
            var actions = posix_spawn_file_actions_t()
        #else
            var actions: posix_spawn_file_actions_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, browserReads, 3)
        posix_spawn_file_actions_adddup2(&actions, browserWrites, 4)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var argv = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        let status = posix_spawn(&pid, executable, &actions, nil, &argv, environ)
        close(browserReads)
        close(browserWrites)
        guard status == 0 else { throw POSIXError(POSIXErrorCode(rawValue: status) ?? .EIO) }
    }

    deinit {
        _ = try? send("Browser.close", browser: true, timeout: 5)
        close(toBrowser)
        close(fromBrowser)
        var status: Int32 = 0
        for _ in 0..<50 where waitpid(pid, &status, WNOHANG) == 0 { usleep(100_000) }
        if waitpid(pid, &status, WNOHANG) == 0 {
            kill(pid, SIGKILL)
            waitpid(pid, &status, 0)
        }
        try? FileManager.default.removeItem(atPath: profile)
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Opens a page (a new tab) at `url` and waits for its load event (images included).
    func open(_ url: String) throws {
        let created = try send("Target.createTarget", ["url": "about:blank"], browser: true)
        let target = created["targetId"] as? String ?? ""
        let attached = try send("Target.attachToTarget", ["targetId": target, "flatten": true], browser: true)
        session = attached["sessionId"] as? String
        for domain in ["Page.enable", "Runtime.enable", "Log.enable"] { _ = try send(domain) }
        // A tall window, so lazily loaded images below an ordinary fold load too.
        _ = try send("Emulation.setDeviceMetricsOverride", ["width": 1280, "height": 8000, "deviceScaleFactor": 1, "mobile": false])
        events.removeAll()
        _ = try send("Page.navigate", ["url": url])
        try waitForEvent("Page.loadEventFired", timeout: 20)
    }

    /// Evaluates an expression in the page; its value (JSON-compatible).
    func evaluate(_ expression: String) throws -> Any? {
        let result = try send("Runtime.evaluate", ["expression": expression, "returnByValue": true])
        return (result["result"] as? [String: Any])?["value"]
    }

    /// Waits for an event of the page, taking it and every event before it.
    func waitForEvent(_ method: String, timeout: Double) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if let index = events.firstIndex(where: { $0["method"] as? String == method }) {
                events.removeFirst(index + 1)
                return
            }
            guard let message = try receive(until: deadline) else { throw Failure(description: "no \(method) within \(timeout) s") }
            take(message)
        }
    }

    /// Sends a command (to the page, or with `browser` to the browser) and returns its result.
    @discardableResult
    func send(_ method: String, _ parameters: [String: Any] = [:], browser: Bool = false, timeout: Double = 20) throws -> [String: Any] {
        nextID += 1
        let id = nextID
        var message: [String: Any] = ["id": id, "method": method, "params": parameters]
        if !browser, let session { message["sessionId"] = session }
        var bytes = [UInt8](try JSONSerialization.data(withJSONObject: message))
        bytes.append(0)
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { write(toBrowser, $0.baseAddress! + written, $0.count - written) }
            guard count > 0 else { throw Failure(description: "the browser closed its pipe") }
            written += count
        }
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            guard let reply = try receive(until: deadline) else { throw Failure(description: "no reply to \(method) within \(timeout) s") }
            if reply["id"] as? Int == id {
                if let error = reply["error"] as? [String: Any] { throw Failure(description: "\(method): \(error)") }
                return reply["result"] as? [String: Any] ?? [:]
            }
            take(reply)
        }
    }

    /// Keeps an event, noting the errors among them.
    private func take(_ message: [String: Any]) {
        guard let method = message["method"] as? String else { return }
        let parameters = message["params"] as? [String: Any] ?? [:]
        switch method {
        case "Runtime.consoleAPICalled" where parameters["type"] as? String == "error":
            errors.append("console.error: \(parameters["args"] ?? "")")
        case "Runtime.exceptionThrown":
            errors.append("exception: \(parameters["exceptionDetails"] ?? "")")
        case "Log.entryAdded":
            if let entry = parameters["entry"] as? [String: Any], entry["level"] as? String == "error" {
                errors.append("\(entry["source"] ?? ""): \(entry["text"] ?? "") \(entry["url"] ?? "")")
            }
        default:
            break
        }
        events.append(message)
    }

    /// The next message, nil when none came before the deadline.
    private func receive(until deadline: Date) throws -> [String: Any]? {
        while true {
            if let end = buffer.firstIndex(of: 0) {
                let data = Data(buffer[..<end])
                buffer.removeSubrange(...end)
                return try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
            }
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { return nil }
            var descriptor = pollfd(fd: fromBrowser, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, Int32(min(left, 1) * 1000) + 1)
            if ready <= 0 { continue }
            var chunk = [UInt8](repeating: 0, count: 65536)
            let count = chunk.withUnsafeMutableBytes { read(fromBrowser, $0.baseAddress, $0.count) }
            guard count > 0 else { throw Failure(description: "the browser closed its pipe") }
            buffer += chunk[..<count]
        }
    }
}
