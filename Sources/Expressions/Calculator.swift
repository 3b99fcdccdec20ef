import CountOnMeMoney
import CountOnMeLocalization
import CountOnMeNumbers

/// Evaluates expressions: the engine's entry point.
///
/// A calculator holds its settings, its locale and the previous result (`ans`). It is not safe to
/// use one calculator from several threads at once; use one per thread (they share nothing).
///
/// ```swift
/// let calculator = try Calculator()
/// let result = try calculator.evaluate("2 × (3 + 4)")   // result.formatted == "14"
/// ```
public final class Calculator {
    // The state below is read on every evaluation and changed only by the calculator's own
    // methods, which copy what they read and never hold an access across a call out (the
    // class is for one thread at a time): the runtime's exclusivity check on each access cost
    // more than the access, so it is not made (`@exclusivity(unchecked)`).

    /// The options in force.
    @exclusivity(unchecked) public private(set) var settings: CalculatorSettings
    /// The locale numbers are read and written in, and messages shown in.
    @exclusivity(unchecked) public private(set) var locale: CalculatorLocale
    /// ``locale`` and ``settings`` read in one call, for the C library's conversions. Another
    /// module that inlines the properties' getters checks each read at run time again (two checks,
    /// some 150 instructions, on each `countonme_format_number`); read here, they are not.
    @inline(never) package var localeAndSettings: (locale: CalculatorLocale, settings: CalculatorSettings) { (locale, settings) }
    /// The value of `ans`: the last successful result (0 at first).
    @exclusivity(unchecked) private var answer = Quantity(.zero)
    /// The variables (`x = 5`), by name.
    @exclusivity(unchecked) private var variables: [String: Quantity] = [:]

    /// The exchange rates money conversions use (`nil`: none loaded; converting then fails).
    public var exchangeRates: ExchangeRates?

    /// Whether plain arithmetic is read quickly (``PlainArithmetic``) where that reading applies;
    /// the tests turn it off to compare the two readings.
    @exclusivity(unchecked) package var usesQuickReading = true

    /// The request to stop the evaluation under way (``interrupt()``).
    private let interruption = Interruption()

    /// A further check the evaluation makes between its steps, for an owner whose stop request
    /// cannot call ``interrupt()`` (a terminal's Ctrl-C, caught by a C signal handler): when it
    /// returns true, the evaluation stops with ``ErrorCode/interrupted``. Called on the
    /// evaluating thread; it must be cheap.
    public var interruptionCheck: (() -> Bool)?

    /// Asks the evaluation under way on this calculator to stop: it then fails with
    /// ``ErrorCode/interrupted`` at its next step and changes nothing. Thread-safe: the one method
    /// another thread may call while the calculator evaluates. A request made while no
    /// evaluation runs has no effect.
    public func interrupt() {
        interruption.request()
    }

    /// Throws ``ErrorCode/interrupted`` when a stop was asked for.
    private func checkInterruption() throws(CalculationError) {
        if interruption.isRequested || interruptionCheck?() == true { throw CalculationError.interrupted }
    }

    /// Loads rates from a file in the European Central Bank's daily XML format; fails with
    /// ``ErrorCode/cannotReadFile`` when it cannot be read (missing, unreadable, a directory,
    /// larger than ``largestRatesFile`` bytes), as ``loadExchangeRates(ecbXML:)`` otherwise (a file
    /// that is not UTF-8 is no rates file). On failure the rates in use stay.
    public func loadExchangeRates(contentsOf path: String) throws(CalculationError) {
        try loadExchangeRates(contentsOfPath: Array(path.utf8))
    }

    /// ``loadExchangeRates(contentsOf:)`` for a path given as the bytes the system takes (a POSIX
    /// path need not be UTF-8); messages show it with U+FFFD for bytes that are not.
    public func loadExchangeRates(contentsOfPath path: [UInt8]) throws(CalculationError) {
        let shown = String(decoding: path, as: UTF8.self)
        let text: String
        do {
            text = try TextFile.read(path: path, maximumBytes: Self.largestRatesFile)
        } catch .tooLarge {
            throw CalculationError(code: .cannotReadFile, range: .none,
                                   message: Message(.fileTooLarge, [.text(shown), .integer(Self.largestRatesFile >> 20)]))
        } catch .notUTF8 {
            throw CalculationError(code: .invalidRatesFile, range: .none,
                                   message: Message(.invalidRatesFile, [.integer(0), .message(Message(.ratesFileNotECB))]))
        } catch {
            throw CalculationError(code: .cannotReadFile, range: .none, message: Message(.cannotReadFile, [.text(shown)]))
        }
        try loadExchangeRates(ecbXML: text)
    }

