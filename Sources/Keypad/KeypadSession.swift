import CountOnMeExpressions
import CountOnMeLocalization
import CountOnMeNumbers

/// The brain of a calculator app's keypad: it receives key presses, keeps the expression valid,
/// computes on `=`, and tells its observer what to show and when to alert. A front end (GTK, Qt,
/// web, terminal) only draws keys and the display.
///
/// Numbers are exact and unbounded in length (`12345678901234567890 × 10` is exact); the number
/// being typed is grouped as the locale groups it. Every key either applies completely or raises
/// an alert and changes nothing, so nothing typed is lost. Not thread-safe: use a session from one
/// thread at a time.
public final class KeypadSession {
    /// Evaluates the calculations; its settings (mode, angle unit, digits) and locale apply.
    public let calculator: Calculator
    private var state = KeypadState()

    /// Called after every key that changed the display.
    public var onDisplayChange: ((KeypadDisplay) -> Void)?
    /// Called when a key raises an alert (the state is unchanged).
    public var onAlert: ((KeypadAlert) -> Void)?

    /// A session over `calculator` (which it uses for every `=`; its `ans` is not used).
    public init(calculator: Calculator) {
        self.calculator = calculator
    }

    /// What to show now.
    public var display: KeypadDisplay {
        let locale = calculator.locale
        if state.showsResult, let result = state.result {
            let expression = state.resultExpression + " ="
            return KeypadDisplay(expression: expression, main: result.display, line: expression + " " + result.display)
        }
        let currentDisplay = state.current.map { display(of: $0, locale) }
        let expression = (state.pieces.map(\.display) + (currentDisplay.map { [$0] } ?? [])).joined(separator: " ")
        let main = currentDisplay ?? state.pieces.last(where: { $0.kind == .operand })?.display ?? state.result?.display ?? "0"
        return KeypadDisplay(expression: expression, main: main, line: expression.isEmpty ? "0" : expression)
    }

    /// The history tape, oldest first.
    public var history: [KeypadHistoryEntry] { state.history }

    /// Presses `key`. Returns the alert it raised, if any (the state is then unchanged).
    @discardableResult
    public func press(_ key: KeypadKey) -> KeypadAlert? {
        var next = state
        do throws(CalculationError) {
            try apply(key, to: &next)
            // The entry is formatted by ICU, which fails only when memory runs out: alert then,
            // with nothing changed, rather than show the number in another format.
            if case .typed(let number) = next.current, entryDisplay(number, calculator.locale) == nil {
                throw CalculationError.outOfMemory()
            }
        } catch {
            return raise(error)
        }
        commit(next)
        return nil
    }

