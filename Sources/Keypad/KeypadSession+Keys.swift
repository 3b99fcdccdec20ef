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
            if let op = key.infixOperator { try binary(.binary(op), into: &s) }
        case .sine, .cosine, .tangent, .cotangent, .arcsine, .arccosine, .arctangent, .naturalLogarithm, .logarithm:
            if let name = key.functionName { try applyFunction(name, key: key, to: &s) }
        case .cube: try transform(&s, .cube)
        case .factorial: try transform(&s, .factorial)
        case .pi: insertValue(KeypadOperand(base: .constant(.pi)), into: &s)
        case .euler: insertValue(KeypadOperand(base: .constant(.e)), into: &s)
        case .exponent: try typeExponent(into: &s)
        case .angleUnit: s.angleUnit = s.angleUnit == .degrees ? .radians : .degrees
        case .equals: try equals(&s)
        case .allClear: s = s.cleared()
        case .clear: clear(&s)
        case .clearEntry:
            if s.showsResult { s = s.cleared() } else { s.current = nil }
        case .toggleSign: try toggleSign(&s)
        // Each operand's input is one parenthesized unit: in immediate mode `3 + (9)^2` would be
        // `(3 + 9)^2` (the fuzzer found memory keys squaring the memory that way).
        case .percent: try transform(&s, .percent)
        case .squareRoot: try transform(&s, .squareRoot)
        case .square: try transform(&s, .square)
        case .reciprocal: try transform(&s, .reciprocal)
        case .keep:
            guard let result = s.result else { return }
            s.pieces = []
            s.current = .value(result)
            s.showsResult = false
        case .openParenthesis: try openParenthesis(&s)
        case .closeParenthesis: try closeParenthesis(&s)
        case .memoryClear: s.memory = nil
        case .memoryRecall: recallMemory(&s)
        case .memoryAdd: try updateMemory(&s, subtracting: false)
        case .memorySubtract: try updateMemory(&s, subtracting: true)
        }
    }

    private func type(digit: Int, into s: inout KeypadState) throws(CalculationError) {
        leaveResult(&s, continuing: false)
        var number = KeypadState.TypedNumber()
        if let typed = s.current?.typedNumber { number = typed } else { beginOperand(&s) }   // a digit replaces a value
        number.type(digit: digit)
        try check(typed: number)
        s.current = KeypadOperand(base: .typed(number))
    }

    /// Throws the alert for a number the session could not have typed: longer than the input
    /// limit, or with more digits than it holds. Checked as each digit is typed, not at `=` (a
    /// number the session cannot hold is never typed, nor regrouped at each key past the limit),
    /// and on every typed number a configuration or a saved state brings.
    func check(typed number: KeypadState.TypedNumber) throws(CalculationError) {
        if number.length > calculator.settings.maximumInputLength {
            throw CalculationError.inputTooLong(limit: calculator.settings.maximumInputLength)
        }
        if number.digitCount > calculator.settings.limits.maximumDigits { throw numberTooLong }
    }

    /// The alert for a number with more digits than the session holds (typed, pasted, restored):
    /// ``ErrorCode/resultTooLarge``, saying that a number on the keypad has at most so many.
    var numberTooLong: CalculationError {
        CalculationError(code: .resultTooLarge, range: .none,
                         message: Message(.keypadNumberTooLong, [.integer(calculator.settings.limits.maximumDigits)]))
    }

    /// `EXP`: the power of ten of the number being typed begins (`1` when none is typed, as on
    /// pocket calculators); a second `EXP` changes nothing; after a value it is an alert.
    private func typeExponent(into s: inout KeypadState) throws(CalculationError) {
        leaveResult(&s, continuing: false)
        var number = KeypadState.TypedNumber(integer: "1")
        if let current = s.current {
            guard let typed = current.typedNumber else { throw Self.incomplete }
            number = typed
        } else {
            beginOperand(&s)
        }
        if number.exponent == nil { number.exponent = "" }
        s.current = KeypadOperand(base: .typed(number))
    }

    /// A function key: the entry (or the shown result) becomes the function's value at once,
    /// in the session's angle unit, written into the value (`sin((30)°)`, `(asin(x)/1°)`), so that
    /// a later change of unit does not change it.
    private func applyFunction(_ name: String, key: KeypadKey, to s: inout KeypadState) throws(CalculationError) {
        leaveResult(&s, continuing: true)
        guard let current = s.current else { throw Self.incomplete }
        let argument = current.input
        let source: String
        switch (key, s.angleUnit) {
        case (.sine, .degrees), (.cosine, .degrees), (.tangent, .degrees), (.cotangent, .degrees):
            source = name + "((" + argument + ")" + Operator.degree.symbol + ")"
        case (.arcsine, .degrees), (.arccosine, .degrees), (.arctangent, .degrees):
            source = "(" + name + "(" + argument + ")/1" + Operator.degree.symbol + ")"
        default:
            source = name + "(" + argument + ")"
        }
        s.current = .value(try value(of: source))
    }

    /// The value of `input` (one parenthesized unit), evaluated now: kept as its exact rational
    /// when it has one, else as `input` itself, so that any number of digits asked for later is
    /// computed from the expression and right.
    func value(of input: String) throws(CalculationError) -> KeypadValue {
        let calculation = try calculator.evaluate(plainInput: input)
        return KeypadValue(input: calculation.hasExactValue ? calculation.exactInput : input, writing: .result,
                           display: calculation.formatted)
    }

    private func typeDecimalSeparator(into s: inout KeypadState) throws(CalculationError) {
        leaveResult(&s, continuing: false)
        var number = KeypadState.TypedNumber()
        if let typed = s.current?.typedNumber { number = typed } else { beginOperand(&s) }
        try number.typeSeparator()
        s.current = KeypadOperand(base: .typed(number))
    }

    private func binary(_ piece: KeypadState.Piece, into s: inout KeypadState) throws(CalculationError) {
        leaveResult(&s, continuing: true)
        if s.current != nil {
            try finishCurrent(&s)
        } else if let last = s.pieces.last {
            switch last.role {
            case .binaryOperator: s.pieces.removeLast()   // an operator after an operator replaces it
            case .open: throw Self.incomplete
            case .operand, .close: break
            }
        } else {
            // An operator first continues from the last result, or from 0.
            s.current = .value(s.result ?? Self.zero(calculator.locale))
            try finishCurrent(&s)
        }
        s.pieces.append(piece)
    }

    private func equals(_ s: inout KeypadState) throws(CalculationError) {
        var pieces: [KeypadState.Piece]
        if s.showsResult {
            // `=` again repeats the last operation on the result.
            guard let (operation, operand) = s.lastOperation, let result = s.result else { return }
            pieces = [.operand(.value(result), display: result.display), operation] + operand
        } else {
            if s.pieces.isEmpty && s.current == nil { return }
            try finishCurrent(&s)
            guard s.endsWithOperand, s.openParentheses == 0 else { throw Self.incomplete }
            pieces = s.pieces
        }
        let result = try value(of: "(" + Self.flattenedChain(input(of: pieces)) + ")")
        s.result = result
        s.resultPieces = pieces
        s.history.append(KeypadHistoryEntry(pieces: pieces, value: result))
        s.lastOperation = Self.lastOperation(in: pieces)
        s.showsResult = true
        s.pieces = []
        s.current = nil
    }

    /// The last top-level operator and everything after it: one operand, or one parenthesized
    /// group (nothing after the last top-level operator can be more).
    private static func lastOperation(in pieces: [KeypadState.Piece]) -> (KeypadState.Piece, [KeypadState.Piece])? {
        var depth = 0
        for index in pieces.indices.reversed() {
            switch pieces[index].role {
            case .close: depth += 1
            case .open: depth -= 1
            case .binaryOperator where depth == 0:
                return (pieces[index], Array(pieces[(index + 1)...]))
            case .binaryOperator, .operand:
                continue
            }
        }
        return nil
    }

    /// `C`: the last character of the entry, or the entry, or the last piece.
    private func clear(_ s: inout KeypadState) {
        if s.showsResult {
            s = s.cleared()
            return
        }
        if let current = s.current {
            s.current = current.typedNumber?.removingLast().map { KeypadOperand(base: .typed($0)) }
        } else if !s.pieces.isEmpty {
            s.pieces.removeLast()
        }
    }

    /// `±`: the entry changes sign: a typed number's (of its power of ten after `EXP`); a value's
    /// (a result, the memory, a recalled entry) exactly, written as the locale writes it (a second
    /// `±` gives it back); an entry under √, x² or 1/x gets the locale's minus sign in front,
    /// which a second `±` takes away.
    private func toggleSign(_ s: inout KeypadState) throws(CalculationError) {
        leaveResult(&s, continuing: true)
        guard var current = s.current else {
            beginOperand(&s)
            s.current = KeypadOperand(base: .typed(KeypadState.TypedNumber(negative: true)))
            return
        }
        if var number = current.typedNumber {
            number.toggleSign()
            s.current = KeypadOperand(base: .typed(number))
        } else if let value = current.plainValue {
            s.current = .value(try negation(of: value))
        } else if current.transforms.last == .negation {
            current.transforms.removeLast()
            s.current = current
        } else {
            try transform(&s, .negation)
        }
    }

    /// A value negated: its exact rational, or for an irrational value its expression under a
    /// minus sign (taken away again rather than doubled).
    private func negation(of value: KeypadValue) throws(CalculationError) -> KeypadValue {
        let transform = KeypadOperand.Transform.self
        return try self.value(of: transform.removingNegation(from: value.input) ?? transform.negation.input(value.input))
    }

    /// Applies `transform` to the operand being edited (or the shown result). Refused past the
    /// nesting the settings allow, which `=` could not evaluate anyway.
    private func transform(_ s: inout KeypadState, _ transform: KeypadOperand.Transform) throws(CalculationError) {
        leaveResult(&s, continuing: true)
        guard var current = s.current else { throw Self.incomplete }
        guard current.transforms.count < calculator.settings.maximumNesting else {
            throw CalculationError.nestingTooDeep(limit: calculator.settings.maximumNesting)
        }
        current.transforms.append(transform)
        s.current = current
    }

    private func openParenthesis(_ s: inout KeypadState) throws(CalculationError) {
        leaveResult(&s, continuing: false)
        try finishCurrent(&s)
        beginOperand(&s)
        s.pieces.append(.open)
    }

    private func closeParenthesis(_ s: inout KeypadState) throws(CalculationError) {
        guard !s.showsResult, s.openParentheses > 0 else { throw Self.alert(.unbalancedParenthesis, .unopenedParenthesis) }
        try finishCurrent(&s)
        guard s.endsWithOperand else { throw Self.incomplete }
        s.pieces.append(.close)
    }
}
