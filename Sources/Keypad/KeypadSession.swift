import CountOnMeExpressions
import CountOnMeLocalization
import CountOnMeNumbers

/// The brain of a calculator app's keypad: it receives key presses, keeps the expression valid,
/// computes on `=`, and tells its observer what to show and when to alert. A front end (GTK, Qt,
/// web, terminal) only draws keys and the display.
///
/// Numbers are exact up to ``maximumDigits`` (`12345678901234567890 × 10` is exact); the number
/// being typed is grouped as the locale groups it. Every key either applies completely or raises
/// an alert and changes nothing, so nothing typed is lost. Not thread-safe: use a session from one
/// thread at a time.
public final class KeypadSession {
    /// Evaluates the calculations, always in algebraic mode and radians: the session writes its
    /// own mode and angle unit into what it evaluates (``input(of:)``, the function keys), so that
    /// every value it keeps means the same whatever the settings become.
    var calculator: Calculator { didSet { shownDisplay = nil; lastRefusal = nil } }
    /// Algebraic precedence or left to right, for the calculations to come.
    var mode: EvaluationMode { didSet { lastRefusal = nil } }
    var state = KeypadState() { didSet { shownDisplay = nil; lastRefusal = nil } }
    /// The key refused last and why, while the state, calculator and mode stay as they were: the
    /// same key then gives the same alert without computing it again (a value whose sign only the
    /// precision ceiling decides took tens of milliseconds to refuse, at every press). Not kept
    /// for a refusal that may not recur: memory running out, an interruption.
    private var lastRefusal: (key: KeypadKey, error: CalculationError)?
    /// The display of the state and calculator as they are, once written: it is read several
    /// times a key (before and after it, then by the front end), and a result may have 100,000
    /// digits. Forgotten whenever either changes.
    private var shownDisplay: KeypadDisplay?
    /// The number typed last and how the locale writes it: the display is read several times a
    /// key (before, after, by the front end), and a long entry is written once.
    private var typedDisplay: (number: KeypadState.TypedNumber, text: String)?

    /// Called after every key that changed the display.
    public var onDisplayChange: ((KeypadDisplay) -> Void)?
    /// Called when a key raises an alert (the state is unchanged).
    public var onAlert: ((KeypadAlert) -> Void)?
    /// Called after the memory changed (`M+`, `M−`, `MC`): a front end updates its "M" indicator
    /// from ``memoryIsSet`` or ``memoryDisplay``.
    public var onMemoryChange: (() -> Void)?
    /// Called after the history tape changed (an entry added by `=`, removed or cleared).
    public var onHistoryChange: (() -> Void)?

    /// A session with the settings (mode, angle unit, digits, limits) and locale of `calculator`,
    /// which it does not use afterwards; its numbers are held to ``maximumDigits``.
    public init(calculator: Calculator) {
        mode = calculator.settings.mode
        state.angleUnit = calculator.settings.angleUnit
        self.calculator = calculator.copy(mode: .algebraic, angleUnit: .radians, maximumDigits: Self.maximumDigits)
    }

    /// The most digits a session's numbers have (the number typed, the memory, each result), or
    /// the calculator's digit limit when it is lower: 10,000. A keypad is for numbers people type
    /// and read, and at this size every key stays under 2 ms (`make bench`) so that a front end may
    /// press keys on its drawing thread; at the calculator's default limit of 100,000 digits,
    /// writing one result in decimal takes GMP 3.7 ms and typing a digit regroups 100,000 (about
    /// 2 ms). Past it, as in a calculation: a digit that would make the number typed longer raises
    /// the alert ``CountOnMeExpressions/ErrorCode/resultTooLarge``, and a computed result that
    /// would need more digits is computed within bounds and shown rounded (`9 x² x² … =`).
    public static let maximumDigits = 10_000

    /// The session's settings: those it was made or configured with, with the angle unit `DRG`
    /// chose.
    public var settings: CalculatorSettings {
        var settings = calculator.settings
        settings.mode = mode
        settings.angleUnit = state.angleUnit
        return settings
    }

    /// The session's locale.
    public var locale: CalculatorLocale { calculator.locale }