    /// Presses the key with this label (`7`, `×`, `*`, `AC`, `M+`, the locale's decimal separator).
    public func press(label: String) -> KeypadAlert? {
        guard let key = KeypadKey(label: label) ?? (label == decimalSeparatorLabel ? .decimalSeparator : nil) else {
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
        let entry = state.history[index]
        insertValue(display: entry.result, input: entry.resultInput, into: &next)
        commit(next)
        return nil
    }

    /// The decimal separator as this session's locale writes it.
    public var decimalSeparatorLabel: String {
        let typed = calculator.locale.formatEntry(negative: false, integerDigits: "0", fractionDigits: "") ?? "."
        return String(typed.unicodeScalars.dropFirst(typed.unicodeScalars.count - 1).map(Character.init))
    }

    // MARK: Committing and alerting

    private func commit(_ next: KeypadState) {
        let before = display
        state = next
        let after = display
        if after != before { onDisplayChange?(after) }
    }

    private func raise(_ error: CalculationError) -> KeypadAlert {
        let alert = KeypadAlert(error: error, title: calculator.title(for: error), message: calculator.message(for: error))
        onAlert?(alert)
        return alert
    }

    private static func alert(_ code: ErrorCode, _ key: MessageKey) -> CalculationError {
        CalculationError(code: code, range: .none, message: Message(key))
    }

    private static let incomplete = alert(.missingOperand, .keypadIncomplete)

    // MARK: Keys

    private func apply(_ key: KeypadKey, to s: inout KeypadState) throws(CalculationError) {
        if let digit = key.digit { return try type(digit: digit, into: &s) }
        switch key {
        case .decimalSeparator: try typeDecimalSeparator(into: &s)
        case .add, .subtract, .multiply, .divide, .power:
            if let op = key.infixOperator { try binary(Self.piece(op), into: &s) }
        case .equals: try equals(&s)
        case .allClear: s = KeypadState(memory: s.memory, history: s.history)
        case .clear: clear(&s)
        case .clearEntry:
            if s.showsResult { s = KeypadState(memory: s.memory, history: s.history) } else { s.current = nil }
        case .toggleSign: try toggleSign(&s)
        // Each operand's input is one parenthesized unit: in immediate mode `3 + (9)^2` would be
        // `(3 + 9)^2` (the fuzzer found memory keys squaring the memory that way).
        case .percent: try transform(&s) { ($0 + Operator.percent.symbol, "(" + $1 + Operator.percent.plainText + ")") }
        case .squareRoot: try transform(&s) { (Operator.squareRoot.symbol + Self.grouped($0), "sqrt(" + $1 + ")") }
        case .square: try transform(&s) { (Self.grouped($0) + "²", "((" + $1 + ")^2)") }
        case .reciprocal: try transform(&s) { ("1/" + Self.grouped($0), "(1/(" + $1 + "))") }
        case .keep:
            guard let result = s.result else { return }
            s.pieces = []
            s.current = .value(display: result.display, input: result.input)
            s.showsResult = false
        case .openParenthesis: openParenthesis(&s)
        case .closeParenthesis: try closeParenthesis(&s)
        case .memoryClear: s.memory = nil
        case .memoryRecall:
            let memory = s.memory ?? (display: Self.zero(calculator.locale), input: "0")
            insertValue(display: memory.display, input: memory.input, into: &s)
        case .memoryAdd: try updateMemory(&s, subtracting: false)
        case .memorySubtract: try updateMemory(&s, subtracting: true)
        case .digit0, .digit1, .digit2, .digit3, .digit4, .digit5, .digit6, .digit7, .digit8, .digit9:
            break   // typed above
        }
    }

    /// `0` in the locale's digits.
    private static func zero(_ locale: CalculatorLocale) -> String {
        locale.formatEntry(negative: false, integerDigits: "0", fractionDigits: nil) ?? "0"
    }

    /// An operator in the expression: shown as the table shows it, evaluated as ASCII text every
    /// locale reads the same way.
    private static func piece(_ op: Operator) -> KeypadState.Piece {
        KeypadState.Piece(kind: .binaryOperator, display: op.symbol, input: op.plainText)
    }

    private static let times = piece(.multiply)

    /// Whether an operand's exact input is a plain number (`42`, `(-7/2)`), as results, the memory
    /// and recalled entries are, rather than an expression such as `sqrt(2)`.
    private static func isNumber(_ input: String) -> Bool {
        input.utf8.allSatisfy { ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || $0 == UInt8(ascii: "(") || $0 == UInt8(ascii: ")")
            || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "/") }
    }

    /// A display wrapped in parentheses when it is more than one token.
    private static func grouped(_ display: String) -> String {
        display.contains(" ") ? "(" + display + ")" : display
    }

    private func display(of operand: KeypadState.Operand, _ locale: CalculatorLocale) -> String {
        switch operand {
        // A typed number's display was checked when it was typed (``press(_:)``).
        case .typed(let number): entryDisplay(number, locale) ?? number.input
        case .value(let display, _): display
        }
    }

    private func entryDisplay(_ number: KeypadState.TypedNumber, _ locale: CalculatorLocale) -> String? {
        locale.formatEntry(negative: number.negative, integerDigits: number.integer, fractionDigits: number.fraction)
    }

    private func input(of operand: KeypadState.Operand) -> String {
        switch operand {
        case .typed(let number): number.input
        case .value(_, let input): input
        }
    }

    /// Leaves a shown result: a new calculation starts (a digit) or continues from it (an operator).
    private func leaveResult(_ s: inout KeypadState, continuing: Bool) {
        guard s.showsResult else { return }
        s.showsResult = false
        s.pieces = []
        s.lastOperation = nil
        s.current = continuing ? s.result.map { .value(display: $0.display, input: $0.input) } : nil
    }

    /// Moves the operand being edited into the finished pieces.
    private func finishCurrent(_ s: inout KeypadState) {
        guard let current = s.current else { return }
        s.pieces.append(KeypadState.Piece(kind: .operand, display: display(of: current, calculator.locale), input: input(of: current)))
        s.current = nil
    }

