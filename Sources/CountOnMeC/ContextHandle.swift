import CountOnMe

/// The object behind a `countonme_context *`: a calculator, the locale options it was built
/// from, and the record of the last call.
final class ContextHandle: OpaqueHandle {
    let calculator: Calculator
    /// The locale name the caller gave; `nil` means the environment's.
    private(set) var localeName: String?
    private(set) var grouping: Grouping = .automatic
    private(set) var numbering: DigitStyle = .localeDefault
    /// The last call's error, `nil` after a success. Every call writes it, and the runtime's
    /// exclusivity check cost more than the write: it is not made (`@exclusivity(unchecked)`).
    /// A context is used by one thread at a time (the header's rule), and no access to these
    /// two is held across a call out.
    @exclusivity(unchecked) private(set) var lastError: CalculationError?
    /// The text the last error's range is in (the expression or number given), when it has one.
    @exclusivity(unchecked) private(set) var lastErrorInput: String?

    /// The locale names numbers and messages follow: the caller's, or the environment's as read
    /// when the locale was chosen (a later change of the environment does not move the context).
    private var names: (numbers: String?, messages: String?)

    /// A context in the locale `localeName` (`nil`: the environment's, read now); `nil` when ICU
    /// cannot open the locale's data (memory ran out).
    init?(localeName: String?) {
        self.localeName = localeName
        names = ContextHandle.names(for: localeName)
        guard let locale = CalculatorLocale(numbers: names.numbers, messages: names.messages) else { return nil }
        calculator = Calculator(locale: locale)
    }

    /// The names a locale name stands for; `nil` means the environment's, read now.
    private static func names(for localeName: String?) -> (numbers: String?, messages: String?) {
        guard let localeName else {
            return (LocaleResolution.environmentName(for: .numbers), LocaleResolution.environmentName(for: .messages))
        }
        return (localeName, localeName)
    }

    /// Switches to the locale `name` (`nil`: the environment's, read now), keeping the display
    /// options, the settings and `ans`. Throws, changing nothing, `invalidArgument` when the
    /// native digits asked for cannot be written in it (zh), `outOfMemory` when ICU cannot open
    /// the locale's data.
    func setLocale(_ name: String?) throws(CalculationError) {
        let names = ContextHandle.names(for: name)
        try rebuildLocale(names: names, grouping: grouping, numbering: numbering)
        localeName = name
        self.names = names
    }

    /// Changes a display option of the locale in use, which stays the one chosen. Throws, changing
    /// nothing, as ``setLocale(_:)`` does.
    func setDisplay(grouping: Grouping? = nil, numbering: DigitStyle? = nil) throws(CalculationError) {
        let grouping = grouping ?? self.grouping, numbering = numbering ?? self.numbering
        try rebuildLocale(names: names, grouping: grouping, numbering: numbering)
        self.grouping = grouping
        self.numbering = numbering
    }

    private func rebuildLocale(names: (numbers: String?, messages: String?), grouping: Grouping, numbering: DigitStyle) throws(CalculationError) {
        if let problem = LocaleResolution.problem(with: names.numbers, digits: numbering) {
            throw problem.key == .outOfMemory ? CalculationError.outOfMemory() : CalculationError.invalidArgument(problem)
        }
        guard let locale = CalculatorLocale(numbers: names.numbers, messages: names.messages, grouping: grouping, digits: numbering) else {
            throw CalculationError.outOfMemory()
        }
        calculator.update(locale)
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