    /// The title and message of an error, in the session's language.
    public func title(for error: CalculationError) -> String { calculator.title(for: error) }

    /// What to show now.
    public var display: KeypadDisplay {
        if let shownDisplay { return shownDisplay }
        let display = writtenDisplay()
        shownDisplay = display
        return display
    }

    /// The display of the state as it is, written.
    private func writtenDisplay() -> KeypadDisplay {
        if state.showsResult, let result = state.result {
            let expression = Self.text(of: state.resultPieces) + " ="
            return KeypadDisplay(expression: expression, main: result.display, line: expression + " " + result.display,
                                 angleUnit: state.angleUnit,
                                 steps: Self.steps(of: state.resultPieces.map { ($0.role, $0.display) }) + "\n= " + result.display)
        }
        // A typed number's display was checked when it was typed (``press(_:)`` alerts when ICU
        // cannot write it), so its input never stands in for it in practice.
        let currentDisplay = state.current.map { display(of: $0) ?? $0.input }
        let expression = (state.pieces.map(\.display) + (currentDisplay.map { [$0] } ?? [])).joined(separator: " ")
        let main = currentDisplay ?? state.pieces.last(where: { $0.role == .operand })?.display
            ?? state.result?.display ?? "0"
        let pieces = state.pieces.map { ($0.role, $0.display) } + (currentDisplay.map { [(KeypadState.Piece.Role.operand, $0)] } ?? [])
        return KeypadDisplay(expression: expression, main: main, line: expression.isEmpty ? "0" : expression,
                             angleUnit: state.angleUnit, steps: pieces.isEmpty ? "0" : Self.steps(of: pieces))
    }

    /// Pieces (their roles and displays) stacked as a step calculator shows them: a new line
    /// before each binary operator, the other pieces after a space on the current line.
    static func steps(of pieces: [(role: KeypadState.Piece.Role, display: String)]) -> String {
        var lines: [String] = []
        for piece in pieces {
            if piece.role == .binaryOperator || lines.isEmpty {
                lines.append(piece.display)
            } else {
                lines[lines.count - 1] += " " + piece.display
            }
        }
        return lines.joined(separator: "\n")
    }

    /// What the display shows of `operand`; `nil` only when ICU cannot write a typed number.
    func display(of operand: KeypadOperand) -> String? {
        guard case .typed(let number) = operand.base, operand.transforms.isEmpty else { return operand.display(in: calculator.locale) }
        if let written = typedDisplay, written.number == number { return written.text }
        guard let text = operand.display(in: calculator.locale) else { return nil }
        typedDisplay = (number, text)
        return text
    }

    /// Forgets how the last typed number was written (the locale or the settings changed).
    func forgetTypedDisplay() {
        typedDisplay = nil
        shownDisplay = nil
    }

    /// Pieces as the display writes them, one space apart.
    static func text(of pieces: [KeypadState.Piece]) -> String {
        pieces.map(\.display).joined(separator: " ")
    }

    /// The history tape, oldest first.
    public var history: [KeypadHistoryEntry] { state.history }

    /// Presses `key`. Returns the alert it raised, if any (the state is then unchanged).
    @discardableResult
    public func press(_ key: KeypadKey) -> KeypadAlert? {
        if let refusal = lastRefusal, refusal.key == key { return raise(refusal.error) }
        // Before the key: DRG changes the calculator's angle unit, which the display shows.
        let before = display
        var next = state
        do throws(CalculationError) {
            try apply(key, to: &next)
            // The entry is formatted by ICU, which fails only when memory runs out: alert then,
            // with nothing changed, rather than show the number in another format.
            if let current = next.current, display(of: current) == nil {
                throw CalculationError.outOfMemory()
            }
        } catch {
            if error.code != .outOfMemory && error.code != .interrupted { lastRefusal = (key, error) }
            return raise(error)
        }
        commit(next, displayBefore: before)
        return nil
    }

    /// Presses the key with this label (`7`, `×`, `*`, `AC`, `M+`), or with the label the
    /// session's locale gives it (``label(for:)``: the decimal separator `,` in French, `٧` in Arabic).
    public func press(label: String) -> KeypadAlert? {
        guard let key = KeypadKey(label: label) ?? KeypadKey.allCases.first(where: { $0.isLocalized && self.label(for: $0) == label }) else {
            return raise(.invalidArgument(Message(.keypadUnknownLabel, [.text(label)])))
        }
        return press(key)
    }

