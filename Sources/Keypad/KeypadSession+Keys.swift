import CountOnMeExpressions
import CountOnMeLocalization
import CountOnMeNumbers

/// What each key does to the state: the key dispatch, and the editing of the expression.
extension KeypadSession {
    /// Applies `key` to `s`, or throws the alert it raises (the caller then keeps the old state).
    func apply(_ key: KeypadKey, to s: inout KeypadState) throws(CalculationError) {
        switch key {
        case .digit0, .digit1, .digit2, .digit3, .digit4, .digit5, .digit6, .digit7, .digit8, .digit9:
            try type(digit: Int(key.rawValue), into: &s)
        case .decimalSeparator: try typeDecimalSeparator(into: &s)
        case .add, .subtract, .multiply, .divide, .power, .modulo:
            if let op = key.infixOperator { try binary(Self.piece(op), into: &s) }
        case .sine, .cosine, .tangent, .cotangent, .arcsine, .arccosine, .arctangent, .naturalLogarithm, .logarithm:
            if let name = key.functionName { try applyFunction(name, to: &s) }
        case .cube: try transform(&s) { (Self.grouped($0) + "³", "((" + $1 + ")^3)") }
        case .factorial: try transform(&s) { (Self.grouped($0) + Operator.factorial.symbol, "((" + $1 + ")" + Operator.factorial.plainText + ")") }
        case .pi: insertValue(display: Constant.pi.symbol, input: Constant.pi.plainText, into: &s)
        case .euler: insertValue(display: Constant.e.symbol, input: Constant.e.plainText, into: &s)
        case .exponent: try typeExponent(into: &s)
        case .angleUnit: try toggleAngleUnit()
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
        case .memoryRecall: recallMemory(&s)
        case .memoryAdd: try updateMemory(&s, subtracting: false)
        case .memorySubtract: try updateMemory(&s, subtracting: true)
        }
    }

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

    private func type(digit: Int, into s: inout KeypadState) throws(CalculationError) {
        leaveResult(&s, continuing: false)
        var number = KeypadState.TypedNumber()
        if case .typed(let typed) = s.current { number = typed } else { beginOperand(&s) }   // a digit replaces a value
        number.type(digit: digit)
        if number.length > calculator.settings.maximumInputLength {
            throw CalculationError.inputTooLong(limit: calculator.settings.maximumInputLength)
        }
        s.current = .typed(number)
    }

    /// `EXP`: the power of ten of the number being typed begins (`1` when none is typed, as on
    /// pocket calculators); a second `EXP` changes nothing; after a value it is an alert.
    private func typeExponent(into s: inout KeypadState) throws(CalculationError) {
        leaveResult(&s, continuing: false)
        var number = KeypadState.TypedNumber(integer: "1")
        switch s.current {
        case .typed(let typed): number = typed
        case .value: throw Self.incomplete
        case nil: beginOperand(&s)
        }
        if number.exponent == nil { number.exponent = "" }
        s.current = .typed(number)
    }

    /// A function key: the entry (or the shown result) becomes the function's value at once,
    /// computed in the session's angle unit, so a later change of unit does not change it.
    private func applyFunction(_ name: String, to s: inout KeypadState) throws(CalculationError) {
        leaveResult(&s, continuing: true)
        guard let current = s.current else { throw Self.incomplete }
        let calculation = try calculator.evaluate(name + "(" + current.input + ")", committing: false)
        s.current = .value(display: calculation.formatted, input: calculation.exactInput)
    }

    /// `DRG`: degrees become radians and radians degrees, for the calculations still to come.
    private func toggleAngleUnit() throws(CalculationError) {
        var settings = calculator.settings
        settings.angleUnit = settings.angleUnit == .degrees ? .radians : .degrees
        try calculator.update(settings)
    }

    private func typeDecimalSeparator(into s: inout KeypadState) throws(CalculationError) {
        leaveResult(&s, continuing: false)
        var number = KeypadState.TypedNumber()
        if case .typed(let typed) = s.current { number = typed } else { beginOperand(&s) }
        try number.typeSeparator()
        s.current = .typed(number)
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
            s.current = .value(display: s.result?.display ?? Self.zero(calculator.locale), input: s.result?.input ?? "0")
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
        let calculation = try calculator.evaluate(pieces.map(\.input).joined(separator: " "), committing: false)
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
            case .binaryOperator, .operand:
                continue
            }
        }
        return nil
    }

    /// `C`: the last character of the entry, or the entry, or the last piece.
    private func clear(_ s: inout KeypadState) {
        if s.showsResult {
            s = KeypadState(memory: s.memory, history: s.history)
            return
        }
        switch s.current {
        case .typed(let number): s.current = number.removingLast().map { .typed($0) }
        case .value: s.current = nil
        case nil: if !s.pieces.isEmpty { s.pieces.removeLast() }
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
            number.toggleSign()
            s.current = .typed(number)
        case .value(_, let input) where Self.isNumber(input):
            let negated = try calculator.evaluate("-" + input, committing: false)
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
            beginOperand(&s)
            s.current = .typed(KeypadState.TypedNumber(negative: true))
        }
    }

    /// Wraps the operand being edited (or the shown result) in a function or postfix operator.
    private func transform(_ s: inout KeypadState, _ wrap: (String, String) -> (String, String)) throws(CalculationError) {
        leaveResult(&s, continuing: true)
        guard let current = s.current else { throw Self.incomplete }
        let (display, input) = wrap(current.display(in: calculator.locale), current.input)
        s.current = .value(display: display, input: input)
    }

    private func openParenthesis(_ s: inout KeypadState) {
        leaveResult(&s, continuing: false)
        finishCurrent(&s)
        beginOperand(&s)
        s.pieces.append(KeypadState.Piece(kind: .open, display: "(", input: "("))
    }

    private func closeParenthesis(_ s: inout KeypadState) throws(CalculationError) {
        guard !s.showsResult, s.openParentheses > 0 else { throw Self.alert(.unbalancedParenthesis, .unopenedParenthesis) }
        finishCurrent(&s)
        guard endsWithOperand(s) else { throw Self.incomplete }
        s.pieces.append(KeypadState.Piece(kind: .close, display: ")", input: ")"))
    }
}