    /// The largest rates file read, in bytes (16 MiB; the ECB's daily file is about 2 KiB).
    public static let largestRatesFile = 16 << 20

    /// Loads rates from the European Central Bank's daily XML format; on failure the rates in
    /// use stay and the error names the line.
    public func loadExchangeRates(ecbXML text: String) throws(CalculationError) {
        do {
            exchangeRates = try ECBRatesParser.parse(text)
        } catch {
            throw CalculationError(code: .invalidRatesFile, range: .none,
                                   message: Message(.invalidRatesFile, [.integer(error.line), .message(error.reason.message)]))
        }
    }

    /// Sets the rate of one currency, `perEuro` units per euro (a plain decimal, `1.0705`), dated
    /// `date` (`YYYY-MM-DD`), beside the rates in use (replacing the currency's own); the rates
    /// then carry the oldest date given. Fails with ``ErrorCode/invalidArgument`` (and changes
    /// nothing) for a code that is no ISO 4217 currency in capitals, the euro, a rate that is no
    /// positive plain decimal, or a malformed date.
    public func setExchangeRate(_ code: String, perEuro text: String, date: String) throws(CalculationError) {
        do {
            exchangeRates = try ExchangeRates.setting(code, perEuro: text, date: date, in: exchangeRates)
        } catch {
            throw .invalidArgument(Message(.invalidRate, [.message(error.message)]))
        }
    }

    @exclusivity(unchecked) private var context: NumericContext

    /// The Γ values this calculator computed at high precision, for its next evaluations (a
    /// keypad's evaluate the same calculation at every key).
    private let gammaMemory = GammaMemory()

    /// The costly values this calculator computed in a keypad's text, for its next evaluations
    /// (a keypad evaluates its whole calculation again at every key). Settable for tests (another
    /// capacity).
    var computationMemory = ComputationMemory()

    /// A calculator with the given settings and locale; fails with ``ErrorCode/invalidArgument``
    /// when a setting is out of range.
    public convenience init(settings: CalculatorSettings = CalculatorSettings(), locale: CalculatorLocale = .posix) throws(CalculationError) {
        if let error = settings.validationError() { throw error }
        self.init(validSettings: settings, locale: locale)
    }

    /// A calculator with the default settings (which are always valid) in `locale`.
    public convenience init(locale: CalculatorLocale) {
        self.init(validSettings: CalculatorSettings(), locale: locale)
    }

    private init(validSettings settings: CalculatorSettings, locale: CalculatorLocale) {
        self.settings = settings
        self.locale = locale
        self.context = NumericContext(settings, gammaMemory: gammaMemory)
    }

    /// A new calculator with this one's settings and locale but another mode and angle unit, and
    /// its digit limit lowered to `maximumDigits` when it is higher (which keep the settings valid:
    /// the limit stays in ``NumericLimits/maximumDigitsRange``), and no variables, `ans` or rates.
    package func copy(mode: EvaluationMode, angleUnit: AngleUnit, maximumDigits: Int) -> Calculator {
        Calculator(validSettings: settings.with(mode: mode, angleUnit: angleUnit, maximumDigits: maximumDigits), locale: locale)
    }

    /// Replaces the settings; on an invalid setting nothing changes and the error is thrown.
    public func update(_ settings: CalculatorSettings) throws(CalculationError) {
        if let error = settings.validationError() { throw error }
        self.settings = settings
        self.context = NumericContext(settings, gammaMemory: gammaMemory)
        computationMemory.forget()
    }

    /// Switches to another locale; the settings and `ans` stay.
    public func update(_ locale: CalculatorLocale) {
        self.locale = locale
    }

    /// Evaluates `input`: an expression, or an assignment to a variable (`x = 5`, `x := 5`). On
    /// success the result becomes `ans` (and the variable's value); on failure nothing changes.
    public func evaluate(_ input: String) throws(CalculationError) -> Calculation {
        try evaluate(input, committing: true)
    }

