import CountOnMeExpressions
import CountOnMeLocalization
import CountOnMeNumbers

/// Changing a session's settings and locale in place (a DEG/RAD switch, another language, more
/// digits), keeping the calculation on display, the memory and the history tape.
extension KeypadSession {
    /// Takes `settings` (mode, angle unit, digits, notation, limits) and `locale` for what
    /// follows, and writes everything the display, the memory and the history tape show again in
    /// them: their values are kept exactly (an irrational one as the expression that computes it,
    /// so that more digits are right digits). A setting out of range, a kept value the new limits
    /// refuse, or ICU out of memory raises an alert and changes nothing.
    @discardableResult
    public func configure(settings: CalculatorSettings, locale: CalculatorLocale) -> KeypadAlert? {
        let before = display
        let previous = calculator
        let next: KeypadState
        do throws(CalculationError) {
            calculator = try Calculator(settings: settings.with(mode: .algebraic, angleUnit: .radians, maximumDigits: Self.maximumDigits),
                                        locale: locale)
            var written = try rewritten(state)
            written.angleUnit = settings.angleUnit
            next = written
        } catch {
            calculator = previous
            return raise(error)
        }
        mode = settings.mode
        forgetTypedDisplay()
        commit(next, displayBefore: before)
        return nil
    }

    /// `s` with every display written again from what it shows, in the session's locale and
    /// settings as they are now.
    func rewritten(_ s: KeypadState) throws(CalculationError) -> KeypadState {
        var writer = Rewriter(session: self)
        var next = s
        next.pieces = try writer.pieces(s.pieces)
        next.current = try s.current.map { operand throws(CalculationError) in try writer.operand(operand) }
        next.result = try s.result.map { value throws(CalculationError) in try writer.value(value) }
        next.resultPieces = try writer.pieces(s.resultPieces)
        if let (operation, operand) = s.lastOperation {
            next.lastOperation = (try writer.piece(operation), try writer.pieces(operand))
        }
        next.memory = try s.memory.map { value throws(CalculationError) in try writer.value(value) }
        next.history = []
        for entry in s.history {
            next.history.append(KeypadHistoryEntry(pieces: try writer.pieces(entry.pieces), value: try writer.value(entry.value)))
        }
        return next
    }

    /// Writes displays again, each value once (a result is also the last history entry's).
    private struct Rewriter {
        let session: KeypadSession
        var written: [String: String] = [:]

        mutating func value(_ value: KeypadValue) throws(CalculationError) -> KeypadValue {
            let key = value.writing.rawValue + ":" + value.input
            if let display = written[key] { return KeypadValue(input: value.input, writing: value.writing, display: display) }
            let calculation = try session.calculator.evaluate(plainInput: value.input)
            // A session writes numbers only. An amount (`015$`: dollars in en_US, an ambiguous sign
            // in ar_EG) or an assignment would make a text that one locale restores and another
            // refuses: the text is damaged.
            guard calculation.currency == nil, calculation.variable == nil else { throw KeypadSession.invalidState }
            let display: String
            switch value.writing {
            case .result: display = calculation.formatted
            case .allDigits:
                guard let number = calculation.value.rational else { throw KeypadSession.invalidState }
                display = try session.allDigits(of: number)
            }
            written[key] = display
            return KeypadValue(input: value.input, writing: value.writing, display: display)
        }

        mutating func operand(_ operand: KeypadOperand) throws(CalculationError) -> KeypadOperand {
            var next = operand
            switch operand.base {
            case .value(let kept): next.base = .value(try value(kept))
            case .typed(let number): try session.check(typed: number)
            default: break
            }
            return next
        }

        mutating func piece(_ piece: KeypadState.Piece) throws(CalculationError) -> KeypadState.Piece {
            if let kept = piece.operand {
                let operand = try operand(kept)
                guard let display = operand.display(in: session.calculator.locale) else { throw CalculationError.outOfMemory() }
                return .operand(operand, display: display)
            }
            if let op = piece.binaryOperator { return .binary(op) }
            return piece.role == .open ? .open : .close
        }

        mutating func pieces(_ pieces: [KeypadState.Piece]) throws(CalculationError) -> [KeypadState.Piece] {
            var next: [KeypadState.Piece] = []
            next.reserveCapacity(pieces.count)
            for kept in pieces { next.append(try piece(kept)) }
            return next
        }
    }
}