    /// Whether the finished pieces end with something a new operand would multiply (`2(`, `)3`).
    private func endsWithOperand(_ s: KeypadState) -> Bool {
        guard let last = s.pieces.last else { return false }
        return last.kind == .operand || last.kind == .close
    }

    private func type(digit: Int, into s: inout KeypadState) throws(CalculationError) {
        leaveResult(&s, continuing: false)
        var number = KeypadState.TypedNumber()
        if case .typed(let typed) = s.current { number = typed }
        else if s.current == nil, endsWithOperand(s) { s.pieces.append(Self.times) }
        else { number = KeypadState.TypedNumber() }
        let text = String(digit)
        if case .typed = s.current, number.fraction != nil {
            number.fraction = (number.fraction ?? "") + text
        } else if case .typed = s.current, number.integer != "0" {
            number.integer += text
        } else {
            number.integer = text   // a digit replaces a lone 0
        }
        let length = number.integer.utf8.count + (number.fraction?.utf8.count ?? 0)
        if length > calculator.settings.maximumInputLength {
            throw CalculationError.inputTooLong(limit: calculator.settings.maximumInputLength)
        }
        s.current = .typed(number)
    }

    private func typeDecimalSeparator(into s: inout KeypadState) throws(CalculationError) {
        leaveResult(&s, continuing: false)
        if case .typed(var number) = s.current {
            if number.fraction != nil { throw Self.alert(.invalidNumber, .keypadSecondSeparator) }
            number.fraction = ""
            s.current = .typed(number)
            return
        }
        if s.current == nil, endsWithOperand(s) { s.pieces.append(Self.times) }
        s.current = .typed(KeypadState.TypedNumber(negative: false, integer: "0", fraction: ""))
    }

    private func binary(_ piece: KeypadState.Piece, into s: inout KeypadState) throws(CalculationError) {
        leaveResult(&s, continuing: true)
        if s.current != nil {
            finishCurrent(&s)
        } else if let last = s.pieces.last {
            switch last.kind {
            case .binaryOperator: s.pieces.removeLast()   // an operator after an operator replaces it
            case .open: throw Self.incomplete
            case .operand, .close: break
            }
        } else {
            // An operator first continues from the last result, or from 0.
            s.current = .value(display: s.result?.display ?? Self.zero(calculator.locale),
                               input: s.result?.input ?? "0")
            finishCurrent(&s)
        }
        s.pieces.append(piece)
    }

    private func equals(_ s: inout KeypadState) throws(CalculationError) {
        var pieces: [KeypadState.Piece]
        if s.showsResult {
            // `=` again repeats the last operation on the result.
            guard let (operation, operand) = s.lastOperation, let result = s.result else { return }
            pieces = [KeypadState.Piece(kind: .operand, display: result.display, input: result.input), operation, operand]
        } else {
            if s.pieces.isEmpty && s.current == nil { return }
            finishCurrent(&s)
            guard endsWithOperand(s), s.openParentheses == 0 else { throw Self.incomplete }
            pieces = s.pieces
        }
        let calculation = try calculator.evaluate(pieces.map(\.input).joined(separator: " "), updatingAnswer: false)
        let expression = pieces.map(\.display).joined(separator: " ")
        s.result = (calculation.formatted, calculation.exactInput)
        s.resultExpression = expression
        s.history.append(KeypadHistoryEntry(expression: expression, result: calculation.formatted, resultInput: calculation.exactInput))
        s.lastOperation = Self.lastOperation(in: pieces)
        s.showsResult = true
        s.pieces = []
        s.current = nil
    }

    /// The last top-level operator and everything after it, as one operand piece.
    private static func lastOperation(in pieces: [KeypadState.Piece]) -> (KeypadState.Piece, KeypadState.Piece)? {
        var depth = 0
        for index in pieces.indices.reversed() {
            switch pieces[index].kind {
            case .close: depth += 1
            case .open: depth -= 1
            case .binaryOperator where depth == 0:
                let tail = pieces[(index + 1)...]
                let display = tail.map(\.display).joined(separator: " ")
                let input = "(" + tail.map(\.input).joined(separator: " ") + ")"
                return (pieces[index], KeypadState.Piece(kind: .operand, display: display, input: input))
            default: break
            }
        }
        return nil
    }