    /// Makes `calculation` take effect, after ``evaluate(_:committing:continuingFromAnswer:)``
    /// with `false` once the caller has used the result without failing: its value becomes `ans`
    /// and, for an assignment, the variable's value.
    public func commit(_ calculation: Calculation) {
        let quantity = Quantity(calculation.value, currency: calculation.currency)
        answer = quantity
        if let name = calculation.variable { variables[name] = quantity }
    }

    /// Evaluates `input`, making the result take effect (``commit(_:)``) only when `committing`
    /// is true.
    ///
    /// With `continuingFromAnswer`, an input that starts with an operator needing a left operand
    /// (`× 2`, `+ 3`, `^2`, `mod 7`, `!`, `%`) continues from `ans`, as a calculator does after `=`
    /// (an interactive session's lines). A leading minus sign still starts a new calculation with
    /// a negative number (`-3` is minus three; `ans − 3` subtracts), and so does a root (`√`, `∛`, `∜`).
    public func evaluate(_ input: String, committing: Bool, continuingFromAnswer: Bool = false) throws(CalculationError) -> Calculation {
        try evaluate(input, syntax: locale.numberSyntax, committing: committing, continuingFromAnswer: continuingFromAnswer)
    }

    /// Evaluates `input` written in plain numbers (`-1234.5`, `(7/2)`, ASCII digits and `.` as in
    /// the C locale), whatever the locale, which still writes the result: for text a program
    /// wrote rather than a person (a keypad's exact values), read faster and never ambiguously.
    /// A keypad's text repeats its terms (`M+` of one value again and again, `=` repeating `× x`)
    /// and writes big exact values out in full at each key: its repeated computations are shared
    /// from the first precision attempt, whatever its size, and its long literals are read once
    /// (``LiteralCache``).
    package func evaluate(plainInput input: String) throws(CalculationError) -> Calculation {
        try evaluate(input, syntax: CalculatorLocale.posix.numberSyntax, committing: false, continuingFromAnswer: false,
                     programText: true)
    }

    private func evaluate(_ input: String, syntax: any NumberSyntax, committing: Bool, continuingFromAnswer: Bool,
                          programText: Bool = false) throws(CalculationError) -> Calculation {
        interruption.clear()
        let length = input.utf8.count
        if length > settings.maximumInputLength {
            throw CalculationError.inputTooLong(limit: settings.maximumInputLength, at: SourceRange(start: 0, end: length))
        }
        if let calculation = try quickCalculation(input, syntax: syntax, length: length) {
            if committing { commit(calculation) }
            return calculation
        }
        var tokens = try tokenize(input, syntax: syntax, literals: programText ? literals : nil)
        if continuingFromAnswer, case .operator(let first)? = tokens.first?.kind, Self.continuesFromAnswer(first) {
            // `ans`, typed nowhere: an empty range before the operator.
            tokens.insert(Token(kind: .identifier(Constant.answer.spellings[0]), range: SourceRange(start: 0, end: 0)), at: 0)
        }
        let statement = try Parser.parseOnSufficientStack(tokens, input: input, mode: settings.mode,
                                                          maximumNesting: settings.maximumNesting, variables: variables)
        let calculation = try calculate(statement, range: SourceRange(start: 0, end: length), input: input,
                                        programText: programText)
        if committing { commit(calculation) }
        return calculation
    }

    /// The result of `input` by the quick reading of plain arithmetic (``PlainArithmetic``), or
    /// `nil` when that reading does not apply (then the general one decides): it applies where
    /// precedence is algebraic and the locale has an ASCII decimal separator. A leading minus
    /// starts a new calculation in every case, so continuing from `ans` changes nothing here.
    private func quickCalculation(_ input: String, syntax: any NumberSyntax, length: Int) throws(CalculationError) -> Calculation? {
        guard usesQuickReading, settings.mode == .algebraic, let separator = syntax.plainDecimalSeparator,
              let value = PlainArithmetic.value(of: input, decimalSeparator: separator, grouping: syntax.plainGrouping,
                                                maximumNesting: settings.maximumNesting) else { return nil }
        return try present(Quantity(.exact(value)), range: SourceRange(start: 0, end: length), input: input, in: context,
                           lastAttempt: false, variable: nil)
    }

