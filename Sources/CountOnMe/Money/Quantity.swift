/// A value during evaluation, with the currency it is an amount of (`nil` for a plain number).
struct Quantity {
    let value: Value
    let currency: String?

    /// A plain number.
    init(_ value: Value) {
        self.value = value
        currency = nil
    }

    init(_ value: Value, currency: String?) {
        self.value = value
        self.currency = currency
    }
}