    /// Makes history entry `index` the operand being edited, as `MR` does with the memory.
    @discardableResult
    public func recall(historyIndex index: Int) -> KeypadAlert? {
        guard state.history.indices.contains(index) else {
            return raise(.invalidArgument(Message(.keypadNoHistoryEntry, [.integer(index)])))
        }
        var next = state
        insertValue(.value(state.history[index].value), into: &next)
        commit(next)
        return nil
    }

    /// Whether the memory holds a value (`M+`/`M−` since the last `MC`): a front end shows "M".
    public var memoryIsSet: Bool { state.memory != nil }

    /// The label of `key` as this session's locale shows it: digits in the locale's own digits
    /// (`٧` in Arabic), the decimal separator the locale's (`,` in French), others as ``KeypadKey/label``.
    public func label(for key: KeypadKey) -> String {
        if key == .decimalSeparator { return decimalSeparatorLabel }
        guard key.isLocalized else { return key.label }
        // A digit key (isLocalized, not the separator): its value 0–9 indexes the ten symbols.
        return calculator.locale.digitSymbols[Int(key.rawValue - KeypadKey.digit0.rawValue)]
    }

    /// The decimal separator as this session's locale writes it (from ICU's symbols, read once:
    /// no formatting that could fail and fall back to another locale's separator).
    public var decimalSeparatorLabel: String { calculator.locale.decimalSeparatorSymbol }

    // MARK: Committing and alerting

    func commit(_ next: KeypadState, displayBefore: KeypadDisplay? = nil) {
        let before = displayBefore ?? display
        let memoryChanged = next.memory != state.memory
        let historyChanged = next.history != state.history
        state = next
        let after = display
        if after != before { onDisplayChange?(after) }
        if memoryChanged { onMemoryChange?() }
        if historyChanged { onHistoryChange?() }
    }

    func raise(_ error: CalculationError) -> KeypadAlert {
        let alert = KeypadAlert(error: error, messages: calculator.locale.messages)
        onAlert?(alert)
        return alert
    }

    static func alert(_ code: ErrorCode, _ key: MessageKey) -> CalculationError {
        CalculationError(code: code, range: .none, message: Message(key))
    }

    /// `=`, an operator or a closing parenthesis where the calculation cannot end or go on.
    static let incomplete = alert(.missingOperand, .keypadIncomplete)

    // MARK: The expression being built

    /// Leaves a shown result: a new calculation starts (a digit) or continues from it (an operator).
    func leaveResult(_ s: inout KeypadState, continuing: Bool) {
        guard s.showsResult else { return }
        s.showsResult = false
        s.pieces = []
        s.lastOperation = nil
        s.current = continuing ? s.result.map { KeypadOperand.value($0) } : nil
    }

    /// Moves the operand being edited into the finished pieces.
    func finishCurrent(_ s: inout KeypadState) throws(CalculationError) {
        guard let current = s.current else { return }
        guard let display = display(of: current) else { throw CalculationError.outOfMemory() }
        s.pieces.append(.operand(current, display: display))
        s.current = nil
    }

    /// Before a new operand where none is being edited: an implicit `×` after a finished
    /// operand (`2 (`, `) 3`, `7 MR`), as calculators do. The one place of that rule.
    func beginOperand(_ s: inout KeypadState) {
        if s.current == nil, s.endsWithOperand { s.pieces.append(.binary(.multiply)) }
    }

    /// `0`, as a value in `locale`.
    static func zero(_ locale: CalculatorLocale) -> KeypadValue {
        KeypadValue(input: "0", writing: .result, display: locale.digitSymbols[0])
    }
}

extension KeypadState {
    /// A cleared state that keeps the memory, the history tape and the angle unit.
    func cleared() -> KeypadState {
        var cleared = KeypadState()
        cleared.memory = memory
        cleared.history = history
        cleared.angleUnit = angleUnit
        return cleared
    }
}