    /// The tokens of `input`, its numbers read with `syntax`, its names in the calculator's locale.
    private func tokenize(_ input: String, syntax: any NumberSyntax, literals: LiteralCache? = nil) throws(CalculationError) -> [Token] {
        try Lexer(input, syntax: syntax, currencies: locale.currencySymbols,
                  conversionWords: locale.conversionWords,
                  functionNames: locale.functionNameTable, maximumDigits: settings.limits.maximumDigits,
                  literals: literals).tokenize()
    }

    /// The long literals of the keypad's plain input read last (``LiteralCache``).
    private let literals = LiteralCache()

    /// The result of `statement`, read from `input` (`range` is all of it).
    private func calculate(_ statement: Statement, range: SourceRange, input: String,
                           programText: Bool = false) throws(CalculationError) -> Calculation {
        // Ziv's strategy: evaluate on intervals, and where their bounds cannot decide (a sign, a
        // side of a pole, the digits shown) evaluate again at twice the precision, up to the
        // highest the context allows. Exact values are the same at every precision.
        Real.useFullExponentRange()
        var context = statement.expression.mentionsImaginaryUnit ? self.context.allowingComplex(true) : self.context
        let usesGamma = statement.expression.mentionsFactorial
        let highestPrecision = context.highestPrecision(usesGamma: usesGamma)
        // A keypad's text remembers its costly values from one evaluation to the next
        // (``ComputationMemory``), and computes each computation it repeats once from the first
        // attempt on (a memory of many terms: 300 `M−` of `10.001!` computed Γ 300 times a key).
        let recognition = programText ? computationMemory.recognize(statement.expression) : nil
        let evaluator = { (context: NumericContext) in
            Evaluator(context: context, answer: self.answer, variables: self.variables, rates: self.exchangeRates, input: input,
                      checkInterruption: { () throws(CalculationError) in try self.checkInterruption() },
                      memory: recognition.map { (self.computationMemory, $0) })
        }
        // Each computation the expression repeats is computed once (`M+` of one irrational value
        // a hundred times; `=` repeating `− x`): from the second attempt on, the costly ones, and
        // from the first in a very long typed expression; a typed expression's first attempt
        // stays free of the lookup otherwise.
        var firstEquals: [Int]? = recognition == nil && statement.expression.nodes.count >= Self.sharingThreshold
            ? statement.expression.firstEqualComputations() : nil
        /// The next attempt: twice the precision (see ``NumericContext/nextPrecision(usesGamma:)``),
        /// repeated computations shared.
        func doublePrecision() {
            context = context.withPrecision(context.nextPrecision(usesGamma: usesGamma))
            if firstEquals == nil && recognition == nil { firstEquals = statement.expression.firstEqualComputations() }
        }
        // The node values of the last attempt: its exact ones are the same at the next precision.
        var attempt = Evaluator.Attempt()
        // Set when an attempt above Γ's highest precision needed Γ: the attempt at that precision
        // is made once more as the last, and if it cannot decide, this is the error.
        var gammaRefusal: CalculationError?
        while true {
            try checkInterruption()
            let nextPrecision = context.nextPrecision(usesGamma: usesGamma)
            var lastAttempt = gammaRefusal != nil || nextPrecision > highestPrecision
            do {
                let quantity = try evaluator(context).evaluate(statement.expression, firstEquals: firstEquals, attempt: &attempt)
                // An inexact amount is written to the cent, however many digits that takes
                // (`1 € × √2 × 10^5000`): the attempts go on to the precision its cents need, as
                // this attempt's bounds tell it.
                if let currency = quantity.currency, let places = locale.numberStyle.currencyFractionDigits(currency) {
                    let centsCeiling = Value.highestPrecision(toRound: quantity.value, decimals: places, in: context)
                    lastAttempt = gammaRefusal != nil || nextPrecision > max(highestPrecision, centsCeiling)
                }
                guard let calculation = try present(quantity, range: range, input: input, in: context, lastAttempt: lastAttempt,
                                                    variable: statement.target?.name) else {
                    doublePrecision()
                    continue
                }
                return calculation
            } catch where error.code == .undecidable {
                if let refusal = gammaRefusal { throw refusal }
                // An amount whose cents need Γ past its highest precision (`(0.5! × 10^2420) €`),
                // or an exact tie with Γ that never decides (`1 € × (0.5!^2 × 10^1200 / π + 0.005)`):
                // the attempt at Γ's highest precision, the last, decides as well as any can.
                if error.message.key == .gammaTooPrecise, context.precision > NumericContext.highestGammaPrecision,
                   self.context.precision <= NumericContext.highestGammaPrecision {
                    gammaRefusal = error
                    context = context.withPrecision(NumericContext.highestGammaPrecision)
                    continue
                }
                guard !lastAttempt else { throw error }
                doublePrecision()
            }
        }
    }