    private func clear(_ s: inout KeypadState) {
        if s.showsResult {
            s = KeypadState(memory: s.memory, history: s.history)
            return
        }
        switch s.current {
        case .typed(var number):
            if let fraction = number.fraction {
                number.fraction = fraction.isEmpty ? nil : String(fraction.dropLast())
            } else if number.integer.count > 1 {
                number.integer.removeLast()
            } else {
                s.current = nil
                return
            }
            s.current = .typed(number)
        case .value:
            s.current = nil
        case nil:
            if !s.pieces.isEmpty { s.pieces.removeLast() }
        }
    }

    /// `±`: the entry changes sign; a number (a result, the memory, a recalled entry) is negated
    /// exactly and shown as the locale writes it (a second `±` gives it back); an entry under
    /// √, x² or 1/x gets the locale's minus sign in front, which a second `±` takes away.
    private func toggleSign(_ s: inout KeypadState) throws(CalculationError) {
        leaveResult(&s, continuing: true)
        let minus = calculator.locale.minusSign
        switch s.current {
        case .typed(var number):
            number.negative.toggle()
            s.current = .typed(number)
        case .value(let display, let input) where Self.isNumber(input):
            let negated = try calculator.evaluate("-" + input, updatingAnswer: false)
            s.current = .value(display: negated.formatted, input: negated.exactInput)
        case .value(let display, let input):
            if display.hasPrefix(minus), input.hasPrefix("(-("), input.hasSuffix("))") {
                var inner = String(display.dropFirst(minus.count))
                if inner.hasPrefix("("), inner.hasSuffix(")"), inner.contains(" ") { inner = String(inner.dropFirst().dropLast()) }
                s.current = .value(display: inner, input: String(input.dropFirst(3).dropLast(2)))
            } else {
                s.current = .value(display: minus + Self.grouped(display), input: "(-(" + input + "))")
            }
        case nil:
            if s.current == nil, endsWithOperand(s) { s.pieces.append(Self.times) }
            s.current = .typed(KeypadState.TypedNumber(negative: true))
        }
    }

    /// Wraps the operand being edited (or the shown result) in a function or postfix operator.
    private func transform(_ s: inout KeypadState, _ wrap: (String, String) -> (String, String)) throws(CalculationError) {
        leaveResult(&s, continuing: true)
        guard let current = s.current else { throw Self.incomplete }
        let (display, input) = wrap(display(of: current, calculator.locale), input(of: current))
        s.current = .value(display: display, input: input)
    }

    private func openParenthesis(_ s: inout KeypadState) {
        leaveResult(&s, continuing: false)
        if s.current != nil { finishCurrent(&s) }
        if endsWithOperand(s) { s.pieces.append(Self.times) }
        s.pieces.append(KeypadState.Piece(kind: .open, display: "(", input: "("))
    }

    private func closeParenthesis(_ s: inout KeypadState) throws(CalculationError) {
        guard !s.showsResult, s.openParentheses > 0 else { throw Self.alert(.unbalancedParenthesis, .unopenedParenthesis) }
        finishCurrent(&s)
        guard endsWithOperand(s) else { throw Self.incomplete }
        s.pieces.append(KeypadState.Piece(kind: .close, display: ")", input: ")"))
    }

    /// Makes a value the operand being edited (after a result, a new calculation starts with it).
    private func insertValue(display: String, input: String, into s: inout KeypadState) {
        leaveResult(&s, continuing: false)
        if s.current == nil, endsWithOperand(s) { s.pieces.append(Self.times) }
        s.current = .value(display: display, input: input)
    }

    private func updateMemory(_ s: inout KeypadState, subtracting: Bool) throws(CalculationError) {
        let operand: String
        if let current = s.current { operand = input(of: current) }
        else if s.showsResult, let result = s.result { operand = result.input }
        else { operand = "0" }
        let expression = "(" + (s.memory?.input ?? "0") + ")" + (subtracting ? " - " : " + ") + "(" + operand + ")"
        let calculation = try calculator.evaluate(expression, updatingAnswer: false)
        s.memory = (calculation.formatted, calculation.exactInput)
        // The next digit starts a new number rather than extending the one added.
        if let current = s.current {
            s.current = .value(display: display(of: current, calculator.locale), input: input(of: current))
        }
    }
}

extension KeypadState {
    /// A cleared state that keeps the memory and the history tape.
    init(memory: (display: String, input: String)?, history: [KeypadHistoryEntry]) {
        self.init()
        self.memory = memory
        self.history = history
    }
}
