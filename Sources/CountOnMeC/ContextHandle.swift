import CountOnMe

/// The object behind a `countonme_context *`: a calculator, the locale options it was built
/// from, and the record of the last call.
final class ContextHandle: OpaqueHandle {
    let calculator: Calculator
    /// The locale name the caller gave; `nil` means the environment's.
    private(set) var localeName: String?
    private(set) var grouping: Grouping = .automatic
    private(set) var numbering: DigitStyle = .localeDefault
    /// The last call's error, `nil` after a success.
    private(set) var lastError: CalculationError?
    /// The text the last error's range is in (the expression or number given), when it has one.
    private(set) var lastErrorInput: String?

    init(localeName: String?) {
        self.localeName = localeName
        calculator = Calculator(locale: ContextHandle.makeLocale(localeName, grouping: .automatic, numbering: .localeDefault))
    }

    private static func makeLocale(_ name: String?, grouping: Grouping, numbering: DigitStyle) -> CalculatorLocale {
        guard let name else { return .fromEnvironment(grouping: grouping, digits: numbering) }
        return CalculatorLocale(identifier: name, grouping: grouping, digits: numbering)
    }

    /// Replaces the locale and its display options, keeping settings and `ans`.
    func setLocale(_ name: String?, grouping: Grouping? = nil, numbering: DigitStyle? = nil) {
        localeName = name
        self.grouping = grouping ?? self.grouping
        self.numbering = numbering ?? self.numbering
        calculator.update(ContextHandle.makeLocale(name, grouping: self.grouping, numbering: self.numbering))
    }

    /// Records a success and returns `COUNTONME_OK`.
    func succeed() -> Int32 {
        lastError = nil
        lastErrorInput = nil
        return Status.ok
    }

    /// Records `error`, found in `input` when its range is in a text, and returns its status.
    func fail(_ error: CalculationError, in input: String? = nil) -> Int32 {
        lastError = error
        lastErrorInput = input
        return error.code.rawValue
    }

    /// Runs `body`, recording its success or its error; returns the status.
    func attempt(_ body: () throws(CalculationError) -> Void) -> Int32 {
        do {
            try body()
            return succeed()
        } catch {
            return fail(error)
        }
    }

    /// Records an invalid argument; `message` says which and why.
    func failInvalidArgument(_ message: Message) -> Int32 {
        fail(.invalidArgument(message))
    }

    /// The text of the C string `text`, the parameter `parameter` of the call; `nil` when it is
    /// NULL or not UTF-8, with that invalid argument recorded (the call then returns
    /// `COUNTONME_ERROR_INVALID_ARGUMENT`).
    func argument(_ text: UnsafePointer<CChar>?, named parameter: String) -> String? {
        guard let text else {
            _ = failInvalidArgument(Message(.argumentNull, [.text(parameter)]))
            return nil
        }
        guard let string = CText.read(text) else {
            _ = failInvalidArgument(Message(.argumentNotUTF8, [.text(parameter)]))
            return nil
        }
        return string
    }

    /// Records that memory ran out.
    func failOutOfMemory() -> Int32 {
        fail(.outOfMemory())
    }
}