    /// How many nodes a typed expression has before its repeated computations are looked for at
    /// the first precision attempt too (a keypad's always are). Not fewer: the lookup added 3.7 %
    /// to the general arithmetic of `make bench` at 32 nodes, whose long lines repeat nothing.
    static let sharingThreshold = 256

    /// Throws when `number` written in `notation` would take more digits than the limit allows:
    /// an approximate value may be far larger or smaller than an exact one (100000! is about
    /// 2.8E456573), and positionally it would be written whole.
    func checkPositionalLength(of number: DecimalNumber, in notation: Notation, at range: SourceRange) throws(CalculationError) {
        let limit = settings.limits.maximumDigits
        guard notation == .positional, number.exponent.magnitude > limit else { return }
        throw number.exponent > 0 ? CalculationError.resultTooLarge(limit: limit, at: range)
            : CalculationError.resultTooSmall(limit: limit, at: range)
    }

    // MARK: Variables

    /// The names of the variables defined, sorted (by code point).
    public var variableNames: [String] { variables.keys.sorted() }

    /// The value of variable `name` (read as an assignment reads it: `ｘ` is `x`), written as a
    /// result is (locale, digits, notation, form, base); fails with
    /// ``ErrorCode/unknownIdentifier`` when there is no such variable, or as the result would
    /// (``ErrorCode/cannotWriteInBase``, ``ErrorCode/cannotSpellOut``, too large or too small).
    public func variable(_ name: String) throws(CalculationError) -> Calculation {
        let key = storedName(name)
        guard variables[key] != nil else { throw Self.noSuchVariable(name) }
        // An evaluation starts here too: a request to stop made while nothing ran has no effect.
        interruption.clear()
        var tree = SyntaxTree()
        _ = tree.add(.variable(key), range: SourceRange(start: 0, end: 0))
        return try calculate(Statement(target: nil, expression: tree), range: SourceRange(start: 0, end: 0), input: name)
    }

    /// Defines variable `name`, or changes its value, to the value of `expression` (read as any
    /// input is, in the calculator's locale; it may use other variables and `ans`), and returns
    /// that calculation. `ans` stays as it was. Fails with ``ErrorCode/invalidArgument`` when
    /// `name` cannot name a variable (``VariableName``'s rule), or with the expression's error;
    /// on failure nothing changes.
    @discardableResult
    public func setVariable(_ name: String, to expression: String) throws(CalculationError) -> Calculation {
        let variable = try variableName(name)
        let calculation = try evaluate(expression, committing: false)
        variables[variable] = Quantity(calculation.value, currency: calculation.currency)
        return calculation
    }

    /// Removes the variables `names` (read as an assignment reads them), all or none: fails with
    /// ``ErrorCode/unknownIdentifier``, naming the first, when one of them is not defined.
    public func removeVariables(_ names: [String]) throws(CalculationError) {
        if let unknown = names.first(where: { variables[storedName($0)] == nil }) { throw Self.noSuchVariable(unknown) }
        for name in names { variables.removeValue(forKey: storedName(name)) }
    }

    /// The name a variable called `name` is kept under: as an assignment reads it (full-width
    /// letters as ASCII, canonical equivalents as one), so that reading and removing find what
    /// setting defined; `name` itself when it is no variable's name (it then finds nothing).
    private func storedName(_ name: String) -> String {
        (try? variableName(name)) ?? name
    }

    /// Removes every variable.
    public func removeAllVariables() {
        variables.removeAll()
    }

    /// `text` as a variable's name, as the calculator reads it in an assignment (full-width
    /// letters as ASCII); ``ErrorCode/invalidArgument`` when it is not one name, or a reserved one.
    private func variableName(_ text: String) throws(CalculationError) -> String {
        let invalid = CalculationError(code: .invalidArgument, range: .none, message: Message(.invalidVariableName, [.text(text)]))
        guard text.utf8.count <= settings.maximumInputLength, let tokens = try? tokenize(text, syntax: locale.numberSyntax), tokens.count == 2,
              tokens[0].range == SourceRange(start: 0, end: text.utf8.count) else { throw invalid }
        let name: String?
        do {
            name = try VariableName.target(of: tokens[0], typed: text)
        } catch {
            throw CalculationError(code: .invalidArgument, range: .none, message: error.message)
        }
        guard let name else { throw invalid }
        return name
    }

