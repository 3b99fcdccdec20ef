import CountOnMeNumbers

/// The costly values a calculator computed in a keypad's text (functions, roots, powers and
/// factorials of approximate values, at a working precision), kept for its next evaluations.
///
/// A keypad keeps a function key applied to an irrational value as the expression that computes
/// it (`tan((x)°)`), so that any number of digits asked for later is right, and evaluates its
/// calculation again at every key. `tan` pressed 85 times in a row nested 85 functions, and each
/// key computed all of them again at each precision attempt: 50 ms at the 55th key, 150 ms at
/// the 85th, 16 s for a fuzzing input's 172 keys. Remembered by computation (the same
/// operations on the same numbers, ``SyntaxTree/computesTheSame(_:_:)``'s rule) and working
/// precision, a node whose value is known needs none of the nodes below it, and each key
/// computes its own function only.
///
/// Only computations that read nothing that can change between evaluations are remembered:
/// none with a variable, `ans`, an amount of money or a conversion. Values depend on the
/// calculator's settings (angle unit, limits) besides the precision: ``forget()`` when they
/// change. Not thread-safe: it belongs to one calculator, which one thread uses at a time.
final class ComputationMemory {
    /// A computation's identity: equal for two nodes, of one tree or of two, exactly when they
    /// compute the same. Given as the shape of the node with its children's identities.
    private var identities: [SyntaxTree.Shape: Int] = [:]

    /// A remembered value: the computation, the working precision and whether complex values were allowed.
    private struct Key: Hashable {
        let identity: Int
        let precision: Int
        let allowsComplex: Bool
    }

    /// A value kept: the time it was last used (a count of uses) and its size.
    private struct Entry {
        let value: Value
        var lastUse: Int
        /// Its bounds' bits: two a real interval, four a complex one, at the working precision.
        let bits: Int
    }

    private var values: [Key: Entry] = [:]
    private var clock = 0

    /// The bits of the values kept (``Entry/bits``).
    private(set) var valueBits = 0

    /// How many values are kept: when full, the least recently used half goes.
    static let capacity = 1_024

    /// How many bits of values are kept (16 MB): when full, the least recently used half goes.
    /// The highest working precision is some 266,000 bits (10,000 digits shown, eight times
    /// the first precision), a real interval 66 KB: 250 of them; at the 16 digits of a phone
    /// calculator's display, values of a few hundred bits, the count is the bound.
    static let valueCapacityBits = 1 << 27

    /// The size of the identities kept, in words of 8 bytes: eight a shape (its dictionary slot
    /// and key), and a number's digits and a call's arguments besides (a keypad's text writes a
    /// big exact value out in full, at every key that uses it).
    private(set) var identityWords = 0

    /// How many words of identities are kept before all, with the values, are forgotten (a
    /// tree larger than this is still given identities; the next one starts afresh).
    let identityCapacity: Int

    /// A calculator's identity capacity: 8 MB.
    static let standardIdentityCapacity = 1 << 20

    /// How many values were computed and kept, and how many were given back, since the memory
    /// was made (for tests that bound the work of an evaluation).
    private(set) var kept = 0
    private(set) var recalled = 0

    /// An empty memory, keeping `identityCapacity` words of identities.
    init(identityCapacity: Int = ComputationMemory.standardIdentityCapacity) {
        self.identityCapacity = identityCapacity
    }

    /// What the memory knows of a tree's nodes for one evaluation.
    struct Recognition {
        /// For each node, the first node of the tree that computes the same (itself when none
        /// before it does), as ``SyntaxTree/firstEqualComputations()`` gives.
        let firstEquals: [Int]
        /// For each node, its identity when its value may be remembered: a costly operation
        /// (function, root, power, factorial) reading nothing that can change between
        /// evaluations; `nil` otherwise.
        let remembered: [Int?]
    }

    /// The identities of `tree`'s nodes, as a ``Recognition``.
    func recognize(_ tree: SyntaxTree) -> Recognition {
        if identityWords > identityCapacity { forget() }
        var identity: [Int] = [], firstEquals: [Int] = [], remembered: [Int?] = [], stable: [Bool] = []
        identity.reserveCapacity(tree.nodes.count)
        firstEquals.reserveCapacity(tree.nodes.count)
        remembered.reserveCapacity(tree.nodes.count)
        stable.reserveCapacity(tree.nodes.count)
        var firstNode: [Int: Int] = [:]
        for index in tree.nodes.indices {
            let shape = tree.shape(of: index, children: identity)
            let id: Int
            if let known = identities[shape] {
                id = known
            } else {
                id = identities.count
                identities[shape] = id
                switch shape {
                case .number(let number): identityWords += 8 + number.bitLength / 32
                case .call(_, let arguments): identityWords += 12 + arguments.count
                default: identityWords += 8
                }
            }
            identity.append(id)
            if let first = firstNode[id] {
                firstEquals.append(first)
            } else {
                firstNode[id] = index
                firstEquals.append(index)
            }
            // Stable: the same value at every evaluation, with the same settings and precision.
            let isStable: Bool
            var isCostly = false
            switch tree.nodes[index].kind {
            case .number, .constant(.pi), .constant(.e), .constant(.imaginaryUnit): isStable = true
            case .constant(.answer), .variable, .money, .convert: isStable = false
            case .negate(let child), .degrees(let child), .percent(let child): isStable = stable[child]
            case .squareRoot(let child), .factorial(let child), .doubleFactorial(let child):
                isStable = stable[child]
                isCostly = true
            case .binary(let op, let left, let right):
                isStable = stable[left] && stable[right]
                isCostly = op == .power
            case .call(_, let first, let count):
                isStable = tree.arguments[first..<(first + count)].allSatisfy { stable[$0] }
                isCostly = true
            }
            stable.append(isStable)
            remembered.append(isStable && isCostly ? id : nil)
        }
        return Recognition(firstEquals: firstEquals, remembered: remembered)
    }

    /// The value of computation `identity` at `context`'s precision, when it was kept.
    func value(of identity: Int, in context: NumericContext) -> Value? {
        let key = Key(identity: identity, precision: context.precision, allowsComplex: context.allowsComplex)
        guard let entry = values[key] else { return nil }
        clock += 1
        values[key]?.lastUse = clock
        recalled += 1
        return entry.value
    }

    /// Keeps `value`, computation `identity`'s at `context`'s precision, when it is approximate
    /// (an exact one costs nothing to keep between precision attempts, and is kept there).
    func remember(_ value: Value, of identity: Int, in context: NumericContext) {
        guard value.isWithinBounds else { return }
        let bits = context.precision * (value.isComplex ? 4 : 2)
        while !values.isEmpty && (values.count >= Self.capacity || valueBits + bits > Self.valueCapacityBits) {
            forgetLeastRecentlyUsedHalf()
        }
        clock += 1
        values[Key(identity: identity, precision: context.precision, allowsComplex: context.allowsComplex)] = Entry(value: value, lastUse: clock, bits: bits)
        valueBits += bits
        kept += 1
    }

    /// Forgets the values used least recently, half of them (the one kept, when it is alone).
    private func forgetLeastRecentlyUsedHalf() {
        let median = values.values.map(\.lastUse).sorted()[(values.count - 1) / 2]
        values = values.filter { $0.value.lastUse > median }
        valueBits = values.values.reduce(0) { $0 + $1.bits }
    }

    /// Forgets every identity and value (the settings changed, or too many identities are kept).
    func forget() {
        identities = [:]
        identityWords = 0
        values = [:]
        valueBits = 0
    }
}