    /// The error for a name no variable has.
    private static func noSuchVariable(_ name: String) -> CalculationError {
        CalculationError(code: .unknownIdentifier, range: .none, message: Message(.noSuchVariable, [.text(name)]))
    }

    /// Whether a line that starts with `first` continues from `ans`: every operator that needs a
    /// left operand, except the minus sign (see ``evaluate(_:committing:continuingFromAnswer:)``).
    static func continuesFromAnswer(_ first: Operator) -> Bool {
        first != .subtract && !first.isRoot
    }

    /// The text of an error's message in the calculator's language.
    public func message(for error: CalculationError) -> String {
        locale.messages.text(for: error.message)
    }

    /// The title of an error in the calculator's language.
    public func title(for error: CalculationError) -> String {
        locale.messages.title(for: error.code)
    }

    /// Rounds and formats a value for display.
    /// The result written for the reader; `nil` when the bounds of an irrational value cannot yet
    /// decide its digits (the caller computes again at a higher precision). On the last attempt
    /// the closest digits the bounds give are shown instead, marked inexact: zero when they lie
    /// within a hair of zero; bounds that still straddle zero widely are the error
    /// ``ErrorCode/undecidable``, naming the expression (`input` at `range`).
    private func present(_ quantity: Quantity, range: SourceRange, input: String, in context: NumericContext,
                         lastAttempt: Bool, variable: String?) throws(CalculationError) -> Calculation? {
        let settings = self.settings, locale = self.locale
        if quantity.value.isComplex {
            return try presentComplex(quantity, range: range, input: input, in: context, lastAttempt: lastAttempt, variable: variable)
        }
        let value = quantity.value
        guard let decimal = try shownDigits(of: value, range: range, input: input, in: context, lastAttempt: lastAttempt) else {
            return nil
        }
        let isExactInteger = value.rational?.isInteger ?? false
        let notation = settings.notation.resolved(for: decimal.number, isExactInteger: isExactInteger)
        try checkPositionalLength(of: decimal.number, in: notation, at: range)
        let written: String?
        if let currency = quantity.currency {
            guard let amount = try writtenAmount(value, digits: decimal.number, currency: currency, at: range, input: input,
                                                 in: context, lastAttempt: lastAttempt) else { return nil }
            // An amount is never written in another base; the message shows it as it would be.
            if settings.base != .decimal { throw CalculationError.cannotWriteInBase(settings.base.rawValue, shown: amount, at: range) }
            written = amount
        } else if settings.base != .decimal {
            guard let integer = value.rational, let text = settings.base.text(of: integer, minusSign: locale.minusSign) else {
                guard let shown = locale.numberStyle.format(decimal.number, notation: notation) else {
                    throw CalculationError.outOfMemory(at: range)
                }
                throw CalculationError.cannotWriteInBase(settings.base.rawValue, shown: shown, at: range)
            }
            written = text
        } else if let exact = value.rational, let text = try settings.form.text(of: exact, in: locale, at: range, limits: settings.limits) {
            written = text
        } else if settings.form == .words {
            // Words only for exact values: a rounded one cannot be read aloud as the value.
            throw ResultForm.cannotSpellOut(at: range)
        } else {
            written = locale.numberStyle.format(decimal.number, notation: notation)
        }
        // ICU fails only when memory runs out; never another format instead.
        guard let formatted = written else {
            throw CalculationError.outOfMemory(at: range)
        }
        // A conversion used the rates; a result in money from stale rates says so.
        let warning = quantity.currency == nil ? nil : exchangeRates?.stalenessWarning()
        return Calculation(decimal: decimal.number, imaginary: nil, isExact: decimal.isExact, formatted: formatted,
                           plainIsScientific: decimal.number.exponent.magnitude > settings.limits.maximumDigits, value: value,
                           currency: quantity.currency, variable: variable, warning: warning)
    }

    /// An amount of money written the locale's way, rounded to the currency's decimals, half to
    /// even as banks do: an exact amount at any size, an inexact one (`2 € × π`) once its bounds
    /// decide the cents, at any length. `nil` while they cannot decide them yet; on the last
    /// attempt the cents of the digits its bounds decide a few places further (an amount within a
    /// hair of a half cent), else ``ErrorCode/undecidable``. `digits` are the value's shown
    /// digits. An amount past the digit limit is refused: its cents cannot be written.
    private func writtenAmount(_ value: Value, digits: DecimalNumber, currency: String, at range: SourceRange, input: String,
                               in context: NumericContext, lastAttempt: Bool) throws(CalculationError) -> String? {
        let style = locale.numberStyle, limit = settings.limits.maximumDigits
        guard digits.exponent <= limit else { throw CalculationError.resultTooLarge(limit: limit, at: range) }
        guard let places = style.currencyFractionDigits(currency) else { throw CalculationError.outOfMemory(at: range) }
        let cents: DecimalNumber
        if let exact = value.rational {
            // A value with a whole number of cents always terminates.
            cents = exact.roundedHalfEven(decimalPlaces: places).exactDecimal(maximumSignificantDigits: Int.max) ?? digits
        } else if digits.exponent < -(places + 1) {
            cents = .zero   // below a tenth of a cent (its shown digits are certain)
        } else {
            do {
                cents = try Value.rounded(value, decimals: .exact(Rational(places)), rounding: .halfEven, in: context).rational?
                    .exactDecimal(maximumSignificantDigits: Int.max) ?? digits
            } catch .undecided {
                guard lastAttempt else { return nil }
                // Within a hair of a half cent: the cents of six more places, when those are certain.
                do {
                    let further = try value.decimal(digits: max(1, digits.exponent + 1 + places + 6), in: context).number
                    cents = further.roundedHalfEven(decimalPlaces: places)
                } catch .undecided {
                    throw undecidable(range, of: input)
                } catch {
                    throw CalculationError.resultTooLarge(limit: limit, at: range)
                }
            } catch .tooSmall {
                cents = .zero
            } catch {
                throw CalculationError.resultTooLarge(limit: limit, at: range)
            }
        }
        guard let text = style.formatMoney(cents, currency: currency) else { throw CalculationError.outOfMemory(at: range) }
        return text
    }

    /// ``ErrorCode/undecidable`` for the part of `input` at `range`: its bounds could not decide
    /// what is shown at the highest precision tried.
    private func undecidable(_ range: SourceRange, of input: String) -> CalculationError {
        let typed = String(decoding: input.utf8.dropFirst(range.start).prefix(range.end - range.start), as: UTF8.self)
        return CalculationError(code: .undecidable, range: range, message: Message(.undecidable, [.text(typed)]))
    }

    /// The digits of `value` a result shows (at the settings' digits; an explicit scientific or
    /// engineering notation rounds exact values to them too); `nil` when its bounds cannot decide
    /// them yet. The failures of the numbers are described at `range` of `input`: undecidable
    /// (on the last attempt), too large or too small.
    func shownDigits(of value: Value, range: SourceRange, input: String, in context: NumericContext,
                     lastAttempt: Bool) throws(CalculationError) -> (number: DecimalNumber, isExact: Bool)? {
        do {
            let roundingExact = settings.notation == .scientific || settings.notation == .engineering
            return try Self.digits(of: value, settings.digits, in: context, lastAttempt: lastAttempt, roundingExact: roundingExact)
        } catch .undecided {
            guard lastAttempt else { return nil }
            throw undecidable(range, of: input)
        } catch .tooSmall {
            throw CalculationError.resultTooSmall(limit: settings.limits.maximumDigits, at: range)
        } catch {
            throw CalculationError.resultTooLarge(limit: settings.limits.maximumDigits, at: range)
        }
    }

    /// The digits of `value` to show: certain ones, or on the last attempt the closest the bounds
    /// give; ``ArithmeticFailure/undecided`` before then.
    private static func digits(of value: Value, _ digits: Int, in context: NumericContext, lastAttempt: Bool,
                               roundingExact: Bool = false) throws(ArithmeticFailure) -> (number: DecimalNumber, isExact: Bool) {
        do {
            return try value.decimal(digits: digits, in: context, roundingExact: roundingExact)
        } catch .undecided where lastAttempt {
            return (try value.closestDecimal(digits: digits, in: context), false)
        }
    }
}
